import { LeadPage } from "../../features/leads/components/LeadPage";
import type { FormSpec } from "../../features/leads/components/DeferredLeadForm";

const spec: FormSpec = (forms) => forms.enquiryForm();

/** /contact (and the Enquire buttons, with ?car_id=): the enquiry form. */
export function Component() {
  return <LeadPage kind="enquiry" title="Contact Us" lead="Send us your question and we will get back to you." aboutCar submitLabel="Send Enquiry" spec={spec} />;
}
