/**
 * Reserve this Car at /cars/{slug}/checkout (or /buy-online): the car, the deposit and what
 * happens to the money (the site's payment processor says), then the shopper's details. The
 * hold is taken when the lead is committed; /success tells the shopper whether they hold it.
 */
import { useParams } from "react-router";
import { ButtonLink } from "../../../components/ui/Button";
import { Container } from "../../../components/ui/Container";
import { useCar } from "../../../lib/cars";
import { useDocumentTitle } from "../../../lib/document-title";
import { formatPrice } from "../../../lib/format";
import { useSite } from "../../../lib/site";
import { enquireHref } from "../../../components/car-card/actions";
import { CarSummary } from "../../../components/car-card/CarSummary";
import { LeadForm } from "./DeferredLeadForm";
import { useReserveQuote } from "../api/reservation";

export function ReservePage() {
  const { slug = "" } = useParams();
  const site = useSite();
  const car = useCar(slug);
  const quote = useReserveQuote(slug);
  useDocumentTitle(`Reserve this Car | ${site.name}`);

  let body;
  if (car.isPending || quote.isPending) body = <p className="text-muted">Loading the car…</p>;
  else if (car.isError || quote.isError) body = <p role="alert">Sorry, this car could not be found.</p>;
  else if (!quote.data.reservable || quote.data.amount === null || quote.data.amount === undefined) {
    body = (
      <div className="flex flex-col items-start gap-4">
        <CarSummary car={car.data} />
        <p role="status" className="text-lg">
          {car.data.reserved ? "This car is already reserved." : "This car cannot be reserved online."} Please enquire and we will help you.
        </p>
        <ButtonLink href={enquireHref(car.data, site.config.links)}>Enquire about this car</ButtonLink>
      </div>
    );
  } else {
    const deposit = quote.data;
    body = (
      <div className="flex flex-col gap-6">
        <CarSummary car={car.data} />
        <section aria-label="Deposit" className="flex flex-col gap-2 rounded-site border-2 border-primary p-4" data-testid="deposit">
          <p className="text-xl">
            {deposit.fee_label}: <strong>{formatPrice(deposit.amount ?? 0)}</strong>
          </p>
          <p>We hold the car for you for {deposit.hold_hours} hours while the dealer confirms your reservation.</p>
          <p className="text-muted">{deposit.note}</p>
        </section>
        <LeadForm kind="reserve" hasCar purchaseCar={{ id: car.data.id, slug: car.data.slug }} fixed={{ car_id: car.data.id }} comments="optional" commentsLabel="Anything we should know?" submitLabel="Reserve this Car" />
      </div>
    );
  }
  return (
    <Container className="flex !max-w-3xl flex-col gap-6 py-10">
      <h1 className="text-3xl font-bold">Reserve this Car</h1>
      {body}
    </Container>
  );
}
