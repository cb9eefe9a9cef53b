import { CheckoutJourney } from "../../features/leads/components/CheckoutJourney";
import { DeliveryCalculator } from "../../features/vehicle/components/DeliveryCalculator";

/** /checkout-journey?car_id={slug}: the online purchase wizard (spec: vehicle §2); its delivery step
 * shows the vehicle page's delivery calculator. */
export function Component() {
  return <CheckoutJourney Delivery={DeliveryCalculator} />;
}
