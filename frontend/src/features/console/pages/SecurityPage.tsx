/**
 * Two-step sign-in: a user sets up an authenticator app (the key to type in, or the
 * otpauth link a phone opens), confirmed with its first code; an owner who uses one may require
 * it of every console user of the site. A user the site requires it of sees only this until done.
 */
import { useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/Button";
import { ApiError } from "../../../lib/api";
import { useDocumentTitle } from "../../../lib/document-title";
import { useSite } from "../../../lib/site";
import { can, type ConsoleMe } from "../api/console";
import { useRequireTotp, useSiteSecurity, useTotpSetup, type TotpSetup } from "../api/queries";
import { Field, FormError } from "../components/Field";


export function SecurityPage({ me }: { me: ConsoleMe }) {
  const site = useSite();
  useDocumentTitle(`Two-step sign-in | ${site.name} console`);
  return (
    <>
      <h1 className="text-2xl font-bold">Two-step sign-in</h1>
      {me.totp_setup_needed && <p className="rounded-site bg-surface p-3 font-semibold">{`${site.name} requires two-step sign-in. Set it up to continue to the console.`}</p>}
      {me.totp_enabled ? <p>Two-step sign-in is on for your account: each sign-in asks for a code from your authenticator app.</p> : <TwoStepSetup me={me} />}
      {can(me, "users:manage") && <RequireForEveryone me={me} />}
    </>
  );
}

function TwoStepSetup({ me }: { me: ConsoleMe }) {
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const { start, enable } = useTotpSetup(me, setSetup);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    enable.mutate({ secret: setup?.secret, code: String(new FormData(event.currentTarget).get("code") ?? "").trim() });
  };
  if (!setup) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="max-w-prose">Use an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password and others).</p>
        <Button onClick={() => start.mutate()} disabled={start.isPending}>Set up two-step sign-in</Button>
        <FormError error={start.error} />
      </div>
    );
  }
  const codeError = enable.error instanceof ApiError ? (enable.error.fieldError("code") ?? enable.error.message) : undefined;
  return (
    <form onSubmit={submit} noValidate aria-label="Confirm two-step sign-in" className="flex max-w-prose flex-col gap-3">
      <p>
        Add this key to your authenticator app, or <a href={setup.uri} className="font-semibold underline">open it on this phone</a>:
      </p>
      <p className="break-all rounded-site bg-surface p-3 font-mono text-lg" data-testid="totp-secret">{setup.secret}</p>
      <Field label="The 6-digit code your app shows" name="code" inputMode="numeric" autoComplete="one-time-code" error={codeError} />
      <Button type="submit" disabled={enable.isPending}>Turn on two-step sign-in</Button>
    </form>
  );
}

function RequireForEveryone({ me }: { me: ConsoleMe }) {
  const security = useSiteSecurity();
  const save = useRequireTotp(me);
  if (!security.data) return null;
  const required = security.data.totp_required;
  return (
    <section aria-labelledby="require-title" className="flex flex-col items-start gap-3 rounded-site border border-border p-4">
      <h2 id="require-title" className="text-lg font-bold">For everyone on this site</h2>
      <p>{required ? "Every console user must use two-step sign-in." : "Two-step sign-in is optional for console users."}</p>
      <Button variant="outline" onClick={() => save.mutate(!required)} disabled={save.isPending}>
        {required ? "Make two-step sign-in optional" : "Require two-step sign-in"}
      </Button>
      <FormError error={save.error} />
    </section>
  );
}
