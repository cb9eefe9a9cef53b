/**
 * The sales counter (spec: vehicle §9): (day - 1) x 192 + seconds / 450 in Brisbane time, where
 * day is the day of the month and seconds those elapsed today; it refreshes every 150000 ms.
 */
export const SALES_PER_DAY = 192;
export const SECONDS_PER_SALE = 450;
export const SALES_COUNTER_REFRESH_MS = 150_000;
const ZONE = "Australia/Brisbane";

const parts = new Intl.DateTimeFormat("en-AU", {
  timeZone: ZONE,
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
  hourCycle: "h23",
});

export function brisbaneClock(now: Date): { day: number; seconds: number } {
  const values = Object.fromEntries(parts.formatToParts(now).map((p) => [p.type, p.value]));
  const n = (key: string) => Number(values[key] ?? 0);
  return { day: n("day"), seconds: n("hour") * 3600 + n("minute") * 60 + n("second") };
}

export function salesCount(now: Date): number {
  const { day, seconds } = brisbaneClock(now);
  return Math.floor((day - 1) * SALES_PER_DAY + seconds / SECONDS_PER_SALE);
}
