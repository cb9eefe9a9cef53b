/** Where the signed-in user's lead alerts go: always their e-mail, and a text to the mobile set
 * here (an Australian mobile; empty stops the texts). */
import { useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/Button";
import { ApiError } from "../../../lib/api";
import type { ConsoleMe } from "../api/console";
import { useMyAlerts } from "../api/queries";
import { FormError } from "./Field";

export function MyAlerts({ me }: { me: ConsoleMe }) {
  const { alerts, save } = useMyAlerts(me);
  if (!alerts.data) return null;
  return <AlertsForm key={alerts.data.mobile ?? ""} me={me} mobile={alerts.data.mobile} save={save} />;
}

function AlertsForm({ me, mobile, save }: { me: ConsoleMe; mobile: string | null; save: ReturnType<typeof useMyAlerts>["save"] }) {
  const [value, setValue] = useState(mobile ?? "");
  const error = save.error instanceof ApiError ? save.error.fieldError("mobile") : undefined;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(value.trim() || null);
  };
  return (
    <details className="rounded-site border border-border p-3">
      <summary className="flex min-h-11 cursor-pointer items-center font-semibold">Your lead alerts</summary>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3 pt-2">
        <p className="text-sm">{`New and assigned leads are e-mailed to ${me.email}${mobile ? ` and texted to ${mobile}` : ""}.`}</p>
        <label className="flex max-w-sm flex-col gap-1 text-sm font-semibold">
          Mobile for texted alerts (leave empty for e-mail only)
          <input type="tel" autoComplete="tel" value={value} onChange={(e) => setValue(e.target.value)} className="min-h-11 rounded-site border border-border bg-bg px-3 text-base font-normal" aria-invalid={error ? true : undefined} />
          {error && <span className="text-danger">{error}</span>}
        </label>
        <Button type="submit" variant="outline" disabled={save.isPending} className="self-start">Save alert mobile</Button>
        {save.isSuccess && <p role="status">Saved.</p>}
        <FormError error={error ? undefined : save.error} />
      </form>
    </details>
  );
}
