/**
 * The dealership presenting the page in view (spec §2.7), known before the first render: a route
 * module's `handle.dealershipScope` says it from the URL's parameters, the site and the inlined first
 * screen. The server renders the page so presented, and the browser hydrates it the same way; the
 * page's own useDealershipScope keeps it (and moves it on as the shopper moves on).
 */
import type { SitePublic } from "../lib/api";
import type { FirstScreen } from "./first-screen";

type Page = { params: Record<string, string | undefined>; site: SitePublic; first: FirstScreen | undefined };
export type DealershipScopeOf = (page: Page) => number | null | undefined;

type Match = { params: Record<string, string | undefined>; route: { handle?: unknown } };

export function pageDealershipScope(matches: readonly Match[] | null | undefined, site: SitePublic, first: FirstScreen | undefined): number | null {
  for (const match of [...(matches ?? [])].reverse()) {
    const scopeOf = (match.route.handle as { dealershipScope?: DealershipScopeOf } | undefined)?.dealershipScope;
    if (scopeOf) return scopeOf({ params: match.params, site, first }) ?? null;
  }
  return null;
}
