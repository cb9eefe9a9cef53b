/** The finance calls: the calculator, the quick quote (spec §7, 500 ms after inputs settle), the
 * hand-off to the lender, and an application's status. */
import { useQuery, type useQueryClient } from "@tanstack/react-query";
import { apiGet, apiPost } from "../../../lib/api";
import type { components } from "../../../lib/api-types";
import { csrfHeaders } from "../../../lib/session";

type S = components["schemas"];
export type CarFinance = S["CarFinanceOut"];
export type LenderEntry = S["FinanceLenderEntry"];
export type Calculator = S["CalculatorOut"];
export type RepaymentOut = S["RepaymentOut"];
export type QuoteIn = S["QuoteIn"];
export type QuoteOut = S["QuickQuoteOut"];
export type CustomerIn = S["CustomerIn"];
export type CustomerOut = S["CustomerOut"];
export type ApplicationOut = S["ApplicationOut"];

export const financeKeys = {
  all: ["finance"] as const,
  repayment: (params: RepaymentParams) => [...financeKeys.all, "repayment", params] as const,
  quote: (request: string) => [...financeKeys.all, "quote", request] as const,
  application: (id: string) => [...financeKeys.all, "application", id] as const,
};

export type RepaymentParams = { amount: number; deposit: number; balloon: number; years: number; rate: number; frequency: "weekly" | "fortnightly" | "monthly" };

export function useRepayment(params: RepaymentParams) {
  return useQuery({
    queryKey: financeKeys.repayment(params),
    queryFn: ({ signal }) => apiGet<RepaymentOut>("/api/v1/finance/repayment", params, { signal }),
    placeholderData: (previous) => previous,
    staleTime: Infinity,
  });
}

export function quickQuote(body: QuoteIn, signal?: AbortSignal): Promise<QuoteOut> {
  return apiPost<QuoteOut>("/api/youx/quote", body, { signal });
}

/** The quick quote for a request (as its JSON, once the inputs have settled); a failure is logged
 * and shown as no quote, never retried. */
export function useQuote(request: string) {
  return useQuery({
    queryKey: financeKeys.quote(request),
    queryFn: ({ signal }) =>
      quickQuote(JSON.parse(request) as QuoteIn, signal).catch((error: unknown) => {
        console.warn("Failed to get YouX quick quote", error);
        throw error;
      }),
    retry: false,
    staleTime: 60_000,
  });
}

export async function createCustomer(client: ReturnType<typeof useQueryClient>, body: CustomerIn): Promise<CustomerOut> {
  return apiPost<CustomerOut>("/api/youx/create-customer", body, { headers: await csrfHeaders(client) });
}

export function useApplication(id: string) {
  return useQuery({
    queryKey: financeKeys.application(id),
    queryFn: ({ signal }) => apiGet<ApplicationOut>(`/api/v1/finance/applications/${encodeURIComponent(id)}`, undefined, { signal }),
    retry: false,
  });
}
