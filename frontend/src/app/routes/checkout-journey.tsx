import { CheckoutJourney } from "../../features/checkout/components/CheckoutJourney";

/** /checkout-journey?car_id={slug}: the online purchase wizard (spec: vehicle §2). */
export function Component() {
  return <CheckoutJourney />;
}
