/** An alert's "Stop these alerts" link. A module of its own, so the watchlist's pages do not load
 * TanStack Query's mutation code with the garage's calls. */
import { useMutation } from "@tanstack/react-query";
import { refusal } from "./garage";

export type Unsubscribed = { ok: boolean; message: string };

/** POST /api/v1/alerts/unsubscribe?token=: the alert's link stops it; the answer's message, or why not. */
export async function unsubscribeAlerts(token: string): Promise<Unsubscribed> {
  const response = await fetch(`/api/v1/alerts/unsubscribe?token=${encodeURIComponent(token)}`, {
    method: "POST",
    headers: { Accept: "application/json" },
  }).catch(() => null);
  if (response?.ok) {
    const body = (await response.json()) as { message: string };
    return { ok: true, message: body.message };
  }
  return { ok: false, message: response ? await refusal(response) : "An unknown error occurred." };
}

export function useUnsubscribeAlerts() {
  return useMutation({ mutationFn: unsubscribeAlerts });
}
