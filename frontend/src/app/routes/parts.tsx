import { LeadPage } from "../../features/leads/components/LeadPage";
import type { FormSpec } from "../../features/leads/components/DeferredLeadForm";

const spec: FormSpec = (forms) => forms.partsForm();

/** /vehicle-parts-and-accessories: a parts enquiry. */
export function Component() {
  return <LeadPage kind="parts" title="Parts & Accessories" comments="optional" submitLabel="Send Parts Enquiry" spec={spec} />;
}
