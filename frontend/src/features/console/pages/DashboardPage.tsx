/**
 * The dashboard: views and leads by kind per day, the cars most viewed and most
 * enquired about, and how long leads wait for a first contact. Its own chunk, with the chart
 * library: neither the shopper's pages nor the rest of the console load it.
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
            <Figure label="Page views" value={data.views.reduce((a, b) => a + b, 0).toLocaleString("en-AU")} />
            <Figure label="Leads" value={data.leads.toLocaleString("en-AU")} />
            <Figure label="Time to first contact (median)" value={data.first_contact_median_hours === null ? "No contacts yet" : hours(data.first_contact_median_hours)} note={data.first_contact_p90_hours === null ? undefined : `9 in 10 within ${hours(data.first_contact_p90_hours)}; ${data.contacted} of ${data.leads} contacted`} />
          </dl>
          <DayChart title="Page views per day" days={data.days} series={views} />
          {leads.length > 0 ? <DayChart title="Leads per day by kind" days={data.days} series={leads} /> : <p>No leads in this period.</p>}
          <div className="grid gap-6 md:grid-cols-2">
            <TopCars title="Most viewed cars" cars={data.most_viewed} unit="views" />
            <TopCars title="Most enquired about" cars={data.most_enquired} unit="leads" />
          </div>
        </>
      )}
    </>
  );
}

function hours(value: number): string {
  return value < 1 ? `${Math.round(value * 60)} minutes` : `${value.toLocaleString("en-AU")} hours`;
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

function TopCars({ title, cars, unit }: { title: string; cars: Dashboard["most_viewed"]; unit: string }) {
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
              <span className="font-semibold">{`${car.count} ${unit}`}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
