/**
 * The location block (spec: vehicle §2): the backend picks the locations (primary, sales, service,
 * parts, all, or one id); more than one become tabs. Each shows its address, phone, hours and an
 * embedded map, loaded (code and tiles) only as the block nears the viewport.
 */
import { lazy, Suspense, useRef } from "react";
import { Skeleton } from "../../../components/ui/Skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/Tabs";
import { addressLines, telHref } from "../../../lib/format";
import { useSite } from "../../../lib/site";
import type { CarDetail, LocationData } from "../api/types";
import { useNearViewport } from "../hooks/useNearViewport";
import { HoursTable } from "../../../components/location/HoursTable";
import { Section } from "./Sections";

const LocationMap = lazy(() => import("../../../components/location/LocationMap"));

export function LocationBlock({ block }: { block: CarDetail["location_block"] }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, "300px");
  const { locations } = block;
  if (locations.length === 0) return null;
  const first = locations[0] as LocationData;
  return (
    <div ref={ref} id="vehicle-map" className="scroll-mt-24">
      <Section title={locations.length > 1 ? "Our Locations" : "Location"}>
        {locations.length === 1 ? (
          <LocationPanel location={first} showMap={near} />
        ) : (
          <Tabs defaultValue={String(first.id)}>
            <TabsList aria-label="Locations">
              {locations.map((l) => (
                <TabsTrigger key={l.id} value={String(l.id)}>
                  {l.name}
                </TabsTrigger>
              ))}
            </TabsList>
            {locations.map((l) => (
              <TabsContent key={l.id} value={String(l.id)}>
                <LocationPanel location={l} showMap={near} />
              </TabsContent>
            ))}
          </Tabs>
        )}
      </Section>
    </div>
  );
}

function LocationPanel({ location, showMap }: { location: LocationData; showMap: boolean }) {
  const site = useSite();
  const { lat, long } = location.address;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div className="flex flex-col gap-3">
        <h3 className="text-lg font-semibold">{location.name}</h3>
        <address className="not-italic">
          {addressLines(location.address).map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
        {location.phone && (
          <a href={telHref(location.phone)} className="inline-flex min-h-11 items-center self-start font-semibold text-primary underline-offset-2 hover:underline">
            {location.phone}
          </a>
        )}
        {location.address.place_url && (
          <a href={location.address.place_url} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 items-center self-start font-semibold text-primary underline">
            Get directions<span className="sr-only"> to {location.name} (opens in a new tab)</span>
          </a>
        )}
        <HoursTable location={location} specials={3} />
      </div>
      {lat !== null && long !== null && (
        <div className="min-h-64 overflow-hidden rounded-site bg-surface">
          {showMap ? (
            <Suspense fallback={<Skeleton className="h-64 w-full" />}>
              <LocationMap
                lat={lat}
                long={long}
                name={location.name}
                tileUrl={site.config.presentation.map_tile_url}
                zoom={site.config.presentation.map_zoom}
              />
            </Suspense>
          ) : (
            <Skeleton still className="h-64 w-full" />
          )}
        </div>
      )}
    </div>
  );
}
