/** A lead's status as a pill: a new lead stands out in the accent colour. */
import { cn } from "../../../lib/cn";
import { statusLabel } from "../api/console";

export function LeadStatus({ status, className }: { status: string; className?: string }) {
  return (
    <span
      className={cn(
        "rounded-site px-2 py-0.5 text-sm",
        status === "new" ? "bg-accent font-bold text-accent-contrast" : "bg-surface font-semibold",
        className,
      )}
    >
      {statusLabel(status)}
    </span>
  );
}
