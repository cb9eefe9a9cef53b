/**
 * A platform operator arriving from the platform host's console: the one-time token is in the
 * address's fragment (never sent to a server or written to a log); it is exchanged once for a
 * session of this site, and the fragment is wiped from the history.
 */
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { ButtonLink } from "../../../components/ui/Button";
import { consoleSend } from "../api/console";
import { useRefreshMe } from "../api/queries";
import { FormError } from "../components/Field";
import { Frame } from "./PasswordPages";

export function HandOffPage() {
  const navigate = useNavigate();
  const refreshMe = useRefreshMe();
  const [error, setError] = useState<unknown>(null);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return; // a token works once: StrictMode's second effect must not spend it
    sent.current = true;
    const token = window.location.hash.slice(1);
    window.history.replaceState(null, "", window.location.pathname);
    consoleSend("POST", "/auth/hand-off", { token }).then(
      () => refreshMe().then(() => navigate("/console", { replace: true })),
      setError,
    );
  }, [refreshMe, navigate]);
  return (
    <Frame title={error ? "This link did not work" : "Opening the console…"}>
      {error ? (
        <>
          <FormError error={error} />
          <ButtonLink href="/console">Sign in</ButtonLink>
        </>
      ) : (
        <p role="status">Signing you in as a platform operator…</p>
      )}
    </Frame>
  );
}
