/**
 * POST /api/v1/leads: what every shopper form sends (the lead forms, the finance journey), with an
 * idempotency key per form submission (a retry never makes a 2nd lead).
 */
import { apiPost } from "./api";
import type { components } from "./api-types";

type Schemas = components["schemas"];
export type LeadOut = Schemas["LeadOut"];
export type LeadKind = LeadOut["kind"];
export type LeadBody = { kind: LeadKind } & Record<string, unknown>;

export function submitLead(body: LeadBody, idempotencyKey: string): Promise<LeadOut> {
  return apiPost<LeadOut>("/api/v1/leads", body, { headers: { "Idempotency-Key": idempotencyKey } });
}

export function newIdempotencyKey(): string {
  return `form-${crypto.randomUUID()}`;
}
