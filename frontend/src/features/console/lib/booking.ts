/** How a lead waiting for a time, and a place to book it, read in the console: the location as
 * "North Yard (North Motors)" unless its name already says the dealership, the zone a time is in
 * ("Brisbane"), and a waiting lead's one-line summary. */
import { leadAge } from "./age";
import { kindLabel } from "./kinds";

type Place = { name: string; dealership_name: string };
type WaitingLine = { kind: string; car_name?: string | null; dealership_name: string; created_at: string };

export function locationLabel(place: Place): string {
  return place.name.startsWith(place.dealership_name) ? place.name : `${place.name} (${place.dealership_name})`;
}

/** "Australia/Brisbane" -> "Brisbane": the console's dealers are in Australia. */
export function zoneName(timeZone: string): string {
  return timeZone.replace("Australia/", "").replaceAll("_", " ");
}

/** "Test drive · 2021 Mazda CX-5 · North Motors · asked 3 hours ago". */
export function waitingSummary(lead: WaitingLine, now: Date = new Date()): string {
  const age = leadAge(lead.created_at, now);
  return [kindLabel(lead.kind), lead.car_name, lead.dealership_name, age === "just now" ? "asked just now" : `asked ${age} ago`]
    .filter(Boolean)
    .join(" · ");
}
