/** The compare switch of a car (spec: vehicle §1, §4), on its card and on its own page: adds it to
 * or removes it from this browser's comparison, at most 4 cars, with a toast linking to /compare. */
import { cn } from "../../lib/cn";
import { showToast } from "../../lib/toast";
import { VisuallyHidden } from "../ui/VisuallyHidden";
import { COMPARE_LIMIT, compareList, useCompare } from "./compare";

const COMPARE_ACTION = { label: "View comparison", href: "/compare" };

type Props = { siteSlug: string; carSlug: string; name: string; className?: string };

export function CompareSwitch({ siteSlug, carSlug, name, className }: Props) {
  const [on, setOn] = useCompare(siteSlug, carSlug);
  const toggle = () => {
    if (!setOn(!on)) {
      showToast(`You can compare up to ${COMPARE_LIMIT} cars`, "Remove one to add another.", COMPARE_ACTION);
      return;
    }
    const count = compareList.read(siteSlug).length;
    showToast(on ? "Removed from compare" : "Added to compare", `${name} (${count} of ${COMPARE_LIMIT})`, COMPARE_ACTION);
  };
  return (
    <button type="button" aria-pressed={on} onClick={toggle} className={cn("flex min-h-11 items-center gap-2 self-start text-sm font-semibold text-primary", className)}>
      <span aria-hidden="true" className={cn("flex size-5 items-center justify-center rounded border-2 border-primary", on && "bg-primary text-primary-contrast")}>
        {on ? "✓" : ""}
      </span>
      Compare<VisuallyHidden> {name}</VisuallyHidden>
    </button>
  );
}
