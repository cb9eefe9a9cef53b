/** A page of result cards with the promo and sponsored cards in their places. */
import { Suspense } from "react";
import { CarCard } from "../../../components/car-card/CarCard";
import { CARD_CELL } from "../../../components/car-card/card-cell";
import type { CarCard as CarCardData } from "../../../lib/api";
import type { SearchResponse } from "../api/search";
import { useSite } from "../../../lib/site";
import { visitSeed } from "../../../lib/visit-seed";
import { insertCards, seededRandom } from "../lib/insertions";
import { PromoCard, SponsoredCard } from "./PromoCards";

export const GRID = "grid gap-6 sm:grid-cols-2 xl:grid-cols-3";

type Props = { hits: readonly CarCardData[]; promos: SearchResponse["promos"]; page: number };

export function ResultsGrid({ hits, promos, page }: Props) {
  const { cards } = useSite().config;
  const items = insertCards(
    hits,
    {
      // The response lists the nodes valid for this search (none when the promo is off).
      promo: { every: cards.promo.every, randomExtra: cards.promo.random_extra, nodes: promos },
      sponsored: cards.sponsored.enabled ? { position: cards.sponsored.position } : null,
    },
    seededRandom(visitSeed() + page),
  );
  // Only the first car's photo is hurried (the server preloads the same one): on a phone the next
  // card is below the fold, and a second high-priority photo shares the first one's bytes.
  const lead = items.find((item) => item.kind === "car");
  return (
    <ul className={GRID} data-testid="results-grid">
      {items.map((item) => (
        <li key={item.kind === "car" ? item.car.id : item.kind === "promo" ? item.key : "sponsored"} className={CARD_CELL}>
          {/* Each card is a boundary of its own: React hydrates a page of cards one by one, yielding between them. */}
          <Suspense>
            {item.kind === "car" ? (
              <CarCard card={item.car} priority={item === lead} />
            ) : item.kind === "promo" ? (
              <PromoCard promo={item.promo} />
            ) : (
              <SponsoredCard sponsored={cards.sponsored} />
            )}
          </Suspense>
        </li>
      ))}
    </ul>
  );
}
