/** GET /api/v1/offers and /api/v1/offers/{id}. */
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api";
import type { components } from "../../../lib/api-types";

export type Offer = components["schemas"]["OfferOut"];
export type OfferList = components["schemas"]["OfferList"];
export type OfferFilters = { manufacturer?: string; category?: string };

export function useOffers(filters: OfferFilters = {}) {
  return useQuery({
    queryKey: ["offers", filters],
    queryFn: ({ signal }) => apiGet<OfferList>("/api/v1/offers", filters, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useOffer(id: string) {
  return useQuery({
    queryKey: ["offers", "one", id],
    queryFn: ({ signal }) => apiGet<Offer>(`/api/v1/offers/${encodeURIComponent(id)}`, undefined, { signal }),
    enabled: /^\d+$/.test(id),
    retry: false,
  });
}
