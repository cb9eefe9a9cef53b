/**
 * A car's finance figures, as the server sends them with the car (CarDetail.finance): the lender
 * whose estimate the car shows, and its weekly payment. The vehicle page (its sticky bar, which
 * sections it shows) and the finance feature (the estimate, the calculator) read them alike.
 */
import { formatPrice } from "./format";
import type { components } from "./api-types";

type Schemas = components["schemas"];
export type CarFinance = Schemas["CarFinanceOut"];
export type LenderEntry = Schemas["FinanceLenderEntry"];

/** The car's primary lender's figures, when they have an interest and a comparison rate (spec:
 * vehicle §2, §5): without them the car shows no estimate. */
export function primaryEntry(finance: CarFinance | null | undefined): LenderEntry | null {
  if (!finance?.primary) return null;
  const entry = finance.lenders[finance.primary];
  return entry && entry.interestRate !== null && entry.comparisonRate !== null ? entry : null;
}

export function weeklyText(entry: LenderEntry): string {
  return entry.paymentText ?? `${formatPrice(Math.round(entry.paymentWeek))} p/w`;
}
