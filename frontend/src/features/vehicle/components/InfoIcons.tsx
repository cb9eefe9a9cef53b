/** Car info icons (spec: vehicle §2): km, transmission, body type. */
import { cn } from "../../../lib/cn";
import type { CarDetail } from "../api/types";

const ICONS: Record<CarDetail["info_icons"][number]["kind"], string> = {
  km: "M12 4a9 9 0 0 0-9 9 9 9 0 0 0 2.6 6.4l1.4-1.4A7 7 0 1 1 19 13a7 7 0 0 1-2 4.9l1.4 1.5A9 9 0 0 0 12 4m3.5 4.1-4.4 4.4a1.5 1.5 0 1 0 2.1 2.1l2.3-6.5z",
  transmission: "M5 4a2 2 0 0 1 1 3.7V11h5V7.7a2 2 0 1 1 2 0V11h5V7.7a2 2 0 1 1 2 0V13h-7v3.3a2 2 0 1 1-2 0V13H6v3.3a2 2 0 1 1-2 0V7.7A2 2 0 0 1 5 4",
  body: "M5 11l1.5-4.5A2 2 0 0 1 8.4 5h7.2a2 2 0 0 1 1.9 1.5L19 11a2 2 0 0 1 2 2v4h-2v2h-3v-2H8v2H5v-2H3v-4a2 2 0 0 1 2-2m2.1 0h9.8l-1.2-4H8.3zM6.5 14a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3m11 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3",
};

type Props = { icons: CarDetail["info_icons"]; compact?: boolean; className?: string };

/** `compact`: one row of three, icon beside value, for the phone's summary under the price. */
export function InfoIcons({ icons, compact = false, className }: Props) {
  if (icons.length === 0) return null;
  if (compact) {
    return (
      <dl className={cn("grid grid-cols-3 divide-x divide-border rounded-site border border-border", className)} data-testid="car-summary">
        {icons.map((icon) => (
          <div key={icon.kind} className="flex min-w-0 flex-col items-center gap-0.5 px-1 py-2 text-center">
            <dt className="flex items-center gap-1 text-xs text-muted">
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 shrink-0 text-primary">
                <path fill="currentColor" d={ICONS[icon.kind]} />
              </svg>
              {icon.label}
            </dt>
            <dd className="text-sm font-semibold break-words">{icon.value}</dd>
          </div>
        ))}
      </dl>
    );
  }
  return (
    <dl className={cn("grid grid-cols-3 gap-2 border-t border-border pt-4 text-center", className)}>
      {icons.map((icon) => (
        <div key={icon.kind} className="flex flex-col items-center gap-1">
          <dt className="flex flex-col items-center gap-1 text-xs text-muted">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7 text-primary">
              <path fill="currentColor" d={ICONS[icon.kind]} />
            </svg>
            {icon.label}
          </dt>
          <dd className="text-sm font-semibold">{icon.value}</dd>
        </div>
      ))}
    </dl>
  );
}
