/**
 * The calendar's arithmetic: days as the location's own "YYYY-MM-DD" (never the browser's time
 * zone: the server sends each day and time in the location's zone), the hours a grid spans, and
 * side-by-side lanes for appointments that overlap.
 */

/** "09:30" -> 570. */
export function minutesOf(hhmm: string): number {
  const [h = 0, m = 0] = hhmm.split(":").map(Number);
  return h * 60 + m;
}

/** 570 -> "9:30 am", as the console writes a time. */
export function timeLabel(minutes: number): string {
  const h = Math.floor(minutes / 60) % 24;
  const m = minutes % 60;
  return `${h % 12 || 12}:${String(m).padStart(2, "0")} ${h < 12 ? "am" : "pm"}`;
}

function utc(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

export function addDays(iso: string, days: number): string {
  const d = utc(iso);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const HEADING = new Intl.DateTimeFormat("en-AU", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
const LONG = new Intl.DateTimeFormat("en-AU", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "Mon 30 Nov" */
export function dayHeading(iso: string): string {
  return HEADING.format(utc(iso)).replace(",", "");
}

/** "Monday 30 November 2026" */
export function dayLong(iso: string): string {
  return LONG.format(utc(iso));
}

type Hours = { opens: string | null; closes: string | null };
type Timed = { time: string | null; minutes: number };

/** The first and last minute the grid shows: whole hours around the days' opening hours and
 * every timed appointment (one booked before the hours changed still shows); 8 am to 6 pm when
 * nothing is known. */
export function gridRange(days: readonly Hours[], items: readonly Timed[]): { first: number; last: number } {
  const starts: number[] = [];
  const ends: number[] = [];
  for (const d of days) {
    if (d.opens && d.closes) {
      starts.push(minutesOf(d.opens));
      ends.push(minutesOf(d.closes));
    }
  }
  for (const i of items) {
    if (i.time) {
      starts.push(minutesOf(i.time));
      ends.push(minutesOf(i.time) + i.minutes);
    }
  }
  if (!starts.length) return { first: 8 * 60, last: 18 * 60 };
  return { first: Math.floor(Math.min(...starts) / 60) * 60, last: Math.min(24 * 60, Math.ceil(Math.max(...ends) / 60) * 60) };
}

export type Span = { id: number; start: number; end: number };
export type Placed = { lane: number; lanes: number };

/** Lanes for one day's appointments: each takes the first lane free at its start, and a group
 * that overlaps shares the width by the lanes it needed. */
export function placeInLanes(spans: readonly Span[]): Map<number, Placed> {
  const sorted = [...spans].sort((a, b) => a.start - b.start || a.end - b.end || a.id - b.id);
  const placed = new Map<number, Placed>();
  let group: { id: number; lane: number }[] = [];
  let laneEnds: number[] = [];
  let groupEnd = -1;
  const close = () => {
    for (const g of group) placed.set(g.id, { lane: g.lane, lanes: laneEnds.length });
    group = [];
    laneEnds = [];
  };
  for (const s of sorted) {
    if (s.start >= groupEnd) close();
    let lane = laneEnds.findIndex((end) => end <= s.start);
    if (lane === -1) {
      lane = laneEnds.length;
      laneEnds.push(s.end);
    } else laneEnds[lane] = s.end;
    group.push({ id: s.id, lane });
    groupEnd = Math.max(groupEnd, s.end);
  }
  close();
  return placed;
}
