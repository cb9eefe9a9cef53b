/** Zod rules for the shared fields, with the server's limits (leads/fields.py) and messages. */
import { z } from "zod";
import * as m from "./messages";

// Zod's JIT probes `new Function`, which the CSP (script-src 'self') forbids and reports as a
// violation; the interpreted path is as correct and fast enough for a form.
z.config({ jitless: true });

// The server's patterns (OpenAPI document), so the browser refuses what the server would.
export const PHONE_PATTERN = /^(\+?61 ?|0)[2-478]( ?[0-9]){8}$/;
export const EMAIL_PATTERN = /^[^@\s]+@[^@\s.]+(\.[^@\s.]+)+$/;
export const POSTCODE_PATTERN = /^[0-9]{4}$/;
export const REGO_PATTERN = /^[A-Za-z0-9 -]{0,10}$/;

const optional = (schema: z.ZodString) => schema.optional().or(z.literal(""));

export const contactFields = {
  name: z.string().trim().min(1, m.FIRST_NAME).max(100, m.FIRST_NAME),
  last_name: optional(z.string().max(100, "Please enter at most 100 characters.")),
  email: z.string().trim().min(1, m.REQUIRED).max(254, m.EMAIL).regex(EMAIL_PATTERN, m.EMAIL),
  phone: z.string().trim().min(1, m.REQUIRED).max(20, m.PHONE).regex(PHONE_PATTERN, m.PHONE),
};

export const postcode = (required: boolean) =>
  required ? z.string().regex(POSTCODE_PATTERN, m.POSTCODE) : optional(z.string().regex(POSTCODE_PATTERN, m.POSTCODE));

export const comments = (required: boolean) =>
  required
    ? z.string().trim().min(1, m.COMMENTS).max(5000, "Please keep your comments under 5,000 characters.")
    : z.string().max(5000, "Please keep your comments under 5,000 characters.").optional();

export const rego = optional(z.string().regex(REGO_PATTERN, "Please enter a registration of up to 10 letters and digits."));

/** A number typed into a text box: empty is "not given", anything else must be in [min, max]. */
export const whole = (min: number, max: number, message: string, required = false) =>
  z.preprocess(
    (v) => (v === "" || v === undefined || v === null ? undefined : Number(v)),
    required ? z.number({ message }).int(message).min(min, message).max(max, message) : z.number({ message }).int(message).min(min, message).max(max, message).optional(),
  );

/** The body the API takes: empty inputs are left out rather than sent as "". */
export function compact(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== "" && v !== undefined && v !== null));
}
