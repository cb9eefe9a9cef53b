/** Car queries of the vehicles feature (TanStack Query), with one key factory. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet, type CarList } from "../../../lib/api";

export type CarLookup = { limit: number; car_type?: ("new" | "demo" | "used")[]; make?: string; min_photos?: number };

export const carKeys = {
  all: ["cars"] as const,
  lookups: () => [...carKeys.all, "lookup"] as const,
  lookup: (params: CarLookup) => [...carKeys.lookups(), params] as const,
};

/** GET /api/v1/cars: the plain lookup (available cars, best ranked first). */
export function carLookupQuery(params: CarLookup) {
  return queryOptions({
    queryKey: carKeys.lookup(params),
    queryFn: ({ signal }) => apiGet<CarList>("/api/v1/cars", params, { signal }),
    select: (data) => data.hits,
  });
}

export function useCarLookup(params: CarLookup, enabled = true) {
  return useQuery({ ...carLookupQuery(params), enabled });
}
