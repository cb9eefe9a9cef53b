/** A titled row of car cards from the plain lookup: the home page's featured cars, the finance page's. */
import { Suspense } from "react";
import type { ReactNode } from "react";
import type { CarLookup } from "../../lib/car-keys";
import { useCarLookup } from "../../lib/cars";
import { Button } from "../ui/Button";
import { VisuallyHidden } from "../ui/VisuallyHidden";
import { CarCard } from "./CarCard";
import { CarCardSkeleton } from "./CarCardSkeleton";
import { CARD_CELL } from "./card-cell";

const GRID = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";

type ShelfProps = {
  id: string;
  title: string;
  lookup: CarLookup;
  /** The first card's photo loads at once and first (the page's largest paint may be it). */
  leadPhoto?: boolean;
  children?: ReactNode;
};

/** A titled row of cards from the plain lookup, with its links (children) beside the title. */
export function CarShelf({ id, title, lookup, leadPhoto = true, children }: ShelfProps) {
  const count = lookup.limit;
  const cars = useCarLookup(lookup, count > 0);
  if (count === 0) return null;

  return (
    <section aria-labelledby={id} aria-busy={cars.isPending} className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id={id} className="text-2xl font-bold sm:text-3xl">
          {title}
        </h2>
        <div className="flex flex-wrap gap-3">{children}</div>
      </div>
      {cars.isPending ? (
        <>
          <VisuallyHidden role="status">{`Loading ${title.toLowerCase()}`}</VisuallyHidden>
          <ul className={GRID} aria-hidden="true">
            {Array.from({ length: count }, (_, i) => (
              <li key={i}>
                <CarCardSkeleton />
              </li>
            ))}
          </ul>
        </>
      ) : cars.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-site bg-surface p-6">
          <p>We couldn’t load these cars just now.</p>
          <Button variant="outline" size="sm" onClick={() => void cars.refetch()}>
            Try again
          </Button>
        </div>
      ) : cars.data.length === 0 ? (
        <p className="rounded-site bg-surface p-6">There are no cars in stock right now. Please check back soon.</p>
      ) : (
        <ul className={GRID}>
          {cars.data.map((card, i) => (
            <li key={card.id} className={CARD_CELL}>
              {/* Each card is a boundary of its own: React hydrates a shelf one card at a time. */}
              <Suspense>
                <CarCard card={card} priority={leadPhoto && i === 0} />
              </Suspense>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
