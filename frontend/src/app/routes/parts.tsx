import { LeadPage } from "../../features/leads/components/LeadPage";
import { partsForm } from "../../features/leads/lib/forms";

const form = partsForm();

/** /vehicle-parts-and-accessories: a parts enquiry. */
export function Component() {
  return <LeadPage kind="parts" title="Parts & Accessories" comments="optional" submitLabel="Send Parts Enquiry" {...form} />;
}
