/**
 * The console's API (/api/v1/console): its own session (the fc_console cookie, never the
 * shopper's), the CSRF token every change carries, and the queries the pages share.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiGet, buildUrl, errorFrom, type QueryParams } from "../../../lib/api";
import type { components } from "../../../lib/api-types";

type Schemas = components["schemas"];
export type ConsoleMe = Schemas["ConsoleMe"];
export type LeadPage = Schemas["LeadPage"];
export type LeadRow = Schemas["LeadRow"];
export type LeadDetail = Schemas["LeadDetail"];
export type Deal = Schemas["DealOut"];
export type CustomerPage = Schemas["CustomerPage"];
export type CustomerDetail = Schemas["CustomerDetail"];
export type NewCount = Schemas["NewCount"];
export type UserOut = Schemas["UserOut"];
export type AuditPage = Schemas["AuditPage"];
export type AdFeed = Schemas["AdFeedOut"];
export type Settings = Schemas["SettingsOut"];
export type Billing = Schemas["BillingOut"];
export type Domain = Schemas["DomainOut"];
export type DomainCheck = Schemas["DomainCheckOut"];
export type Destinations = Schemas["DestinationsOut"];
export type TestLead = Schemas["TestLeadOut"];
export type Dashboard = Schemas["DashboardOut"];
export type PagesList = Schemas["PagesOut"];
export type PageDetail = Schemas["PageDetail"];
export type OffersList = Schemas["OffersOut"];
export type OfferRow = Schemas["OfferRow"];
export type LocationsList = Schemas["LocationsOut"];
export type LocationRow = Schemas["LocationRow"];
export type ReviewsPage = Schemas["ReviewsPage"];
export type ReviewRow = Schemas["ReviewRow"];
export type Presentation = Schemas["PresentationOut"];
export type Assignee = Schemas["AssigneeOut"];
export type ReplyTemplate = Schemas["ReplyTemplateOut"];
export type Reply = Schemas["ReplyOut"];
export type LeadHandling = Schemas["LeadHandlingOut"];
export type Alerts = Schemas["AlertsOut"];
export type Permission = keyof ConsoleMe["permissions"];
export type Role = Schemas["RoleOut"]["role"];

const BASE = "/api/v1/console";
export const ME_KEY = ["console", "me"] as const;
export const LEAD_STATUSES = ["new", "contacted", "appointment", "sold", "lost"] as const;
export const STATUS_LABEL: Record<(typeof LEAD_STATUSES)[number], string> = {
  new: "New",
  contacted: "Contacted",
  appointment: "Appointment",
  sold: "Sold",
  lost: "Lost",
};

export function statusLabel(status: string): string {
  return STATUS_LABEL[status as keyof typeof STATUS_LABEL] ?? status;
}

/** The signed-in console user, or null (401). */
export function useConsoleMe() {
  return useQuery({
    queryKey: ME_KEY,
    queryFn: async () => {
      try {
        return await apiGet<ConsoleMe>(`${BASE}/auth/session`);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    staleTime: 5 * 60_000,
  });
}

export function can(me: ConsoleMe, permission: Permission): boolean {
  return me.permissions[permission] !== undefined;
}

/** The permission holds at every dealership: what belongs to the whole site (pages, offers). */
export function canSiteWide(me: ConsoleMe, permission: Permission): boolean {
  return me.permissions[permission] === "all";
}

/** A change on the signed-in user's behalf: JSON in, JSON (or nothing) out, with the CSRF token. */
export async function sendJson<T>(method: string, url: string, body?: unknown, csrf?: string): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: {
      Accept: "application/json",
      // A form's type names its boundary, which the browser writes: no Content-Type of ours.
      ...(body === undefined || body instanceof FormData ? {} : { "Content-Type": body instanceof Blob ? body.type : "application/json" }),
      ...(csrf ? { "X-CSRF-Token": csrf } : {}),
    },
    // A file (a photo) goes as the body itself, a form (an offer's image) as multipart; anything
    // else as JSON.
    body: body === undefined || body instanceof Blob || body instanceof FormData ? body : JSON.stringify(body),
  });
  if (!response.ok) throw await errorFrom(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** A change through the console's API (paths below /api/v1/console). */
export function consoleSend<T>(method: string, path: string, body?: unknown, csrf?: string): Promise<T> {
  return sendJson<T>(method, `${BASE}${path}`, body, csrf);
}

export function consoleGet<T>(path: string, params?: QueryParams): Promise<T> {
  return apiGet<T>(`${BASE}${path}`, params);
}

export function exportUrl(params: QueryParams): string {
  return buildUrl(`${BASE}/exports/leads.csv`, params);
}

export function useInvalidateConsole() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ["console"] });
}

export type StockPage = Schemas["StockPage"];
export type StockRow = Schemas["StockRow"];
export type CarPhotos = Schemas["PhotosOut"];
export type FeedSource = Schemas["FeedSourceOut"];
export type ImportReport = Schemas["ImportReportOut"];
export type StockIds = Schemas["StockIdsOut"];
export type PriceChange = Schemas["PriceChangeOut"];
export type PriceChangeIn = Schemas["BulkPriceIn"];
export type CarSpecifications = Schemas["SpecificationsOut"];
export type Business = Schemas["BusinessOut"];
export type BusinessRow = Schemas["BusinessRow"];
