/**
 * Tracking events (spec: vehicle §9 ids): which one an action sends, and sending it. Every feature
 * that a shopper acts in sends them; analytics never break the page (spec: vehicle §8, a failure is
 * logged as a warning).
 */
import { apiPost } from "./api";

export const EVENTS = {
  callDealer: 25,
  financeCalculatorFirstUse: 26,
  saveCar: 39,
  testDriveUsed: 48,
  testDriveNew: 17, // also the Test Drive Only tag
  enquiryUsed: 15,
  enquiryNew: 14,
  print: 61,
  historyReport: 60,
  careerEnquiry: 51, // the category select changed to Career Enquiry
  tradeInOffer: 18,
} as const;

export function enquiryEvent(carType: string): number {
  return carType === "new" ? EVENTS.enquiryNew : EVENTS.enquiryUsed;
}

export function testDriveEvent(carType: string, testDriveOnly: boolean): number {
  return testDriveOnly || carType === "new" ? EVENTS.testDriveNew : EVENTS.testDriveUsed;
}

/** POST /api/v1/events; keepalive lets it finish while a link navigates away. */
export function sendEvent(eventId: number, carId: number | null, path: string) {
  return apiPost("/api/v1/events", { event_id: eventId, car_id: carId, path }, { keepalive: true });
}

export function track(eventId: number, carId: number | null): void {
  const path = window.location.pathname;
  sendEvent(eventId, carId, path).catch((error: unknown) => console.warn(`Tracking event ${eventId} failed`, error));
}
