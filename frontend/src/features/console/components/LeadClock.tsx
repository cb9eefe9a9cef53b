/** A lead's age and, while it waits past its response target, an "Overdue" marker. */
import { leadAge } from "../lib/age";

export function LeadClock({ createdAt, overdue, now }: { createdAt: string; overdue: boolean; now: Date }) {
  const age = leadAge(createdAt, now);
  return (
    <span className="flex flex-wrap items-center gap-2 text-sm">
      {overdue && (
        <span className="rounded-site border-2 border-danger px-2 py-0.5 font-bold text-danger" data-testid="overdue">
          Overdue
        </span>
      )}
      <span className="text-muted">{age === "just now" ? "Received just now" : `Received ${age} ago`}</span>
    </span>
  );
}
