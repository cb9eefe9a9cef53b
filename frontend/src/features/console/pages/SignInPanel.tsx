/** Console sign-in: e-mail and password, then the authenticator's code when the user has one.
 * The form serves a site's console and the platform operators' console alike (`base`). */
import { useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/Button";
import { Link } from "../../../components/ui/Link";
import { useSite } from "../../../lib/site";
import { sendJson } from "../api/console";
import { useRefreshMe } from "../api/queries";
import { Field, FormError } from "../components/Field";

export function SignInPanel() {
  const site = useSite();
  const refreshMe = useRefreshMe();
  return (
    <SignInForm
      title={`${site.name} console`}
      base="/api/v1/console"
      onSignedIn={refreshMe}
      forgotHref="/console/forgot-password"
    />
  );
}

export function SignInForm({ title, base, onSignedIn, forgotHref }: { title: string; base: string; onSignedIn: () => Promise<unknown>; forgotHref?: string }) {
  const [step, setStep] = useState<"password" | "code">("password");
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const answer =
        step === "password"
          ? await sendJson<{ status: string }>("POST", `${base}/auth/sign-in`, { email: form.get("email"), password: form.get("password") })
          : await sendJson<{ status: string }>("POST", `${base}/auth/totp`, { code: form.get("code") });
      if (answer.status === "totp_required") setStep("code");
      else await onSignedIn();
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };

  return (
    <main id="main" className="mx-auto flex min-h-screen w-full max-w-sm flex-col justify-center gap-6 p-6">
      <h1 className="text-2xl font-bold">{title}</h1>
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <FormError error={error} />
        {step === "password" ? (
          <>
            <Field label="E-mail address" name="email" type="email" autoComplete="username" required />
            <Field label="Password" name="password" type="password" autoComplete="current-password" required />
          </>
        ) : (
          <Field label="Code from your authenticator app" name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]{6}" maxLength={6} required />
        )}
        <Button type="submit" disabled={busy} block>
          {step === "password" ? "Sign in" : "Continue"}
        </Button>
      </form>
      {forgotHref && (
        <Link href={forgotHref} className="text-sm font-semibold underline">
          Forgot your password?
        </Link>
      )}
    </main>
  );
}
