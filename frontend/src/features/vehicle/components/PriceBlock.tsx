/** The sidebar's price block (spec: vehicle §2): was-price, price, price type, views, print, save,
 * and compare where the site has it (spec: vehicle §1). */
import { CompareSwitch } from "../../../components/car-card/CompareSwitch";
import { useFavourite } from "../../../components/car-card/favourites";
import { VisuallyHidden } from "../../../components/ui/VisuallyHidden";
import { formatCount, formatPrice } from "../../../lib/format";
import { useSite } from "../../../lib/site";
import type { ComponentType } from "react";
import type { CarDetail } from "../api/types";
import { EVENTS, track } from "../../../lib/tracking";
import { HeartIcon } from "../../../components/ui/HeartIcon";
import { PriceFigure } from "../../../components/price/PriceFigure";

type Props = {
  car: CarDetail;
  views: number | null;
  /** The shopper's watchlist button (the account feature's), handed in by the page. */
  Watchlist?: ComponentType<{ car: CarDetail }>;
};

export function PriceBlock({ car, views, Watchlist }: Props) {
  const site = useSite();
  const { price, layout } = car;
  const compare = site.config.cards.compare_enabled && car.availability.available;
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="flex flex-col">
        {price.was_amount !== null && (
          <p className="text-muted">
            <VisuallyHidden>Was </VisuallyHidden>
            <s>{formatPrice(price.was_amount)}</s>
          </p>
        )}
        <p className="flex flex-wrap items-baseline gap-x-2">
          <PriceFigure price={price} className="text-3xl font-extrabold" testId="car-price" />
        </p>
        {/* The count arrives after the page has hydrated: its line is kept from the first paint, so
            nothing a shopper is already reading moves when it comes. */}
        <p className="min-h-5 text-sm text-muted">{views !== null && `${formatCount(views)} ${views === 1 ? "view" : "views"}`}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {layout.show_print_link && (
          <a
            href={layout.print_path}
            target="_blank"
            rel="noopener"
            onClick={() => track(EVENTS.print, car.id)}
            className="inline-flex min-h-11 items-center gap-1 rounded-site px-2 font-semibold text-primary underline-offset-2 hover:underline"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
              <path fill="currentColor" d="M7 3h10v4H7zM5 8h14a2 2 0 0 1 2 2v6h-4v4H7v-4H3v-6a2 2 0 0 1 2-2m4 7v3h6v-3z" />
            </svg>
            Print<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </a>
        )}
        {compare && <CompareSwitch siteSlug={site.slug} carSlug={car.slug} name={car.name} className="min-h-11 self-auto px-2" />}
        {/* One save control: the shopper's watchlist where the page has it (it signs a visitor in
            and follows the car's price), else this browser's favourites. */}
        {Watchlist ? <Watchlist car={car} /> : <SaveButton car={car} />}
      </div>
    </div>
  );
}

/** spec: vehicle §4 - a sold car shows no Save button unless already saved. */
export function SaveButton({ car }: { car: Pick<CarDetail, "id" | "slug" | "name" | "can_save"> }) {
  const site = useSite();
  const [saved, setSaved] = useFavourite(site.slug, car.slug);
  if (!site.config.cards.favourites_enabled || (!car.can_save && !saved)) return null;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={saved}
      onClick={() => {
        if (!saved) track(EVENTS.saveCar, car.id);
        setSaved(!saved);
      }}
      className="inline-flex min-h-11 items-center gap-2 rounded-site border-2 border-primary px-3 font-semibold text-primary hover:bg-primary hover:text-primary-contrast"
    >
      <HeartIcon filled={saved} className="size-5" />
      {saved ? "Saved" : "Save"}
      <VisuallyHidden> {car.name}</VisuallyHidden>
    </button>
  );
}
