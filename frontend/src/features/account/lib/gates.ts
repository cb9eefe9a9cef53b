/**
 * Gated paths (spec: finance-signin-locations §2.2, §6): the server's own table, sent in the site's
 * payload, so a navigation inside the app goes to sign-in exactly when a page load would.
 */
export type Gate = { pattern: string; type: string; /** The page's form signs the shopper in itself: no redirect. */ in_place?: boolean };

/** The gate that sends a signed-out visitor of `path` to sign-in first, if any. */
export function gateFor(path: string, gates: readonly Gate[]): Gate | null {
  return gates.find((g) => !g.in_place && new RegExp(g.pattern, "i").test(path)) ?? null;
}

/** /sign-in?type=&redirect=&back= : where to go after signing in, and where Back goes. */
export function signInHref(type: string, redirect: string, back?: string): string {
  const query = new URLSearchParams({ type, redirect });
  if (back) query.set("back", back);
  return `/sign-in?${query.toString()}`;
}

/** Only a path of this site: a redirect parameter must never send the shopper elsewhere. */
export function safeRedirect(value: string | null, fallback = "/"): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  return value;
}
