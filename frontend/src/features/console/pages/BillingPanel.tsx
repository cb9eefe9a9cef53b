/**
 * The owners' billing details: who the platform invoices, in the form generated from
 * the server's model; a wrong ABN, e-mail or postcode is named beside its field.
 */
import type { Billing, ConsoleMe } from "../api/console";
import { useBilling, useSaveBilling } from "../api/queries";
import { useFormDraft } from "../api/drafts";
import { SaveBar } from "../components/FormDraft";
import { SchemaForm } from "../components/SchemaForm";
import type { JsonSchema } from "../lib/schema";


export function BillingPanel({ me }: { me: ConsoleMe }) {
  const billing = useBilling();
  if (!billing.data) return <p role="status">Loading…</p>;
  return <BillingForm me={me} billing={billing.data} />;
}

function BillingForm({ me, billing }: { me: ConsoleMe; billing: Billing }) {
  const { send, onSaved } = useSaveBilling(me);
  const { draft, change, save, errors } = useFormDraft(billing.billing, send, onSaved);
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
