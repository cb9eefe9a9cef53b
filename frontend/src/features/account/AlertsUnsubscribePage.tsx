/**
 * /alerts/unsubscribe?token= : where an alert's "Stop these alerts" link lands. The stop is a
 * button, not the page load, so a mail scanner that opens links stops nothing.
 */
import { useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "../../components/ui/Button";
import { Container } from "../../components/ui/Container";
import { useDocumentTitle } from "../../lib/document-title";
import { useSite } from "../../lib/site";
import { refusal } from "./api/garage";

export function AlertsUnsubscribePage() {
  const site = useSite();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  useDocumentTitle(`Stop alerts | ${site.name}`);

  async function stop() {
    setBusy(true);
    const response = await fetch(`/api/v1/alerts/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: "POST",
      headers: { Accept: "application/json" },
    }).catch(() => null);
    setBusy(false);
    if (response?.ok) {
      const body = (await response.json()) as { message: string };
      setAnswer({ ok: true, message: body.message });
    } else {
      setAnswer({ ok: false, message: response ? await refusal(response) : "An unknown error occurred." });
    }
  }

  return (
    <Container className="flex max-w-xl flex-col items-start gap-4 py-10">
      <h1 className="text-3xl font-bold">Stop alerts</h1>
      {answer ? (
        <p role={answer.ok ? "status" : "alert"} className={answer.ok ? "text-lg" : "font-semibold text-danger"}>
          {answer.message}
        </p>
      ) : (
        <>
          <p>{`Stop the alerts from ${site.name} that brought you here? You can turn them on again in My garage.`}</p>
          <Button onClick={() => void stop()} disabled={busy || !token}>
            {busy ? "Stopping..." : "Stop these alerts"}
          </Button>
        </>
      )}
    </Container>
  );
}
