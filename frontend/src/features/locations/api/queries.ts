/** The locations' calls: the nearest to a postcode (GET /api/v1/locations/nearest). */
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api";
import type { components } from "../../../lib/api-types";

export type Nearest = components["schemas"]["NearestOut"];

export const locationKeys = {
  all: ["locations"] as const,
  nearest: (postcode: string) => [...locationKeys.all, "nearest", postcode] as const,
};

/** Asked only for a whole postcode (4 digits). */
export function useNearestLocations(postcode: string) {
  return useQuery({
    queryKey: locationKeys.nearest(postcode),
    queryFn: ({ signal }) => apiGet<Nearest>("/api/v1/locations/nearest", { postcode }, { signal }),
    enabled: /^\d{4}$/.test(postcode),
    retry: false,
  });
}
