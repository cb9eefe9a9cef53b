/** The leads inbox: overdue leads first, then newest first; everyone's, "My leads" or nobody's
 * yet; filtered by status, kind and dealership, searched by name, e-mail or phone, kept live by
 * the inbox's events; each row shows who has the lead, its age and whether it is overdue; a row
 * opens the lead, a marker shows a returning customer (an earlier lead by the same phone or
 * e-mail) and the rows that are one customer's deal; the same filters
 * export as CSV. */
import { filterChange, useChangeParams } from "../../../lib/search-params";
import { ButtonLink } from "../../../components/ui/Button";
import { Link } from "../../../components/ui/Link";
import { Pagination } from "../../../components/ui/Pagination";
import { Select } from "../../../components/ui/Select";
import { useDocumentTitle } from "../../../lib/document-title";
import { useSite } from "../../../lib/site";
import { pageHref } from "../lib/paging";
import { can, exportUrl, LEAD_STATUSES, STATUS_LABEL, type ConsoleMe } from "../api/console";
import { useLeads } from "../api/inbox";
import { LeadStatus } from "../components/LeadStatus";
import { LeadClock } from "../components/LeadClock";
import { MyAlerts } from "../components/MyAlerts";
import { useNow } from "../lib/use-now";
import { KIND_LABEL as KINDS } from "../lib/kinds";
import { when as dateTime } from "../lib/when";

// Whose leads: the `assignee` filter of the API ("me", "none" or everyone's).
const WHOSE = [
  { value: "", label: "All leads" },
  { value: "me", label: "My leads" },
  { value: "none", label: "Unassigned" },
] as const;



export function LeadsPage({ me }: { me: ConsoleMe }) {
  const site = useSite();
  useDocumentTitle(`Leads | ${site.name} console`);
  const [params, changeParams] = useChangeParams();
  const filters = Object.fromEntries(["assignee", "status", "kind", "dealership_id", "q", "page"].map((k) => [k, params.get(k) ?? ""]));
  const query = Object.fromEntries(Object.entries(filters).filter(([, v]) => v));
  const leads = useLeads(query);
  const now = useNow();
  const set = (key: string, value: string) =>
    changeParams(filterChange(key, value));
  const reach = me.permissions["leads:read"];
  const dealerships = site.dealerships.filter((d) => reach === "all" || reach?.includes(d.id));
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold">Leads</h1>
        {can(me, "leads:export") && (
          <ButtonLink href={exportUrl(query)} variant="outline" size="sm" download>
            Export CSV
          </ButtonLink>
        )}
      </div>
      <div role="group" aria-label="Whose leads" className="flex flex-wrap gap-2">
        {WHOSE.map((w) => (
          <button key={w.value} type="button" aria-pressed={(filters.assignee ?? "") === w.value} onClick={() => set("assignee", w.value)} className="min-h-11 rounded-site border border-border px-4 font-semibold aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-contrast">
            {w.label}
          </button>
        ))}
      </div>
      <form role="search" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" onSubmit={(e) => e.preventDefault()}>
        <Select label="Status" value={filters.status ?? ""} onValueChange={(v) => set("status", v)} options={[{ value: "", label: "Any status" }, ...LEAD_STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s] }))]} />
        <Select label="Kind" value={filters.kind ?? ""} onValueChange={(v) => set("kind", v)} options={[{ value: "", label: "Any kind" }, ...Object.entries(KINDS).map(([value, label]) => ({ value, label }))]} />
        {dealerships.length > 1 && (
          <Select label="Dealership" value={filters.dealership_id ?? ""} onValueChange={(v) => set("dealership_id", v)} options={[{ value: "", label: "Every dealership" }, ...dealerships.map((d) => ({ value: String(d.id), label: d.name }))]} />
        )}
        <div className="flex flex-col gap-1">
          <label htmlFor="lead-search" className="text-sm font-semibold">
            Search
          </label>
          <input id="lead-search" type="search" defaultValue={filters.q} placeholder="Name, e-mail or phone" onChange={(e) => set("q", e.target.value)} className="min-h-11 rounded-site border border-border bg-bg px-3" />
        </div>
      </form>
      {leads.isError ? (
        <p role="alert">The leads could not be loaded. Please try again.</p>
      ) : !leads.data ? (
        <p role="status">Loading leads…</p>
      ) : leads.data.leads.length === 0 ? (
        <p>No leads match.</p>
      ) : (
        <>
          <p className="text-sm text-muted" role="status">{`${leads.data.total} ${leads.data.total === 1 ? "lead" : "leads"}`}</p>
          <ul className="flex flex-col divide-y divide-border rounded-site border border-border" data-testid="lead-list">
            {leads.data.leads.map((lead) => (
              <li key={lead.id}>
                <Link href={`/console/leads/${lead.id}`} className="grid gap-1 p-3 no-underline hover:bg-surface sm:grid-cols-[1fr_auto] sm:items-center">
                  <span className="flex flex-col">
                    <span className="flex flex-wrap items-center gap-x-2">
                      <span className="font-semibold">
                        {lead.name} · {KINDS[lead.kind] ?? lead.category}
                      </span>
                      {lead.returning && <ReturningMarker leads={lead.customer_leads} />}
                      {lead.deal_id !== null && <DealMarker dealId={lead.deal_id} />}
                    </span>
                    <span className="text-sm text-muted">
                      {[lead.car_name, lead.dealership_name, dateTime.format(new Date(lead.created_at))].filter(Boolean).join(" · ")}
                    </span>
                    <span className="flex flex-wrap items-center gap-x-3">
                      <LeadClock createdAt={lead.created_at} overdue={lead.overdue} now={now} />
                      <span className="text-sm" data-testid="assignee">{lead.assignee_name ? `With ${lead.assignee_name}` : "Unassigned"}</span>
                    </span>
                  </span>
                  <LeadStatus status={lead.status} className="self-start justify-self-start" />
                </Link>
              </li>
            ))}
          </ul>
          <Pagination page={Number(filters.page || 1)} pages={leads.data.pages} hrefFor={(n) => pageHref(params, n)} label="Lead pages" />
        </>
      )}
      <MyAlerts me={me} />
    </>
  );
}

/** The leads of one customer's purchase (reservation, finance, trade-in) share a deal number. */
function DealMarker({ dealId }: { dealId: number }) {
  return (
    <span className="rounded-site border border-primary px-1.5 text-xs font-semibold text-primary" data-testid="deal-marker">
      {`Deal #${dealId}`}
    </span>
  );
}

/** The customer sent an earlier lead (the same phone or e-mail): how many the user can see. */
function ReturningMarker({ leads }: { leads: number }) {
  return (
    <span className="rounded-site bg-primary px-1.5 text-xs font-semibold text-primary-contrast" data-testid="returning">
      {`Returning · ${leads} leads`}
    </span>
  );
}
