/** How each dealership handles its leads: the round robin that shares new leads in turn among
 * its salespeople (the sales role; service bookings also the service role), and the response
 * target a new lead is overdue against, counted in the location's opening hours. */
import { useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/Button";
import { ApiError } from "../../../lib/api";
import type { ConsoleMe, LeadHandling } from "../api/console";
import { useLeadHandling, useSaveLeadHandling } from "../api/queries";
import { FormError } from "../components/Field";

export function LeadHandlingPanel({ me, editable }: { me: ConsoleMe; editable: boolean }) {
  const handling = useLeadHandling();
  return (
    <section aria-labelledby="handling-title" className="flex flex-col gap-4">
      <h2 id="handling-title" className="text-xl font-bold">Lead handling</h2>
      {handling.data?.map((h) => <DealershipHandling key={h.dealership_id} me={me} handling={h} editable={editable} />)}
    </section>
  );
}

function DealershipHandling({ me, handling, editable }: { me: ConsoleMe; handling: LeadHandling; editable: boolean }) {
  const save = useSaveLeadHandling(me, handling.dealership_id);
  const [roundRobin, setRoundRobin] = useState(handling.round_robin);
  const [minutes, setMinutes] = useState(String(handling.response_minutes));
  const prefix = `handling-${handling.dealership_id}`;
  const minutesError = save.error instanceof ApiError ? save.error.fieldError("response_minutes") : undefined;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate({ round_robin: roundRobin, response_minutes: Number(minutes) });
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${prefix}-title`} className="flex flex-col gap-3 rounded-site border border-border p-4" data-testid="lead-handling">
      <h3 id={`${prefix}-title`} className="text-lg font-bold">{handling.dealership_name}</h3>
      <fieldset disabled={!editable} className="flex flex-col gap-3">
        <label className="flex min-h-11 items-center gap-3">
          <input type="checkbox" checked={roundRobin} onChange={(e) => setRoundRobin(e.target.checked)} className="size-5" />
          <span>
            <span className="font-semibold">Round robin</span>
            <span className="block text-sm text-muted">New leads go in turn to this dealership's salespeople, who are alerted by e-mail and text.</span>
          </span>
        </label>
        <label className="flex max-w-xs flex-col gap-1 text-sm font-semibold">
          Response target (minutes of opening hours)
          <input type="number" inputMode="numeric" min={1} max={10080} value={minutes} onChange={(e) => setMinutes(e.target.value)} className="min-h-11 rounded-site border border-border bg-bg px-3 text-base font-normal" aria-invalid={minutesError ? true : undefined} aria-describedby={minutesError ? `${prefix}-minutes-error` : undefined} />
          {minutesError && <span id={`${prefix}-minutes-error`} className="text-danger">{minutesError}</span>}
        </label>
      </fieldset>
      {editable && (
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={save.isPending}>{`Save lead handling for ${handling.dealership_name}`}</Button>
          {save.isSuccess && <p role="status">Saved.</p>}
          <FormError error={minutesError ? undefined : save.error} />
        </div>
      )}
    </form>
  );
}
