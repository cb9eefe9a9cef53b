/**
 * The shopper's session on this site (phone one-time code): who is signed in, and the CSRF token
 * every change on their behalf carries (X-CSRF-Token). The cookie itself is HTTP-only. The site's
 * frame, the account pages and the finance journey read it.
 */
import type { useQueryClient } from "@tanstack/react-query";
import { useQuery } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { apiGet, apiPost } from "./api";
import type { components } from "./api-types";

export type SessionOut = components["schemas"]["SessionOut"];
export type Shopper = components["schemas"]["ShopperOut"];
export type SendCodeOut = components["schemas"]["SendCodeOut"];

export const SESSION_KEY = ["account", "session"] as const;

export async function fetchSession(): Promise<SessionOut> {
  return noted(await apiGet<SessionOut>("/api/v1/auth/session"));
}

export function useSession() {
  return useQuery({ queryKey: SESSION_KEY, queryFn: fetchSession, staleTime: 60_000 });
}

// This browser's note that a shopper is signed in here, kept beside every answer about the session:
// the header shows Sign in or My garage from it, since most pages never ask for the session (and
// the page cannot read the HTTP-only cookie). Per origin, as a site is per host. A stale note costs
// little: My garage is gated, so a signed-out visitor who follows it lands on sign-in.
const SIGNED_IN_NOTE = "forecourt:signed-in";

function noted(session: SessionOut): SessionOut {
  try {
    if (session.user) window.localStorage.setItem(SIGNED_IN_NOTE, "1");
    else window.localStorage.removeItem(SIGNED_IN_NOTE);
  } catch {
    // blocked storage (private mode): the header shows Sign in until a page reads the session
  }
  return session;
}

function readNote(): boolean {
  try {
    return window.localStorage.getItem(SIGNED_IN_NOTE) === "1";
  } catch {
    return false;
  }
}

function onOtherTabs(notify: () => void): () => void {
  window.addEventListener("storage", notify);
  return () => window.removeEventListener("storage", notify);
}

/**
 * Whether a shopper is signed in, as far as the page knows without a request: the session when a
 * page has read it, else this browser's note. Never fetches (enabled: false only watches the
 * cache). The server's render and the hydration say signed out: the HTML is the same for everyone.
 */
export function useSignedIn(): boolean {
  const known = useQuery({ queryKey: SESSION_KEY, queryFn: fetchSession, enabled: false }).data;
  const note = useSyncExternalStore(onOtherTabs, readNote, () => false);
  return known ? known.user !== null : note;
}

/** The session ended by the server (the shopper's data deleted): signed out on this page too. */
export function forgetSession(client: ReturnType<typeof useQueryClient>): void {
  client.setQueryData(SESSION_KEY, noted({ user: null, csrf_token: null }));
}

/** The session's token for a change; read fresh from the cache (it changes at sign-in). */
export async function csrfHeaders(client: ReturnType<typeof useQueryClient>): Promise<Record<string, string>> {
  const session = await client.ensureQueryData({ queryKey: SESSION_KEY, queryFn: fetchSession });
  return session.csrf_token ? { "X-CSRF-Token": session.csrf_token } : {};
}

/** spec: finance §9 - a request for a one-time code is given up after 15,000 ms. */
export const CODE_REQUEST_TIMEOUT_MS = 15_000;

export function checkRateLimit(phone: string, signal?: AbortSignal): Promise<{ ok: boolean }> {
  return apiPost("/api/rate-limit", { phone }, { signal });
}

export type CodeRequest = { phone: string; name?: string; last_name?: string; email?: string; postcode?: string; dealership_slug?: string; altcha?: string };

export function sendCode(request: CodeRequest, signal?: AbortSignal): Promise<SendCodeOut> {
  const body = Object.fromEntries(Object.entries(request).filter(([, v]) => v !== undefined && v !== ""));
  return apiPost<SendCodeOut>("/api/v1/auth/code", body, { signal });
}

export async function verifyCode(phone: string, code: string): Promise<SessionOut> {
  return noted(await apiPost<SessionOut>("/api/v1/auth/verify", { phone, code }));
}

export async function signOut(csrfToken: string): Promise<void> {
  await apiPost("/api/v1/auth/sign-out", {}, { headers: { "X-CSRF-Token": csrfToken } });
  noted({ user: null, csrf_token: null });
}
