import { LeadPage } from "../../features/leads/components/LeadPage";
import type { FormSpec } from "../../features/leads/components/DeferredLeadForm";

const spec: FormSpec = (forms) => forms.testDriveForm();

/** /book-test-drive (?car_id=): date and time optional, message optional (spec: vehicle §5). */
export function Component() {
  return <LeadPage kind="test_drive" title="Book a Test Drive" aboutCar comments="optional" commentsLabel="Message" submitLabel="Book Test Drive" spec={spec} />;
}
