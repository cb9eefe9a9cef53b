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
import { thumbSrc } from "../lib/gallery";
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
      // At most the screen's width (vw), even when something on the page is wider than the screen.
      className={cn("fixed inset-x-0 z-40 max-w-[100vw] border-border bg-bg shadow-lg", layout === "header" ? "top-0 border-b" : "bottom-0 border-t")}
    >
      {/* A phone stacks it: the car (photo, name, price, weekly) on one row, its two buttons
          side by side under it, so no width from 320 px up puts one part over another. */}
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-2 px-4 py-2 sm:flex-row sm:items-center sm:gap-3 sm:px-6 lg:px-8">
        <div className="flex min-w-0 flex-1 items-center gap-3">
          {/* The smallest rendition, and only once the bar shows: in the hidden bar a full-size
              copy was fetched beside the page's largest photo. */}
          {image && <img src={thumbSrc(image)} alt="" width={96} height={72} loading="lazy" decoding="async" className="h-10 w-14 shrink-0 rounded-site object-cover sm:h-12 sm:w-16" />}
          <div className="min-w-0 flex-1">
            <p className="line-clamp-2 leading-tight font-semibold sm:line-clamp-1" data-testid="sticky-name">{car.name}</p>
            <p className="flex flex-wrap items-baseline gap-x-2 leading-tight">
              <PriceFigure price={car.price} className="text-lg font-bold" mutedClassName="text-sm text-muted" />
              {estimate && <span className="text-sm text-muted" data-testid="sticky-repayment">{`or ${repaymentText(estimate, frequency)}`}</span>}
            </p>
          </div>
        </div>
        <div className="grid shrink-0 auto-cols-fr grid-flow-col gap-2">
          {car.availability.available ? (
            actions.map((a, i) => (
              <ButtonLink key={a.key} href={a.href} size="sm" variant={i === 0 ? "primary" : "outline"} className="px-2 leading-tight sm:px-3">
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
