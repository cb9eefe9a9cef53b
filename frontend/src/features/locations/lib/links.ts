/** Where a location's buttons go (spec: finance-signin-locations §2.4). */
import type { Location } from "../../../lib/api";

export const locationPath = (l: Pick<Location, "slug">) => `/contact-us/${l.slug}`;

/** Directions in the shopper's maps app: the place's own link, else by coordinates or address. */
export function directionsHref(l: Location): string {
  const { lat, long, street, city, state, postcode } = l.address;
  const destination = lat !== null && long !== null ? `${lat},${long}` : [street, city, state, postcode].filter(Boolean).join(", ");
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

export const stockHref = (l: Location) => `/search/${l.slug}`;
export const serviceHref = (l: Location) => `/service?location=${encodeURIComponent(l.slug)}`;
export const enquireHref = (l: Location) => `/contact?location=${encodeURIComponent(l.slug)}`;
