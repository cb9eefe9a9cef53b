/** A test drive's or service booking's appointment on its lead: when and where it is (in the
 * location's own time), rescheduled to a day and time the server accepts (its message shown by
 * the field it is about) or cancelled with an optional reason; either way the shopper is told by
 * e-mail, and by text where they gave a mobile. A request that came without a time (or whose
 * appointment was cancelled) is booked a time here. */
import { useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/Button";
import { ApiError } from "../../../lib/api";
import { useChangeAppointment, useLeadAppointment, type Appointment } from "../api/appointments";
import type { ConsoleMe } from "../api/console";
import { zoneName } from "../lib/booking";
import { BookTimeForm } from "./BookTimeForm";
import { Field, FormError } from "./Field";

const KIND: Record<string, string> = { test_drive: "Test drive", service_booking: "Service booking" };

type Props = { me: ConsoleMe; leadId: number; kind: string; shopper: string; writable: boolean };

export function AppointmentPanel({ me, leadId, kind, shopper, writable }: Props) {
  const found = useLeadAppointment(leadId);
  const [booked, setBooked] = useState<string | null>(null);
  const appointment = found.data?.appointment;
  const booking = found.data?.booking;
  if (!appointment && !booking) return null;
  return (
    <section aria-labelledby="appointment" className="flex flex-col gap-3 rounded-site border border-border p-3" data-testid="appointment-panel">
      <h2 id="appointment" className="text-lg font-bold">{KIND[appointment?.kind ?? kind] ?? "Appointment"}</h2>
      {booked && <p role="status" className="font-semibold">{booked}</p>}
      {!appointment ? (
        <p data-testid="appointment-when">
          <span className="font-semibold">Waiting for a time</span>: they asked without a day or time.
        </p>
      ) : appointment.status === "cancelled" ? (
        <p data-testid="appointment-when">
          <span className="font-semibold">Cancelled</span>
          {`: was ${appointment.label}${appointment.cancel_reason ? `. Reason: ${appointment.cancel_reason}` : ""}`}
        </p>
      ) : (
        <p data-testid="appointment-when">
          <span className="font-semibold">{appointment.label}</span>
          {appointment.location_name && ` at ${appointment.location_name}`}
          {!appointment.time && " (any time that day)"}
        </p>
      )}
      {writable && appointment?.status === "booked" && <Changes me={me} appointment={appointment} />}
      {writable && booking && (
        <>
          <h3 className="font-bold">Book a time</h3>
          <BookTimeForm
            me={me}
            leadId={leadId}
            shopper={shopper}
            locations={booking.locations}
            locationId={booking.location_id}
            onBooked={(a) => setBooked(`Booked for ${a.label}. The shopper is being told.`)}
          />
        </>
      )}
    </section>
  );
}

function Changes({ me, appointment }: { me: ConsoleMe; appointment: Appointment }) {
  const { reschedule, cancel } = useChangeAppointment(me, appointment.id);
  const [cancelling, setCancelling] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const error = reschedule.error instanceof ApiError ? reschedule.error : null;
  const zone = zoneName(appointment.time_zone);
  const move = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setDone(null);
    reschedule.mutate(
      { date: String(form.get("date") ?? ""), time: String(form.get("time") ?? "") },
      { onSuccess: (moved) => setDone(`Rescheduled to ${moved.label}. The shopper is being told.`) },
    );
  };
  const drop = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get("reason") ?? "").trim();
    cancel.mutate(reason);
  };
  return (
    <>
      <form onSubmit={move} aria-label="Reschedule" className="flex flex-col gap-2" noValidate>
        <h3 className="font-bold">Reschedule</h3>
        <div className="grid gap-2 sm:grid-cols-2">
          <Field label="New date" name="date" type="date" required defaultValue={appointment.date} error={error?.fieldError("date")} />
          <Field label={`New time (${zone} time)`} name="time" type="time" step={900} required defaultValue={appointment.time ?? ""} error={error?.fieldError("time")} />
        </div>
        <FormError error={error && error.fieldErrors.length ? undefined : reschedule.error} />
        <Button type="submit" className="self-start" disabled={reschedule.isPending}>Reschedule</Button>
        {done && <p role="status" className="font-semibold">{done}</p>}
      </form>
      {cancelling ? (
        <form onSubmit={drop} aria-label="Cancel the appointment" className="flex flex-col gap-2">
          <label htmlFor="cancel-reason" className="text-sm font-semibold">Reason for the shopper (optional)</label>
          <textarea id="cancel-reason" name="reason" rows={2} maxLength={500} className="rounded-site border border-border bg-bg p-2" />
          <FormError error={cancel.error} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={cancel.isPending}>Confirm cancellation</Button>
            <Button variant="outline" onClick={() => setCancelling(false)}>Keep it</Button>
          </div>
        </form>
      ) : (
        <Button variant="outline" className="self-start" onClick={() => setCancelling(true)}>Cancel appointment…</Button>
      )}
    </>
  );
}
