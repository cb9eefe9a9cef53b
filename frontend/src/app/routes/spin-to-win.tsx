import { LeadForm, type FormSpec } from "../../features/leads/components/DeferredLeadForm";
import { SweepstakePage } from "../../features/sweepstake/SweepstakePage";

const spec: FormSpec = (forms) => forms.sweepstakeForm();

/** /spin-to-win (behind sign-in): the prize draw, entered with a lead form of kind sweepstake. */
export function Component() {
  return (
    <SweepstakePage
      entryForm={(onEntered) => <LeadForm kind="sweepstake" spec={spec} comments="hidden" submitLabel="Enter the Draw" onLead={onEntered} />}
    />
  );
}
