/**
 * Similar cars (spec: vehicle §4, §7): at most 6, loading 500px before the section is visible,
 * 6 placeholder cards while loading, and the section still rendered when loading fails.
 */
import { useEffect, useRef } from "react";
import { CarCard } from "../../../components/car-card/CarCard";
import { CarCardSkeleton } from "../../../components/car-card/CarCardSkeleton";
import { Carousel } from "../../../components/ui/Carousel";
import { Link } from "../../../components/ui/Link";
import { VisuallyHidden } from "../../../components/ui/VisuallyHidden";
import { useSimilarCars } from "../api/vehicle";
import type { CarDetail } from "../api/types";
import { findSimilarHref } from "../lib/actions";
import { useNearViewport } from "../hooks/useNearViewport";
import { Section } from "./Sections";

export const SIMILAR_PLACEHOLDERS = 6;
export const SIMILAR_ROOT_MARGIN = "500px";
const GRID = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";
const SLIDE = "basis-full pr-4 sm:basis-1/2 lg:basis-1/3";

export function SimilarCars({ car }: { car: Pick<CarDetail, "slug" | "make" | "model" | "layout"> }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, SIMILAR_ROOT_MARGIN);
  const similar = useSimilarCars(car.slug, near);

  useEffect(() => {
    if (similar.isError) console.error("Similar cars could not be loaded", similar.error);
  }, [similar.isError, similar.error]);

  let body;
  if (similar.isError) {
    body = (
      <p className="rounded-site bg-surface p-6">
        Browse <Link href={findSimilarHref(car)} className="font-semibold text-primary underline">more cars like this one</Link> in our stock.
      </p>
    );
  } else if (similar.isPending) {
    body = (
      <>
        <VisuallyHidden role="status">Loading similar cars</VisuallyHidden>
        <ul className={GRID} aria-hidden="true" data-testid="similar-placeholders">
          {Array.from({ length: SIMILAR_PLACEHOLDERS }, (_, i) => (
            <li key={i}>
              <CarCardSkeleton still={!similar.isFetching} />
            </li>
          ))}
        </ul>
      </>
    );
  } else if (similar.data.length === 0) {
    body = <p className="rounded-site bg-surface p-6">No similar cars are in stock right now.</p>;
  } else if (car.layout.similar_cars_carousel) {
    body = (
      <Carousel
        label="Similar cars"
        slideClassName={SLIDE}
        previousLabel="Previous similar cars"
        nextLabel="Next similar cars"
        slides={similar.data.map((card) => <CarCard key={card.id} card={card} />)}
      />
    );
  } else {
    body = (
      <ul className={GRID}>
        {similar.data.map((card) => (
          <li key={card.id}>
            <CarCard card={card} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div ref={ref} data-testid="similar-cars" aria-busy={similar.isPending && !similar.isError}>
      <Section title="Similar Cars">{body}</Section>
    </div>
  );
}
