/** The customer's deal a lead belongs to: who is buying (the lead's page has their phone and
 * e-mail), and every lead of the purchase (reservation, finance, trade-in ...) oldest first, each
 * linked to its own page. */
import { Link } from "../../../components/ui/Link";
import type { Deal } from "../api/console";
import { when } from "../lib/when";
import { LeadStatus } from "./LeadStatus";

export function DealPanel({ deal, leadId }: { deal: Deal; leadId: number }) {
  return (
    <section aria-labelledby="deal" className="flex flex-col gap-3 rounded-site border border-border p-3" data-testid="deal-panel">
      <div className="flex flex-col gap-1">
        <h2 id="deal" className="text-lg font-bold">Deal</h2>
        <p>
          <span className="font-semibold">{deal.customer}</span>
          {` · ${deal.leads.length} leads for one purchase`}
        </p>
      </div>
      <ol className="flex flex-col divide-y divide-border">
        {deal.leads.map((lead) => (
          <li key={lead.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2">
            <span className="flex flex-col">
              {lead.id === leadId ? (
                <span className="font-semibold" aria-current="page">{`${lead.category} (this lead)`}</span>
              ) : (
                <Link href={`/console/leads/${lead.id}`} className="font-semibold underline">{lead.category}</Link>
              )}
              <span className="text-sm text-muted">{when.format(new Date(lead.created_at))}</span>
            </span>
            <LeadStatus status={lead.status} />
          </li>
        ))}
      </ol>
    </section>
  );
}
