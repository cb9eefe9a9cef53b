/** A brand's stock: the manufacturer search (spec: search §7 - manufacturer.name, offset; 21 a page). */
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api";
import type { components } from "../../../lib/api-types";

export type ScopedSearch = components["schemas"]["ScopedSearchResponse"];

export const brandKeys = {
  all: ["brands"] as const,
  stock: (make: string, offset: number) => [...brandKeys.all, "stock", make, offset] as const,
};

export function brandStockQuery(make: string, offset: number) {
  return queryOptions({
    queryKey: brandKeys.stock(make, offset),
    queryFn: ({ signal }) =>
      apiGet<ScopedSearch>("/api/v1/search/manufacturer", { "manufacturer.name": make, offset }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useBrandStock(make: string, offset: number) {
  return useQuery(brandStockQuery(make, offset));
}
