/** My garage and the watchlist (spec: vehicle §7 POST /api/watchlist/save-car | remove-car). */
import type { useQueryClient } from "@tanstack/react-query";
import { useQuery } from "@tanstack/react-query";
import { apiGet, apiPost, type CarCard } from "../../../lib/api";
import type { components } from "../../../lib/api-types";
import { csrfHeaders, useSession } from "./session";

export type GarageOut = components["schemas"]["GarageOut"];
export type SavedCar = components["schemas"]["SavedCarOut"];
export type WatchlistOut = components["schemas"]["WatchlistOut"];
export type ProfileIn = components["schemas"]["ProfileIn"];

export const WATCHLIST_KEY = ["account", "watchlist"] as const;
export const GARAGE_KEY = ["account", "garage"] as const;

export function useWatchlistIds() {
  const session = useSession();
  const signedIn = Boolean(session.data?.user);
  return useQuery({
    queryKey: WATCHLIST_KEY,
    queryFn: () => apiGet<WatchlistOut>("/api/v1/garage/watchlist"),
    enabled: signedIn,
    staleTime: 60_000,
  });
}

export function useGarage() {
  return useQuery({ queryKey: GARAGE_KEY, queryFn: () => apiGet<GarageOut>("/api/v1/garage"), retry: false });
}

export async function changeWatchlist(
  client: ReturnType<typeof useQueryClient>,
  action: "save-car" | "remove-car",
  phone: string,
  car: Pick<CarCard, "id">,
): Promise<WatchlistOut> {
  const headers = await csrfHeaders(client);
  return apiPost<WatchlistOut>(`/api/watchlist/${action}`, { phone_number: phone, car_id: car.id }, { headers });
}

export async function changeGarage(
  client: ReturnType<typeof useQueryClient>,
  method: "PATCH" | "DELETE",
  path: string,
  body?: unknown,
): Promise<Response> {
  const headers = { ...(await csrfHeaders(client)), "Content-Type": "application/json", Accept: "application/json" };
  return fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}
