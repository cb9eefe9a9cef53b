/**
 * The sidebar's finance estimate and its info dialog (spec: vehicle §2, §5): shown only when the
 * car has a lender's figures with an interest and a comparison rate; the call to action, shown
 * apart from it, is the lender's own (Taurus, 360 Finance ...). "Enquire for Finance" replaces a
 * payment of $25 or less.
 */
import type { ReactNode } from "react";
import { ButtonLink } from "../../../components/ui/Button";
import { Dialog, DialogContent, DialogTrigger } from "../../../components/ui/Dialog";
import { formatPrice } from "../../../lib/format";
import { primaryEntry, REPAYMENT_WORDS, repaymentText, useRepaymentFrequency, type CarFinance, type LenderEntry } from "../../../lib/car-finance";
import type { CarDetail } from "../../../lib/api";
import { useSite } from "../../../lib/site";
import { FinanceDisclaimer } from "./Disclaimer";
import { FinancePopup } from "./FinancePopup";

export function FinanceInfo({ entry, warning }: { entry: LenderEntry; warning: string }) {
  const frequency = useRepaymentFrequency();
  return (
    <Dialog>
      <DialogTrigger className="inline-flex min-h-11 items-center text-sm font-semibold text-primary underline underline-offset-2">Finance details</DialogTrigger>
      <DialogContent title={`Finance with ${entry.name}`}>
        <dl className="grid grid-cols-2 gap-2 py-4">
          <dt>{REPAYMENT_WORDS[frequency].label}</dt>
          <dd className="font-semibold">{repaymentText(entry, frequency)}</dd>
          {frequency === "weekly" && (
            <>
              <dt>Monthly (weekly x 4.33)</dt>
              <dd className="font-semibold">{formatPrice(Math.round(entry.paymentMonth))}</dd>
            </>
          )}
          <dt>Interest rate</dt>
          <dd className="font-semibold">{`${entry.interestRate.toFixed(2)}% p.a.`}</dd>
          <dt>Comparison rate</dt>
          <dd className="font-semibold">{`${entry.comparisonRate.toFixed(2)}% p.a.`}</dd>
          <dt>Term</dt>
          <dd className="font-semibold">{`${entry.termYears} years`}</dd>
          <dt>Deposit</dt>
          <dd className="font-semibold">{formatPrice(Math.round(entry.deposit))}</dd>
          <dt>Final payment</dt>
          <dd className="font-semibold">{formatPrice(Math.round(entry.balloon))}</dd>
          <dt>Total payable</dt>
          <dd className="font-semibold">{formatPrice(Math.round(entry.totalPayable))}</dd>
        </dl>
        <FinanceDisclaimer text={entry.disclaimer} />
        <p className="mt-3 text-xs text-muted">{warning}</p>
      </DialogContent>
    </Dialog>
  );
}

export function FinanceEstimate({ finance }: { finance: CarFinance | null | undefined }) {
  const frequency = useRepaymentFrequency();
  const entry = primaryEntry(finance);
  if (!entry || !finance) return null;
  return (
    <div className="flex flex-col gap-1 rounded-site bg-surface px-4 pt-3 pb-1" data-testid="finance-estimate">
      <p className="text-lg font-bold">{entry.paymentText ?? `From ${repaymentText(entry, frequency)}`}</p>
      <p className="text-sm text-muted">{`${entry.interestRate.toFixed(2)}% p.a. interest, ${entry.comparisonRate.toFixed(2)}% p.a. comparison rate*`}</p>
      <div>
        <FinanceInfo entry={entry} warning={finance.comparison_warning} />
      </div>
    </div>
  );
}

type CallToActionProps = {
  finance: CarFinance | null | undefined;
  href: string;
  /** The pop-up variant: the call to action opens the form here instead of following `href`. */
  popup?: (label: string) => ReactNode;
};

/** The lender's own call to action, for a car with its figures. The sidebar shows it apart from the
 * estimate, after the below-market badge (spec: vehicle §2). */
export function FinanceCallToAction({ finance, href, popup }: CallToActionProps) {
  const entry = primaryEntry(finance);
  if (!entry) return null;
  return (
    <div className="flex" data-testid="finance-cta">
      {popup ? popup(entry.cta) : <ButtonLink href={href} variant="outline">{entry.cta}</ButtonLink>}
    </div>
  );
}

/** The estimate the vehicle page's sidebar shows (its route hands it to the page). */
export function CarFinanceEstimate({ car }: { car: CarDetail }) {
  return <FinanceEstimate finance={car.finance} />;
}

/** The sidebar's finance call to action: the finance page's link, or the pop-up form where the
 * site has it (finance.popup). */
export function CarFinanceCallToAction({ car, href }: { car: CarDetail; href: string }) {
  const site = useSite();
  return (
    <FinanceCallToAction
      finance={car.finance}
      href={href}
      popup={site.config.finance.popup ? (label) => <FinancePopup car={car} label={label} /> : undefined}
    />
  );
}
