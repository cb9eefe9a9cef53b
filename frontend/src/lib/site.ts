/**
 * The current site's public configuration. The server inlines it into every page as a JSON data
 * block (`<script type="application/json" id="forecourt-state">`, inert, so the Content-Security-Policy
 * needs no inline script), and the app renders without waiting for it; only the Vite dev server
 * without the backend's HTML shell falls back to GET /api/v1/site.
 */
import { createContext, createElement, useContext, type ReactNode } from "react";
import { apiGet, type SitePublic } from "./api";

export const STATE_ELEMENT_ID = "forecourt-state";

export function readInlineSite(): SitePublic | null {
  const text = document.getElementById(STATE_ELEMENT_ID)?.textContent;
  if (!text) return null;
  const state = JSON.parse(text) as { site?: SitePublic };
  return state.site ?? null;
}

export async function loadSite(): Promise<SitePublic> {
  return readInlineSite() ?? (await apiGet<SitePublic>("/api/v1/site"));
}

const SiteContext = createContext<SitePublic | null>(null);

export function SiteProvider({ site, children }: { site: SitePublic; children: ReactNode }) {
  return createElement(SiteContext.Provider, { value: site }, children);
}

export function useSite(): SitePublic {
  const site = useContext(SiteContext);
  if (!site) throw new Error("useSite() outside <SiteProvider>");
  return site;
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
