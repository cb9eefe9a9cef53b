import { ValuationPage } from "../../features/leads/components/ValuationPage";

/** /sell-my-car and /sell-your-car (not gated, spec: finance-signin-locations §2.2): the dealer
 * buys the shopper's car outright, valued as a trade-in is. */
export function Component() {
  return <ValuationPage kind="sell_my_car" />;
}
