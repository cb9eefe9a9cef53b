/**
 * A dealer's sign-up link from a platform operator: the one-time token is in the address's
 * fragment (never sent to a server or written to a log) and is wiped from the history at once;
 * the dealer chooses a password, becomes the site's owner, and goes on to set the site up.
 */
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../../../components/ui/Button";
import { ApiError } from "../../../../lib/api";
import { consoleSend } from "../../api/console";
import { useRefreshMe } from "../../api/queries";
import { Field, FormError } from "../../components/Field";
import { Frame } from "../PasswordPages";

function takeToken(): string {
  const token = new URLSearchParams(window.location.hash.slice(1)).get("token") ?? "";
  if (window.location.hash) window.history.replaceState(null, "", window.location.pathname);
  return token;
}

export function SignUpPage() {
  const navigate = useNavigate();
  const refreshMe = useRefreshMe();
  const [token] = useState(takeToken);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    try {
      await consoleSend("POST", "/auth/sign-up", { token, password: new FormData(event.currentTarget).get("password") });
      await refreshMe();
      navigate("/console/setup", { replace: true });
    } catch (caught) {
      setError(caught);
      setBusy(false);
    }
  };
  const passwordError = error instanceof ApiError ? error.fieldError("password") : undefined;
  const linkError = error instanceof ApiError ? error.fieldError("token") : undefined;
  return (
    <Frame title="Set up your website">
      <p>Choose the password you will sign in to your site&apos;s console with. Then we will set your site up together: your brand, your dealership, your stock and where your leads go.</p>
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        {linkError ? <p role="alert" className="rounded-site bg-red-50 p-3 font-semibold text-danger">{linkError}</p> : !passwordError && <FormError error={error} />}
        <Field label="New password (at least 12 characters)" name="password" type="password" autoComplete="new-password" required error={passwordError} />
        <Button type="submit" block disabled={busy || !token}>
          Continue
        </Button>
      </form>
    </Frame>
  );
}
