/** Which hours a location keeps today: a special (holiday) entry for today's date wins. */
import type { Location } from "../../../lib/api";
import { formatClock, isoDate } from "../../../lib/format";

export type TodaysHours = { text: string; note: string | null };

// "Today" is the shopper's calendar day; Australian shoppers mostly share their dealer's time zone.
export function todaysHours(location: Location, now: Date): TodaysHours | null {
  const special = location.special_hours.find((s) => s.date === isoDate(now));
  if (special) {
    const { start_hour: start, end_hour: end } = special;
    const open = special.status === "Open" && start && end;
    return { text: open ? `${formatClock(start)} - ${formatClock(end)}` : "Closed", note: special.name };
  }
  // spec: finance-signin-locations §3, weekday 0 = Sunday to 6, as Date.getDay() counts
  const regular = location.opening_hours.find((h) => h.weekday === now.getDay());
  return regular ? { text: regular.formated_hours, note: null } : null;
}
