/** The home page's latest special offers (the home route places it among its sections). */
import { ButtonLink } from "../../../components/ui/Button";
import { useOffers } from "../api/queries";
import { OfferCard } from "./OfferCard";

const HOME_OFFERS = 3;

export function HomeOffers() {
  const offers = useOffers();
  const shown = (offers.data?.offers ?? []).slice(0, HOME_OFFERS);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="home-offers" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="home-offers" className="text-2xl font-bold sm:text-3xl">
          Special Offers
        </h2>
        <ButtonLink href="/special-offers" variant="outline">
          View all offers
        </ButtonLink>
      </div>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((o) => (
          <li key={o.id}>
            <OfferCard offer={o} />
          </li>
        ))}
      </ul>
    </section>
  );
}
