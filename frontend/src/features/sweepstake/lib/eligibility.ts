/** The draw's facts as an entrant reads them; the rules themselves are the server's. */
import type { Sweepstake } from "../api/sweepstake";

const day = new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "2024-06-24" -> "24 June 2024" (a calendar day: no time zone moves it). */
export function formatDay(iso: string): string {
  return day.format(new Date(`${iso}T00:00:00Z`));
}

function list(items: string[]): string {
  return items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** "Open to residents of NSW aged 18 or over." */
export function whoMayEnter(draw: Pick<Sweepstake, "states" | "min_age">): string {
  const where = draw.states.length ? `residents of ${list(draw.states)}` : "Australian residents";
  return `Open to ${where} aged ${draw.min_age} or over.`;
}

/** "Entries close on 24 June 2024.", "Entries open 13 May 2024 to 24 June 2024.", or nothing. */
export function entryDates(draw: Pick<Sweepstake, "opens" | "closes">): string | null {
  if (draw.opens && draw.closes) return `Entries open ${formatDay(draw.opens)} to ${formatDay(draw.closes)}.`;
  if (draw.closes) return `Entries close on ${formatDay(draw.closes)}.`;
  if (draw.opens) return `Entries open on ${formatDay(draw.opens)}.`;
  return null;
}
