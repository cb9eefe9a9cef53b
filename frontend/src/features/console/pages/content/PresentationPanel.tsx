/**
 * The site's presentation (hero, slides, promotion banners, menus, footer, contact links...) in
 * the form generated from PresentationConfig, and a dealership's own presentation: its sections
 * as they show, of which the server keeps only what differs from the site's (spec §2.7).
 */
import { useState } from "react";
import { Button } from "../../../../components/ui/Button";
import { canSiteWide, consoleSend, type ConsoleMe, type Presentation } from "../../api/console";
import { usePresentation, useSavePresentation } from "../../api/queries";
import { FormError } from "../../components/Field";
import { changedPaths } from "../../lib/schema";
import { SchemaEditor } from "./SchemaEditor";


export function PresentationPanel({ me, editable }: { me: ConsoleMe; editable: boolean }) {
  const presentation = usePresentation();
  const [chosen, setChosen] = useState<number>();
  const { saved, reset } = useSavePresentation(me);
  if (!presentation.data) return <p role="status">Loading…</p>;
  const data = presentation.data;
  const dealership = data.dealerships.find((d) => d.dealership_id === (chosen ?? data.dealerships[0]?.dealership_id));
  const own = dealership ? changedPaths(dealership.override) : [];
  return (
    <div className="flex flex-col gap-6">
      {canSiteWide(me, "content:read") && (
        <SchemaEditor
          label="The site's home and menus"
          schema={data.form_schema}
          saved={data.presentation}
          editable={editable && canSiteWide(me, "content:write")}
          saveLabel="Save home and menus"
          send={(body) => consoleSend<Presentation>("PUT", "/presentation", body, me.csrf_token)}
          onSaved={saved}
        />
      )}
      {dealership && (
        <section aria-label="A dealership's own presentation" className="flex flex-col gap-3">
          <h2 className="text-xl font-bold">A dealership's own presentation</h2>
          <div className="flex flex-col gap-1">
            <label htmlFor="override-dealership" className="text-sm font-semibold">Dealership</label>
            <select id="override-dealership" className="min-h-11 max-w-sm rounded-site border border-border bg-bg px-3" value={dealership.dealership_id} onChange={(e) => setChosen(Number(e.target.value))}>
              {data.dealerships.map((d) => <option key={d.dealership_id} value={d.dealership_id}>{d.name}</option>)}
            </select>
          </div>
          <p data-testid="own-settings">{own.length === 0 ? `${dealership.name} shows the site's presentation.` : `${dealership.name} sets its own: ${own.join(", ")}.`}</p>
          {editable && own.length > 0 && (
            <div>
              <Button variant="outline" onClick={() => reset.mutate(dealership.dealership_id)}>Use the site's presentation</Button>
              <FormError error={reset.error} />
            </div>
          )}
          <SchemaEditor
            key={`${dealership.dealership_id}-${JSON.stringify(dealership.override)}`}
            label={`${dealership.name}: how it shows`}
            schema={data.override_schema}
            saved={dealership.effective}
            editable={editable}
            sectioned
            saveLabel={`Save ${dealership.name}'s presentation`}
            send={(body) => consoleSend<Presentation>("PUT", `/dealership-overrides/${dealership.dealership_id}`, body, me.csrf_token)}
            onSaved={saved}
          />
        </section>
      )}
    </div>
  );
}
