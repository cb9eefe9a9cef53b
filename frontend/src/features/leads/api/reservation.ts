/** GET /api/v1/cars/{slug}/reservation: whether the car can be reserved now, and the deposit. */
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api";
import type { components } from "../../../lib/api-types";

export type ReserveQuote = components["schemas"]["ReserveQuote"];
export type ReservationOut = components["schemas"]["ReservationOut"];

export function useReserveQuote(slug: string) {
  return useQuery({
    queryKey: ["checkout", "reservation", slug],
    queryFn: ({ signal }) => apiGet<ReserveQuote>(`/api/v1/cars/${encodeURIComponent(slug)}/reservation`, undefined, { signal }),
    staleTime: 0, // another buyer may have just reserved it
    retry: false,
  });
}
