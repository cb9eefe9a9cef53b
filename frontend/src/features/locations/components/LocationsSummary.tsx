import { Card } from "../../../components/ui/Card";
import type { Location } from "../../../lib/api";
import { addressLines, telHref } from "../../../lib/format";
import { useSite } from "../../../lib/site";
import { todaysHours } from "../lib/hours";

/** The site's locations in brief: name, address, phone and today's hours. */
export function LocationsSummary({ now = new Date() }: { now?: Date }) {
  const { locations } = useSite();
  if (locations.length === 0) return null;
  return (
    <section aria-labelledby="locations-title" className="flex flex-col gap-6">
      <h2 id="locations-title" className="text-2xl font-bold sm:text-3xl">
        Our Locations
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {locations.map((location) => (
          <li key={location.id}>
            <LocationSummary location={location} now={now} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function LocationSummary({ location, now }: { location: Location; now: Date }) {
  const hours = todaysHours(location, now);
  const address = addressLines(location.address);
  return (
    <Card as="article" className="h-full gap-2 p-5">
      <h3 className="text-lg font-semibold">{location.name}</h3>
      {address.length > 0 && (
        <address className="not-italic text-muted">
          {address.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      )}
      {location.phone && (
        <p>
          <a
            href={telHref(location.phone)}
            aria-label={`Call ${location.name} on ${location.phone}`}
            className="font-medium text-primary underline-offset-2 hover:underline"
          >
            {location.phone}
          </a>
        </p>
      )}
      {hours && (
        <p>
          <span className="font-medium">Today: </span>
          {hours.text}
          {hours.note && <span className="text-muted"> ({hours.note})</span>}
        </p>
      )}
    </Card>
  );
}
