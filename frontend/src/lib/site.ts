/**
 * The current site's public configuration. The server inlines it into every page as a JSON data
 * block (`<script type="application/json" id="forecourt-state">`, inert, so the Content-Security-Policy
 * needs no inline script), and the app renders without waiting for it; only the Vite dev server
 * without the backend's HTML shell falls back to GET /api/v1/site.
 */
import { createContext, createElement, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { apiGet, type SitePublic } from "./api";

export const STATE_ELEMENT_ID = "forecourt-state";

/** The inlined state: the site, the first screen's data (app/first-screen.ts reads `first`) and the
 * seed of what the page places at random (lib/visit-seed.ts) and when it was made (lib/page-clock.ts). */
export type InlineState = { site?: SitePublic; first?: unknown; seed?: number; made_at?: number };

export function readInlineState(): InlineState {
  const text = document.getElementById(STATE_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as InlineState) : {};
}

export async function loadSite(state: InlineState = readInlineState()): Promise<SitePublic> {
  return state.site ?? (await apiGet<SitePublic>("/api/v1/site"));
}

type Dealership = SitePublic["dealerships"][number];
type Scope = { site: SitePublic; dealership: Dealership | null; setScope: (dealershipId: number | null) => void };

const SiteContext = createContext<Scope | null>(null);

/**
 * Provides the site as the page in view presents it. A page about one dealership (its car, its
 * location, a search narrowed to it) calls useDealershipScope, and from then on every useSite()
 * reads the site's configuration with that dealership's overrides laid over it (spec §2.7): the
 * header's links and contact banner, consent and disclaimer text, search filters, map zoom.
 */
export function SiteProvider({
  site,
  dealershipId: pageDealershipId = null,
  children,
}: {
  site: SitePublic;
  dealershipId?: number | null; // the first page's, known before its render (app/page-scope.ts)
  children: ReactNode;
}) {
  const [dealershipId, setScope] = useState<number | null>(pageDealershipId);
  const value = useMemo(() => {
    const dealership = site.dealerships.find((d) => d.id === dealershipId) ?? null;
    return { site: scopedSite(site, dealership?.slug ?? null), dealership, setScope };
  }, [site, dealershipId]);
  return createElement(SiteContext.Provider, { value }, children);
}

function useScope(): Scope {
  const scope = useContext(SiteContext);
  if (!scope) throw new Error("useSite() outside <SiteProvider>");
  return scope;
}

export function useSite(): SitePublic {
  return useScope().site;
}

/** The dealership the page in view is about, if any. */
export function useScopedDealership(): Dealership | null {
  return useScope().dealership;
}

/** Presents the site as this dealership does while the calling page is shown. The first page's
 * scope is known before its render (app/page-scope.ts), so its markup already presents it and this
 * changes nothing while it hydrates. */
export function useDealershipScope(dealershipId: number | null | undefined): void {
  const { setScope } = useScope();
  useEffect(() => {
    setScope(dealershipId ?? null);
    return () => setScope(null);
  }, [dealershipId, setScope]);
}

/** The dealership presenting a search narrowed to dealerships by name: only one of them, alone. */
export function dealershipOfNames(site: SitePublic, names: readonly string[]): number | null {
  return names.length === 1 ? (site.dealerships.find((d) => d.name === names[0])?.id ?? null) : null;
}

/** The site with a dealership's overrides laid over its configuration (the same rule as the
 * server's tenancy/config.deep_merge, which validated the result: objects merge, anything else
 * replaces). */
export function scopedSite(site: SitePublic, dealershipSlug: string | null): SitePublic {
  const override = dealershipSlug ? site.config.dealership_overrides?.[dealershipSlug] : undefined;
  if (!override) return site;
  return { ...site, config: deepMerge(site.config, override) as SitePublic["config"] };
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

export function deepMerge(base: Json, override: Json): Json {
  const merged: Json = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = merged[key];
    merged[key] = isObject(value) && isObject(current) ? deepMerge(current, value) : value;
  }
  return merged;
}

/** The site's primary dealership (SitePublic.dealership_id), else its first one. */
export function primaryDealership(site: SitePublic) {
  return site.dealerships.find((d) => d.id === site.dealership_id) ?? site.dealerships[0] ?? null;
}

/** The phone number shoppers should call: the primary dealership's, else the primary location's. */
export function primaryPhone(site: SitePublic): string | null {
  const dealership = primaryDealership(site);
  if (dealership?.phone) return dealership.phone;
  const location = site.locations.find((l) => l.primary && l.phone) ?? site.locations.find((l) => l.phone);
  return location?.phone ?? null;
}

/** Where this site keeps My garage (a brand's own path, spec §2.2): the first of its garage paths. */
export function garagePath(site: SitePublic): string {
  return site.config.sign_in.garage_paths?.[0] ?? "/my-garage";
}
