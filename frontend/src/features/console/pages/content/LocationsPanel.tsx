/**
 * Locations: each yard's details, weekly opening hours and special hours in the form generated
 * from LocationIn, and the coming public holidays of its state, closed unless hours are given
 * (a button adds the day to the special hours).
 */
import { useState } from "react";
import { Button } from "../../../../components/ui/Button";
import { useSite } from "../../../../lib/site";
import { consoleSend, type ConsoleMe, type LocationRow } from "../../api/console";
import { useLocations, useRefreshLocations } from "../../api/queries";
import type { Draft } from "../../api/drafts";
import { newValue, type JsonSchema } from "../../lib/schema";
import { SchemaEditor } from "./SchemaEditor";

const dateFormat = new Intl.DateTimeFormat("en-AU", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });

export function LocationsPanel({ me, editable }: { me: ConsoleMe; editable: boolean }) {
  const site = useSite();
  const locations = useLocations();
  const refresh = useRefreshLocations();
  const [chosen, setChosen] = useState<number | "new" | null>(null);
  const writable = me.permissions["content:write"];
  const dealerships = site.dealerships.filter((d) => writable === "all" || (Array.isArray(writable) && writable.includes(d.id)));
  const [dealershipId, setDealershipId] = useState(dealerships[0]?.id);
  if (!locations.data) return <p role="status">Loading…</p>;
  const schema = locations.data.form_schema as JsonSchema;
  const current = locations.data.locations.find((l) => l.id === chosen);
  return (
    <section aria-label="Locations" className="flex flex-col gap-3">
      <ul className="divide-y divide-border rounded-site border border-border">
        {locations.data.locations.map((loc) => (
          <li key={loc.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
            <div className="flex flex-col">
              <span className="font-semibold">{String(loc.values.name)}</span>
              <span className="text-sm text-muted">{[loc.dealership_name, loc.values.city, loc.values.visible ? null : "hidden"].filter(Boolean).join(" · ")}</span>
            </div>
            <Button size="sm" variant="outline" onClick={() => setChosen(loc.id)} aria-label={`${editable ? "Edit" : "Open"} ${String(loc.values.name)}`}>{editable ? "Edit" : "Open"}</Button>
          </li>
        ))}
      </ul>
      {editable && dealerships.length > 0 && (
        <div className="flex flex-wrap items-end gap-2">
          <div className="flex flex-col gap-1">
            <label htmlFor="new-location-dealership" className="text-sm font-semibold">Dealership of a new location</label>
            <select id="new-location-dealership" className="min-h-11 rounded-site border border-border bg-bg px-3" value={dealershipId} onChange={(e) => setDealershipId(Number(e.target.value))}>
              {dealerships.map((d) => <option key={d.id} value={d.id}>{d.name}</option>)}
            </select>
          </div>
          <Button variant="outline" onClick={() => setChosen("new")}>New location</Button>
        </div>
      )}
      {chosen !== null && (
        <SchemaEditor
          key={chosen}
          label={current ? `Location: ${String(current.values.name)}` : "New location"}
          schema={schema}
          saved={current?.values ?? (newValue(schema, schema) as Draft)}
          editable={editable}
          saveLabel={current ? "Save location" : "Create location"}
          send={(body) => (current ? consoleSend<LocationRow>("PUT", `/locations/${current.id}`, body, me.csrf_token) : consoleSend<LocationRow>("POST", "/locations", { ...body, dealership_id: dealershipId }, me.csrf_token))}
          onSaved={(row) => {
            setChosen(row.id);
            void refresh();
          }}
          extra={current ? (draft, change) => <Holidays location={current} draft={draft} change={change} editable={editable} /> : undefined}
        />
      )}
    </section>
  );
}

function Holidays({ location, draft, change, editable }: { location: LocationRow; draft: Draft; change: (value: unknown) => void; editable: boolean }) {
  const special = Array.isArray(draft.special_hours) ? (draft.special_hours as { date: string }[]) : [];
  if (location.coming_holidays.length === 0) return null;
  return (
    <section aria-label="Coming public holidays" className="rounded-site bg-surface p-3">
      <h3 className="font-bold">Coming public holidays</h3>
      <p className="text-sm text-muted">Closed on the site unless you give special hours for the day.</p>
      <ul className="mt-2 flex flex-col gap-1">
        {location.coming_holidays.map((holiday) => {
          const given = special.some((s) => s.date === holiday.date);
          return (
            <li key={holiday.date} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                {dateFormat.format(new Date(holiday.date))}: {holiday.name} · {given ? "special hours given" : "closed"}
              </span>
              {editable && !given && (
                <Button size="sm" variant="outline" onClick={() => change({ ...draft, special_hours: [...special, { date: holiday.date, status: "Open", start_hour: "09:00", end_hour: "13:00", name: holiday.name }] })} aria-label={`Open this day: ${holiday.name}`}>
                  Open this day
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
