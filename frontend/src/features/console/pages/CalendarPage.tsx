/** The calendar: a location's test drives and service bookings, a day or a week at a time, on a
 * grid spanning its opening hours in its own time zone (the server sends every day and time in
 * that zone, so the browser's own never shifts them). Closed days say why (a public holiday, a
 * closure); a booking without a time (a service drop-off) sits in the day's "Any time" row; each
 * booking is a link to its lead, where it is rescheduled or cancelled. Beside it, the requests of
 * the location's dealership still waiting for a time, each booked from there or its lead. On a
 * phone it opens on the day view. The address holds the location, the view and the first day. */
import { useChangeParams } from "../../../lib/search-params";
import { Button } from "../../../components/ui/Button";
import { Link } from "../../../components/ui/Link";
import { Select } from "../../../components/ui/Select";
import { cn } from "../../../lib/cn";
import { useDocumentTitle } from "../../../lib/document-title";
import { useSite } from "../../../lib/site";
import { useCalendar, type Appointment, type Calendar, type CalendarDay } from "../api/appointments";
import { can, type ConsoleMe } from "../api/console";
import { WaitingList } from "../components/WaitingList";
import { locationLabel, zoneName } from "../lib/booking";
import { addDays, dayHeading, dayLong, gridRange, minutesOf, placeInLanes, timeLabel } from "../lib/calendar";

const HOUR_PX = 96; // a half-hour test drive shows its time, shopper and car
const KIND_LABEL: Record<string, string> = { test_drive: "Test drive", service_booking: "Service booking" };

/** 540 -> "9 am": the grid's hour labels fit a narrow column. */
function hourLabel(minutes: number): string {
  return timeLabel(minutes).replace(":00", "");
}

function phoneSized(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(max-width: 639px)").matches;
}

export function CalendarPage({ me }: { me: ConsoleMe }) {
  const site = useSite();
  useDocumentTitle(`Calendar | ${site.name} console`);
  const [params, changeParams] = useChangeParams();
  const view = params.get("view") === "day" || (params.get("view") !== "week" && phoneSized()) ? "day" : "week";
  const query = Object.fromEntries(
    Object.entries({ location_id: params.get("location") ?? "", start: params.get("date") ?? "", days: view === "day" ? "1" : "7" }).filter(([, v]) => v),
  );
  const calendar = useCalendar(query);
  const set = (changes: Record<string, string | null>) =>
    changeParams((next) => {
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
    });
  const data = calendar.data;
  const first = data?.days[0]?.date;
  const step = view === "day" ? 1 : 7;
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold">Calendar</h1>
        {data && data.locations.length > 0 && (
          <Select
            label="Location"
            className="min-w-64"
            value={String(data.location?.id ?? "")}
            onValueChange={(value) => set({ location: value })}
            options={data.locations.map((l) => ({ value: String(l.id), label: locationLabel(l) }))}
          />
        )}
      </div>
      {calendar.isPending && <p role="status">Loading the calendar…</p>}
      {calendar.isError && <p role="alert">{calendar.error.message}</p>}
      {data && !data.location && <p>None of your dealerships has a location yet: add one under Content › Locations.</p>}
      {data?.location && first && (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Dates">
              <Button variant="outline" size="sm" onClick={() => set({ date: addDays(first, -step) })}>
                {view === "day" ? "Previous day" : "Previous week"}
              </Button>
              <Button variant="outline" size="sm" onClick={() => set({ date: null })}>
                Today
              </Button>
              <Button variant="outline" size="sm" onClick={() => set({ date: addDays(first, step) })}>
                {view === "day" ? "Next day" : "Next week"}
              </Button>
            </div>
            <div className="flex items-center gap-1" role="group" aria-label="View">
              {(["day", "week"] as const).map((v) => (
                <Button key={v} size="sm" variant={view === v ? "primary" : "outline"} aria-pressed={view === v} onClick={() => set({ view: v })}>
                  {v === "day" ? "Day" : "Week"}
                </Button>
              ))}
            </div>
          </div>
          <p className="text-sm text-muted" data-testid="calendar-range">
            {view === "day" ? dayLong(first) : `${dayLong(first)} to ${dayLong(data.days.at(-1)?.date ?? first)}`}
            {` · times at ${data.location.name} (${zoneName(data.location.time_zone)} time)`}
          </p>
          {/* Beside the grid where the week still fits; above it otherwise, as the day's to-do. */}
          <div className={cn("grid items-start gap-6", view === "day" ? "lg:grid-cols-[minmax(0,1fr)_20rem]" : "2xl:grid-cols-[minmax(0,1fr)_20rem]")}>
            <div className={cn("min-w-0", view === "day" ? "lg:col-start-2 lg:row-start-1" : "2xl:col-start-2 2xl:row-start-1")}>
              <WaitingList me={me} location={data.location} locations={data.locations} writable={can(me, "leads:write")} />
            </div>
            <div className={cn("min-w-0", view === "day" ? "lg:col-start-1 lg:row-start-1" : "2xl:col-start-1 2xl:row-start-1")}>
              <Grid calendar={data} />
            </div>
          </div>
        </>
      )}
    </>
  );
}

