import { LeadPage } from "../../features/leads/components/LeadPage";
import { enquiryForm } from "../../features/leads/lib/forms";

const form = enquiryForm();

/** /contact (and the Enquire buttons, with ?car_id=): the enquiry form. */
export function Component() {
  return <LeadPage kind="enquiry" title="Contact Us" lead="Send us your question and we will get back to you." aboutCar submitLabel="Send Enquiry" {...form} />;
}
