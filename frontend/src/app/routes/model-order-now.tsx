import { LeadPage } from "../../features/leads/components/LeadPage";
import { enquiryForm } from "../../features/leads/lib/forms";

const form = enquiryForm();

/** /models/order-now?model_id=&model_name= : a quote, an order or interest in a model line. */
export function Component() {
  return <LeadPage kind="enquiry" title="Get a Quote" lead="Tell us how to reach you and we will send you a quote." submitLabel="Send Enquiry" {...form} />;
}
