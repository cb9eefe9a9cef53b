import { AlertsUnsubscribePage } from "../../features/account/AlertsUnsubscribePage";

/** /alerts/unsubscribe?token= : an alert's stop link, signed in or not. */
export function Component() {
  return <AlertsUnsubscribePage />;
}
