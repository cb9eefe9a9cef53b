import { LeadPage } from "../../features/leads/components/LeadPage";
import type { FormSpec } from "../../features/leads/components/DeferredLeadForm";

const spec: FormSpec = (forms) => forms.ownCarForm(true);

/** /sell-your-car: "We Want Your Car!" */
export function Component() {
  return <LeadPage kind="sell_my_car" title="Sell Your Car" lead="We buy all types of cars. Our high turnover means we can pay more." comments="optional" submitLabel="Send Details" spec={spec} />;
}
