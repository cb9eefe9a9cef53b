/**
 * The shopper's session on this site (phone one-time code): who is signed in, and the CSRF token
 * every change on their behalf carries (X-CSRF-Token). The cookie itself is HTTP-only. The site's
 * frame, the account pages and the finance journey read it.
 */
import type { useQueryClient } from "@tanstack/react-query";
import { useQuery } from "@tanstack/react-query";
import { apiGet, apiPost } from "./api";
import type { components } from "./api-types";

export type SessionOut = components["schemas"]["SessionOut"];
export type Shopper = components["schemas"]["ShopperOut"];
export type SendCodeOut = components["schemas"]["SendCodeOut"];

export const SESSION_KEY = ["account", "session"] as const;

export function fetchSession(): Promise<SessionOut> {
  return apiGet<SessionOut>("/api/v1/auth/session");
}

export function useSession() {
  return useQuery({ queryKey: SESSION_KEY, queryFn: fetchSession, staleTime: 60_000 });
}

/** The session's token for a change; read fresh from the cache (it changes at sign-in). */
export async function csrfHeaders(client: ReturnType<typeof useQueryClient>): Promise<Record<string, string>> {
  const session = await client.ensureQueryData({ queryKey: SESSION_KEY, queryFn: fetchSession });
  return session.csrf_token ? { "X-CSRF-Token": session.csrf_token } : {};
}

export function checkRateLimit(phone: string): Promise<{ ok: boolean }> {
  return apiPost("/api/rate-limit", { phone });
}

export type CodeRequest = { phone: string; name?: string; last_name?: string; email?: string; postcode?: string; dealership_slug?: string; altcha?: string };

export function sendCode(request: CodeRequest): Promise<SendCodeOut> {
  const body = Object.fromEntries(Object.entries(request).filter(([, v]) => v !== undefined && v !== ""));
  return apiPost<SendCodeOut>("/api/v1/auth/code", body);
}

export function verifyCode(phone: string, code: string): Promise<SessionOut> {
  return apiPost<SessionOut>("/api/v1/auth/verify", { phone, code });
}

export async function signOut(csrfToken: string): Promise<void> {
  await apiPost("/api/v1/auth/sign-out", {}, { headers: { "X-CSRF-Token": csrfToken } });
}
