/**
 * Scheduled feeds: per dealership, the HTTPS address the worker fetches every few
 * hours, whole or nothing as an upload, and what happened last time (imported, unchanged,
 * refused with its bad rows, or failed with the reason). The list asks again every few seconds
 * while a fetch is due, so "Fetch now" shows its outcome without a reload.
 */
import type { FormEvent } from "react";
import { Button } from "../../../components/ui/Button";
import type { ConsoleMe, FeedSource } from "../api/console";
import { useFeedSource, useFeedSources } from "../api/queries";
import { Field, FormError } from "../components/Field";
import { errorsByField } from "../api/drafts";
import { when } from "../lib/when";
import { ProblemList } from "./ProblemList";

const HOURS = [1, 2, 3, 4, 6, 8, 12, 24] as const;
const OUTCOME = { imported: "Imported", unchanged: "Unchanged", refused: "Refused", failed: "Failed" } as const;

export function FeedSchedules({ me, writable }: { me: ConsoleMe; writable: boolean }) {
  const feeds = useFeedSources(isDue, 3000);
  return (
    <section aria-labelledby="feed-schedules-title" className="flex flex-col gap-3 rounded-site border border-border p-4">
      <h2 id="feed-schedules-title" className="text-lg font-bold">Scheduled feeds</h2>
      <p className="text-sm text-muted">The worker fetches each address on its schedule and imports it as an upload would be: the whole feed or nothing. The server&apos;s ETag and Last-Modified are honoured, so an unchanged feed costs nothing. A failure is e-mailed once, until the feed works again.</p>
      {feeds.data?.map((feed) => <FeedSchedule key={feed.dealership_id} feed={feed} me={me} writable={writable} />)}
    </section>
  );
}

function isDue(feed: FeedSource): boolean {
  return !!feed.source?.enabled && !!feed.status && Date.parse(feed.status.next_fetch_at) <= Date.now();
}

function FeedSchedule({ feed, me, writable }: { feed: FeedSource; me: ConsoleMe; writable: boolean }) {
  const { save, fetchNow, stop } = useFeedSource(me, feed.dealership_id);
  const errors = errorsByField(save.error);
  const source = feed.source;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    save.mutate({
      url: String(form.get("url") ?? "").trim(),
      format: form.get("format"),
      every_hours: Number(form.get("every_hours")),
      full: form.get("full") === "on",
      enabled: form.get("enabled") === "on",
      notify_email: String(form.get("notify_email") ?? "").trim() || null,
    });
  };
  return (
    <div className="flex flex-col gap-2 border-t border-border pt-3" data-testid="feed-schedule">
      <h3 className="font-semibold">{feed.dealership_name}</h3>
      {feed.status && <FeedStatusView status={feed.status} />}
      {writable && (
        <details open={!!source}>
          <summary className="min-h-11 cursor-pointer py-2 font-semibold">{source ? "Schedule" : "Fetch a feed on a schedule"}</summary>
          <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2" aria-label={`Scheduled feed of ${feed.dealership_name}`}>
            <Field label="Feed address (https://)" name="url" type="url" defaultValue={source?.url ?? ""} error={errors.url} required />
            <Field label="Failure e-mail (the dealership's when empty)" name="notify_email" type="email" defaultValue={source?.notify_email ?? ""} error={errors.notify_email} />
            <label className="flex flex-col gap-1 text-sm font-semibold">
              Format
              <select name="format" defaultValue={source?.format ?? "csv"} className="min-h-11 rounded-site border border-border bg-bg px-3 text-base font-normal">
                <option value="csv">CSV</option>
                <option value="json">JSON</option>
              </select>
            </label>
            <label className="flex flex-col gap-1 text-sm font-semibold">
              Fetch every
              <select name="every_hours" defaultValue={source?.every_hours ?? 6} className="min-h-11 rounded-site border border-border bg-bg px-3 text-base font-normal">
                {HOURS.map((h) => <option key={h} value={h}>{h === 1 ? "hour" : `${h} hours`}</option>)}
              </select>
            </label>
            <label className="flex min-h-11 items-center gap-2">
              <input type="checkbox" name="full" defaultChecked={source?.full ?? true} className="size-5" />
              The whole stock: cars missing from it are marked sold
            </label>
            <label className="flex min-h-11 items-center gap-2">
              <input type="checkbox" name="enabled" defaultChecked={source?.enabled ?? true} className="size-5" />
              Fetch on schedule
            </label>
            <div className="flex flex-wrap gap-2 sm:col-span-2">
              <Button type="submit" size="sm" disabled={save.isPending}>{source ? "Save schedule" : "Start fetching"}</Button>
              {source && <Button size="sm" variant="outline" disabled={fetchNow.isPending} onClick={() => fetchNow.mutate()}>Fetch now</Button>}
              {source && <Button size="sm" variant="outline" disabled={stop.isPending} onClick={() => stop.mutate()}>Stop fetching</Button>}
            </div>
          </form>
        </details>
      )}
      {Object.keys(errors).length === 0 && <FormError error={save.error ?? fetchNow.error ?? stop.error} />}
    </div>
  );
}

function FeedStatusView({ status }: { status: NonNullable<FeedSource["status"]> }) {
  const next = `Next fetch ${when.format(new Date(status.next_fetch_at))}.`;
  if (!status.outcome || !status.checked_at) return <p role="status">{`Waiting for the first fetch. ${next}`}</p>;
  const problems = (status.report?.problems ?? []) as { row: number | null; field: string; message: string }[];
  const bad = status.outcome === "failed" || status.outcome === "refused";
  return (
    <div role={bad ? "alert" : "status"} className="flex flex-col gap-1" data-testid="feed-status">
      <p className={bad ? "font-semibold text-danger" : undefined}>{`${OUTCOME[status.outcome]} ${when.format(new Date(status.checked_at))}: ${status.message ?? ""}`}</p>
      {problems.length > 0 && <ProblemList problems={problems} />}
      <p className="text-sm text-muted">{next}</p>
    </div>
  );
}
