/** My garage and the watchlist (spec: vehicle §7 POST /api/watchlist/save-car | remove-car). */
import type { useQueryClient } from "@tanstack/react-query";
import { useQuery } from "@tanstack/react-query";
import { apiGet, apiPost, type CarCard } from "../../../lib/api";
import type { components } from "../../../lib/api-types";
import { csrfHeaders, useSession } from "../../../lib/session";
import { accountKeys } from "./keys";

export type GarageOut = components["schemas"]["GarageOut"];
export type SavedCar = components["schemas"]["SavedCarOut"];
export type WatchlistOut = components["schemas"]["WatchlistOut"];
export type ProfileIn = components["schemas"]["ProfileIn"];
export type SavedSearch = components["schemas"]["SavedSearchOut"];
export type AlertChannel = NonNullable<components["schemas"]["SavedSearchIn"]["alert"]>;

/** The alert channels as shoppers read them. */
export const ALERT_CHANNELS: { value: AlertChannel; label: string }[] = [
  { value: "email", label: "Email" },
  { value: "sms", label: "Text message" },
  { value: "off", label: "No alerts" },
];

export function useWatchlistIds() {
  const session = useSession();
  const signedIn = Boolean(session.data?.user);
  return useQuery({
    queryKey: accountKeys.watchlist(),
    queryFn: () => apiGet<WatchlistOut>("/api/v1/garage/watchlist"),
    enabled: signedIn,
    staleTime: 60_000,
  });
}

export function useGarage() {
  return useQuery({ queryKey: accountKeys.garage(), queryFn: () => apiGet<GarageOut>("/api/v1/garage"), retry: false });
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
  method: "POST" | "PATCH" | "DELETE",
  path: string,
  body?: unknown,
): Promise<Response> {
  const headers = { ...(await csrfHeaders(client)), "Content-Type": "application/json", Accept: "application/json" };
  return fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

/** The first field's message of a refused change, or the summary (the API's error shape). */
export async function refusal(answer: Response): Promise<string> {
  const detail = (await answer.json().catch(() => null)) as { errors?: { message: string }[]; detail?: string } | null;
  return detail?.errors?.[0]?.message ?? detail?.detail ?? "An unknown error occurred.";
}
