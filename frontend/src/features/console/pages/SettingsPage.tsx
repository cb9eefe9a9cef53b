/**
 * Site settings: the configuration and the theme as forms generated from their
 * schemas (the server validates with the same models and names the wrong field), the theme with a
 * live preview of the site, the domains and where each dealership's leads go.
 */
import { NavLink, Route, Routes } from "react-router";
import { cn } from "../../../lib/cn";
import { useDocumentTitle } from "../../../lib/document-title";
import { useSite } from "../../../lib/site";
import { can, canSiteWide, type ConsoleMe, type Settings } from "../api/console";
import { useFinanceProvider, useSettings } from "../api/queries";
import { Button } from "../../../components/ui/Button";
import { FormError } from "../components/Field";
import { SaveBar } from "../components/FormDraft";
import { SchemaForm } from "../components/SchemaForm";
import type { JsonSchema } from "../lib/schema";
import { BillingPanel } from "./BillingPanel";
import { BusinessPanel } from "./BusinessPanel";
import { DomainsPanel } from "./DomainsPanel";
import { LeadDestinationsPanel } from "./LeadDestinationsPanel";
import { ThemePanel } from "./ThemePanel";
import { useSettingsDraft } from "./settings-draft";

const tab = ({ isActive }: { isActive: boolean }) => cn("inline-flex min-h-11 items-center rounded-site px-3 font-semibold no-underline", isActive ? "bg-surface underline" : "hover:bg-surface");

export function SettingsPage({ me }: { me: ConsoleMe }) {
  const site = useSite();
  useDocumentTitle(`Settings | ${site.name} console`);
  const settings = useSettings();
  const editable = can(me, "settings:write");
  const billing = canSiteWide(me, "billing:write");
  return (
    <>
      <h1 className="text-2xl font-bold">Settings</h1>
      <nav aria-label="Settings" className="flex flex-wrap gap-1 border-b border-border pb-2">
        <NavLink to="/console/settings" end className={tab}>Site</NavLink>
        <NavLink to="/console/settings/business" className={tab}>Business details</NavLink>
        <NavLink to="/console/settings/theme" className={tab}>Theme</NavLink>
        <NavLink to="/console/settings/domains" className={tab}>Domains</NavLink>
        <NavLink to="/console/settings/leads" className={tab}>Lead destinations</NavLink>
        {billing && <NavLink to="/console/settings/billing" className={tab}>Billing</NavLink>}
      </nav>
      {!editable && <p className="rounded-site bg-surface p-3">Your role can read these settings; an owner or manager can change them.</p>}
      {!settings.data ? (
        <p role="status">Loading…</p>
      ) : (
        <Routes>
          <Route
            index
            element={
              <>
                <FinanceProviderForm me={me} settings={settings.data} editable={editable} />
                <ConfigPanel me={me} settings={settings.data} editable={editable} />
              </>
            }
          />
          <Route path="business" element={<BusinessPanel me={me} editable={editable} />} />
          <Route path="theme" element={<ThemePanel me={me} settings={settings.data} editable={editable} />} />
          <Route path="domains" element={<DomainsPanel me={me} editable={editable} />} />
          <Route path="leads" element={<LeadDestinationsPanel me={me} editable={editable} />} />
          {billing && <Route path="billing" element={<BillingPanel me={me} />} />}
        </Routes>
      )}
    </>
  );
}

function ConfigPanel({ me, settings, editable }: { me: ConsoleMe; settings: Settings; editable: boolean }) {
  const { draft, change, save, errors } = useSettingsDraft(me, "/settings/config", settings.config);
  return (
    <form
      aria-label="Site settings"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <fieldset disabled={!editable} className="flex flex-col gap-3">
        <SchemaForm schema={settings.config_schema as JsonSchema} value={draft} onChange={change} errors={errors} sectioned />
        {editable && <SaveBar save={save} errors={errors} label="Save settings" />}
      </fieldset>
    </form>
  );
}

type Lender = { provider: string; name: string };

/** Which configured lender the site's finance forms use (the site's own finance provider). */
function FinanceProviderForm({ me, settings, editable }: { me: ConsoleMe; settings: Settings; editable: boolean }) {
  const lenders = ((settings.config.finance as { lenders?: Lender[] } | undefined)?.lenders ?? []) as Lender[];
  const save = useFinanceProvider(me);
  return (
    <form
      aria-label="Finance provider"
      className="flex flex-wrap items-end gap-3 border-b border-border pb-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(String(new FormData(event.currentTarget).get("provider") ?? ""));
      }}
    >
      <fieldset disabled={!editable} className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-semibold">
          The site&apos;s own lender (its finance forms&apos; provider)
          <select name="provider" defaultValue={settings.finance_provider ?? ""} className="min-h-11 rounded-site border border-border bg-bg px-3 text-base font-normal">
            <option value="">The first lender of the finance section</option>
            {lenders.map((l) => <option key={l.provider} value={l.provider}>{l.name}</option>)}
          </select>
        </label>
        {editable && <Button type="submit" size="sm" disabled={save.isPending}>Save lender</Button>}
      </fieldset>
      {save.isSuccess && <p role="status">Saved: the site shows it now.</p>}
      <FormError error={save.error} />
    </form>
  );
}
