import type { HTMLAttributes } from "react";
import { cn } from "../../lib/cn";

/** A grey placeholder shaped like the content that is loading; hidden from assistive technology. */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded-site bg-surface", className)} {...props} />;
}
