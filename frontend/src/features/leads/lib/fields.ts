/** Zod rules (zod/mini: a form page's script stays within its budget) for the shared fields, with the server's limits (leads/fields.py) and messages. */
import { z } from "zod/mini";
import { EMAIL_MAX_LENGTH, isEmail } from "../../../lib/email";
import * as m from "./messages";

// Zod's JIT probes `new Function`, which the CSP (script-src 'self') forbids and reports as a
// violation; the interpreted path is as correct and fast enough for a form.
z.config({ jitless: true });

// The server's patterns (OpenAPI document), so the browser refuses what the server would.
export const PHONE_PATTERN = /^(\+?61 ?|0)[2-478]( ?[0-9]){8}$/;
export const POSTCODE_PATTERN = /^[0-9]{4}$/;
export const REGO_PATTERN = /^[A-Za-z0-9 -]{0,10}$/;

const optional = (schema: z.ZodMiniString) => z.union([z.optional(schema), z.literal("")]);

export const contactFields = {
  name: z.string().check(z.trim(), z.minLength(1, m.FIRST_NAME), z.maxLength(100, m.FIRST_NAME)),
  last_name: optional(z.string().check(z.maxLength(100, "Please enter at most 100 characters."))),
  email: z.string().check(z.trim(), z.minLength(1, m.REQUIRED), z.maxLength(EMAIL_MAX_LENGTH, m.EMAIL), z.refine(isEmail, m.EMAIL)),
  phone: z.string().check(z.trim(), z.minLength(1, m.REQUIRED), z.maxLength(20, m.PHONE), z.regex(PHONE_PATTERN, m.PHONE)),
};

const postcodeRule = () => z.string().check(z.regex(POSTCODE_PATTERN, m.POSTCODE));
export const postcode = (required: boolean) => (required ? postcodeRule() : optional(postcodeRule()));

export const comments = (required: boolean) =>
  required
    ? z.string().check(z.trim(), z.minLength(1, m.COMMENTS), z.maxLength(5000, "Please keep your comments under 5,000 characters."))
    : z.optional(z.string().check(z.maxLength(5000, "Please keep your comments under 5,000 characters.")));

export const rego = optional(z.string().check(z.regex(REGO_PATTERN, "Please enter a registration of up to 10 letters and digits.")));

/** A number typed into a text box: empty is "not given", anything else must be in [min, max]. */
export const whole = (min: number, max: number, message: string, required = false) => {
  const number = z.int({ message }).check(z.gte(min, message), z.lte(max, message));
  return z.pipe(
    z.transform((v: unknown) => (v === "" || v === undefined || v === null ? undefined : Number(v))),
    required ? number : z.optional(number),
  );
};

/** The body the API takes: empty inputs are left out rather than sent as "". */
export function compact(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== "" && v !== undefined && v !== null));
}
