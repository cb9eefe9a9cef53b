/**
 * A car's finance figures, as the server sends them with the car (CarDetail.finance): the lender
 * whose estimate the car shows, and its repayment. The vehicle page (its sticky bar, which
 * sections it shows) and the finance feature (the estimate, the calculator) read them alike.
 */
import { formatPrice } from "./format";
import type { components } from "./api-types";
import { useSite } from "./site";

type Schemas = components["schemas"];
export type CarFinance = Schemas["CarFinanceOut"];
export type LenderEntry = Schemas["FinanceLenderEntry"];
export type RepaymentFrequency = "weekly" | "monthly";

/** How a repayment of each frequency is named. */
export const REPAYMENT_WORDS = {
  weekly: { label: "Weekly", short: "p/w", per: "a week", periods: "weeks" },
  monthly: { label: "Monthly", short: "p/m", per: "a month", periods: "months" },
} as const;

/** spec: vehicle §9 - the site shows weekly repayments, monthly ones only where it is set so
 * (finance.monthly_only; the server computes the figures by the same setting). */
export function useRepaymentFrequency(): RepaymentFrequency {
  return useSite().config.finance.monthly_only ? "monthly" : "weekly";
}

/** The car's primary lender's figures, when they have an interest and a comparison rate (spec:
 * vehicle §2, §5): without them the car shows no estimate. */
export function primaryEntry(finance: CarFinance | null | undefined): LenderEntry | null {
  if (!finance?.primary) return null;
  const entry = finance.lenders[finance.primary];
  return entry && entry.interestRate !== null && entry.comparisonRate !== null ? entry : null;
}

/** "$123 p/w" (or p/m on a monthly-only site), or "Enquire for Finance" for $25 or less. */
export function repaymentText(entry: LenderEntry, frequency: RepaymentFrequency): string {
  const amount = frequency === "weekly" ? entry.paymentWeek : entry.paymentMonth;
  return entry.paymentText ?? `${formatPrice(Math.round(amount ?? entry.paymentMonth))} ${REPAYMENT_WORDS[frequency].short}`;
}
