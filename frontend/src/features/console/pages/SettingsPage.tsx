/**
 * Site settings (issue 11 §5): the configuration and the theme as forms generated from their
 * schemas (the server validates with the same models and names the wrong field), the theme with a
 * live preview of the site, the domains and where each dealership's leads go.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { NavLink, Route, Routes } from "react-router";
import { Button } from "../../../components/ui/Button";
import { ApiError } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { useDocumentTitle } from "../../../lib/document-title";
import { useSite } from "../../../lib/site";
import { can, consoleGet, consoleSend, type ConsoleMe, type Settings } from "../api/console";
import { FormError } from "../components/Field";
import { SchemaForm, type FieldErrors } from "../components/SchemaForm";
import type { JsonSchema } from "../lib/schema";
import { DomainsPanel } from "./DomainsPanel";
import { LeadDestinationsPanel } from "./LeadDestinationsPanel";
import { ThemePanel } from "./ThemePanel";

export const SETTINGS_KEY = ["console", "settings"] as const;

const tab = ({ isActive }: { isActive: boolean }) => cn("inline-flex min-h-11 items-center rounded-site px-3 font-semibold no-underline", isActive ? "bg-surface underline" : "hover:bg-surface");

export function SettingsPage({ me }: { me: ConsoleMe }) {
  const site = useSite();
  useDocumentTitle(`Settings | ${site.name} console`);
  const settings = useQuery({ queryKey: SETTINGS_KEY, queryFn: () => consoleGet<Settings>("/settings") });
  const editable = can(me, "settings:write");
  return (
    <>
      <h1 className="text-2xl font-bold">Settings</h1>
      <nav aria-label="Settings" className="flex flex-wrap gap-1 border-b border-border pb-2">
        <NavLink to="/console/settings" end className={tab}>Site</NavLink>
        <NavLink to="/console/settings/theme" className={tab}>Theme</NavLink>
        <NavLink to="/console/settings/domains" className={tab}>Domains</NavLink>
        <NavLink to="/console/settings/leads" className={tab}>Lead destinations</NavLink>
      </nav>
      {!editable && <p className="rounded-site bg-surface p-3">Your role can read these settings; an owner or manager can change them.</p>}
      {!settings.data ? (
        <p role="status">Loading…</p>
      ) : (
        <Routes>
          <Route index element={<ConfigPanel me={me} settings={settings.data} editable={editable} />} />
          <Route path="theme" element={<ThemePanel me={me} settings={settings.data} editable={editable} />} />
          <Route path="domains" element={<DomainsPanel me={me} editable={editable} />} />
          <Route path="leads" element={<LeadDestinationsPanel me={me} editable={editable} />} />
        </Routes>
      )}
    </>
  );
}

/** The server's 422 as errors by field path, for the generated form. */
export function errorsByField(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(error.fieldErrors.map((e) => [e.field, e.message]));
}

/** Saving a whole settings document (configuration or theme): the draft, its errors, the result. */
export function useSettingsDraft(me: ConsoleMe, path: string, saved: Record<string, unknown>) {
  const client = useQueryClient();
  const [draft, setDraft] = useState<Record<string, unknown>>(saved);
  const save = useMutation({
    mutationFn: () => consoleSend<Settings>("PUT", path, draft, me.csrf_token),
    onSuccess: (next) => client.setQueryData(SETTINGS_KEY, next),
  });
  const change = (value: unknown) => {
    setDraft(value as Record<string, unknown>);
    if (save.isSuccess) save.reset();
  };
  return { draft, change, save, errors: errorsByField(save.error) };
}

export function SaveBar({ save, errors, label }: { save: ReturnType<typeof useSettingsDraft>["save"]; errors: FieldErrors; label: string }) {
  const count = Object.keys(errors).length;
  return (
    <div className="sticky bottom-0 flex flex-wrap items-center gap-3 border-t border-border bg-bg py-3">
      <Button type="submit" disabled={save.isPending}>{label}</Button>
      {save.isSuccess && <p role="status">Saved: the site shows it now.</p>}
      {count > 0 ? (
        <p role="alert" className="font-semibold text-danger">{`${count === 1 ? "One field needs" : `${count} fields need`} a change: ${Object.keys(errors).join(", ")}.`}</p>
      ) : (
        <FormError error={save.error} />
      )}
    </div>
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
