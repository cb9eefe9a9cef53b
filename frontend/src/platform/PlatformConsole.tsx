/**
 * Signed out: the operators' sign-in (e-mail, password, then the authenticator's code). Signed in:
 * every site with its stock and new leads, and "Open console", which asks the server for a
 * one-time link into that site's console (a session of one host is worthless on another).
 */
import { Button } from "../components/ui/Button";
import { useDocumentTitle } from "../lib/document-title";
import { FormError } from "../features/console/components/Field";
import { SignInForm } from "../features/console/pages/SignInPanel";
import { BASE, useOpenSite, useOperator, useOperatorSignOut, useRefreshOperator, useSites, type Operator } from "./api";

export function PlatformConsole() {
  useDocumentTitle("Forecourt platform console");
  const me = useOperator();
  const refresh = useRefreshOperator();
  if (me.isPending) return <p role="status" className="p-6">Loading…</p>;
  if (!me.data) return <SignInForm title="Forecourt platform console" base={BASE} onSignedIn={refresh} />;
  return <Sites operator={me.data} />;
}

function Sites({ operator }: { operator: Operator }) {
  const sites = useSites();
  const open = useOpenSite(operator);
  const signOut = useOperatorSignOut(operator);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4 p-4">
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-border pb-3">
        <p className="font-semibold">{`Forecourt platform · ${operator.name} (${operator.email})`}</p>
        <Button size="sm" variant="outline" onClick={() => signOut.mutate()}>Sign out</Button>
      </header>
      <main id="main" className="flex flex-col gap-3">
        <h1 className="text-2xl font-bold">Sites</h1>
        <p>Open a site&apos;s console to act on it: every change you make there is marked as a platform operator&apos;s in the site&apos;s audit trail.</p>
        <FormError error={open.error} />
        {!sites.data ? (
          <p role="status">Loading the sites…</p>
        ) : (
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
                  </th>
                  <td className="p-2 text-right">{site.cars.toLocaleString("en-AU")}</td>
                  <td className="p-2 text-right">{site.new_leads.toLocaleString("en-AU")}</td>
                  <td className="p-2 text-right">
                    <Button size="sm" disabled={open.isPending} onClick={() => open.mutate(site)} aria-label={`Open console: ${site.name}`}>Open console</Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </main>
    </div>
  );
}
