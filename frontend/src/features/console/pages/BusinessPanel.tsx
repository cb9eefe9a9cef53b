/** Settings › Business details: each dealership's name, phone, e-mail, address and licence, the
 * details the site's header and footer show (the header calls the head dealership's phone). One
 * form per dealership the user reaches, generated from the server's BusinessDetails schema. */
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Select } from "../../../components/ui/Select";
import type { ConsoleMe } from "../api/console";
import { consoleKeys, saveBusiness, useBusiness } from "../api/queries";
import { SchemaEditor } from "./content/SchemaEditor";

export function BusinessPanel({ me, editable }: { me: ConsoleMe; editable: boolean }) {
  const business = useBusiness();
  const client = useQueryClient();
  const [chosen, setChosen] = useState<number | null>(null);
  if (!business.data) return <p role="status">Loading…</p>;
  const rows = business.data.dealerships;
  // one dealership's form at a time: each form's save bar stays with its own fields
  const row = rows.find((r) => r.id === chosen) ?? rows[0];
  return (
    <section aria-label="Business details" className="flex flex-col gap-4">
      <p className="text-muted">What the site shows in its header and footer: the phone shoppers call, the business's name, address and licence.</p>
      {rows.length > 1 && (
        <Select label="Dealership" value={String(row?.id ?? "")} onValueChange={(v) => setChosen(Number(v))} options={rows.map((r) => ({ value: String(r.id), label: String(r.values.name) }))} />
      )}
      {row && (
        <SchemaEditor
          key={row.id}
          label={String(row.values.name)}
          schema={business.data.schema}
          saved={row.values}
          editable={editable}
          saveLabel="Save business details"
          send={(body) => saveBusiness(me, row.id, body)}
          onSaved={() => void client.invalidateQueries({ queryKey: consoleKeys.business() })}
        />
      )}
    </section>
  );
}
