import { TradeInPage } from "../../features/leads/components/TradeInPage";

/** /trade-in and /cars/trade-in?car_id= (not gated): the shopper's car, its offer range. */
export function Component() {
  return <TradeInPage />;
}
