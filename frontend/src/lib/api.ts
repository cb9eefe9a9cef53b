/** The API's wire types (generated from the backend's OpenAPI document) and a small typed client. */
import type { components } from "./api-types";

type Schemas = components["schemas"];
export type SitePublic = Schemas["SitePublic"];
export type SiteConfig = Schemas["SiteConfig"];
export type Theme = Schemas["Theme"];
export type NavItem = Schemas["NavItem"];
export type FooterGroup = Schemas["FooterGroup"];
export type Dealership = Schemas["DealershipOut"];
export type Location = Schemas["LocationOut"];
export type OpeningHours = Schemas["OpeningHoursOut"];
export type SpecialHours = Schemas["SpecialHoursOut"];
export type CarCard = Schemas["CarCard"];
export type CarList = Schemas["CarList"];
export type CarDetail = Schemas["CarDetail"];
export type ResponsiveImage = Schemas["ResponsiveImage"];

export type FieldError = { field: string; message: string };

/** A non-2xx answer: the status, the server's message and its per-field errors (422). */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: FieldError[];
  /** Whether the answer's body said what went wrong (a bare 500 or a proxy's page does not). */
  readonly explained: boolean;

  constructor(status: number, message: string, fieldErrors: FieldError[] = [], explained = true) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.explained = explained;
  }

  /** The message for one field, for showing beside that input. */
  fieldError(field: string): string | undefined {
    return this.fieldErrors.find((e) => e.field === field)?.message;
  }
}

/** The server's own words for a failure (a field's message first), or null when its answer gave
 * none (or no answer came): the caller then shows its own (spec: finance §8, server error text is
 * shown when present). */
export function serverText(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  return error.fieldErrors[0]?.message ?? (error.explained ? error.message : null);
}

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

/** Builds `path?query`, repeating keys for arrays and dropping empty values. */
export function buildUrl(path: string, params: QueryParams = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const v of values) {
      if (v !== undefined && v !== null && v !== "") query.append(key, String(v));
    }
  }
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}

export async function errorFrom(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // not JSON (a proxy's error page, say): the status alone has to do
  }
  const detail = (body as { detail?: unknown } | null)?.detail;
  // The spec's own endpoints (a lender's refusal, say) answer {"error": "..."}: the shopper
  // reads that text (spec: finance-signin-locations §8), never a bare status.
  const said = (body as { error?: unknown } | null)?.error;
  const errors = (body as { errors?: unknown } | null)?.errors;
  const message = typeof detail === "string" ? detail : typeof said === "string" ? said : `Request failed (${response.status}).`;
  const fieldErrors = Array.isArray(errors)
    ? errors.filter(
        (e): e is FieldError =>
          typeof e === "object" && e !== null && typeof e.field === "string" && typeof e.message === "string",
      )
    : [];
  return new ApiError(response.status, message, fieldErrors, typeof detail === "string" || typeof said === "string");
}

/** GET a JSON resource of the current site (the host name picks the site). */
export async function apiGet<T>(path: string, params?: QueryParams, init?: RequestInit): Promise<T> {
  const response = await fetch(buildUrl(path, params), {
    ...init,
    headers: { Accept: "application/json", ...init?.headers },
  });
  if (!response.ok) throw await errorFrom(response);
  return (await response.json()) as T;
}

/** POST JSON to the current site's API; answers the parsed body (null for an empty one). */
export async function apiPost<T>(path: string, body: unknown, init?: RequestInit): Promise<T> {
  const response = await fetch(path, {
    ...init,
    method: "POST",
    headers: { Accept: "application/json", "Content-Type": "application/json", ...init?.headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw await errorFrom(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}
