import { useMemo } from "react";
import { Container } from "../../components/ui/Container";
import { LeadPage } from "../../features/leads/components/LeadPage";
import type { FormSpec } from "../../features/leads/components/DeferredLeadForm";
import { useDocumentTitle } from "../../lib/document-title";
import { useSite } from "../../lib/site";

/** /service and /book-a-service: the service booking, or the dealer's own booking system in a
 * frame 750 high (spec: vehicle §7) when the site uses one. */
export function Component() {
  const site = useSite();
  const config = site.config.leads.service;
  const spec = useMemo<FormSpec>(() => (forms) => ({ ...forms.serviceForm(config), steps: forms.SERVICE_STEPS }), [config]);
  useDocumentTitle(config.third_party_url ? `Book a Service | ${site.name}` : null);
  if (config.third_party_url) {
    return (
      <Container className="flex flex-col gap-6 py-10">
        <h1 className="text-3xl font-bold">Book a Service</h1>
        <iframe src={config.third_party_url} title="Service booking" height={750} className="w-full rounded-site border border-border" />
      </Container>
    );
  }
  return <LeadPage kind="service_booking" title="Book a Service" lead="Tell us about your vehicle and when suits you." submitLabel="Book Service" spec={spec} />;
}
