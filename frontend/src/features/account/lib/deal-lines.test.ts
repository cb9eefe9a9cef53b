import { describe, expect, it } from "vitest";
import type { Deal } from "../api/deals";
import { dealFormHref, depositLine, holdLine, NO_ONLINE_ESTIMATE, offerLine } from "./deal-lines";

type Reservation = NonNullable<Deal["reservation"]>;
type TradeIn = NonNullable<Deal["trade_in"]>;

const held: Reservation = {
  id: 7,
  status: "held",
  amount: 500,
  expires_at: "2026-06-13T05:00:00Z",
  processor_status: "pending_dealer",
  message: "No payment is taken online.",
};

function tradeIn(offer: Partial<TradeIn["offer"]>): TradeIn {
  return { vehicle: "2019 Toyota Corolla", offer: { estimate: true, comparables: 0, confidence: 0, ...offer } };
}

describe("holdLine", () => {
  it("says until when a running hold keeps the car", () => {
    expect(holdLine(held, "Australia/Brisbane")).toMatch(/^Held until Saturday 13 June at 3:00\spm$/);
  });

  it("says where a hold stands once it no longer runs", () => {
    expect(holdLine({ ...held, status: "confirmed" })).toBe("Reserved for you: the dealer has confirmed your hold");
    expect(holdLine({ ...held, status: "expired" })).toBe("Hold ended");
    expect(holdLine({ ...held, status: "released" })).toBe("Hold released");
  });
});

describe("depositLine", () => {
  it("gives the amount and where the money stands", () => {
    expect(depositLine(held)).toBe("$500 deposit: to be arranged with the dealer");
    expect(depositLine({ ...held, amount: 1000, processor_status: "authorised" })).toBe("$1,000 deposit: paid and held by our payment provider");
    expect(depositLine({ ...held, processor_status: "declined" })).toBe("$500 deposit: declined");
  });

  it("is the amount alone for a status it does not know, and nothing without a deposit", () => {
    expect(depositLine({ ...held, processor_status: null })).toBe("$500 deposit");
    expect(depositLine({ ...held, amount: null })).toBeNull();
  });
});

describe("offerLine", () => {
  it("is the offer range with an en dash", () => {
    expect(offerLine(tradeIn({ offer_min: 18000, offer_max: 21500 }))).toBe("$18,000 – $21,500");
    expect(offerLine(tradeIn({ offer_min: 9000, offer_max: 9000 }))).toBe("$9,000");
  });

  it("is the reason there is no online estimate, or a plain one", () => {
    const tooOld = "We value cars over 15 years old in person.";
    expect(offerLine(tradeIn({ estimate: false, reason: tooOld }))).toBe(tooOld);
    expect(offerLine(tradeIn({ estimate: false }))).toBe(NO_ONLINE_ESTIMATE);
  });
});

describe("dealFormHref", () => {
  const deal = { car: { id: 42, slug: "2021-mazda-cx-5-42" } as Deal["car"], token: "tok-en_1" };

  it("opens pre-approval and the trade-in valuation for this car and this deal", () => {
    // Both forms find the car by its slug, as every link names it.
    expect(dealFormHref("finance", deal)).toBe("/personalised/finance?car_id=2021-mazda-cx-5-42&deal=tok-en_1");
    expect(dealFormHref("tradeIn", deal)).toBe("/cars/trade-in?car_id=2021-mazda-cx-5-42&deal=tok-en_1");
  });

  it("carries the deal alone when its car is gone", () => {
    expect(dealFormHref("finance", { ...deal, car: null })).toBe("/personalised/finance?deal=tok-en_1");
  });
});
