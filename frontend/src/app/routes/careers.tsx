import { LeadPage } from "../../features/leads/components/LeadPage";
import { careerForm } from "../../features/leads/lib/forms";

const form = careerForm();

/** /careers: a career enquiry (event 51). */
export function Component() {
  return <LeadPage kind="career" title="Careers" lead="Want to join our team? Tell us about yourself." comments="optional" commentsLabel="About you" submitLabel="Send" {...form} />;
}
