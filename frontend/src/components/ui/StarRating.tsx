/** A star rating as one image with its value in words ("Rated 4.5 out of 5"). */
import { useId } from "react";
import { cn } from "../../lib/cn";

// One star in a 24-unit cell, from its top point at (12, 2.5); it spans x 2.5 to 21.5. Its moves are
// relative, so a row of stars is the same moves started once per cell.
const STAR_MOVES = "l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6-5.9-3.3-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z";
const CELL = 24;
const STAR_LEFT = 2.5;
const STAR_WIDTH = 19;

/** How full each star is (0 to 1) for a rating out of `max`. */
export function starFills(value: number, max = 5): number[] {
  const clamped = Math.min(Math.max(value, 0), max);
  return Array.from({ length: max }, (_, i) => Math.min(Math.max(clamped - i, 0), 1));
}

/** Where the filled part of the row ends: through the last partly filled star by its fraction. */
export function filledWidth(value: number, max = 5): number {
  const fills = starFills(value, max);
  const whole = fills.filter((fill) => fill === 1).length;
  if (whole === max) return max * CELL;
  return whole * CELL + STAR_LEFT + (fills[whole] ?? 0) * STAR_WIDTH;
}

function starRow(max: number): string {
  return Array.from({ length: max }, (_, i) => `M${12 + i * CELL} 2.5${STAR_MOVES}`).join("");
}

// A rating is drawn on every review of a vehicle page: one SVG of six elements, where a star per
// SVG with its own gradient took thirty (the page's markup and the browser's first layout).
export function StarRating({ value, max = 5, className }: { value: number; max?: number; className?: string }) {
  const id = useId().replace(/:/g, "");
  const label = `Rated ${Number.isInteger(value) ? value : value.toFixed(1)} out of ${max}`;
  const row = starRow(max);
  return (
    <span role="img" aria-label={label} className={cn("inline-flex text-accent", className)}>
      <svg aria-hidden="true" viewBox={`0 0 ${max * CELL} ${CELL}`} className="h-5" style={{ width: `${1.25 * max}rem` }}>
        <defs>
          <clipPath id={`${id}-fill`}>
            <rect width={filledWidth(value, max)} height={CELL} />
          </clipPath>
        </defs>
        <path d={row} fill="currentColor" clipPath={`url(#${id}-fill)`} />
        <path d={row} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      </svg>
    </span>
  );
}
