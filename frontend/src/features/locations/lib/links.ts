/** Where a location's buttons go (spec: finance-signin-locations §2.4). */
import type { Location } from "../../../lib/api";

export const locationPath = (l: Pick<Location, "slug">) => `/contact-us/${l.slug}`;

/** Where the location is, for a maps service: its coordinates, else its address. */
function whereabouts(l: Location): string {
  const { lat, long, street, city, state, postcode } = l.address;
  return lat !== null && long !== null ? `${lat},${long}` : [street, city, state, postcode].filter(Boolean).join(", ");
}

/** Directions in the shopper's maps app, by coordinates or address. */
export function directionsHref(l: Location): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(whereabouts(l))}`;
}

/** The location itself on the map (the card's View Location): its own place page when it has one. */
export function placeHref(l: Location): string {
  if (l.address.place_url) return l.address.place_url;
  const place = l.address.place_id ? `&query_place_id=${encodeURIComponent(l.address.place_id)}` : "";
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(whereabouts(l))}${place}`;
}

export const stockHref = (l: Location) => `/search/${l.slug}`;
export const serviceHref = (l: Location) => `/service?location=${encodeURIComponent(l.slug)}`;
export const enquireHref = (l: Location) => `/contact?location=${encodeURIComponent(l.slug)}`;
