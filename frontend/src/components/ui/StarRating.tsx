/** A star rating as one image with its value in words ("Rated 4.5 out of 5"). */
import { useId } from "react";
import { cn } from "../../lib/cn";

const STAR = "M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6L2.5 9.4l6.6-.8z";

/** How full each star is (0 to 1) for a rating out of `max`. */
export function starFills(value: number, max = 5): number[] {
  const clamped = Math.min(Math.max(value, 0), max);
  return Array.from({ length: max }, (_, i) => Math.min(Math.max(clamped - i, 0), 1));
}

export function StarRating({ value, max = 5, className }: { value: number; max?: number; className?: string }) {
  const id = useId().replace(/:/g, "");
  const label = `Rated ${Number.isInteger(value) ? value : value.toFixed(1)} out of ${max}`;
  return (
    <span role="img" aria-label={label} className={cn("inline-flex text-accent", className)}>
      {starFills(value, max).map((fill, i) => (
        <svg key={i} aria-hidden="true" viewBox="0 0 24 24" className="size-5">
          <defs>
            <linearGradient id={`${id}-${i}`}>
              <stop offset={fill} stopColor="currentColor" />
              <stop offset={fill} stopColor="transparent" />
            </linearGradient>
          </defs>
          <path d={STAR} fill={`url(#${id}-${i})`} stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
        </svg>
      ))}
    </span>
  );
}
