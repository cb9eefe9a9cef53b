/** Display formatting for Australian shoppers (en-AU). What to display is the backend's call. */

const aud = new Intl.NumberFormat("en-AU", {
  style: "currency",
  currency: "AUD",
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});
const integer = new Intl.NumberFormat("en-AU", { maximumFractionDigits: 0 });

/** Whole dollars: 23990 -> "$23,990" (the currency symbol without the "A" prefix). */
export function formatPrice(amount: number): string {
  return aud.format(Math.round(amount)).replace(/^A\$/, "$");
}

/** Odometer reading: 45000 -> "45,000 km". */
export function formatKm(km: number): string {
  return `${integer.format(Math.round(km))} km`;
}

/** A whole number with thousands separators: 1234 -> "1,234". */
export function formatCount(n: number): string {
  return integer.format(Math.round(n));
}

/** A moment as shoppers read it, in their own time zone unless one is given (tests):
 * "Saturday 13 June at 3:00 pm". */
export function formatDateTime(iso: string, timeZone?: string): string {
  const format = new Intl.DateTimeFormat("en-AU", { weekday: "long", day: "numeric", month: "long", hour: "numeric", minute: "2-digit", timeZone });
  return format.format(new Date(iso));
}

/** A phone number as a tel: link target: spaces and punctuation removed, a leading + kept. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/(?!^\+)[^\d]/g, "")}`;
}

/** A 24-hour "HH:MM" time as shoppers read it: "08:30" -> "8:30am", "17:00" -> "5:00pm". */
export function formatClock(hhmm: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(hhmm);
  if (!match) return hhmm;
  const hour = Number(match[1]);
  return `${hour % 12 || 12}:${match[2]}${hour < 12 ? "am" : "pm"}`;
}

/** The local calendar date as "YYYY-MM-DD" (the API's date format). */
export function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

type Address = { street?: string | null; city?: string | null; state?: string | null; postcode?: string | null };

/** An Australian postal address as lines: street, then "CITY STATE POSTCODE". */
export function addressLines(address: Address): string[] {
  const locality = [address.city, address.state, address.postcode].filter(Boolean).join(" ");
  return [address.street, locality].filter((line): line is string => Boolean(line));
}
