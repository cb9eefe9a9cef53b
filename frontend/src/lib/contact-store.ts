/** The shopper's details kept in the browser once name, e-mail and phone are all present
 * (spec: vehicle §5), and offered to the next form. */
import type { Shopper } from "./session";

const KEY = "forecourt.contact";

export type StoredContact = { name: string; last_name?: string; email: string; phone: string; postcode?: string };

export function loadContact(): Partial<StoredContact> {
  try {
    const raw = window.localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as StoredContact) : {};
  } catch {
    return {};
  }
}

export function keepContact(values: Partial<StoredContact>): boolean {
  if (!values.name || !values.email || !values.phone) return false;
  const kept: StoredContact = { name: values.name, email: values.email, phone: values.phone };
  if (values.last_name) kept.last_name = values.last_name;
  if (values.postcode) kept.postcode = values.postcode;
  try {
    window.localStorage.setItem(KEY, JSON.stringify(kept));
    return true;
  } catch {
    return false; // private mode or full storage: the form still works
  }
}

/** What a signed-in shopper's profile fills in a form: details typed once, on any form. */
export function profileDetails(shopper: Shopper | null): Partial<StoredContact> {
  if (!shopper) return {};
  const found = { name: shopper.name, last_name: shopper.last_name, email: shopper.email, phone: shopper.phone, postcode: shopper.postcode };
  return Object.fromEntries(Object.entries(found).filter(([, value]) => Boolean(value))) as Partial<StoredContact>;
}

/** Everything known of the shopper: this browser's last details, the profile over them. */
export function knownContact(shopper: Shopper | null): Partial<StoredContact> {
  return { ...loadContact(), ...profileDetails(shopper) };
}
