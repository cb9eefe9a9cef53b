/**
 * The test drive's optional date and time: the days and times the car's location offers (its
 * hours less bookings), or free date and time inputs when the dealer's hours are not known.
 */
import { useWatch, type FieldErrors, type UseFormReturn } from "react-hook-form";
import { useTestDriveSlots, type Availability } from "../api/slots";
import { testDriveForm } from "../lib/forms";
import { FormField } from "./FormField";

type Form = UseFormReturn<Record<string, unknown>>;

const DAY = new Intl.DateTimeFormat("en-AU", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" });

export function dayLabel(iso: string): string {
  return DAY.format(new Date(`${iso}T00:00:00Z`));
}

export function timeLabel(hhmm: string): string {
  const [hour = 0, minute = 0] = hhmm.split(":").map(Number);
  return `${hour % 12 || 12}:${String(minute).padStart(2, "0")}${hour < 12 ? "am" : "pm"}`;
}

function bookableDays(plan: Availability) {
  return plan.days.filter((d) => d.open && d.slots.some((s) => s.available));
}

export function TestDriveFields({ slug, form }: { slug: string; form: Form }) {
  const slots = useTestDriveSlots(slug);
  const chosenDay = useWatch({ control: form.control, name: "preferred_date" }) as string | undefined;
  const errors = form.formState.errors as FieldErrors<Record<string, unknown>>;
  if (slots.isPending) return <p className="text-muted sm:col-span-2">Loading available times…</p>;
  if (slots.isError || slots.data.days.length === 0) {
    return testDriveForm().fields.map((spec) => (
      <FormField key={spec.name} spec={spec} registration={form.register(spec.name)} error={errors[spec.name] as never} />
    ));
  }
  const days = bookableDays(slots.data);
  const times = days.find((d) => d.date === chosenDay)?.slots ?? [];
  const place = slots.data.location_name;
  return (
    <>
      <FormField
        spec={{
          name: "preferred_date",
          label: "Preferred day",
          type: "select",
          options: [{ value: "", label: "Any day" }, ...days.map((d) => ({ value: d.date, label: dayLabel(d.date) }))],
        }}
        registration={form.register("preferred_date", { onChange: () => form.setValue("preferred_time", "") })}
        error={errors.preferred_date as never}
      />
      <FormField
        spec={{
          name: "preferred_time",
          label: "Preferred time",
          type: "select",
          hint: place ? `${place} local time` : undefined,
          options: [
            { value: "", label: chosenDay ? "Any time" : "Choose a day first" },
            ...times.map((s) => ({ value: s.time, label: s.available ? timeLabel(s.time) : `${timeLabel(s.time)} (booked)`, disabled: !s.available })),
          ],
        }}
        registration={form.register("preferred_time")}
        error={errors.preferred_time as never}
      />
    </>
  );
}
