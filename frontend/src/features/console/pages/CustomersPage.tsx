/** The customers: the people behind the leads the user sees (leads by the same phone or e-mail
 * are one customer), last contact first, searched by name, e-mail or phone; each opens the
 * customer's one timeline. */
import { filterChange, useChangeParams } from "../../../lib/search-params";
import { Link } from "../../../components/ui/Link";
import { Pagination } from "../../../components/ui/Pagination";
import { useDocumentTitle } from "../../../lib/document-title";
import { useSite } from "../../../lib/site";
import { useCustomers } from "../api/queries";
import { pageHref } from "../lib/paging";
import { when } from "../lib/when";

export function CustomersPage() {
  const site = useSite();
  useDocumentTitle(`Customers | ${site.name} console`);
  const [params, changeParams] = useChangeParams();
  const q = params.get("q") ?? "";
  const page = params.get("page") ?? "";
  const customers = useCustomers(Object.fromEntries(Object.entries({ q, page }).filter(([, v]) => v)));
  const search = (value: string) =>
    changeParams(filterChange("q", value));
  return (
    <>
      <h1 className="text-2xl font-bold">Customers</h1>
      <p className="text-muted">Leads with the same phone or e-mail are one customer.</p>
      <form role="search" className="flex max-w-md flex-col gap-1" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="customer-search" className="text-sm font-semibold">
          Search
        </label>
        <input id="customer-search" type="search" defaultValue={q} placeholder="Name, e-mail or phone" onChange={(e) => search(e.target.value)} className="min-h-11 rounded-site border border-border bg-bg px-3" />
      </form>
      {customers.isError ? (
        <p role="alert">The customers could not be loaded. Please try again.</p>
      ) : !customers.data ? (
        <p role="status">Loading customers…</p>
      ) : customers.data.customers.length === 0 ? (
        <p>No customers match.</p>
      ) : (
        <>
          <p className="text-sm text-muted" role="status">{`${customers.data.total} ${customers.data.total === 1 ? "customer" : "customers"}`}</p>
          <ul className="flex flex-col divide-y divide-border rounded-site border border-border" data-testid="customer-list">
            {customers.data.customers.map((c) => (
              <li key={c.id}>
                <Link href={`/console/customers/${c.id}`} className="grid gap-1 p-3 no-underline hover:bg-surface sm:grid-cols-[1fr_auto] sm:items-center">
                  <span className="flex flex-col">
                    <span className="font-semibold">{c.name}</span>
                    <span className="text-sm text-muted wrap-anywhere">{`${c.phone} · ${c.email}`}</span>
                  </span>
                  <span className="flex flex-col text-sm sm:items-end">
                    <span className="font-semibold">{`${c.leads} ${c.leads === 1 ? "lead" : "leads"}`}</span>
                    <span className="text-muted">{`Last contact ${when.format(new Date(c.last_contact_at))}`}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <Pagination page={Number(page || 1)} pages={customers.data.pages} hrefFor={(n) => pageHref(params, n)} label="Customer pages" />
        </>
      )}
    </>
  );
}
