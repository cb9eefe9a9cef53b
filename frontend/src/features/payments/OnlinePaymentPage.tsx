/**
 * /online-payment (always behind sign-in, spec: finance-signin-locations §2.2, §6): what the
 * signed-in shopper owes on this site, the deposits of their reservations not yet held by the
 * payment processor, each paid here through the site's processor; where the dealer takes deposits
 * in person, the page lists them and whom to call.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Button, ButtonLink } from "../../components/ui/Button";
import { Container } from "../../components/ui/Container";
import { Link } from "../../components/ui/Link";
import { ApiError } from "../../lib/api";
import { useDocumentTitle } from "../../lib/document-title";
import { formatDateTime, formatPrice, telHref } from "../../lib/format";
import { useSite } from "../../lib/site";
import { depositsKey, payDeposit, useOwedDeposits, type DepositPayment, type OwedDeposit, type OwedDeposits } from "./api/deposits";

const FAILED = "An unknown error occurred."; // spec: finance-signin-locations §8, generic

function holdText(deposit: OwedDeposit): string {
  return deposit.status === "confirmed" ? "Reserved for you: the dealer has confirmed your hold" : `Held until ${formatDateTime(deposit.expires_at)}`;
}

function Deposit({ deposit, owed, onPaid }: { deposit: OwedDeposit; owed: OwedDeposits; onPaid: (answer: DepositPayment) => void }) {
  const client = useQueryClient();
  const titleId = useId();
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const { car, dealership } = deposit;
  const pay = async () => {
    setState({ busy: true, error: null });
    try {
      onPaid(await payDeposit(client, deposit.reservation_id));
    } catch (error) {
      setState({ busy: false, error: error instanceof ApiError ? error.message : FAILED });
      return;
    }
    setState({ busy: false, error: null });
  };
  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-4 rounded-site border-2 border-primary p-4 sm:flex-row" data-testid="owed-deposit">
      {car?.image && (
        <img src={car.image.src} srcSet={car.image.srcset || undefined} sizes="(min-width: 640px) 192px, 100vw" alt="" width={800} height={600} className="aspect-[4/3] w-full shrink-0 rounded-site bg-surface object-cover sm:w-48" />
      )}
      <div className="flex min-w-0 grow flex-col items-start gap-2">
        <h2 id={titleId} className="text-xl leading-snug font-bold">
          {car ? (
            <Link href={car.path} className="text-inherit underline-offset-2 hover:underline">
              {deposit.car_name}
            </Link>
          ) : (
            deposit.car_name
          )}
        </h2>
        <p className="text-lg">
          {`${owed.fee_label}: `}
          <strong>{formatPrice(deposit.amount)}</strong>
        </p>
        <p>{holdText(deposit)}</p>
        {owed.pays_online ? (
          <>
            <Button size="lg" onClick={() => void pay()} disabled={state.busy}>
              {state.busy ? "Paying…" : `Pay ${formatPrice(deposit.amount)} deposit`}
            </Button>
            {state.error && (
              <p role="alert" className="font-semibold text-danger">
                {state.error}
              </p>
            )}
          </>
        ) : (
          <p className="font-semibold">
            {`${dealership.name} will call you to take this deposit`}
            {dealership.phone && (
              <>
                {", or call "}
                <a href={telHref(dealership.phone)} className="underline underline-offset-2">
                  {dealership.phone}
                </a>
              </>
            )}
            .
          </p>
        )}
      </div>
    </article>
  );
}

export function OnlinePaymentPage() {
  const site = useSite();
  const client = useQueryClient();
  const owed = useOwedDeposits();
  const [paid, setPaid] = useState<DepositPayment | null>(null);
  useDocumentTitle(`Online Payment | ${site.name}`);
  const onPaid = (answer: DepositPayment) => {
    setPaid(answer);
    void client.invalidateQueries({ queryKey: depositsKey });
  };

  let body;
  if (owed.isPending) body = <p className="text-muted">Loading what you owe…</p>;
  else if (owed.isError) body = <p role="alert">Sorry, your payments could not be loaded. Please try again.</p>;
  else {
    const { deposits } = owed.data;
    body = (
      <>
        {deposits.length === 0 ? (
          <div className="flex flex-col items-start gap-4" data-testid="nothing-owed">
            <p className="text-lg">You have no payments due.</p>
            <ButtonLink href={site.config.sign_in.garage_paths?.[0] ?? "/my-garage"} variant="outline">
              Go to My garage
            </ButtonLink>
          </div>
        ) : (
          <ul className="flex flex-col gap-4">
            {deposits.map((d) => (
              <li key={d.reservation_id}>
                <Deposit deposit={d} owed={owed.data} onPaid={onPaid} />
              </li>
            ))}
          </ul>
        )}
        <p className="text-muted">{owed.data.note}</p>
      </>
    );
  }
  return (
    <Container className="flex !max-w-3xl flex-col gap-6 py-10">
      <h1 className="text-3xl font-bold">Online Payment</h1>
      {paid && (
        <p role="status" className={`rounded-site border-2 p-4 font-semibold ${paid.paid ? "border-primary" : "border-danger text-danger"}`} data-testid="payment-result">
          {paid.paid ? `Thank you: your ${formatPrice(paid.reservation.amount ?? 0)} deposit is paid. ${paid.message}` : paid.message}
        </p>
      )}
      {body}
    </Container>
  );
}
