import { ValuationPage } from "../../features/leads/components/ValuationPage";

/** /trade-in and /cars/trade-in?car_id= (not gated): the shopper's car, its offer range. */
export function Component() {
  return <ValuationPage kind="trade_in" />;
}
