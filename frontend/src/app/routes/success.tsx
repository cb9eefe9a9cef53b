import { useLocation } from "react-router";
import { ButtonLink } from "../../components/ui/Button";
import { Container } from "../../components/ui/Container";
import { useDocumentTitle } from "../../lib/document-title";
import { formatDateTime, formatPrice } from "../../lib/format";
import type { LeadOut } from "../../lib/leads";
import { primaryPhone, useSite } from "../../lib/site";

/** A reserve lead's outcome: held until when, for how much, and what happens to the money. */
function ReservationNote({ reservation }: { reservation: NonNullable<LeadOut["reservation"]> }) {
  const held = reservation.status === "held" ? reservation.expires_at : null;
  return (
    <div className="flex flex-col gap-1 rounded-site border-2 border-primary p-4" data-testid="reservation">
      {held && (
        <p className="text-lg font-semibold">
          The car is held for you until {formatDateTime(held)}
          {reservation.amount ? `, with a ${formatPrice(reservation.amount)} deposit` : ""}.
        </p>
      )}
      <p>{reservation.message}</p>
    </div>
  );
}

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
      {lead?.reservation && <ReservationNote reservation={lead.reservation} />}
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
