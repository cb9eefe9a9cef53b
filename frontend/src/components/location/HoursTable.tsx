/** A location's week (Mon-Fri collapsed when alike) and its coming special and holiday hours. */
import type { Location } from "../../lib/api";
import { formatClock } from "../../lib/format";
import { weekRows } from "../../lib/hours";

const dateText = new Intl.DateTimeFormat("en-AU", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });

export function HoursTable({ location, specials = 6 }: { location: Location; specials?: number }) {
  const rows = weekRows(location.opening_hours);
  const coming = location.special_hours.slice(0, specials);
  return (
    <div className="flex flex-col gap-4">
      {rows.length > 0 && (
        <table className="w-full text-sm" data-testid="opening-hours">
          <caption className="sr-only">{`Opening hours of ${location.name}`}</caption>
          <tbody>
            {rows.map((r) => (
              <tr key={r.days} className="border-b border-border">
                <th scope="row" className="py-1.5 pr-4 text-left font-medium">
                  {r.days}
                </th>
                <td className="py-1.5 text-right">{r.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {coming.length > 0 && (
        <div>
          <h4 className="mb-1 text-sm font-semibold">Special and holiday hours</h4>
          <ul className="text-sm" data-testid="special-hours">
            {coming.map((s) => (
              <li key={s.date} className="flex justify-between gap-4 border-b border-border py-1.5">
                <span>
                  {dateText.format(new Date(`${s.date}T00:00:00Z`))}
                  {s.name && <span className="text-muted">{` · ${s.name}`}</span>}
                </span>
                <span>{s.status === "Open" && s.start_hour && s.end_hour ? `${formatClock(s.start_hour)} - ${formatClock(s.end_hour)}` : "Closed"}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
