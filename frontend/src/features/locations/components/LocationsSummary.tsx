import { Suspense } from "react";
import { Carousel } from "../../../components/ui/Carousel";
import { useSite } from "../../../lib/site";
import { LocationCard } from "./LocationCard";

/** The home page's Our Locations carousel (spec §2.4): a card per location, three at a time. */
export function LocationsSummary({ now }: { now?: Date }) {
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
        // Each card is a boundary of its own: React hydrates a group's ten one by one, yielding between them.
        slides={locations.map((location) => (
          <Suspense key={location.id}>
            <LocationCard location={location} now={now} />
          </Suspense>
        ))}
      />
    </section>
  );
}
