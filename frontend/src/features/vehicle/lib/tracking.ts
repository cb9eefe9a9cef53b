/** Tracking event ids (spec: vehicle §9) and which one an action sends. */

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
