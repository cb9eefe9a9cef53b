/**
 * A location's page (/contact-us/{slug}, /our-location/{slug}, /locations/{slug}; spec §2.4):
 * address, phones, open now at the location's own time, the opening-hours table with a selector
 * for the dealership's other departments (sales, service, parts), special and holiday hours, the
 * rating summary and the map.
 */
import { lazy, Suspense, useState } from "react";
import { useParams } from "react-router";
import { ButtonLink } from "../../components/ui/Button";
import { Container } from "../../components/ui/Container";
import { Skeleton } from "../../components/ui/Skeleton";
import { StarRating } from "../../components/ui/StarRating";
import type { Location } from "../../lib/api";
import { addressLines, telHref } from "../../lib/format";
import { useDocumentTitle } from "../../lib/document-title";
import { useDealershipScope, useSite } from "../../lib/site";
import { DealershipSlider } from "./components/DealershipSlider";
import { NotFound } from "../../components/NotFound";
import { HoursTable } from "../../components/location/HoursTable";
import { openState } from "../../lib/hours";
import { usePageNow } from "../../lib/page-clock";
import { directionsHref, enquireHref, serviceHref, stockHref } from "./lib/links";

const LocationMap = lazy(() => import("../../components/location/LocationMap"));
const TYPE_LABEL: Record<string, string> = { sales: "Sales", service: "Service", parts: "Parts" };

export function LocationPage() {
  const { slug } = useParams();
  const site = useSite();
  const location = site.locations.find((l) => l.slug === slug);
  if (!location) return <NotFound />;
  return <LocationDetail key={location.id} location={location} siblings={site.locations.filter((l) => l.dealership_id === location.dealership_id)} />;
}

function LocationDetail({ location, siblings }: { location: Location; siblings: Location[] }) {
  const site = useSite();
  const [shownId, setShownId] = useState(location.id);
  const shown = siblings.find((l) => l.id === shownId) ?? location;
  const state = openState(shown, usePageNow());
  useDocumentTitle(`${location.name} | ${site.name}`);
  const { lat, long } = location.address;
  // The location's dealership presents its page its own way (spec §2.7): header, map zoom, slides.
  useDealershipScope(location.dealership_id);
  const dealershipSlug = site.dealerships.find((d) => d.id === location.dealership_id)?.slug ?? "";
  const slides = site.dealership_homes[dealershipSlug]?.slides ?? [];
  return (
    <>
    <DealershipSlider slides={slides} name={location.name} />
    <Container className="flex flex-col gap-8 py-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold sm:text-4xl">{location.name}</h1>
        <address className="not-italic text-lg text-muted">{addressLines(location.address).join(", ")}</address>
        {location.review_average !== null && location.review_count > 0 && (
          <p className="flex items-center gap-2" data-testid="rating-summary">
            <StarRating value={location.review_average} />
            <span className="font-semibold">{location.review_average.toFixed(1)}</span>
            <span className="text-muted">{`from ${location.review_count} Google reviews`}</span>
          </p>
        )}
      </header>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <section aria-labelledby="hours-title" className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="hours-title" className="text-2xl font-bold">
              Opening hours
            </h2>
            {siblings.length > 1 && (
              <label className="flex items-center gap-2 text-sm font-semibold">
                Department
                <select
                  value={shown.id}
                  onChange={(e) => setShownId(Number(e.target.value))}
                  className="min-h-11 rounded-site border border-border bg-bg px-3 font-normal"
                >
                  {siblings.map((l) => (
                    <option key={l.id} value={l.id}>
                      {TYPE_LABEL[l.location_type] ?? l.location_type}
                    </option>
                  ))}
                </select>
              </label>
            )}
          </div>
          {state && (
            <p role="status" className={state.open ? "font-semibold text-green-800" : "font-semibold"} data-testid="open-state">
              {state.text}
            </p>
          )}
          <HoursTable location={shown} />
          <div className="flex flex-col gap-1 text-sm">
            {shown.phone && (
              <a href={telHref(shown.phone)} className="inline-flex min-h-11 items-center self-start font-semibold text-primary underline underline-offset-2">{`Call ${shown.phone}`}</a>
            )}
            {shown.dealer_licence_number && <span>{`Dealer licence ${shown.dealer_licence_number}`}</span>}
            {shown.motor_vehicle_repairer && <span>{`MVR ${shown.motor_vehicle_repairer}`}</span>}
          </div>
          <div className="flex flex-wrap gap-2">
            <ButtonLink href={enquireHref(location)}>Enquire Now</ButtonLink>
            <ButtonLink href={stockHref(location)} variant="outline">
              View Our Stock
            </ButtonLink>
            <ButtonLink href={serviceHref(location)} variant="outline">
              Book a Service
            </ButtonLink>
            <ButtonLink href={directionsHref(location)} variant="outline" target="_blank" rel="noopener noreferrer">
              Get Directions<span className="sr-only"> (opens in a new tab)</span>
            </ButtonLink>
          </div>
        </section>
        {lat !== null && long !== null && (
          <div className="min-h-80 overflow-hidden rounded-site bg-surface">
            <Suspense fallback={<Skeleton className="h-80 w-full" />}>
              <LocationMap lat={lat} long={long} name={location.name} tileUrl={site.config.presentation.map_tile_url} zoom={site.config.presentation.map_zoom} />
            </Suspense>
          </div>
        )}
      </div>
    </Container>
    </>
  );
}
