/** The host names the site answers on. A dealer's own domain is theirs once its DNS records are
 * found: until then the panel shows the records to create and a check; a verified domain can be
 * the primary one, the address of canonical URLs and e-mail links. */
import type { FormEvent } from "react";
import { Button } from "../../../components/ui/Button";
import { ApiError } from "../../../lib/api";
import type { ConsoleMe, Domain } from "../api/console";
import { useDomains } from "../api/queries";
import { Field, FormError } from "../components/Field";

export function DomainsPanel({ me, editable }: { me: ConsoleMe; editable: boolean }) {
  const { domains, add, change, check } = useDomains(me);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    add.mutate(String(new FormData(form).get("host") ?? ""), { onSuccess: () => form.reset() });
  };
  const hostError = add.error instanceof ApiError ? add.error.fieldError("host") : undefined;
  const checked = check.data;
  return (
    <section aria-labelledby="domains-title" className="flex flex-col gap-4">
      <h2 id="domains-title" className="text-xl font-bold">Domains</h2>
      <FormError error={change.error ?? check.error} />
      <ul className="flex flex-col divide-y divide-border rounded-site border border-border" data-testid="domains">
        {domains.data?.map((d) => (
          <li key={d.id} className="flex flex-col gap-3 p-3" data-testid="domain">
            <div className="flex flex-wrap items-center gap-3">
              <span className="mr-auto font-semibold">{d.host}</span>
              {d.primary && <span className="rounded-full bg-surface px-3 text-sm">Primary</span>}
              <span className="text-sm text-muted">{d.verified ? "Verified" : "Waiting for its DNS records"}</span>
              {editable && !d.primary && (
                <>
                  {d.verified ? (
                    <Button variant="outline" size="sm" onClick={() => change.mutate({ id: d.id, remove: false })}>{`Make ${d.host} primary`}</Button>
                  ) : (
                    <Button variant="outline" size="sm" disabled={check.isPending} onClick={() => check.mutate(d.id)}>{`Check ${d.host}`}</Button>
                  )}
                  <Button variant="outline" size="sm" onClick={() => change.mutate({ id: d.id, remove: true })}>{`Remove ${d.host}`}</Button>
                </>
              )}
            </div>
            {!d.verified && <DnsRecords domain={d} />}
            {checked && checked.domain.id === d.id && (
              <p role="status" className="text-sm">
                {checked.problems.length === 0 ? `${d.host} is verified.` : checked.problems.join(" ")}
              </p>
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
      <p className="max-w-prose text-sm text-muted">
        Add the domain, create its records at your DNS provider, then check it. DNS changes can take an hour to be seen.
      </p>
    </section>
  );
}

function DnsRecords({ domain }: { domain: Domain }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="mb-1 text-left font-semibold">{`Records to create for ${domain.host}`}</caption>
        <thead>
          <tr>
            <th scope="col" className="pr-3">Type</th>
            <th scope="col" className="pr-3">Name</th>
            <th scope="col" className="pr-3">Value</th>
            <th scope="col">Why</th>
          </tr>
        </thead>
        <tbody>
          {domain.records.map((r) => (
            <tr key={`${r.type}-${r.name}-${r.value}`} className="align-top">
              <td className="pr-3 font-semibold">{r.type}</td>
              <td className="pr-3 break-all"><code>{r.name}</code></td>
              <td className="pr-3 break-all"><code>{r.value}</code></td>
              <td>{r.purpose}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
