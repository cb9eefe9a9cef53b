/** Choosing a password from an invitation or reset link, and asking for a reset link. */
import { useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { Button, ButtonLink } from "../../../components/ui/Button";
import { ApiError } from "../../../lib/api";
import { useDocumentTitle } from "../../../lib/document-title";
import { consoleSend } from "../api/console";
import { Field, FormError } from "../components/Field";

export function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  useDocumentTitle(title);
  return (
    <main id="main" className="mx-auto flex min-h-screen w-full max-w-sm flex-col justify-center gap-6 p-6">
      <h1 className="text-2xl font-bold">{title}</h1>
      {children}
    </main>
  );
}

export function ChoosePasswordPage() {
  const [params] = useSearchParams();
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = new FormData(event.currentTarget).get("password");
    try {
      await consoleSend("POST", "/auth/password", { token: params.get("token") ?? "", password });
      setDone(true);
    } catch (caught) {
      setError(caught);
    }
  };
  if (done) {
    return (
      <Frame title="Your password is set">
        <ButtonLink href="/console">Sign in</ButtonLink>
      </Frame>
    );
  }
  const fieldError = error instanceof ApiError ? error.fieldError("password") : undefined;
  return (
    <Frame title="Choose your password">
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        {!fieldError && <FormError error={error} />}
        <Field label="New password (at least 12 characters)" name="password" type="password" autoComplete="new-password" required error={fieldError} />
        <Button type="submit" block>
          Save password
        </Button>
      </form>
    </Frame>
  );
}

export function ForgotPasswordPage() {
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      await consoleSend("POST", "/auth/password-reset", { email: new FormData(event.currentTarget).get("email") });
      setSent(true);
    } catch (caught) {
      setError(caught);
    }
  };
  return (
    <Frame title="Reset your password">
      {sent ? (
        <p role="status">If the address has a console account, a link to choose a new password is on its way. It works for an hour.</p>
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <FormError error={error} />
          <Field label="E-mail address" name="email" type="email" autoComplete="username" required />
          <Button type="submit" block>
            Send me a link
          </Button>
        </form>
      )}
    </Frame>
  );
}