function Grid({ calendar }: { calendar: Calendar }) {
  const { days, appointments } = calendar;
  const { first, last } = gridRange(days, appointments);
  const hours = Array.from({ length: (last - first) / 60 }, (_, i) => first + i * 60);
  const height = ((last - first) / 60) * HOUR_PX;
  const byDay = (day: string) => appointments.filter((a) => a.date === day);
  const columns = { gridTemplateColumns: `3.5rem repeat(${days.length}, minmax(${days.length > 1 ? "8.5rem" : "0"}, 1fr))` };
  return (
    <section aria-label="Appointments" className="overflow-x-auto rounded-site border border-border" data-testid="calendar">
      <div className="grid min-w-full" style={columns}>
        <div className="sticky left-0 z-10 border-b border-border bg-surface" />
        {days.map((d) => (
          <DayHead key={d.date} day={d} />
        ))}
        <div className="sticky left-0 z-10 border-b border-border bg-surface px-1 py-2 text-xs font-semibold">Any time</div>
        {days.map((d) => (
          <ul key={d.date} className="flex min-h-10 flex-col gap-1 border-b border-l border-border p-1" aria-label={`${dayHeading(d.date)}, any time`}>
            {byDay(d.date)
              .filter((a) => !a.time)
              .map((a) => (
                <li key={a.id}>
                  <Block appointment={a} />
                </li>
              ))}
          </ul>
        ))}
        <div className="sticky left-0 z-10 bg-surface" style={{ height }} aria-hidden="true">
          {hours.map((h) => (
            <div key={h} className="relative border-t border-border text-right text-xs text-muted" style={{ height: HOUR_PX }}>
              <span className="absolute right-1 top-0.5">{hourLabel(h)}</span>
            </div>
          ))}
        </div>
        {days.map((d) => (
          <DayColumn key={d.date} day={d} appointments={byDay(d.date).filter((a) => a.time)} first={first} height={height} hours={hours} />
        ))}
      </div>
    </section>
  );
}

function DayHead({ day }: { day: CalendarDay }) {
  return (
    <div className="border-b border-l border-border px-2 py-2" data-testid="calendar-day">
      <p className="font-bold">{dayHeading(day.date)}</p>
      <p className="text-xs text-muted">
        {day.opens && day.closes ? `${timeLabel(minutesOf(day.opens))} to ${timeLabel(minutesOf(day.closes))}` : day.closed ? (day.closed === "Closed" ? "Closed" : `Closed: ${day.closed}`) : "Hours not set"}
      </p>
    </div>
  );
}

function DayColumn({ day, appointments, first, height, hours }: { day: CalendarDay; appointments: Appointment[]; first: number; height: number; hours: number[] }) {
  const spans = appointments.map((a) => ({ id: a.id, start: minutesOf(a.time ?? "00:00"), end: minutesOf(a.time ?? "00:00") + a.minutes, appointment: a }));
  const lanes = placeInLanes(spans);
  const px = (minutes: number) => ((minutes - first) / 60) * HOUR_PX;
  return (
    <ul className={cn("relative border-l border-border", day.closed && "bg-surface")} style={{ height }} aria-label={`${dayHeading(day.date)}${day.closed ? ", closed" : ""}`}>
      {hours.map((h) => (
        <li key={h} aria-hidden="true" className="pointer-events-none absolute inset-x-0 border-t border-border" style={{ top: px(h) }} />
      ))}
      {day.opens && day.closes && (
        <>
          <li aria-hidden="true" className="pointer-events-none absolute inset-x-0 top-0 bg-surface" style={{ height: Math.max(0, px(minutesOf(day.opens))) }} />
          <li aria-hidden="true" className="pointer-events-none absolute inset-x-0 bottom-0 bg-surface" style={{ top: px(minutesOf(day.closes)) }} />
        </>
      )}
      {spans.map((s) => {
        const place = lanes.get(s.id) ?? { lane: 0, lanes: 1 };
        return (
          <li
            key={s.id}
            className="absolute p-0.5"
            style={{ top: px(s.start), height: Math.max(px(s.end) - px(s.start), 28), left: `${(place.lane / place.lanes) * 100}%`, width: `${100 / place.lanes}%` }}
          >
            <Block appointment={s.appointment} fill />
          </li>
        );
      })}
    </ul>
  );
}

function Block({ appointment: a, fill = false }: { appointment: Appointment; fill?: boolean }) {
  const what = KIND_LABEL[a.kind] ?? a.kind;
  const heading = a.time ? `${timeLabel(minutesOf(a.time))} ${what}` : what;
  return (
    <Link
      href={`/console/leads/${a.lead_id}`}
      data-testid="appointment"
      className={cn(
        "block overflow-hidden rounded-site px-1.5 py-0.5 text-xs leading-tight no-underline shadow-sm focus-visible:outline-2",
        fill && "h-full",
        a.kind === "test_drive" ? "bg-primary text-primary-contrast" : "bg-accent text-accent-contrast",
      )}
    >
      <span className="block truncate font-bold">{heading}</span>
      <span className="block truncate">{a.shopper}</span>
      {a.car_name && <span className="block truncate">{a.car_name}</span>}
    </Link>
  );
}
