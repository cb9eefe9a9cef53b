/** The finance calls: the calculator, the quick quote (spec §7, 500 ms after inputs settle), the
 * hand-off to the lender, and an application's status. */
import { useQuery, type useQueryClient } from "@tanstack/react-query";
import { apiGet, apiPost } from "../../lib/api";
import type { components } from "../../lib/api-types";
import { csrfHeaders } from "../../lib/session";

type S = components["schemas"];
export type CarFinance = S["CarFinanceOut"];
export type LenderEntry = S["FinanceLenderEntry"];
export type Calculator = S["CalculatorOut"];
export type RepaymentOut = S["RepaymentOut"];
export type QuoteIn = S["QuoteIn"];
export type QuoteOut = S["QuoteOut"];
export type CustomerIn = S["CustomerIn"];
export type CustomerOut = S["CustomerOut"];
export type ApplicationOut = S["ApplicationOut"];

export type RepaymentParams = { amount: number; deposit: number; balloon: number; years: number; rate: number; frequency: "weekly" | "fortnightly" | "monthly" };

export function useRepayment(params: RepaymentParams) {
  return useQuery({
    queryKey: ["finance", "repayment", params],
    queryFn: ({ signal }) => apiGet<RepaymentOut>("/api/v1/finance/repayment", params, { signal }),
    placeholderData: (previous) => previous,
    staleTime: Infinity,
  });
}

export function quickQuote(body: QuoteIn, signal?: AbortSignal): Promise<QuoteOut> {
  return apiPost<QuoteOut>("/api/youx/quote", body, { signal });
}

export async function createCustomer(client: ReturnType<typeof useQueryClient>, body: CustomerIn): Promise<CustomerOut> {
  return apiPost<CustomerOut>("/api/youx/create-customer", body, { headers: await csrfHeaders(client) });
}

export function useApplication(id: string) {
  return useQuery({
    queryKey: ["finance", "application", id],
    queryFn: ({ signal }) => apiGet<ApplicationOut>(`/api/v1/finance/applications/${encodeURIComponent(id)}`, undefined, { signal }),
    retry: false,
  });
}
