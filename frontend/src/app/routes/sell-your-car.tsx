import { useMemo } from "react";
import { LeadPage } from "../../features/leads/components/LeadPage";
import { ownCarForm } from "../../features/leads/lib/forms";

/** /sell-your-car: "We Want Your Car!" */
export function Component() {
  const form = useMemo(() => ownCarForm(true), []);
  return <LeadPage kind="sell_my_car" title="Sell Your Car" lead="We buy all types of cars. Our high turnover means we can pay more." comments="optional" submitLabel="Send Details" {...form} />;
}
