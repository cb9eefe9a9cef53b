import { describe, expect, it } from "vitest";
import type { GalleryData, Hotspot } from "../api/types";
import { defaultConfig } from "../../../test/fixtures";
import { financeHref, vehicleActions } from "./actions";
import { DEFAULT_CONSUMPTION, DEFAULT_DISTANCE_KM, DEFAULT_FUEL_PRICE, formatCost, fuelCost, parseAmount } from "./fuel";
import { gallerySlides, videoSlideIndex, wrapIndex } from "./gallery";
import { GAUGE_ANIMATION_MS, PANEL_ANIMATION_MS, needleAngle } from "./gauge";
import { SALES_COUNTER_REFRESH_MS, salesCount } from "./sales-counter";
import { COPIED_NOTICE_MS, popupFeatures, shareTargets } from "./share";
import { AUTOROTATE_MS, DRAG_SENSITIVITY_PX, frameAfterDrag, frameAngle, hotspotsAt, loadedFrame } from "./spinner";
import { COMMENTS_LIMIT, truncateComments, visibleItems } from "./text";
import { EVENTS, enquiryEvent, testDriveEvent } from "../../../lib/tracking";

const image = (n: number) => ({ src: `/media/768/${n}.jpg`, srcset: "", alt: `photo ${n}` });
function gallery(images: number, position: GalleryData["video_slide_position"], video = true): GalleryData {
  return {
    images: Array.from({ length: images }, (_, i) => image(i)),
    thumbnails: images > 3,
    video: video ? { url: "https://example.test/v.mp4", embed: false } : null,
    video_slide_position: position,
  };
}

