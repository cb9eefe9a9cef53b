/** The trade-in's calls: the catalogue, the registration lookup, the valuation record. */
import { useQuery } from "@tanstack/react-query";
import { apiGet, apiPost } from "../../../lib/api";
import type { components } from "../../../lib/api-types";

type Schemas = components["schemas"];
export type Catalogue = Schemas["Catalogue"];
export type TradeInVehicle = Schemas["TradeInVehicle"];
export type TradeInOffer = Schemas["TradeInOffer"];

export function useCatalogue(make: string, model: string) {
  return useQuery({
    queryKey: ["trade-in", "catalogue", make, model],
    queryFn: ({ signal }) => apiGet<Catalogue>("/api/v1/trade-in/catalogue", { make, model }, { signal }),
    staleTime: 5 * 60_000,
    placeholderData: (previous) => previous,
  });
}

export function lookupRego(rego: string, state: string): Promise<TradeInVehicle> {
  return apiPost<TradeInVehicle>("/api/v1/trade-in/lookup", { rego, state });
}

/** spec: vehicle §7 - POST /api/miscellaneous with column_name "valuation" (sites that ask). */
export function keepValuation(leadId: number, value: TradeInOffer): Promise<unknown> {
  return apiPost("/api/miscellaneous", { column_name: "valuation", lead_id: leadId, value });
}
