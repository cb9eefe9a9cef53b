/**
 * The theme form beside a live preview: the site's home page in a frame of the same origin, its
 * CSS variables set from the draft on every change (the shopper app's own theme variables), so
 * the owner sees colours and fonts before saving.
 */
import { useCallback, useEffect, useRef } from "react";
import type { Theme } from "../../../lib/api";
import { templateVariables } from "../../../themes/templates";
import { themeVariables } from "../../../themes/theme";
import type { ConsoleMe, Settings } from "../api/console";
import { SchemaForm } from "../components/SchemaForm";
import type { JsonSchema } from "../lib/schema";
import { SaveBar } from "../components/FormDraft";
import { useSettingsDraft } from "./settings-draft";

export function ThemePanel({ me, settings, editable }: { me: ConsoleMe; settings: Settings; editable: boolean }) {
  const { draft, change, save, errors } = useSettingsDraft(me, "/settings/theme", settings.theme);
  const frame = useRef<HTMLIFrameElement>(null);
  const preview = useCallback(() => {
    const doc = frame.current?.contentDocument;
    if (!doc?.head) return;
    // A style sheet marked important: it wins over the variables the page sets itself at start-up.
    const variables = { ...templateVariables(settings.template), ...themeVariables(draft as unknown as Theme) };
    const style = doc.getElementById("theme-preview") ?? doc.head.appendChild(Object.assign(doc.createElement("style"), { id: "theme-preview" }));
    style.textContent = `:root{${Object.entries(variables).map(([name, value]) => `${name}:${value} !important`).join(";")}}`;
  }, [draft, settings.template]);
  useEffect(preview, [preview]);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form
        aria-label="Theme"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        <fieldset disabled={!editable} className="flex flex-col gap-3">
          <SchemaForm schema={settings.theme_schema as JsonSchema} value={draft} onChange={change} errors={errors} />
          {editable && <SaveBar save={save} errors={errors} label="Save theme" />}
        </fieldset>
      </form>
      <section aria-labelledby="preview-title" className="flex flex-col gap-2">
        <h2 id="preview-title" className="text-lg font-bold">Preview</h2>
        <iframe ref={frame} src="/" title="Preview of the site with this theme" className="h-[640px] w-full rounded-site border border-border" onLoad={preview} data-testid="theme-preview" />
      </section>
    </div>
  );
}
