/** Sends a tracking event; analytics never break the page (spec: vehicle §8, logged as a warning). */
import { sendEvent } from "../api/vehicle";

export function track(eventId: number, carId: number | null): void {
  const path = window.location.pathname;
  sendEvent(eventId, carId, path).catch((error: unknown) => console.warn(`Tracking event ${eventId} failed`, error));
}
