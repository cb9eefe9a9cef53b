/** A location card (spec §2.4): every field and button a dealer shows for a location. */
import { HoursTable } from "../../../components/location/HoursTable";
import { ButtonLink } from "../../../components/ui/Button";
import { Card } from "../../../components/ui/Card";
import { StarRating } from "../../../components/ui/StarRating";
import type { Location } from "../../../lib/api";
import { addressLines, telHref } from "../../../lib/format";
import { openState } from "../../../lib/hours";
import { usePageNow } from "../../../lib/page-clock";
import { directionsHref, enquireHref, locationPath, placeHref, serviceHref, stockHref } from "../lib/links";

type Props = { location: Location; now?: Date; distanceKm?: number };

export function LocationCard({ location, now, distanceKm }: Props) {
  const pageNow = usePageNow();
  const state = openState(location, now ?? pageNow);
  const service = location.location_type === "service";
  return (
    <Card as="article" className="h-full gap-3 p-5" data-testid="location-card">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-semibold">{location.name}</h3>
        {distanceKm !== undefined && <span className="text-sm font-semibold">{`${distanceKm.toFixed(1)} km away`}</span>}
      </div>
      <address className="not-italic text-muted">
        {addressLines(location.address).map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </address>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {location.phone && (
          <>
            <dt className="font-medium">Phone</dt>
            <dd>
              <a href={telHref(location.phone)} className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-2 sm:min-h-0">
                {location.phone}
              </a>
            </dd>
          </>
        )}
        {location.landline_phone && (
          <>
            <dt className="font-medium">Landline</dt>
            <dd>
              <a href={telHref(location.landline_phone)} className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-2 sm:min-h-0">
                {location.landline_phone}
              </a>
            </dd>
          </>
        )}
        {state && (
          <>
            <dt className="font-medium">Hours</dt>
            <dd className={state.open ? "font-semibold text-green-800" : undefined}>{state.text}</dd>
          </>
        )}
        {location.dealer_licence_number && (
          <>
            <dt className="font-medium">Dealer licence</dt>
            <dd>{location.dealer_licence_number}</dd>
          </>
        )}
        {location.motor_vehicle_repairer && (
          <>
            <dt className="font-medium">MVR number</dt>
            <dd>{location.motor_vehicle_repairer}</dd>
          </>
        )}
      </dl>
      {/* The week's hours; the coming special and holiday hours are on the location's page. */}
      <HoursTable location={location} specials={0} />
      {location.review_average !== null && location.review_count > 0 && (
        <p className="flex items-center gap-2 text-sm">
          <StarRating value={location.review_average} />
          <span>{`${location.review_average.toFixed(1)} from ${location.review_count} reviews`}</span>
        </p>
      )}
      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        <ButtonLink href={locationPath(location)} size="sm" className="min-h-11">
          View Location Details<span className="sr-only">{` of ${location.name}`}</span>
        </ButtonLink>
        <ButtonLink href={directionsHref(location)} size="sm" variant="outline" className="min-h-11" target="_blank" rel="noopener noreferrer">
          Get Directions<span className="sr-only">{` to ${location.name} (opens in a new tab)`}</span>
        </ButtonLink>
        <ButtonLink href={placeHref(location)} size="sm" variant="outline" className="min-h-11" target="_blank" rel="noopener noreferrer">
          View Location<span className="sr-only">{` of ${location.name} on the map (opens in a new tab)`}</span>
        </ButtonLink>
        <ButtonLink href={service ? serviceHref(location) : stockHref(location)} size="sm" variant="outline" className="min-h-11">
          {service ? "Book a Service" : "View Our Stock"}
          <span className="sr-only">{` at ${location.name}`}</span>
        </ButtonLink>
        <ButtonLink href={enquireHref(location)} size="sm" variant="outline" className="min-h-11">
          Enquire Now<span className="sr-only">{` with ${location.name}`}</span>
        </ButtonLink>
      </div>
    </Card>
  );
}
