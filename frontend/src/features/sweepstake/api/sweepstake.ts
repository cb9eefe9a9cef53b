/** The site's prize draw (GET /api/v1/sweepstake): its terms, dates, who may enter, and when the
 * signed-in shopper entered. A site that runs none answers 404: the page says so. */
import { useQuery } from "@tanstack/react-query";
import { ApiError, apiGet } from "../../../lib/api";
import type { components } from "../../../lib/api-types";

export type Sweepstake = components["schemas"]["SweepstakeOut"];

export const sweepstakeKey = ["sweepstake"] as const;

async function fetchSweepstake(): Promise<Sweepstake | null> {
  try {
    return await apiGet<Sweepstake>("/api/v1/sweepstake");
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useSweepstake() {
  return useQuery({ queryKey: sweepstakeKey, queryFn: fetchSweepstake, retry: false });
}
