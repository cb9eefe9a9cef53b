/** Settings › Business details: each dealership's name, phone, e-mail, address and licence, the
 * details the site's header and footer show (the header calls the head dealership's phone). One
 * form per dealership the user reaches, generated from the server's BusinessDetails schema. */
import { useQueryClient } from "@tanstack/react-query";
import type { ConsoleMe } from "../api/console";
import { consoleKeys, saveBusiness, useBusiness } from "../api/queries";
import { SchemaEditor } from "./content/SchemaEditor";

export function BusinessPanel({ me, editable }: { me: ConsoleMe; editable: boolean }) {
  const business = useBusiness();
  const client = useQueryClient();
  if (!business.data) return <p role="status">Loading…</p>;
  return (
    <section aria-label="Business details" className="flex flex-col gap-4">
      <p className="text-muted">What the site shows in its header and footer: the phone shoppers call, the business's name, address and licence.</p>
      {business.data.dealerships.map((row) => (
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
      ))}
    </section>
  );
}
