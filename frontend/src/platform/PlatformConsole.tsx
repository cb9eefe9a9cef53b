/**
 * Signed out: the operators' sign-in (e-mail, password, then the authenticator's code). Signed in:
 * every site with its stock, new leads and status, and "Open console", which asks the server for a
 * one-time link into that site's console (a session of one host is worthless on another); "New
 * site" and "Continue setup" open the wizard; a site goes live, is suspended, resumed or offboarded
 * from its row.
 */
import { useState } from "react";
import { Button } from "../components/ui/Button";
import { useDocumentTitle } from "../lib/document-title";
import { FormError } from "../features/console/components/Field";
import { SignInForm } from "../features/console/pages/SignInPanel";
import { BASE, useOpenSite, useOperator, useOperatorSignOut, usePlatformChange, useRefreshOperator, useSites, type Offboarded, type Operator, type PlatformSite, type SiteStatus } from "./api";
import { NewSiteWizard } from "./NewSiteWizard";

const STATUS_LABELS: Record<PlatformSite["status"], string> = {
  preview: "Preview", live: "Live", suspended: "Suspended", offboarded: "Offboarded",
};

export function PlatformConsole() {
  useDocumentTitle("Forecourt platform console");
  const me = useOperator();
  const refresh = useRefreshOperator();
  if (me.isPending) return <p role="status" className="p-6">Loading…</p>;
  if (!me.data) return <SignInForm title="Forecourt platform console" base={BASE} onSignedIn={refresh} />;
  return <Sites operator={me.data} />;
}

function Sites({ operator }: { operator: Operator }) {
  const signOut = useOperatorSignOut(operator);
  // null: the sites' list; "new": the wizard for a new site; a number: the wizard for that site.
  const [wizard, setWizard] = useState<"new" | number | null>(null);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4 p-4">
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-border pb-3">
        <p className="font-semibold">{`Forecourt platform · ${operator.name} (${operator.email})`}</p>
        <Button size="sm" variant="outline" onClick={() => signOut.mutate()}>Sign out</Button>
      </header>
      {wizard === null ? (
        <SiteList operator={operator} onWizard={setWizard} />
      ) : (
        <NewSiteWizard operator={operator} siteId={wizard === "new" ? null : wizard} onLeave={() => setWizard(null)} />
      )}
    </div>
  );
}

function SiteList({ operator, onWizard }: { operator: Operator; onWizard: (site: "new" | number) => void }) {
  const sites = useSites();
  const open = useOpenSite(operator);
  const status = usePlatformChange<PlatformSite, [PlatformSite, SiteStatus]>(operator, ([site, to]) => ["PUT", `/sites/${site.id}/status`, { status: to }]);
  const offboard = usePlatformChange<Offboarded, PlatformSite>(operator, (site) => ["POST", `/sites/${site.id}/offboard`]);
  const confirmOffboard = (site: PlatformSite) => {
    if (window.confirm(`Offboard ${site.name}? The site stops at once; its archive is made now and its data deleted after the grace period.`)) offboard.mutate(site);
  };
  return (
      <main id="main" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="text-2xl font-bold">Sites</h1>
          <Button onClick={() => onWizard("new")}>New site</Button>
        </div>
        <p>Open a site&apos;s console to act on it: every change you make there is marked as a platform operator&apos;s in the site&apos;s audit trail.</p>
        <FormError error={open.error ?? status.error ?? offboard.error} />
        {!sites.data ? (
          <p role="status">Loading the sites…</p>
        ) : (
          <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">Every site on the platform</caption>
            <thead>
              <tr className="border-b border-border">
                <th scope="col" className="p-2">Site</th>
                <th scope="col" className="p-2 text-right">Cars</th>
                <th scope="col" className="p-2 text-right">New leads</th>
                <th scope="col" className="p-2"><span className="sr-only">Actions</span></th>
              </tr>
            </thead>
            <tbody>
              {sites.data.map((site) => (
                <tr key={site.id} className="border-b border-border" data-testid="platform-site">
                  <th scope="row" className="p-2 font-semibold">
                    <a href={site.url} className="underline">{site.name}</a>
                    <span className="block text-sm font-normal text-muted" data-testid="site-status">{STATUS_LABELS[site.status]}</span>
                  </th>
                  <td className="p-2 text-right">{site.cars.toLocaleString("en-AU")}</td>
                  <td className="p-2 text-right">{site.new_leads.toLocaleString("en-AU")}</td>
                  <td className="p-2">
                    <div className="flex flex-wrap justify-end gap-2">
                      {site.status === "preview" && <Button variant="outline" onClick={() => onWizard(site.id)} aria-label={`Continue setup: ${site.name}`}>Continue setup</Button>}
                      {site.status === "preview" && <Button variant="outline" disabled={status.isPending} onClick={() => status.mutate([site, "live"])} aria-label={`Go live: ${site.name}`}>Go live</Button>}
                      {site.status === "live" && <Button variant="outline" disabled={status.isPending} onClick={() => status.mutate([site, "suspended"])} aria-label={`Suspend: ${site.name}`}>Suspend</Button>}
                      {site.status === "suspended" && <Button variant="outline" disabled={status.isPending} onClick={() => status.mutate([site, "live"])} aria-label={`Resume: ${site.name}`}>Resume</Button>}
                      {site.status !== "offboarded" && <Button variant="ghost" disabled={offboard.isPending} onClick={() => confirmOffboard(site)} aria-label={`Offboard: ${site.name}`}>Offboard</Button>}
                      {site.status === "offboarded" && <a className="inline-flex min-h-11 items-center underline" href={`${BASE}/sites/${site.id}/archive`} download>{`Archive of ${site.name}`}</a>}
                      {site.status !== "offboarded" && <Button disabled={open.isPending} onClick={() => open.mutate(site)} aria-label={`Open console: ${site.name}`}>Open console</Button>}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          </div>
        )}
      </main>
  );
}
