/**
 * A deal's lines in My garage as shoppers read them: the hold, the deposit, the trade-in offer,
 * and the links that complete the deal. What each status means is the server's (the deal's
 * next_step, the finance's status_text, the hold's message); here they are only worded.
 */
import { formatDateTime, formatPrice } from "../../../lib/format";
import type { Deal } from "../api/deals";

type Reservation = NonNullable<Deal["reservation"]>;
type TradeIn = NonNullable<Deal["trade_in"]>;

const HOLD_ENDED: Record<string, string> = {
  confirmed: "Reserved for you: the dealer has confirmed your hold",
  released: "Hold released",
  expired: "Hold ended",
};

/** "Held until Saturday 13 June at 3:00 pm", or where the hold stands when it no longer runs. */
export function holdLine(reservation: Reservation, timeZone?: string): string {
  if (reservation.status === "held" && reservation.expires_at) return `Held until ${formatDateTime(reservation.expires_at, timeZone)}`;
  return HOLD_ENDED[reservation.status] ?? "Not held";
}

// The payment processor's answer (reservations/payments.py HoldStatus, and "requested" before it).
const DEPOSIT_STATUS: Record<string, string> = {
  requested: "to be arranged with the dealer",
  pending_dealer: "to be arranged with the dealer",
  authorised: "paid and held by our payment provider",
  declined: "declined",
  unreachable: "not taken yet",
};

/** "$500 deposit: to be arranged with the dealer"; null when the hold asked for no deposit. */
export function depositLine(reservation: Reservation): string | null {
  if (!reservation.amount) return null;
  const status = reservation.processor_status ? DEPOSIT_STATUS[reservation.processor_status] : null;
  return `${formatPrice(reservation.amount)} deposit${status ? `: ${status}` : ""}`;
}

export const NO_ONLINE_ESTIMATE = "No online estimate: the dealer will value your car in person.";

/** The offer range, "$18,000 – $21,500", or why there is no figure online. */
export function offerLine(tradeIn: TradeIn): string {
  const { estimate, offer_min: low, offer_max: high, reason } = tradeIn.offer;
  if (estimate && low != null && high != null) return low === high ? formatPrice(low) : `${formatPrice(low)} – ${formatPrice(high)}`;
  return reason || NO_ONLINE_ESTIMATE;
}

// The forms that complete a deal. Each reads `deal` from its query string and sends it back as
// the lead's deal_token, so the lead joins this deal.
const DEAL_FORMS = { finance: "/personalised/finance", tradeIn: "/cars/trade-in" } as const;

/** The form for this deal's car, named by its slug: "/cars/trade-in?car_id=2021-mazda-cx-5-42&deal=...",
 * "/personalised/finance?car_id=2021-mazda-cx-5-42&deal=..."
 * (the deal alone when its car is gone). */
export function dealFormHref(form: keyof typeof DEAL_FORMS, deal: Pick<Deal, "car" | "token">): string {
  const query = new URLSearchParams();
  if (deal.car) query.set("car_id", deal.car.slug);
  query.set("deal", deal.token);
  return `${DEAL_FORMS[form]}?${query.toString()}`;
}
