/** One customer: their phones and e-mails (a phone proven with the sign-in code is marked
 * verified), their leads, and one timeline, newest first, of every lead, reply and note across
 * them; only the leads the user's role reaches. */
import { useParams } from "react-router";
import { Link } from "../../../components/ui/Link";
import { useDocumentTitle } from "../../../lib/document-title";
import type { CustomerDetail } from "../api/console";
import { useCustomer } from "../api/queries";
import { LeadStatus } from "../components/LeadStatus";
import { kindLabel } from "../lib/kinds";
import { when } from "../lib/when";

type Entry = CustomerDetail["timeline"][number];

/** What one moment of the timeline says: "Test drive received", "E-mail by Sam", "Note by Sam". */
export function entryTitle(e: Entry): string {
  const kind = kindLabel(e.kind, e.category);
  if (e.type === "lead") return `${kind} received`;
  if (e.type === "reply") return `${e.channel === "sms" ? "Text" : "E-mail"} by ${e.author ?? "the dealer"}`;
  return `Note by ${e.author ?? "the dealer"}`;
}

export function CustomerPage() {
  const { id } = useParams();
  const customer = useCustomer(id);
  useDocumentTitle(customer.data ? `Customer ${customer.data.name}` : "Customer");
  if (customer.isPending) return <p role="status">Loading the customer…</p>;
  if (customer.isError) return <p role="alert">{customer.error.message}</p>;
  const c = customer.data;
  return (
    <>
      <Link href="/console/customers" className="self-start font-semibold underline">
        All customers
      </Link>
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{c.name}</h1>
        <p className="text-muted">{`${c.leads.length} ${c.leads.length === 1 ? "lead" : "leads"}`}</p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-labelledby="timeline" className="flex flex-col gap-2">
          <h2 id="timeline" className="text-lg font-bold">Timeline</h2>
          <ol className="flex flex-col gap-2" data-testid="customer-timeline">
            {c.timeline.map((e, i) => (
              <li key={`${e.type}-${e.lead_id}-${i}`} className="flex flex-col gap-1 rounded-site border border-border p-3">
                <span className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold">{entryTitle(e)}</span>
                  <span className="text-sm text-muted">{when.format(new Date(e.at))}</span>
                </span>
                {e.subject && <span className="text-sm font-semibold">{e.subject}</span>}
                {e.text && <p className="whitespace-pre-line wrap-anywhere">{e.text}</p>}
                <span className="flex flex-wrap items-center gap-x-3 text-sm">
                  <Link href={`/console/leads/${e.lead_id}`} className="underline">{`Lead #${e.lead_id}`}</Link>
                  {e.type === "reply" && e.status && <span>{`Delivery: ${e.status}`}</span>}
                </span>
              </li>
            ))}
          </ol>
        </section>
        <aside className="flex flex-col gap-6">
          <section aria-labelledby="contacts" className="flex flex-col gap-2">
            <h2 id="contacts" className="text-lg font-bold">Contact details</h2>
            <ul className="flex flex-col gap-1 wrap-anywhere">
              {c.contacts.map((k) => (
                <li key={`${k.kind}-${k.value}`} className="flex flex-wrap items-center gap-2">
                  <a href={`${k.kind === "phone" ? "tel" : "mailto"}:${k.value}`} className="underline">{k.value}</a>
                  {k.verified && <span className="rounded-site bg-surface px-1.5 text-xs font-semibold">Verified by sign-in code</span>}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="leads" className="flex flex-col gap-2">
            <h2 id="leads" className="text-lg font-bold">Leads</h2>
            <ul className="flex flex-col divide-y divide-border rounded-site border border-border" data-testid="customer-leads">
              {c.leads.map((l) => (
                <li key={l.id}>
                  <Link href={`/console/leads/${l.id}`} className="flex flex-col gap-1 p-2 no-underline hover:bg-surface">
                    <span className="flex flex-wrap items-center justify-between gap-2">
                      <span className="font-semibold">{kindLabel(l.kind, l.category)}</span>
                      <LeadStatus status={l.status} />
                    </span>
                    <span className="text-sm text-muted">{[l.car_name, l.dealership_name, when.format(new Date(l.created_at))].filter(Boolean).join(" · ")}</span>
                    <span className="text-sm">{l.assignee_name ? `With ${l.assignee_name}` : "Unassigned"}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </aside>
      </div>
    </>
  );
}
