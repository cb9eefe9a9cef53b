/**
 * The current site's public configuration. The server inlines it into every page
 * (`window.__FORECOURT__ = {site}`), so the app renders without waiting for it; only the Vite dev
 * server without the backend's HTML shell falls back to GET /api/v1/site.
 */
import { createContext, createElement, useContext, type ReactNode } from "react";
import { apiGet, type SitePublic } from "./api";

declare global {
  interface Window {
    __FORECOURT__?: { site?: SitePublic };
  }
}

export function readInlineSite(): SitePublic | null {
  return window.__FORECOURT__?.site ?? null;
}

export async function loadSite(): Promise<SitePublic> {
  const inline = readInlineSite();
  if (inline) return inline;
  const site = await apiGet<SitePublic>("/api/v1/site");
  window.__FORECOURT__ = { ...window.__FORECOURT__, site };
  return site;
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
