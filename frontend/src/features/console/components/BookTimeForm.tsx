/** Books a time for a test drive or service booking that came without one: a location of the
 * user's dealerships (the lead's or its car's offered first), a day and a time in that location's
 * own zone. The server checks the slot as a reschedule does and its message shows by the field it
 * is about; on success the shopper is told by e-mail, and by text where they gave a mobile. */
import { useId, useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/Button";
import { Select } from "../../../components/ui/Select";
import { ApiError } from "../../../lib/api";
import { useBookTime, type Appointment, type CalendarLocation } from "../api/appointments";
import type { ConsoleMe } from "../api/console";
import { locationLabel, zoneName } from "../lib/booking";
import { Field, FormError } from "./Field";

type Props = {
  me: ConsoleMe;
  leadId: number;
  /** Who it is for, naming the form: "Book a time for Jane Citizen". */
  shopper: string;
  locations: readonly CalendarLocation[];
  locationId: number | null | undefined;
  onBooked: (appointment: Appointment) => void;
  onCancel?: () => void;
};

export function BookTimeForm({ me, leadId, shopper, locations, locationId, onBooked, onCancel }: Props) {
  const book = useBookTime(me, leadId, onBooked);
  const [place, setPlace] = useState(String(locationId ?? locations[0]?.id ?? ""));
  const placeErrorId = useId();
  const error = book.error instanceof ApiError ? book.error : null;
  const placeError = error?.fieldError("location_id");
  const zone = locations.find((l) => String(l.id) === place)?.time_zone;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    book.mutate({ location_id: Number(place), date: String(form.get("date") ?? ""), time: String(form.get("time") ?? "") });
  };
  return (
    <form onSubmit={submit} aria-label={`Book a time for ${shopper}`} className="flex flex-col gap-2" noValidate>
      <div>
        <Select
          label="Location"
          value={place}
          onValueChange={setPlace}
          options={locations.map((l) => ({ value: String(l.id), label: locationLabel(l) }))}
          aria-invalid={placeError ? true : undefined}
          aria-describedby={placeError ? placeErrorId : undefined}
        />
        {placeError && (
          <p id={placeErrorId} className="text-sm font-semibold text-danger">
            {placeError}
          </p>
        )}
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        <Field label="Date" name="date" type="date" required error={error?.fieldError("date")} />
        <Field label={zone ? `Time (${zoneName(zone)} time)` : "Time"} name="time" type="time" step={900} required error={error?.fieldError("time")} />
      </div>
      <FormError error={error && error.fieldErrors.length ? undefined : book.error} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={book.isPending}>
          Book this time
        </Button>
        {onCancel && (
          <Button variant="outline" onClick={onCancel}>
            Not now
          </Button>
        )}
      </div>
    </form>
  );
}
