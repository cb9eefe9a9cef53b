/** The new-site wizard in the site's own console, for its owner (a dealer who signed up through
 * an operator's link): the same steps as the platform's, on /api/v1/console/setup. */
import { useMemo } from "react";
import { consoleSend, type ConsoleMe } from "../../api/console";
import type { SetupApi } from "../../api/setup";
import { SetupWizard } from "./SetupWizard";

export function SetupPage({ me }: { me: ConsoleMe }) {
  const api = useMemo<SetupApi>(() => ({
    base: "/api/v1/console/setup",
    progress: "/api/v1/console/setup",
    csrf: me.csrf_token,
    operator: false,
    goLive: () => consoleSend("POST", "/go-live", undefined, me.csrf_token),
  }), [me.csrf_token]);
  return <SetupWizard api={api} />;
}
