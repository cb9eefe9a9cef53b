import { useLocation } from "react-router";
import { ButtonLink } from "../../components/ui/Button";
import { Container } from "../../components/ui/Container";
import type { LeadOut } from "../../features/leads/api/leads";
import { useDocumentTitle } from "../../lib/document-title";
import { primaryPhone, useSite } from "../../lib/site";

/** /success: shown after a lead is committed (spec: vehicle §2). */
export function Component() {
  const site = useSite();
  const lead = (useLocation().state as { lead?: LeadOut } | null)?.lead;
  const phone = primaryPhone(site);
  useDocumentTitle(`Thank you | ${site.name}`);
  return (
    <Container className="flex !max-w-3xl flex-col items-start gap-4 py-16">
      <h1 className="text-3xl font-bold">Thank you</h1>
      <p className="text-lg" data-testid="success-message">
        {lead ? `We have received your ${lead.category.toLowerCase()}` : "We have received your message"} and will be in touch soon. A copy is on its way to your e-mail.
      </p>
      {lead && <p className="text-muted">Your reference number is {lead.lead_id}.</p>}
      {phone && (
        <p>
          Need us sooner? Call <a href={`tel:${phone.replace(/[^0-9+]/g, "")}`}>{phone}</a>.
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <ButtonLink href={site.config.search.default_path}>Browse our stock</ButtonLink>
        <ButtonLink href="/" variant="outline">
          Home
        </ButtonLink>
      </div>
    </Container>
  );
}
