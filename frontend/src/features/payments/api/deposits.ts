/** What the signed-in shopper owes on this site (GET /api/v1/payments/deposits) and paying one
 * deposit through the site's payment processor (POST .../deposits/{reservation_id}). */
import type { useQueryClient } from "@tanstack/react-query";
import { useQuery } from "@tanstack/react-query";
import { apiGet, apiPost } from "../../../lib/api";
import type { components } from "../../../lib/api-types";
import { csrfHeaders } from "../../../lib/session";

type Schemas = components["schemas"];
export type OwedDeposits = Schemas["OwedDepositsOut"];
export type OwedDeposit = Schemas["OwedDeposit"];
export type DepositPayment = Schemas["DepositPaymentOut"];

// Under the account's root (lib/session.ts): signing out drops it with the rest of the shopper's data.
export const depositsKey = ["account", "deposits"] as const;

export function useOwedDeposits() {
  return useQuery({ queryKey: depositsKey, queryFn: () => apiGet<OwedDeposits>("/api/v1/payments/deposits"), retry: false });
}

export async function payDeposit(client: ReturnType<typeof useQueryClient>, reservationId: number): Promise<DepositPayment> {
  const headers = await csrfHeaders(client);
  return apiPost<DepositPayment>(`/api/v1/payments/deposits/${reservationId}`, {}, { headers });
}
