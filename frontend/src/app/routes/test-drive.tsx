import { LeadPage } from "../../features/leads/components/LeadPage";
import { testDriveForm } from "../../features/leads/lib/forms";

const form = testDriveForm();

/** /book-test-drive (?car_id=): date and time optional, message optional (spec: vehicle §5). */
export function Component() {
  return <LeadPage kind="test_drive" title="Book a Test Drive" aboutCar comments="optional" commentsLabel="Message" submitLabel="Book Test Drive" {...form} />;
}
