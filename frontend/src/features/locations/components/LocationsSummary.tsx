import { Carousel } from "../../../components/ui/Carousel";
import { HydrateLater } from "../../../lib/hydration";
import { useSite } from "../../../lib/site";
import { LocationCard } from "./LocationCard";

/** The home page's Our Locations carousel (spec §2.4): a card per location, three at a time. */
export function LocationsSummary({ now = new Date() }: { now?: Date }) {
  const { locations } = useSite();
  if (locations.length === 0) return null;
  return (
    <section aria-labelledby="locations-title" className="flex flex-col gap-6">
      <h2 id="locations-title" className="text-2xl font-bold sm:text-3xl">
        Our Locations
      </h2>
      <Carousel
        label="Locations"
        slideClassName="basis-full sm:basis-1/2 lg:basis-1/3"
        previousLabel="Previous locations"
        nextLabel="Next locations"
        // Each card hydrates in a task of its own (a group's ten at once are a long task on a phone).
        slides={locations.map((location) => (
          <HydrateLater key={location.id}>
            <LocationCard location={location} now={now} />
          </HydrateLater>
        ))}
      />
    </section>
  );
}
