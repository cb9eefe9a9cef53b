/** The shopper's deals (GET /api/v1/garage/deals): each purchase with its hold and deposit, its
 * finance, the trade-in, the dealership to call and the next step. */
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api";
import type { components } from "../../../lib/api-types";
import { accountKeys } from "./keys";

export type Deal = components["schemas"]["ShopperDealOut"];
type DealsOut = components["schemas"]["DealsOut"];

export function useDeals() {
  return useQuery({
    queryKey: accountKeys.deals(),
    queryFn: () => apiGet<DealsOut>("/api/v1/garage/deals"),
    select: (answer) => answer.deals,
    retry: false,
  });
}
