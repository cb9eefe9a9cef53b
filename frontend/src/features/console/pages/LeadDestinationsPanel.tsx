/**
 * Where each dealership's leads go: e-mail addresses, ADF/XML addresses for CRMs and signed
 * webhooks (a secret is never shown again; leave it empty to keep it), and a test lead that
 * travels the real delivery path, its results on the lead's page in the inbox.
 */
import { useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/Button";
import { Link } from "../../../components/ui/Link";
import type { ConsoleMe, Destinations } from "../api/console";
import { useDealershipDestinations, useLeadDestinations } from "../api/queries";
import { FormError } from "../components/Field";
import { errorsByField } from "../api/drafts";
import { LeadHandlingPanel } from "./LeadHandlingPanel";


export function LeadDestinationsPanel({ me, editable }: { me: ConsoleMe; editable: boolean }) {
  const destinations = useLeadDestinations();
  return (
    <>
      <LeadHandlingPanel me={me} editable={editable} />
      <section aria-labelledby="destinations-title" className="flex flex-col gap-4">
        <h2 id="destinations-title" className="text-xl font-bold">Lead destinations</h2>
        {destinations.data?.map((d) => <DealershipDestinations key={d.dealership_id} me={me} destinations={d} editable={editable} />)}
      </section>
    </>
  );
}

const lines = (text: FormDataEntryValue | null) => String(text ?? "").split("\n").map((l) => l.trim()).filter(Boolean);

function DealershipDestinations({ me, destinations, editable }: { me: ConsoleMe; destinations: Destinations; editable: boolean }) {
  const id = destinations.dealership_id;
  const [hooks, setHooks] = useState(destinations.webhooks.length ? destinations.webhooks.map((w) => ({ url: w.url, kept: true })) : []);
  const { save, test } = useDealershipDestinations(me, id);
  const errors = errorsByField(save.error);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    save.mutate({
      emails: lines(form.get("emails")),
      adf_emails: lines(form.get("adf_emails")),
      webhooks: hooks.map((_, i) => ({ url: String(form.get(`hook-${i}-url`) ?? ""), secret: String(form.get(`hook-${i}-secret`) ?? "") || null })),
    });
  };
  const prefix = `dest-${id}`;
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${prefix}-title`} className="flex flex-col gap-3 rounded-site border border-border p-4" data-testid="lead-destinations">
      <h3 id={`${prefix}-title`} className="text-lg font-bold">{destinations.name}</h3>
      <fieldset disabled={!editable} className="grid gap-3 sm:grid-cols-2">
        <Lines id={`${prefix}-emails`} name="emails" label="E-mail addresses, one per line" value={destinations.emails} error={errors.emails ?? firstNested(errors, "emails")} hint={destinations.email ? `With none, leads go to ${destinations.email}.` : undefined} />
        <Lines id={`${prefix}-adf`} name="adf_emails" label="ADF/XML addresses (CRMs), one per line" value={destinations.adf_emails} error={errors.adf_emails ?? firstNested(errors, "adf_emails")} />
        {hooks.map((hook, i) => (
          <fieldset key={i} className="flex flex-col gap-2 rounded-site border border-border p-3 sm:col-span-2">
            <legend className="font-semibold">{`Webhook ${i + 1}`}</legend>
            <label className="flex flex-col gap-1 text-sm font-semibold">
              Address (https://)
              <input name={`hook-${i}-url`} defaultValue={hook.url} className="min-h-11 rounded-site border border-border bg-bg px-3 text-base font-normal" aria-invalid={errors[`webhooks.${i}.url`] ? true : undefined} />
            </label>
            <label className="flex flex-col gap-1 text-sm font-semibold">
              {hook.kept ? "Signing secret (leave empty to keep it)" : "Signing secret (16 characters or more)"}
              <input name={`hook-${i}-secret`} type="password" autoComplete="off" className="min-h-11 rounded-site border border-border bg-bg px-3 text-base font-normal" aria-invalid={errors[`webhooks.${i}.secret`] ? true : undefined} />
            </label>
            {[errors[`webhooks.${i}.url`], errors[`webhooks.${i}.secret`]].filter(Boolean).map((m) => (
              <p key={m} className="text-sm font-semibold text-danger">{m}</p>
            ))}
            <Button variant="outline" size="sm" onClick={() => setHooks(hooks.filter((_, j) => j !== i))}>{`Remove webhook ${i + 1}`}</Button>
          </fieldset>
        ))}
      </fieldset>
      {editable && (
        <div className="flex flex-wrap items-center gap-3">
          {hooks.length < 5 && <Button variant="outline" onClick={() => setHooks([...hooks, { url: "", kept: false }])}>Add a webhook</Button>}
          <Button type="submit" disabled={save.isPending}>{`Save ${destinations.name}`}</Button>
          <Button variant="outline" disabled={test.isPending} onClick={() => test.mutate()}>Send a test lead</Button>
          {save.isSuccess && <p role="status">Saved.</p>}
          {test.data && (
            <p role="status">
              {`Test lead sent to ${test.data.deliveries} ${test.data.deliveries === 1 ? "destination" : "destinations"}. `}
              <Link href={`/console/leads/${test.data.lead_id}`} className="underline">See each delivery</Link>
            </p>
          )}
          <FormError error={Object.keys(errors).length ? undefined : save.error} />
          <FormError error={test.error} />
        </div>
      )}
    </form>
  );
}

function firstNested(errors: Record<string, string>, field: string): string | undefined {
  const found = Object.entries(errors).find(([key]) => key.startsWith(`${field}.`));
  return found ? `Line ${Number(found[0].split(".")[1]) + 1}: ${found[1]}` : undefined;
}

function Lines({ id, name, label, value, error, hint }: { id: string; name: string; label: string; value: string[]; error?: string; hint?: string }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">{label}</label>
      <textarea id={id} name={name} rows={3} defaultValue={value.join("\n")} className="rounded-site border border-border bg-bg px-3 py-2 text-base" aria-invalid={error ? true : undefined} aria-describedby={[error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(" ") || undefined} />
      {hint && <p id={`${id}-hint`} className="text-sm text-muted">{hint}</p>}
      {error && <p id={`${id}-error`} className="text-sm font-semibold text-danger">{error}</p>}
    </div>
  );
}
