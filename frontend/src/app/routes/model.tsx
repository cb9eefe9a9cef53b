import { LeadForm, type FormSpec } from "../../features/leads/components/DeferredLeadForm";
import { ModelPage, type ModelQuoteForm } from "../../features/models/ModelPage";

const spec: FormSpec = (forms) => forms.enquiryForm();

/** The model page's quote form: an enquiry about the model line, as /models/order-now sends it. */
const QuoteForm: ModelQuoteForm = ({ model }) => (
  <LeadForm kind="enquiry" spec={spec} fixed={{ subcategory: `Model: ${model.name}` }} submitLabel="Send Enquiry" />
);

/** /models/{slug}: a model's intro page. */
export function Component() {
  return <ModelPage QuoteForm={QuoteForm} />;
}
