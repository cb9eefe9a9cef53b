/** The site-wide audit log, newest first (owners): who changed what, when, before and after. */
import { useDocumentTitle } from "../../../lib/document-title";
import { useSite } from "../../../lib/site";
import { useAuditLog } from "../api/queries";
import { when } from "../lib/when";


export function AuditLogPage() {
  const site = useSite();
  useDocumentTitle(`Audit log | ${site.name} console`);
  const log = useAuditLog();
  return (
    <>
      <h1 className="text-2xl font-bold">Audit log</h1>
      {!log.data ? (
        <p role="status">Loading…</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border rounded-site border border-border text-sm" data-testid="audit-log">
          {log.data.entries.map((e) => (
            <li key={e.id} className="flex flex-col gap-1 p-3">
              <span className="font-semibold">{`${e.actor}${e.operator ? " (platform operator)" : ""}: ${e.action.replaceAll("_", " ")} ${e.object_type.replaceAll("_", " ")} ${e.object_id ?? ""}`}</span>
              <span className="text-muted">{when.format(new Date(e.created_at))}</span>
              <span className="break-all">{`Before ${JSON.stringify(e.before)} · after ${JSON.stringify(e.after)}`}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
