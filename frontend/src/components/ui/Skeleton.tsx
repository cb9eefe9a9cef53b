import type { HTMLAttributes } from "react";
import { cn } from "../../lib/cn";

type SkeletonProps = HTMLAttributes<HTMLDivElement> & {
  /** Nothing is being fetched for it yet (a section below the fold, asked for when the shopper
   * nears it): it stays still, as a pulse says "loading". */
  still?: boolean;
};

/** A grey placeholder shaped like the content that is loading; hidden from assistive technology. */
export function Skeleton({ className, still = false, ...props }: SkeletonProps) {
  return <div aria-hidden="true" className={cn(!still && "animate-pulse", "rounded-site bg-surface", className)} {...props} />;
}