describe("gallery", () => {
  it("puts the video slide second by default, or at the start, middle or end", () => {
    expect(videoSlideIndex("second", 6)).toBe(1);
    expect(videoSlideIndex("start", 6)).toBe(0);
    expect(videoSlideIndex("middle", 6)).toBe(3);
    expect(videoSlideIndex("end", 6)).toBe(6);
    expect(gallerySlides(gallery(4, "second")).map((s) => s.kind)).toEqual(["image", "video", "image", "image", "image"]);
    expect(gallerySlides(gallery(2, "end")).map((s) => s.kind)).toEqual(["image", "image", "video"]);
    expect(gallerySlides(gallery(3, "second", false))).toHaveLength(3);
  });

  it("previous and next wrap around both ends", () => {
    expect(wrapIndex(0, -1, 5)).toBe(4);
    expect(wrapIndex(4, 1, 5)).toBe(0);
    expect(wrapIndex(2, 1, 5)).toBe(3);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});

describe("360 spinner", () => {
  it("uses drag sensitivity 20 and autorotates every 100 ms", () => {
    expect(DRAG_SENSITIVITY_PX).toBe(20);
    expect(AUTOROTATE_MS).toBe(100);
  });

  it("moves one frame per 20 px dragged, wrapping", () => {
    expect(frameAfterDrag(0, 19, 36)).toBe(0);
    expect(frameAfterDrag(0, 20, 36)).toBe(1);
    expect(frameAfterDrag(0, 65, 36)).toBe(3);
    expect(frameAfterDrag(0, -20, 36)).toBe(35);
    expect(frameAfterDrag(35, 40, 36)).toBe(1);
  });

  it("places hotspots by angle: (1 - index/(n-1)) x 360", () => {
    expect(frameAngle(0, 36)).toBe(360);
    expect(frameAngle(35, 36)).toBe(0);
    const hotspot = (kind: Hotspot["kind"], index: number): Hotspot => ({
      kind,
      frame_index: index,
      angle: frameAngle(index, 36),
      x: 0.5,
      y: 0.5,
      title: `${kind} ${index}`,
      description: null,
    });
    const all = [hotspot("exterior", 12), hotspot("exterior", 15), hotspot("interior", 0)];
    expect(hotspotsAt(all, "exterior", 12, 36).map((h) => h.title)).toEqual(["exterior 12"]);
    expect(hotspotsAt(all, "exterior", 13, 36)).toEqual([]);
    // a single interior frame shows all its hotspots
    expect(hotspotsAt(all, "interior", 0, 1).map((h) => h.title)).toEqual(["interior 0"]);
  });

  it("never shows a frame that failed to load: the nearest loaded one before it instead", () => {
    expect(loadedFrame(5, 10, new Set())).toBe(5);
    expect(loadedFrame(5, 10, new Set([5, 4]))).toBe(3);
    expect(loadedFrame(0, 3, new Set([0]))).toBe(2);
    expect(loadedFrame(1, 2, new Set([0, 1]))).toBeNull();
  });
});

describe("text sections", () => {
  it("dealer comments collapse at 400 characters", () => {
    expect(COMMENTS_LIMIT).toBe(400);
    const long = "a".repeat(399) + " bcd";
    expect(truncateComments(long)).toEqual({ text: `${"a".repeat(399)}…`, truncated: true });
    expect(truncateComments("short")).toEqual({ text: "short", truncated: false });
    expect(truncateComments("x".repeat(400)).truncated).toBe(false);
  });

  it("lists show their first items until expanded", () => {
    const features = Array.from({ length: 11 }, (_, i) => `f${i}`);
    expect(visibleItems(features, 8, false)).toHaveLength(8);
    expect(visibleItems(features, 8, true)).toHaveLength(11);
  });
});

describe("fuel calculator", () => {
  it("defaults to $1.70/L, 250 kms a week and 10 L/100km", () => {
    expect([DEFAULT_FUEL_PRICE, DEFAULT_DISTANCE_KM, DEFAULT_CONSUMPTION]).toEqual([1.7, 250, 10]);
  });

  it("cost = distance / 100 x consumption x price", () => {
    expect(fuelCost(250, 10, 1.7)).toBeCloseTo(42.5);
    expect(formatCost(fuelCost(250, 6.3, 1.7))).toBe("$26.78");
  });

  it('strips "$", commas and "kms" before reading a number', () => {
    expect(parseAmount("$1.70")).toBe(1.7);
    expect(parseAmount("1,250 kms")).toBe(1250);
    expect(parseAmount("250kms")).toBe(250);
    expect(parseAmount("abc")).toBeNull();
    expect(parseAmount("")).toBeNull();
    expect(parseAmount("-3")).toBeNull();
  });
});

describe("sales counter", () => {
  it("counts (day - 1) x 192 + seconds / 450 in Brisbane time, refreshed every 150000 ms", () => {
    expect(SALES_COUNTER_REFRESH_MS).toBe(150000);
    // 10:00 on the 3rd in Brisbane (UTC+10, no daylight saving) is 00:00 UTC on the 3rd
    expect(salesCount(new Date("2026-03-03T00:00:00Z"))).toBe(2 * 192 + Math.floor(36000 / 450));
    // 23:30 UTC on the 2nd is already 09:30 on the 3rd in Brisbane
    expect(salesCount(new Date("2026-03-02T23:30:00Z"))).toBe(2 * 192 + Math.floor(34200 / 450));
    expect(salesCount(new Date("2026-03-31T14:00:00Z"))).toBe(0); // midnight on the 1st in Brisbane
  });
});

describe("sharing", () => {
  it("shares to networks, e-mail, WhatsApp and SMS with the car's URL", () => {
    const targets = shareTargets("https://dealer.test/cars/a b", "2021 Toyota Corolla");
    expect(targets.map((t) => t.label)).toEqual(["Facebook", "X", "LinkedIn", "WhatsApp", "E-mail", "SMS"]);
    expect(targets.every((t) => t.href.includes(encodeURIComponent("https://dealer.test/cars/a b")))).toBe(true);
    expect(targets.find((t) => t.key === "email")?.href).toMatch(/^mailto:\?subject=2021%20Toyota%20Corolla/);
    expect(targets.find((t) => t.key === "sms")?.popup).toBe(false);
  });

  it("opens a 550x400 popup and shows Copied for 1.5 s", () => {
    expect(popupFeatures(0, 0, 1550, 1400)).toBe("width=550,height=400,left=500,top=500,noopener,noreferrer");
    expect(COPIED_NOTICE_MS).toBe(1500);
  });
});

describe("price comparison gauge", () => {
  it("animates the panel for 2 s and the gauge for 2500 ms, the needle from left (0) to right (1)", () => {
    expect([PANEL_ANIMATION_MS, GAUGE_ANIMATION_MS]).toEqual([2000, 2500]);
    expect(needleAngle(0)).toBe(-90);
    expect(needleAngle(0.5)).toBe(0);
    expect(needleAngle(1)).toBe(90);
    expect(needleAngle(3)).toBe(90);
  });
});

const car = {
  id: 42,
  slug: "2021-toyota-corolla-abc",
  path: "/cars/2021-toyota-corolla-abc",
  car_type: "used",
  vin: "JTN123",
  price: { kind: "price", amount: 23990, text: "$23,990", label: null, price_type: null, was_amount: null, summary: "$23,990" },
  dealership_slug: "harbour-motors",
  test_drive_only: false,
};

describe("action buttons", () => {
  it("lead to their routes: enquiry, finance, trade-in, test drive, reserve, each naming the car by its slug", () => {
    const actions = vehicleActions(["CTD", "enquire", "finance", "tradeIn", "testDrive", "reserve"], car, defaultConfig.links);
    expect(actions.map((a) => [a.label, a.href])).toEqual([
      ["Enquire", "/contact?car_id=2021-toyota-corolla-abc"],
      ["Get Finance", "/finance?car_id=2021-toyota-corolla-abc&car_type=used&preferredDealership=harbour-motors&vin=JTN123&vehiclePriceBudget=23990#finance-form"],
      ["Trade-In Valuation", "/cars/trade-in?car_id=2021-toyota-corolla-abc"],
      ["Book a Test Drive", "/book-test-drive/?car_id=2021-toyota-corolla-abc"],
      ["Reserve this Car", "/cars/2021-toyota-corolla-abc/checkout"],
    ]);
  });

  it("buy online leads to the online purchase journey for the car", () => {
    const [buy] = vehicleActions(["buyOnline"], car, defaultConfig.links);
    expect(buy).toMatchObject({ label: "Buy Online", href: "/checkout-journey?car_id=2021-toyota-corolla-abc" });
  });

  it("reserve goes to /buy-online on the site variant that says so", () => {
    const [reserve] = vehicleActions(["reserve"], car, { ...defaultConfig.links, checkout_style: "buy-online" });
    expect(reserve?.href).toBe("/cars/2021-toyota-corolla-abc/buy-online");
  });

  it("the finance link keeps a configured link's own query and has no budget without a price", () => {
    const href = financeHref("/apply-for-finance?src=car#top", { ...car, vin: null, price: { ...car.price, amount: null } });
    expect(href).toBe("/apply-for-finance?src=car&car_id=2021-toyota-corolla-abc&car_type=used&preferredDealership=harbour-motors#finance-form");
  });
});

describe("tracking event ids", () => {
  it("uses the spec's ids", () => {
    expect(EVENTS).toMatchObject({ callDealer: 25, print: 61, historyReport: 60, saveCar: 39 });
    expect([enquiryEvent("new"), enquiryEvent("used"), enquiryEvent("demo")]).toEqual([14, 15, 15]);
    expect([testDriveEvent("new", false), testDriveEvent("used", false), testDriveEvent("used", true)]).toEqual([17, 48, 17]);
  });
});
