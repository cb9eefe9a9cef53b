/**
 * The market price comparison (spec: search §4, §5, §8): a loading skeleton, then the gauge
 * animated (2 s for the panel, 2500 ms for the gauge), only when the backend says it is visible.
 * On failure or missing data the panel is hidden and the reason logged.
 */
import { useEffect, useState } from "react";
import { Skeleton } from "../../../components/ui/Skeleton";
import { formatPrice } from "../../../lib/format";
import { useAutogauge } from "../api/vehicle";
import type { Autogauge } from "../api/types";
import { GAUGE_ANIMATION_MS, PANEL_ANIMATION_MS, needleAngle } from "../lib/gauge";

export function PriceComparison({ slug }: { slug: string }) {
  const gauge = useAutogauge(slug);

  useEffect(() => {
    if (gauge.isError) console.error("Price comparison could not be loaded", gauge.error);
    else if (gauge.data && !gauge.data.visible) console.warn(`Price comparison hidden: ${gauge.data.description}`);
  }, [gauge.isError, gauge.error, gauge.data]);

  if (gauge.isPending) {
    return (
      <div className="flex flex-col gap-3" data-testid="price-comparison-loading">
        <Skeleton className="h-7 w-64" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (gauge.isError || !gauge.data.visible) return null;
  return <GaugePanel data={gauge.data} />;
}

function GaugePanel({ data }: { data: Autogauge }) {
  const [shown, setShown] = useState(false);
  // Start from the resting state, then animate to the answer on the next frame.
  useEffect(() => {
    const frame = window.requestAnimationFrame(() => setShown(true));
    return () => window.cancelAnimationFrame(frame);
  }, []);
  const fill = data.fill ?? 0;
  const angle = shown ? needleAngle(fill) : -90;
  return (
    <section
      aria-labelledby="price-comparison-title"
      data-testid="price-comparison"
      className="relative flex flex-col gap-4 rounded-site border border-border p-4"
    >
      <h2 id="price-comparison-title" className="text-2xl font-bold">
        Market Price Comparison
      </h2>
      <div className="flex flex-col items-center">
        <svg viewBox="0 0 200 110" className="w-full max-w-xs" role="img" aria-label={`Listing price ${formatPrice(data.listing_price ?? 0)} in a market range of ${formatPrice(data.market_range_min ?? 0)} to ${formatPrice(data.market_range_max ?? 0)}`}>
          <defs>
            <linearGradient id="gauge-range" x1="0" x2="1">
              <stop offset="0" stopColor="#16a34a" />
              <stop offset="0.5" stopColor="#eab308" />
              <stop offset="1" stopColor="#dc2626" />
            </linearGradient>
          </defs>
          <path d="M 20 100 A 80 80 0 0 1 180 100" fill="none" stroke="url(#gauge-range)" strokeWidth="18" strokeLinecap="round" />
          <g style={{ transform: `rotate(${angle}deg)`, transformOrigin: "100px 100px", transition: `transform ${GAUGE_ANIMATION_MS}ms ease-out` }} data-testid="gauge-needle">
            <line x1="100" y1="100" x2="100" y2="32" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
          </g>
          <circle cx="100" cy="100" r="7" fill="currentColor" />
        </svg>
        <div className="flex w-full max-w-xs justify-between text-sm">
          <span>
            <span className="block text-muted">Market low</span>
            <strong>{formatPrice(data.market_range_min ?? 0)}</strong>
          </span>
          <span className="text-right">
            <span className="block text-muted">Market high</span>
            <strong>{formatPrice(data.market_range_max ?? 0)}</strong>
          </span>
        </div>
      </div>
      <p>
        This car: <strong>{formatPrice(data.listing_price ?? 0)}</strong>. {data.description}
      </p>
      {/* Revealed top to bottom rather than faded in, so text keeps full contrast while it
          animates: a cover in the page's colour shrinks to the panel's foot, a transform the
          compositor moves (a clip-path's reveal redrew the whole panel every frame, a third of
          the CPU a desktop car page cost Chromium to load). */}
      <div
        aria-hidden="true"
        data-testid="price-comparison-cover"
        className="pointer-events-none absolute -inset-px origin-bottom rounded-site bg-bg transition-transform ease-out"
        style={{ transform: shown ? "scaleY(0)" : "scaleY(1)", transitionDuration: `${PANEL_ANIMATION_MS}ms` }}
      />
    </section>
  );
}
