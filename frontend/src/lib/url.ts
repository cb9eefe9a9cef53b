/** URL helpers for site paths (relative URLs the app links to). */

/** Adds query parameters to a path that may already carry a query string or a hash. */
export function withQuery(path: string, params: Record<string, string | number>): string {
  const [beforeHash = "", hash] = path.split("#", 2);
  const [pathname = "", query = ""] = beforeHash.split("?", 2);
  const search = new URLSearchParams(query);
  for (const [key, value] of Object.entries(params)) search.set(key, String(value));
  const qs = search.toString();
  return `${pathname}${qs ? `?${qs}` : ""}${hash !== undefined ? `#${hash}` : ""}`;
}

/** A URL path segment from a name: "Land Rover" -> "land-rover". */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

let serverOrigin = "";

/** The page's origin ("https://www.dealer.com.au"): the browser's, or the one a server render is for. */
export function pageOrigin(): string {
  return typeof window === "undefined" ? serverOrigin : window.location.origin;
}

/** The server's render (entry-server.tsx) says which origin it renders for, before each page. */
export function setServerOrigin(origin: string): void {
  serverOrigin = origin;
}
