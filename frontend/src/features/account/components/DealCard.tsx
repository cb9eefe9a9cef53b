/**
 * One deal in My garage: the next step first (what the shopper came to read), then the car, where
 * its hold and deposit stand, the finance, the trade-in, and the dealership to call or write to.
 */
import { useId, type ReactNode } from "react";
import { PriceFigure } from "../../../components/price/PriceFigure";
import { ButtonLink } from "../../../components/ui/Button";
import { Link } from "../../../components/ui/Link";
import { telHref } from "../../../lib/format";
import type { Deal } from "../api/deals";
import { dealFormHref, depositLine, holdLine, offerLine } from "../lib/deal-lines";
import { TEXT_LINK } from "./text-link";

export function DealCard({ deal }: { deal: Deal }) {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} data-testid="deal" className="overflow-hidden rounded-site border-2 border-primary bg-bg">
      <div className="bg-primary px-4 py-3 text-primary-contrast">
        <p className="text-sm font-semibold">Next step</p>
        <p className="text-lg leading-snug font-bold" data-testid="deal-next-step">
          {deal.next_step}
        </p>
      </div>
      <div className="grid gap-x-8 p-4 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <DealCar deal={deal} titleId={titleId} />
        <dl className="grid gap-x-8 sm:grid-cols-2">
          {deal.reservation && (
            <DealLine term="Reservation" testId="deal-hold">
              <p className="font-semibold text-balance">{holdLine(deal.reservation)}</p>
              {depositLine(deal.reservation) && <p>{depositLine(deal.reservation)}</p>}
              <p className="text-sm text-muted">{deal.reservation.message}</p>
            </DealLine>
          )}
          <DealLine term="Finance" testId="deal-finance">
            {deal.finance ? (
              <>
                <p>{deal.finance.status_text}</p>
                {deal.finance.lender && <p className="text-sm text-muted">{`Lender: ${deal.finance.lender}`}</p>}
              </>
            ) : (
              <Start href={dealFormHref("finance", deal)}>Get pre-approved for this car</Start>
            )}
          </DealLine>
          <DealLine term="Trade-in" testId="deal-trade-in">
            {deal.trade_in ? (
              <>
                <p className="text-sm text-muted">{deal.trade_in.vehicle}</p>
                <p className={deal.trade_in.offer.estimate ? "text-lg font-bold" : undefined}>{offerLine(deal.trade_in)}</p>
              </>
            ) : (
              <Start href={dealFormHref("tradeIn", deal)}>Value your trade-in</Start>
            )}
          </DealLine>
          <DealLine term="Your dealership" testId="deal-dealership">
            <DealershipContact dealership={deal.dealership} />
          </DealLine>
        </dl>
      </div>
    </article>
  );
}

function DealCar({ deal, titleId }: { deal: Deal; titleId: string }) {
  const { car } = deal;
  if (!car) {
    return (
      <h3 id={titleId} className="pb-3 text-xl font-bold">
        Your purchase
      </h3>
    );
  }
  return (
    <div className="flex items-start gap-4 pb-3 lg:flex-col">
      {car.image && (
        <img
          src={car.image.src}
          srcSet={car.image.srcset || undefined}
          sizes="(min-width: 1024px) 320px, 128px"
          alt=""
          width={800}
          height={600}
          className="aspect-[4/3] w-32 shrink-0 rounded-site bg-surface object-cover lg:w-full"
        />
      )}
      <div className="flex min-w-0 flex-col gap-1">
        <h3 id={titleId} className="text-lg leading-snug font-bold">
          <Link href={car.path} className="text-inherit underline-offset-2 hover:underline">
            {car.name}
          </Link>
        </h3>
        <p className="flex flex-wrap items-baseline gap-x-2">
          <PriceFigure price={car.price} className="text-xl font-bold" mutedClassName="text-sm text-muted" />
        </p>
      </div>
    </div>
  );
}

function DealLine({ term, testId, children }: { term: string; testId: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 border-t border-border py-3" data-testid={testId}>
      <dt className="text-sm font-semibold text-muted">{term}</dt>
      <dd className="flex flex-col items-start gap-1">{children}</dd>
    </div>
  );
}

/** A part of the deal not started yet: the way to start it. */
function Start({ href, children }: { href: string; children: ReactNode }) {
  return (
    <ButtonLink href={href} variant="outline">
      {children}
    </ButtonLink>
  );
}

function DealershipContact({ dealership }: { dealership: Deal["dealership"] }) {
  return (
    <>
      <p className="font-semibold">{dealership.name}</p>
      {dealership.phone && (
        <a href={telHref(dealership.phone)} className={`inline-flex min-h-11 items-center ${TEXT_LINK}`}>
          {`Call ${dealership.phone}`}
        </a>
      )}
      {dealership.email && (
        <a href={`mailto:${dealership.email}`} className={`inline-flex min-h-11 items-center break-all ${TEXT_LINK}`}>
          {dealership.email}
        </a>
      )}
    </>
  );
}
