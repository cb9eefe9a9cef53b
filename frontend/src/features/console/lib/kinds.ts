/** Each lead kind as the dealer reads it (the inbox, a customer's timeline). */
export const KIND_LABEL: Record<string, string> = {
  enquiry: "Enquiry", test_drive: "Test drive", service_booking: "Service booking", trade_in: "Trade-in",
  finance: "Finance", reserve: "Reservation", photo_request: "Photo request", find_similar: "Find similar",
  online_purchase: "Online purchase", sell_my_car: "Sell my car", parts: "Parts", career: "Career",
  sweepstake: "Prize draw entry",
};

export function kindLabel(kind: string, category?: string): string {
  return KIND_LABEL[kind] ?? category ?? kind.replaceAll("_", " ");
}
