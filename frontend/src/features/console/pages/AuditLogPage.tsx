/** The site-wide audit log, newest first (owners): who changed what and when, with the names a
 * person reads (the car's stock number, the page's title, the user's name) and each changed field
 * before and after; paged, and filtered by user, subject and days (the address holds the filters). */
import { filterChange, useChangeParams } from "../../../lib/search-params";
import { Pagination } from "../../../components/ui/Pagination";
import { Select } from "../../../components/ui/Select";
import { useDocumentTitle } from "../../../lib/document-title";
import { useSite } from "../../../lib/site";
import type { AuditPage } from "../api/console";
import { useAuditLog, useUsers } from "../api/queries";
import { Field } from "../components/Field";
import { auditChanges, auditVerb } from "../lib/audit-text";
import { pageHref } from "../lib/paging";
import { when } from "../lib/when";

const FILTERS = ["user_id", "object_type", "since", "until", "page"] as const;

export function AuditLogPage() {
  const site = useSite();
  useDocumentTitle(`Audit log | ${site.name} console`);
  const [params, changeParams] = useChangeParams();
  const query = Object.fromEntries(FILTERS.map((k) => [k, params.get(k) ?? ""]).filter(([, v]) => v));
  const log = useAuditLog(query);
  const users = useUsers();
  const set = (key: string, value: string) =>
    changeParams(filterChange(key, value), { replace: true });
  const kinds = log.data?.subject_kinds ?? {};
  return (
    <>
      <h1 className="text-2xl font-bold">Audit log</h1>
      <form role="search" aria-label="Filter the log" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" onSubmit={(e) => e.preventDefault()}>
        <Select label="User" value={params.get("user_id") ?? ""} onValueChange={(v) => set("user_id", v)} options={[{ value: "", label: "Anyone" }, ...(users.data ?? []).map((u) => ({ value: String(u.id), label: u.name }))]} />
        <Select label="Subject" value={params.get("object_type") ?? ""} onValueChange={(v) => set("object_type", v)} options={[{ value: "", label: "Everything" }, ...Object.entries(kinds).map(([value, label]) => ({ value, label }))]} />
        <Field label="From" type="date" value={params.get("since") ?? ""} onChange={(e) => set("since", e.target.value)} />
        <Field label="To" type="date" value={params.get("until") ?? ""} onChange={(e) => set("until", e.target.value)} />
      </form>
      {!log.data ? (
        <p role="status">Loading…</p>
      ) : (
        <>
          <p role="status" className="text-sm text-muted">{log.data.total === 1 ? "1 change" : `${log.data.total} changes`}</p>
          <ul className="flex flex-col divide-y divide-border rounded-site border border-border text-sm" data-testid="audit-log">
            {log.data.entries.map((e) => <AuditItem key={e.id} entry={e} />)}
          </ul>
          <Pagination page={log.data.page} pages={log.data.pages} hrefFor={(n) => pageHref(params, n)} label="Audit log pages" />
        </>
      )}
    </>
  );
}

function AuditItem({ entry: e }: { entry: AuditPage["entries"][number] }) {
  const who = e.actor_name ? `${e.actor_name} (${e.actor})` : e.actor;
  const subject = [e.subject_kind ?? e.object_type, e.subject_name ?? (e.object_id ? `#${e.object_id}` : "")].filter(Boolean).join(" ");
  const changes = auditChanges(e.before, e.after);
  return (
    <li className="flex flex-col gap-1 p-3" data-testid="audit-entry">
      <p>
        <span className="font-semibold">{who}</span>
        {e.operator && " (platform operator)"}
        {` ${auditVerb(e.action)} `}
        <span className="font-semibold">{subject}</span>
      </p>
      <p className="text-muted">{when.format(new Date(e.created_at))}</p>
      {changes.length > 0 && (
        <table className="w-full max-w-2xl text-left">
          <thead>
            <tr className="text-muted">
              <th scope="col" className="py-1 pr-3 font-semibold">Field</th>
              <th scope="col" className="py-1 pr-3 font-semibold">Before</th>
              <th scope="col" className="py-1 font-semibold">After</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((c) => (
              <tr key={c.path} className="border-t border-border align-top">
                <th scope="row" className="py-1 pr-3 font-normal">{c.label}</th>
                <td className="break-all py-1 pr-3">{c.before ?? "—"}</td>
                <td className="break-all py-1">{c.after ?? "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </li>
  );
}
