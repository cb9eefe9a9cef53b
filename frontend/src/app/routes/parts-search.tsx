import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { Container } from "../../components/ui/Container";
import { LeadPage } from "../../features/leads/components/LeadPage";
import type { FormSpec } from "../../features/leads/components/DeferredLeadForm";
import { PartsDepartment } from "../../features/leads/components/PartsDepartment";
import { partsSearchDefaults } from "../../features/leads/lib/parts-search";

const spec: FormSpec = (forms) => ({ ...forms.partsForm(), steps: forms.PARTS_SEARCH_STEPS });

/** /parts/search: the part the shopper is looking for first, then their details; the parts team
 * answers it as a parts enquiry. */
export function Component() {
  const [params] = useSearchParams();
  const defaults = useMemo(() => partsSearchDefaults(params), [params]);
  return (
    <>
      <LeadPage
        kind="parts"
        title="Parts Search"
        lead="Tell us the part or accessory you are after and the vehicle it is for. Our parts team checks stock, price and fit, and gets back to you."
        defaults={defaults}
        comments="optional"
        submitLabel="Send Parts Enquiry"
        spec={spec}
      />
      <Container className="!max-w-3xl pb-10">
        <PartsDepartment />
      </Container>
    </>
  );
}
