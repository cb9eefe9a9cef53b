/**
 * The owners' billing details: who the platform invoices, in the form generated from
 * the server's model; a wrong ABN, e-mail or postcode is named beside its field.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { consoleGet, consoleSend, type Billing, type ConsoleMe } from "../api/console";
import { SaveBar, useFormDraft } from "../components/FormDraft";
import { SchemaForm } from "../components/SchemaForm";
import type { JsonSchema } from "../lib/schema";

const BILLING_KEY = ["console", "billing"] as const;

export function BillingPanel({ me }: { me: ConsoleMe }) {
  const billing = useQuery({ queryKey: BILLING_KEY, queryFn: () => consoleGet<Billing>("/billing") });
  if (!billing.data) return <p role="status">Loading…</p>;
  return <BillingForm me={me} billing={billing.data} />;
}

function BillingForm({ me, billing }: { me: ConsoleMe; billing: Billing }) {
  const client = useQueryClient();
  const { draft, change, save, errors } = useFormDraft(
    billing.billing,
    (next) => consoleSend<Billing>("PUT", "/billing", next, me.csrf_token),
    (saved) => client.setQueryData(BILLING_KEY, saved),
  );
  return (
    <form
      aria-label="Billing details"
      noValidate
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <p>Invoices for this site go to these details. Only owners see them; the site never shows them.</p>
      <SchemaForm schema={billing.form_schema as JsonSchema} value={draft} onChange={change} errors={errors} />
      <SaveBar save={save} errors={errors} label="Save billing details" saved="Saved." />
    </form>
  );
}
