/** A location's hours: the week as rows, and whether it is open now at its own time. */
import type { Location } from "./api";
import { formatClock } from "./format";

const SHORT_DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]; // spec: weekday 0 = Sunday
const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0];

export type HoursRow = { days: string; text: string };

/**
 * The week, Monday first (spec §4: five identical weekdays collapse to one "Mon-Fri" row).
 * Days without an entry are left out: nothing is known of them.
 */
export function weekRows(hours: Location["opening_hours"]): HoursRow[] {
  const byDay = new Map(hours.map((h) => [h.weekday, h.formated_hours]));
  const weekdays = [1, 2, 3, 4, 5].map((d) => byDay.get(d));
  const collapse = weekdays.every((t) => t !== undefined && t === weekdays[0]);
  const rows: HoursRow[] = collapse ? [{ days: "Mon-Fri", text: weekdays[0] as string }] : [];
  for (const day of MONDAY_FIRST) {
    if (collapse && day >= 1 && day <= 5) continue;
    const text = byDay.get(day);
    if (text !== undefined) rows.push({ days: SHORT_DAYS[day] as string, text });
  }
  return rows;
}

type LocalTime = { date: string; weekday: number; minutes: number };

// One formatter per time zone: making one costs far more than formatting (a page of locations
// asked for one per location and day, a long task on a phone).
const clocks = new Map<string, Intl.DateTimeFormat>();

function clockIn(timeZone: string): Intl.DateTimeFormat {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat("en-AU", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", weekday: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    clocks.set(timeZone, clock);
  }
  return clock;
}

/** The wall clock at the location (its own time zone), whatever the shopper's. */
export function localTime(now: Date, timeZone: string): LocalTime {
  const parts = Object.fromEntries(
    clockIn(timeZone)
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: SHORT_DAYS.indexOf(String(parts.weekday)),
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

function toMinutes(hhmm: string): number {
  const [h, m] = hhmm.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

function addDays(isoDay: string, days: number): { date: string; weekday: number } {
  const d = new Date(`${isoDay}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return { date: d.toISOString().slice(0, 10), weekday: d.getUTCDay() };
}

/** Opening and closing "HH:MM" on a date: a special entry (or a public holiday) wins. */
function hoursOn(location: Location, date: string, weekday: number): [string, string] | null {
  const special = location.special_hours.find((s) => s.date === date);
  if (special) return special.status === "Open" && special.start_hour && special.end_hour ? [special.start_hour, special.end_hour] : null;
  const regular = location.opening_hours.find((h) => h.weekday === weekday);
  return regular?.status === "Open" && regular.open && regular.close ? [regular.open, regular.close] : null;
}

export type OpenState = { open: boolean; text: string };

/** "Open now · Closes at 5:30pm" or "Closed · Opens Mon 8:30am", at the location's own time. */
export function openState(location: Location, now: Date): OpenState | null {
  if (location.opening_hours.length === 0) return null;
  const here = localTime(now, location.time_zone);
  const today = hoursOn(location, here.date, here.weekday);
  if (today && here.minutes >= toMinutes(today[0]) && here.minutes < toMinutes(today[1])) {
    return { open: true, text: `Open now · Closes at ${formatClock(today[1])}` };
  }
  for (let ahead = 0; ahead < 8; ahead += 1) {
    const day = addDays(here.date, ahead);
    const hours = hoursOn(location, day.date, day.weekday);
    if (!hours || (ahead === 0 && here.minutes >= toMinutes(hours[0]))) continue;
    const when = ahead === 0 ? "today" : ahead === 1 ? "tomorrow" : (SHORT_DAYS[day.weekday] as string);
    return { open: false, text: `Closed · Opens ${when} at ${formatClock(hours[0])}` };
  }
  return { open: false, text: "Closed" };
}
