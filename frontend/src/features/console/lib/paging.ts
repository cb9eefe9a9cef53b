/** Paging through a console list whose filters live in the address. */

/** This page's address at page `n`, its filters kept. */
export function pageHref(params: URLSearchParams, n: number): string {
  const next = new URLSearchParams(params);
  if (n > 1) next.set("page", String(n));
  else next.delete("page");
  const query = next.toString();
  return `${window.location.pathname}${query ? `?${query}` : ""}`;
}
