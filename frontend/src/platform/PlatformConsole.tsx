/**
 * Signed out: the operators' sign-in (e-mail, password, then the authenticator's code). Signed in:
 * every site with its stock and new leads, and "Open console", which asks the server for a
 * one-time link into that site's console (a session of one host is worthless on another).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button } from "../components/ui/Button";
import { ApiError, apiGet } from "../lib/api";
import { useDocumentTitle } from "../lib/document-title";
import { sendJson } from "../features/console/api/console";
import { FormError } from "../features/console/components/Field";
import { SignInForm } from "../features/console/pages/SignInPanel";
import type { components } from "../lib/api-types";

type Operator = components["schemas"]["OperatorMe"];
type PlatformSite = components["schemas"]["PlatformSiteOut"];
const BASE = "/api/v1/platform";
const ME = ["platform", "me"] as const;

export function PlatformConsole() {
  useDocumentTitle("Forecourt platform console");
  const client = useQueryClient();
  const me = useQuery({
    queryKey: ME,
    queryFn: async () => {
      try {
        return await apiGet<Operator>(`${BASE}/auth/session`);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
  });
  if (me.isPending) return <p role="status" className="p-6">Loading…</p>;
  if (!me.data) return <SignInForm title="Forecourt platform console" base={BASE} onSignedIn={() => client.invalidateQueries({ queryKey: ME })} />;
  return <Sites operator={me.data} />;
}

function Sites({ operator }: { operator: Operator }) {
  const client = useQueryClient();
  const sites = useQuery({ queryKey: ["platform", "sites"], queryFn: () => apiGet<PlatformSite[]>(`${BASE}/sites`) });
  const open = useMutation({
    mutationFn: (site: PlatformSite) => sendJson<{ url: string }>("POST", `${BASE}/sites/${site.id}/hand-off`, undefined, operator.csrf_token),
    onSuccess: ({ url }) => window.location.assign(url),
  });
  const signOut = useMutation({
    mutationFn: () => sendJson("POST", `${BASE}/auth/sign-out`, undefined, operator.csrf_token),
    onSuccess: () => client.setQueryData(ME, null),
  });
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
