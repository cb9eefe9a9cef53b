/**
 * Feed import on its own page: a CSV or JSON file checked first by a dry run that lists the cars
 * it would add, update and mark sold (or every bad row by the file's own row number), then
 * imported. A whole-stock feed (owners and managers) marks the cars missing from it sold; one
 * that would mark more than 20 sold asks for a confirmation stating the number. Below, each
 * dealership's scheduled feed.
 */
import { useState } from "react";
import { Button } from "../../../components/ui/Button";
import { Link } from "../../../components/ui/Link";
import { Select } from "../../../components/ui/Select";
import { useDocumentTitle } from "../../../lib/document-title";
import { useSite } from "../../../lib/site";
import { can, type ConsoleMe, type ImportReport } from "../api/console";
import { useImportStock } from "../api/queries";
import { Field, FormError } from "../components/Field";
import { FeedSchedules } from "./FeedSchedules";
import { ProblemList } from "./ProblemList";

const ACTIONS = [
  { action: "add", title: "To add", done: "Added" },
  { action: "update", title: "To update", done: "Updated" },
  { action: "sell", title: "To mark sold (missing from the whole stock)", done: "Marked sold" },
] as const;

export function StockImportPage({ me }: { me: ConsoleMe }) {
  const site = useSite();
  useDocumentTitle(`Import stock | ${site.name} console`);
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold">Import stock</h1>
        <Link href="/console/stock" className="font-semibold underline">Back to stock</Link>
      </div>
      <FeedImport me={me} />
      <FeedSchedules me={me} writable={can(me, "stock:feeds")} />
    </>
  );
}

function FeedImport({ me }: { me: ConsoleMe }) {
  const site = useSite();
  const reach = me.permissions["stock:write"];
  const dealerships = site.dealerships.filter((d) => reach === "all" || reach?.includes(d.id));
  const wholeStock = can(me, "stock:feeds");
  const [dealership, setDealership] = useState(String(dealerships[0]?.id ?? ""));
  const [file, setFile] = useState<File | null>(null);
  const [full, setFull] = useState(false);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [confirming, setConfirming] = useState(false);
  const send = useImportStock(me, (answer) => {
    setReport(answer);
    setConfirming(false);
  });
  const reset = () => {
    setReport(null);
    setConfirming(false);
  };
  const check = () => send.mutate({ dealershipId: Number(dealership), file, full, dryRun: true });
  const importNow = (confirmSold?: number) => send.mutate({ dealershipId: Number(dealership), file, full, dryRun: false, confirmSold });
  const checked = report?.accepted && report.dry_run ? report : null;
  return (
    <section aria-labelledby="import-title" className="flex flex-col gap-3 rounded-site border border-border p-4">
      <h2 id="import-title" className="text-lg font-bold">Import a feed</h2>
      <p className="text-sm text-muted">A CSV or JSON file with one car per row (see the stock import guide). It is checked first: nothing is written until you import a feed that passed. Rows are numbered as your spreadsheet numbers them.</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Select label="Dealership" value={dealership} onValueChange={(v) => { setDealership(v); reset(); }} options={dealerships.map((d) => ({ value: String(d.id), label: d.name }))} />
        <Field label="Feed file" type="file" accept=".csv,.json" onChange={(e) => { setFile(e.target.files?.[0] ?? null); reset(); }} />
      </div>
      {wholeStock && (
        <label className="flex min-h-11 items-center gap-2">
          <input type="checkbox" checked={full} onChange={(e) => { setFull(e.target.checked); reset(); }} className="size-5" />
          This is the whole stock: mark cars missing from it sold
        </label>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={check} disabled={!file || send.isPending}>Check feed</Button>
        <Button onClick={() => (checked?.needs_confirmation ? setConfirming(true) : importNow())} disabled={!checked || send.isPending}>Import</Button>
      </div>
      {confirming && checked && (
        <div role="alertdialog" aria-labelledby="confirm-sold-title" className="flex flex-col gap-2 rounded-site border-2 border-danger p-3">
          <p id="confirm-sold-title" className="font-semibold">{`This import will mark ${checked.marked_sold} cars sold.`}</p>
          <p className="text-sm">They are missing from the file. Check the list below before you go ahead.</p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => importNow(checked.marked_sold)} disabled={send.isPending}>{`Mark ${checked.marked_sold} cars sold and import`}</Button>
            <Button variant="outline" onClick={() => setConfirming(false)}>Cancel</Button>
          </div>
        </div>
      )}
      <FormError error={send.error} />
      {report && <ReportView report={report} />}
    </section>
  );
}

function ReportView({ report }: { report: ImportReport }) {
  if (!report.accepted) {
    return (
      <div role="alert" className="flex flex-col gap-2" data-testid="import-report">
        <p className="font-semibold text-danger">The feed was refused: nothing was written. Fix these rows and check again.</p>
        <ProblemList problems={report.problems} />
      </div>
    );
  }
  const counts = `${report.created} to add, ${report.updated} to update, ${report.marked_sold} to mark sold`;
  return (
    <div className="flex flex-col gap-3" data-testid="import-report">
      <p role="status">
        {report.dry_run ? `Checked ${report.rows} rows: ${counts}. Nothing is written yet.` : `Imported ${report.rows} rows: ${report.created} added, ${report.updated} updated, ${report.marked_sold} marked sold.`}
      </p>
      {ACTIONS.map(({ action, title, done }) => {
        const cars = report.cars.filter((c) => c.action === action);
        if (!cars.length) return null;
        const heading = `${report.dry_run ? title : done} (${cars.length})`;
        return (
          <details key={action} open={report.dry_run} className="rounded-site border border-border" data-testid={`import-${action}`}>
            <summary className="min-h-11 cursor-pointer px-3 py-2 font-semibold">{heading}</summary>
            <ul tabIndex={0} aria-label={heading} className="max-h-72 overflow-y-auto border-t border-border px-3 py-2 text-sm">
              {cars.map((car) => (
                <li key={`${action}-${car.stocknum}`} className="py-0.5">
                  <span className="font-semibold">{car.stocknum}</span>
                  {` ${car.name}`}
                </li>
              ))}
            </ul>
          </details>
        );
      })}
    </div>
  );
}
