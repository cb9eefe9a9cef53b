import type { HTMLAttributes } from "react";
import { cn } from "../../lib/cn";

/** A surface with the site's radius and card style (Theme.card_style); `as` picks the element (article for a self-contained item). */
export function Card({
  as: Element = "div",
  className,
  ...props
}: HTMLAttributes<HTMLElement> & { as?: "div" | "article" | "section" | "li" }) {
  return (
    <Element
      className={cn("flex flex-col overflow-hidden rounded-site border border-(--card-border) bg-card shadow-(--card-shadow)", className)}
      {...props}
    />
  );
}
