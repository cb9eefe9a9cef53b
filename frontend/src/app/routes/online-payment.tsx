import { OnlinePaymentPage } from "../../features/payments/OnlinePaymentPage";

/** /online-payment: behind sign-in on every site, on the server and in the router. */
export function Component() {
  return <OnlinePaymentPage />;
}
