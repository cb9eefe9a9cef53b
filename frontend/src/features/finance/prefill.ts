/** What the finance form starts from: the query parameters the spec lists (finance §2.1) and the
 * car the shopper came from; and the lender the site's finance goes to. */
import type { CarDetail, SitePublic } from "../../lib/api";
import type { FinancePrefill } from "./components/FinanceJourney";

const SCORES = ["GREAT", "DECENT", "POOR"] as const;

function number(value: string | null): number | undefined {
  const n = Number(value);
  return value && Number.isFinite(n) ? n : undefined;
}

export function prefillFrom(params: URLSearchParams, car: CarDetail | undefined): FinancePrefill {
  const score = (params.get("selfAssessedCreditScore") ?? params.get("credit_score") ?? "").toUpperCase();
  const type = params.get("car_type");
  return {
    carId: car?.id ?? null,
    carSlug: car?.slug,
    vin: params.get("vin") ?? car?.vin ?? undefined,
    nvic: params.get("nvic") ?? undefined,
    year: number(params.get("year")) ?? car?.year,
    carType: type === "new" || type === "demo" || type === "used" ? type : car?.car_type === "new" || car?.car_type === "demo" || car?.car_type === "used" ? car.car_type : undefined,
    dealershipSlug: params.get("preferredDealership") ?? car?.dealership_slug ?? undefined,
    price: number(params.get("vehiclePriceBudget") ?? params.get("price")) ?? car?.price.amount ?? undefined,
    term: number(params.get("loanTerm")),
    score: (SCORES as readonly string[]).includes(score) ? (score as FinancePrefill["score"]) : undefined,
    whoIsHelping: params.get("whoIsHelping") ?? undefined,
    // The purchase this finance is for (the link after a reservation carries it).
    dealToken: params.get("deal") ?? undefined,
  };
}


/** The site's own lender unless `finance_provider` names another (spec: one provider per site). */
export function siteLender(site: SitePublic) {
  const lenders = site.config.finance.lenders ?? [];
  return lenders.find((l) => l.provider === site.finance_provider) ?? lenders[0];
}
