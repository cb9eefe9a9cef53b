import { ApplicationPage } from "../../features/finance/ApplicationPage";

/** /finance/applications/{id}: the application's status (behind sign-in). */
export function Component() {
  return <ApplicationPage />;
}
