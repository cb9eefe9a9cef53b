import { LeadPage } from "../../features/leads/components/LeadPage";
import type { FormSpec } from "../../features/leads/components/DeferredLeadForm";

const spec: FormSpec = (forms) => forms.enquiryForm();

/** /models/order-now?model_id=&model_name= : a quote, an order or interest in a model line. */
export function Component() {
  return <LeadPage kind="enquiry" title="Get a Quote" lead="Tell us how to reach you and we will send you a quote." submitLabel="Send Enquiry" spec={spec} />;
}
