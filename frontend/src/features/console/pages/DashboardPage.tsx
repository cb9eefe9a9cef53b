/**
 * The dashboard: views and leads by kind per day, the funnel from views to leads to contacted to
 * sold, where leads come from, how long leads wait for a first contact (overall and per
 * salesperson), the cars most viewed and most enquired about (with the all-time views their
 * pages show), and how long the stock has been in stock. Its own chunk, with the chart library:
 * neither the shopper's pages nor the rest of the console load it.
 */
import { useMemo, useState } from "react";
import { Link } from "../../../components/ui/Link";
import { Select } from "../../../components/ui/Select";
import { useDocumentTitle } from "../../../lib/document-title";
import { useSite } from "../../../lib/site";
import type { Dashboard } from "../api/console";
import { useDashboard } from "../api/queries";
import { DayChart } from "../components/DayChart";

const PERIODS = [7, 30, 90] as const;
/** "1 view", "2 views": every count on the page says its unit with the right plural. */
export function count(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString("en-AU")} ${n === 1 ? one : many}`;
}

/** A wait in minutes as people say it: "45 seconds", "4 minutes", "2.5 hours". */
export function wait(minutes: number): string {
  if (minutes < 1) return count(Math.round(minutes * 60), "second");
  if (minutes < 60) return count(Math.round(minutes), "minute");
  return count(Math.round((minutes / 60) * 10) / 10, "hour");
}

const KIND_LABEL = (kind: string) => kind.replaceAll("_", " ").replace(/^./, (c) => c.toUpperCase());

export default function DashboardPage() {
  const site = useSite();
  useDocumentTitle(`Dashboard | ${site.name} console`);
  const [days, setDays] = useState<number>(30);
  const board = useDashboard(days);
  const data = board.data;
  const views = useMemo(() => (data ? [{ label: "Views", values: data.views }] : []), [data]);
  const leads = useMemo(() => (data ? Object.entries(data.leads_by_kind).map(([kind, values]) => ({ label: KIND_LABEL(kind), values })) : []), [data]);
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold">Dashboard</h1>
        <Select label="Period" value={String(days)} onValueChange={(v) => setDays(Number(v))} options={PERIODS.map((p) => ({ value: String(p), label: `Last ${p} days` }))} />
      </div>
      {!data ? (
        <p role="status">Loading…</p>
      ) : (
        <>
          <dl className="grid gap-3 sm:grid-cols-3" data-testid="dashboard-figures">
            <Figure label="Car page views" value={data.views.reduce((a, b) => a + b, 0).toLocaleString("en-AU")} note={`In the last ${days} days; a car's page shows its views since it was listed`} />
            <Figure label="Leads" value={data.leads.toLocaleString("en-AU")} note={`${count(data.contacted, "contacted lead")}, ${count(data.sold, "sold", "sold")}`} />
            <Figure
              label="Time to first contact (median)"
              value={data.first_contact_median_minutes === null ? "No contacts yet" : wait(data.first_contact_median_minutes)}
              note={data.first_contact_median_minutes === null ? undefined : [data.first_contact_p90_minutes === null ? null : `9 in 10 within ${wait(data.first_contact_p90_minutes)}`, `${data.contacted} of ${count(data.leads, "lead")} contacted`].filter(Boolean).join("; ")}
            />
          </dl>
          <Funnel steps={[["Car page views", data.views.reduce((a, b) => a + b, 0)], ["Leads", data.leads], ["Contacted", data.contacted], ["Sold", data.sold]]} />
          <DayChart title="Page views per day" days={data.days} series={views} />
          {leads.length > 0 ? <DayChart title="Leads per day by kind" days={data.days} series={leads} /> : <p>No leads in this period.</p>}
          <div className="grid gap-6 md:grid-cols-2">
            <Counts title="Lead sources" rows={data.sources} unit={["lead", "leads"]} empty="No leads in this period." testId="lead-sources" />
            <section aria-label="First response by salesperson" className="flex flex-col gap-2">
              <h2 className="text-lg font-bold">First response by salesperson</h2>
              {data.by_salesperson.length === 0 ? (
                <p>No assigned lead was contacted in this period.</p>
              ) : (
                <table className="w-full text-left" data-testid="responders">
                  <thead><tr><th scope="col" className="p-2">Salesperson</th><th scope="col" className="p-2">Contacted</th><th scope="col" className="p-2">Median first response</th></tr></thead>
                  <tbody>
                    {data.by_salesperson.map((r) => (
                      <tr key={r.user_id} className="border-t border-border"><td className="p-2">{r.name}</td><td className="p-2">{count(r.contacted, "lead")}</td><td className="p-2">{wait(r.median_minutes)}</td></tr>
                    ))}
                  </tbody>
                </table>
              )}
            </section>
            <TopCars title="Most viewed cars" cars={data.most_viewed} unit={["view", "views"]} allTime />
            <TopCars title="Most enquired about" cars={data.most_enquired} unit={["lead", "leads"]} />
            <Counts title="Stock ageing (cars in stock by days in stock)" rows={data.stock_ageing} unit={["car", "cars"]} empty="No cars in stock." testId="stock-ageing" />
          </div>
        </>
      )}
    </>
  );
}

function Funnel({ steps }: { steps: [string, number][] }) {
  return (
    <section aria-label="Funnel" className="flex flex-col gap-2">
      <h2 className="text-lg font-bold">From views to sold</h2>
      <ol className="grid gap-2 sm:grid-cols-4" data-testid="funnel">
        {steps.map(([label, n], i) => {
          const before = i > 0 ? steps[i - 1] : undefined;
          return (
            <li key={label} className="rounded-site bg-surface p-3">
              <span className="block text-sm font-semibold">{label}</span>
              <span className="text-xl font-bold">{n.toLocaleString("en-AU")}</span>
              {before && before[1] > 0 && <span className="block text-sm text-muted">{`${Math.round((n / before[1]) * 1000) / 10}% of ${before[0].toLowerCase()}`}</span>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function Counts({ title, rows, unit, empty, testId }: { title: string; rows: { label: string; count: number }[]; unit: [string, string]; empty: string; testId: string }) {
  return (
    <section aria-label={title} className="flex flex-col gap-2">
      <h2 className="text-lg font-bold">{title}</h2>
      {rows.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border rounded-site border border-border" data-testid={testId}>
          {rows.map((r) => (
            <li key={r.label} className="flex items-center justify-between gap-3 p-2">
              <span>{r.label}</span>
              <span className="font-semibold">{count(r.count, unit[0], unit[1])}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-site border border-border p-3">
      <dt className="text-sm font-semibold">{label}</dt>
      <dd className="text-2xl font-bold">{value}</dd>
      {note && <dd className="text-sm text-muted">{note}</dd>}
    </div>
  );
}

function TopCars({ title, cars, unit, allTime = false }: { title: string; cars: Dashboard["most_viewed"]; unit: [string, string]; allTime?: boolean }) {
  return (
    <section aria-label={title} className="flex flex-col gap-2">
      <h2 className="text-lg font-bold">{title}</h2>
      {cars.length === 0 ? (
        <p>None in this period.</p>
      ) : (
        <ol className="flex flex-col divide-y divide-border rounded-site border border-border">
          {cars.map((car) => (
            <li key={car.car_id} className="flex items-center gap-3 p-2">
              <Link href={car.path} className="mr-auto underline">{`${car.name} (${car.stocknum})`}</Link>
              <span className="font-semibold">{count(car.count, unit[0], unit[1])}</span>
              {allTime && <span className="text-sm text-muted">{`${count(car.all_time_views, "view")} since listed`}</span>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
