/** How an audit entry reads: the action as a verb, each changed field's label, and its values
 * as a person writes them (prices in dollars, Yes/No, "none"), never raw JSON for simple values. */
import { formatPrice } from "../../../lib/format";

const VERBS: Record<string, string> = {
  update: "changed",
  create: "created",
  delete: "deleted",
  photo_order: "reordered the photos of",
  photo_upload: "uploaded a photo to",
  photo_delete: "deleted photos of",
  import_feed: "imported a feed into",
  invite: "invited",
  sign_up_link: "made a sign-up link for",
  note: "added a note to",
  back_in_stock: "put back in stock",
  book_appointment: "booked a time for",
  reschedule: "moved the appointment of",
  cancel_appointment: "cancelled the appointment of",
};

export function auditVerb(action: string): string {
  return VERBS[action] ?? action.replaceAll("_", " ");
}

/** `search.hits_per_page` -> "Search › hits per page". */
export function fieldLabel(path: string): string {
  const text = path.split(".").map((part) => part.replaceAll("_", " ")).join(" › ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function auditValue(path: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "none";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "number") return /price|amount/.test(path) ? formatPrice(value) : value.toLocaleString("en-AU");
  if (typeof value === "string") return value;
  if (Array.isArray(value)) {
    if (value.every((v) => typeof v === "string" || typeof v === "number")) return value.length ? value.join(", ") : "none";
    return `${value.length} items`;
  }
  return JSON.stringify(value);
}

/** Each field changed, with its value before and after (either side may be missing). */
export function auditChanges(before: Record<string, unknown>, after: Record<string, unknown>) {
  const paths = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return paths.map((path) => ({
    path,
    label: fieldLabel(path),
    before: path in before ? auditValue(path, before[path]) : null,
    after: path in after ? auditValue(path, after[path]) : null,
  }));
}
