import { LeadPage } from "../../features/leads/components/LeadPage";
import type { FormSpec } from "../../features/leads/components/DeferredLeadForm";

const spec: FormSpec = (forms) => forms.careerForm();

/** /careers: a career enquiry (event 51). */
export function Component() {
  return <LeadPage kind="career" title="Careers" lead="Want to join our team? Tell us about yourself." comments="optional" commentsLabel="About you" submitLabel="Send" spec={spec} />;
}
