/** The test-drive times the car's location can offer (GET /api/v1/cars/{slug}/test-drive-slots). */
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api";
import type { components } from "../../../lib/api-types";

export type Availability = components["schemas"]["Availability"];
export const SLOT_DAYS = 14;

export function useTestDriveSlots(slug: string) {
  return useQuery({
    queryKey: ["leads", "test-drive-slots", slug],
    queryFn: ({ signal }) =>
      apiGet<Availability>(`/api/v1/cars/${encodeURIComponent(slug)}/test-drive-slots`, { days: SLOT_DAYS }, { signal }),
    staleTime: 60_000,
    retry: false,
  });
}
