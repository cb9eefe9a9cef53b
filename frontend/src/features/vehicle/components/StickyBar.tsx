/**
 * The sticky summary (spec: vehicle §2, §9): a header after scrolling 500 px, or on the other
 * layout a bottom bar after 900 px (the backend sends the layout and its threshold).
 */
import { ButtonLink } from "../../../components/ui/Button";
import { primaryEntry, repaymentText, useRepaymentFrequency } from "../../../lib/car-finance";
import { cn } from "../../../lib/cn";
import { useSite } from "../../../lib/site";
import type { CarDetail } from "../api/types";
import { FIND_SIMILAR_LABEL, findSimilarHref, vehicleActions } from "../lib/actions";
import { useScrolledPast } from "../hooks/useScrolledPast";
import { PriceFigure } from "../../../components/price/PriceFigure";

const STICKY_BUTTONS = ["finance", "tradeIn"]; // spec: Get Finance and Trade-In Valuation

export function StickyBar({ car }: { car: CarDetail }) {
  const site = useSite();
  const { sticky_layout: layout, sticky_threshold_px: threshold } = car.layout;
  const shown = useScrolledPast(threshold);
  const image = car.gallery.images[0];
  const frequency = useRepaymentFrequency();
  const estimate = primaryEntry(car.finance); // none for a car no longer for sale
  const actions = vehicleActions(car.sidebar_buttons.filter((b) => STICKY_BUTTONS.includes(b)), car, site.config.links);
  return (
    <aside
      aria-label="Car summary"
      hidden={!shown}
      data-testid="sticky-bar"
      data-layout={layout}
      className={cn("fixed inset-x-0 z-40 border-border bg-bg shadow-lg", layout === "header" ? "top-0 border-b" : "bottom-0 border-t")}
    >
      <div className="mx-auto flex w-full max-w-7xl items-center gap-3 px-4 py-2 sm:px-6 lg:px-8">
        {image && <img src={image.src} alt="" width={96} height={72} className="hidden h-12 w-16 rounded-site object-cover sm:block" />}
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold">{car.name}</p>
          <p className="flex items-baseline gap-2">
            <PriceFigure price={car.price} className="text-lg font-bold" mutedClassName="text-sm text-muted" />
            {estimate && <span className="text-sm text-muted" data-testid="sticky-repayment">{`or ${repaymentText(estimate, frequency)}`}</span>}
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          {car.availability.available ? (
            actions.map((a, i) => (
              <ButtonLink key={a.key} href={a.href} size="sm" variant={i === 0 ? "primary" : "outline"} className={i > 0 ? "hidden sm:inline-flex" : undefined}>
                {a.label}
              </ButtonLink>
            ))
          ) : (
            <ButtonLink href={findSimilarHref(car)} size="sm">
              {FIND_SIMILAR_LABEL}
            </ButtonLink>
          )}
        </div>
      </div>
    </aside>
  );
}
