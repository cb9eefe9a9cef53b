/** "Waiting for a time": the test drives and service bookings of the shown location's dealership
 * that came without a day (or have no appointment yet), newest first, each a link to its lead
 * and, for a user who may change leads, booked from here in place. */
import { useState } from "react";
import { Button } from "../../../components/ui/Button";
import { Link } from "../../../components/ui/Link";
import { useWaiting, type CalendarLocation } from "../api/appointments";
import type { ConsoleMe } from "../api/console";
import { waitingSummary } from "../lib/booking";
import { useNow } from "../lib/use-now";
import { BookTimeForm } from "./BookTimeForm";

type Props = { me: ConsoleMe; location: CalendarLocation; locations: readonly CalendarLocation[]; writable: boolean };

export function WaitingList({ me, location, locations, writable }: Props) {
  const waiting = useWaiting(location.dealership_id);
  const now = useNow();
  const [open, setOpen] = useState<number | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const leads = waiting.data?.leads ?? [];
  const total = waiting.data?.total ?? 0;
  return (
    <section aria-labelledby="waiting" className="@container flex flex-col gap-3 rounded-site border border-border p-3" data-testid="waiting">
      <div>
        <h2 id="waiting" className="text-lg font-bold">
          Waiting for a time
        </h2>
        <p className="text-sm text-muted">{`${location.dealership_name}: requests without a day or time`}</p>
      </div>
      {done && (
        <p role="status" className="font-semibold">
          {done}
        </p>
      )}
      {waiting.isPending && <p role="status">Loading…</p>}
      {waiting.isError && <p role="alert">{waiting.error.message}</p>}
      {waiting.data && leads.length === 0 && <p className="text-sm">None: every request has a time.</p>}
      {leads.length > 0 && (
        <ul className="grid gap-3 @2xl:grid-cols-2 @5xl:grid-cols-3">
          {leads.map((w) => (
            <li key={w.lead_id} className="flex flex-col gap-1 rounded-site bg-surface p-2" data-testid="waiting-lead">
              <Link href={`/console/leads/${w.lead_id}`} className="font-semibold underline">
                {w.shopper}
              </Link>
              <p className="text-sm text-muted">{waitingSummary(w, now)}</p>
              {writable &&
                (open === w.lead_id ? (
                  <BookTimeForm
                    me={me}
                    leadId={w.lead_id}
                    shopper={w.shopper}
                    locations={locations}
                    locationId={w.location_id}
                    onBooked={(a) => {
                      setOpen(null);
                      setDone(`${w.shopper}: booked for ${a.label}. The shopper is being told.`);
                    }}
                    onCancel={() => setOpen(null)}
                  />
                ) : (
                  <Button
                    variant="outline"
                    size="sm"
                    className="self-start"
                    aria-label={`Book a time for ${w.shopper}`}
                    onClick={() => {
                      setDone(null);
                      setOpen(w.lead_id);
                    }}
                  >
                    Book a time
                  </Button>
                ))}
            </li>
          ))}
        </ul>
      )}
      {total > leads.length && <p className="text-sm text-muted">{`The newest ${leads.length} of ${total}.`}</p>}
    </section>
  );
}
