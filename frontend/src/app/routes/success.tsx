import { useLocation } from "react-router";
import { ButtonLink } from "../../components/ui/Button";
import { Container } from "../../components/ui/Container";
import { useDocumentTitle } from "../../lib/document-title";
import { formatDateTime, formatPrice } from "../../lib/format";
import type { LeadOut } from "../../lib/leads";
import { primaryPhone, useSite } from "../../lib/site";
import { tradeInHref } from "../../components/car-card/actions";

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

/** After a reservation: the rest of the purchase, for this car and this deal, one tap each. */
function NextForThisCar({ car, deal }: { car: { id: number; slug: string }; deal: string }) {
  const token = `deal=${encodeURIComponent(deal)}`;
  return (
    <section aria-labelledby="next-for-this-car" className="flex w-full flex-col gap-3 rounded-site bg-surface p-4" data-testid="next-for-this-car">
      <h2 id="next-for-this-car" className="text-xl font-bold">
        Finish your purchase
      </h2>
      <p>Your details are filled in for you, and the dealer sees everything as one deal.</p>
      <div className="flex flex-wrap gap-3">
        <ButtonLink href={`/personalised/finance?car_id=${encodeURIComponent(car.slug)}&${token}`}>Get pre-approved for this car</ButtonLink>
        <ButtonLink href={tradeInHref(car, deal)} variant="outline">
          Value your trade-in
        </ButtonLink>
      </div>
    </section>
  );
}

// What the shopper sent, where the lead's category (the dealer's filing) is no noun for it.
const SENT: Partial<Record<LeadOut["kind"], string>> = { reserve: "reservation", find_similar: "request", sell_my_car: "car's details" };

/** /success: shown after a lead is committed (spec: vehicle §2). */
export function Component() {
  const site = useSite();
  const state = useLocation().state as { lead?: LeadOut; car?: { id: number; slug: string } } | null;
  const lead = state?.lead;
  const purchase = lead?.deal_token && state?.car && (lead.kind === "reserve" || lead.kind === "online_purchase");
  const phone = primaryPhone(site);
  useDocumentTitle(`Thank you | ${site.name}`);
  return (
    <Container className="flex !max-w-3xl flex-col items-start gap-4 py-16">
      <h1 className="text-3xl font-bold">Thank you</h1>
      <p className="text-lg" data-testid="success-message">
        {lead ? `We have received your ${SENT[lead.kind] ?? lead.category.toLowerCase()}` : "We have received your message"} and will be in touch soon. A copy is on its way to your e-mail.
      </p>
      {lead?.reservation && <ReservationNote reservation={lead.reservation} />}
      {purchase && state.car && <NextForThisCar car={state.car} deal={lead.deal_token ?? ""} />}
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
