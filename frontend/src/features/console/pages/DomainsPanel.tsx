/** The host names the site answers on; the primary one is its canonical address. */
import type { FormEvent } from "react";
import { Button } from "../../../components/ui/Button";
import { ApiError } from "../../../lib/api";
import type { ConsoleMe } from "../api/console";
import { useDomains } from "../api/queries";
import { Field, FormError } from "../components/Field";


export function DomainsPanel({ me, editable }: { me: ConsoleMe; editable: boolean }) {
  const { domains, add, change } = useDomains(me);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    add.mutate(String(new FormData(form).get("host") ?? ""), { onSuccess: () => form.reset() });
  };
  const hostError = add.error instanceof ApiError ? add.error.fieldError("host") : undefined;
  return (
    <section aria-labelledby="domains-title" className="flex flex-col gap-4">
      <h2 id="domains-title" className="text-xl font-bold">Domains</h2>
      <FormError error={change.error} />
      <ul className="flex flex-col divide-y divide-border rounded-site border border-border" data-testid="domains">
        {domains.data?.map((d) => (
          <li key={d.id} className="flex flex-wrap items-center gap-3 p-3">
            <span className="mr-auto font-semibold">{d.host}</span>
            {d.primary ? (
              <span className="rounded-full bg-surface px-3 text-sm">Primary</span>
            ) : (
              editable && (
                <>
                  <Button variant="outline" size="sm" onClick={() => change.mutate({ id: d.id, remove: false })}>{`Make ${d.host} primary`}</Button>
                  <Button variant="outline" size="sm" onClick={() => change.mutate({ id: d.id, remove: true })}>{`Remove ${d.host}`}</Button>
                </>
              )
            )}
          </li>
        ))}
      </ul>
      {editable && (
        <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3" aria-label="Add a domain">
          <Field label="Host name" name="host" placeholder="www.example.com.au" error={hostError} />
          <Button type="submit" disabled={add.isPending}>Add domain</Button>
          {!hostError && <FormError error={add.error} />}
        </form>
      )}
      <p className="max-w-prose text-sm text-muted">Point the host name's DNS at the platform first; the site answers on it as soon as it is added.</p>
    </section>
  );
}
