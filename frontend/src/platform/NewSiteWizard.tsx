/**
 * The new-site wizard on the platform console: the site's name and address first, then the setup
 * steps (features/console/pages/setup/SetupWizard.tsx) as an operator on the new site. The steps
 * save on the server, so the operator can leave at any step and resume from the sites' list
 * ("Continue setup"), where the server says the next step.
 */
import { useState } from "react";
import { ApiError } from "../lib/api";
import { sendJson } from "../features/console/api/console";
import { Field } from "../features/console/components/Field";
import { SetupWizard, StepForm } from "../features/console/pages/setup/SetupWizard";
import type { SetupApi } from "../features/console/api/setup";
import { BASE, usePlatformChange, type Operator, type PlatformSite } from "./api";

function slugOf(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 64);
}

function operatorApi(operator: Operator, siteId: number): SetupApi {
  const base = `${BASE}/sites/${siteId}`;
  return {
    base,
    progress: `${base}/setup`,
    csrf: operator.csrf_token,
    operator: true,
    goLive: () => sendJson("PUT", `${base}/status`, { status: "live" }, operator.csrf_token),
  };
}

export function NewSiteWizard({ operator, siteId, onLeave }: { operator: Operator; siteId: number | null; onLeave: () => void }) {
  const [id, setId] = useState<number | null>(siteId);
  const [made, setMade] = useState<PlatformSite | null>(null);
  if (id !== null) {
    return <SetupWizard key={id} api={operatorApi(operator, id)} onLeave={onLeave} start={made ? "brand" : undefined} />;
  }
  return (
    <main id="main" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">New site</h1>
        <button type="button" className="min-h-11 rounded-site border border-border px-4 font-semibold" onClick={onLeave}>Cancel</button>
      </div>
      <section aria-labelledby="step-heading" className="flex max-w-2xl flex-col gap-3">
        <h2 id="step-heading" className="text-xl font-semibold">Name and address</h2>
        <NameStep operator={operator} onMade={(site) => { setMade(site); setId(site.id); }} />
      </section>
    </main>
  );
}

function NameStep({ operator, onMade }: { operator: Operator; onMade: (site: PlatformSite) => void }) {
  const [name, setName] = useState("");
  const [slug, setSlug] = useState<string | null>(null);
  const make = usePlatformChange<PlatformSite, undefined>(operator, () => ["POST", "/sites", { name, slug: slug ?? slugOf(name) }], onMade);
  const address = slug ?? slugOf(name);
  const fieldError = (field: string) => (make.error instanceof ApiError ? make.error.fieldError(field) : undefined);
  return (
    <StepForm onSubmit={() => make.mutate(undefined)} error={make.error} busy={make.isPending} submit="Create the site">
      <Field label="Dealer's name" value={name} onChange={(e) => setName(e.target.value)} error={fieldError("name")} autoComplete="organization" />
      <Field label="Address name" value={address} onChange={(e) => setSlug(e.target.value)} error={fieldError("slug")} />
      <p className="text-sm text-muted">{`The site opens in preview at ${address || "…"}.${window.location.hostname}, hidden from search engines until it goes live.`}</p>
    </StepForm>
  );
}
