import { LeadPage } from "../../features/leads/components/LeadPage";
import { tradeInForm } from "../../features/leads/lib/forms";

const form = tradeInForm();

/** /trade-in and /cars/trade-in?car_id= (not gated): the shopper's car, for a valuation. */
export function Component() {
  return <LeadPage kind="trade_in" title="Trade-In Valuation" lead="Tell us about your car and we will value it." comments="optional" submitLabel="Get My Valuation" {...form} />;
}
