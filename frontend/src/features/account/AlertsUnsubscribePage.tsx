/**
 * /alerts/unsubscribe?token= : where an alert's "Stop these alerts" link lands. The stop is a
 * button, not the page load, so a mail scanner that opens links stops nothing.
 */
import { useSearchParams } from "react-router";
import { Button } from "../../components/ui/Button";
import { Container } from "../../components/ui/Container";
import { useDocumentTitle } from "../../lib/document-title";
import { useSite } from "../../lib/site";
import { useUnsubscribeAlerts } from "./api/alerts";

export function AlertsUnsubscribePage() {
  const site = useSite();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const unsubscribe = useUnsubscribeAlerts();
  const answer = unsubscribe.data;
  const busy = unsubscribe.isPending;
  useDocumentTitle(`Stop alerts | ${site.name}`);

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
          <Button onClick={() => unsubscribe.mutate(token)} disabled={busy || !token}>
            {busy ? "Stopping..." : "Stop these alerts"}
          </Button>
        </>
      )}
    </Container>
  );
}
