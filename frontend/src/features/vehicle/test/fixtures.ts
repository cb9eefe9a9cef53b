/** A car detail payload as the backend sends it (typed by the generated API types), with overrides. */
import type { CarDetail } from "../api/types";
import type { VehicleParts } from "../components/parts";
import { makeLocation } from "../../../test/fixtures";

const image = (n: number) => ({
  src: `/media/768/cars/abc/${n}.jpg`,
  srcset: `/media/400/cars/abc/${n}.jpg 400w, /media/768/cars/abc/${n}.jpg 768w`,
  alt: "2021 Toyota Corolla Ascent Sport",
});

export function makeCarDetail(overrides: Partial<CarDetail> = {}): CarDetail {
  const slug = overrides.slug ?? "2021-toyota-corolla-ascent-sport-abc123";
  return {
    id: 7,
    slug,
    path: `/cars/${slug}`,
    name: "2021 Toyota Corolla Ascent Sport",
    carsales_title: null,
    year: 2021,
    make: "Toyota",
    model: "Corolla",
    badge: "Ascent Sport",
    series: "ZWE211R",
    variant: null,
    car_type: "used",
    item_type: "car",
    status: "in_stock",
    available: true,
    availability: { available: true, sold_message: null, find_similar: false },
    reserved: false,
    certified: false,
    preorder: false,
    tag: null,
    test_drive_only: false,
    price: { kind: "price", amount: 23990, text: "$23,990", label: null, price_type: "Drive Away", was_amount: 25990, summary: "$23,990 Drive Away (was $25,990)" },
    sidebar_buttons: ["CTD", "enquire", "finance", "tradeIn", "testDrive", "reserve"],
    interested_actions: [],
    can_save: true,
    finance_shown: true,
    finance: null,
    market: { average_market_price: 25000, state_average_market_price: 24500, below_market_price: true },
    contact: {
      phone: "(02) 9000 1234",
      phone_masked: "(02) XXXX XXXX",
      phone_revealed: false,
      tel: "tel:0290001234",
      source: "location",
      contact_text: "Call the dealer",
    },
    stocknum: "ABC123",
    vin: "JTN123",
    rego: { plate: "ABC12D", expiry: "2027-03-14", text: "Expires on 14/03/2027" },
    build_date: null,
    compliance_date: null,
    km: 45000,
    views: 12,
    colour: "White",
    interior_colour: null,
    body: "Hatch",
    simple_body: "Hatch",
    transmission: "Automatic",
    simple_transmission: "Automatic",
    fuel: "Petrol",
    simple_fuel: "Petrol",
    drive: "FWD",
    simple_drive: "FWD",
    seats: 5,
    doors: 5,
    engine_size_litres: 2,
    info_icons: [
      { kind: "km", label: "Odometer", value: "45,000 km" },
      { kind: "transmission", label: "Transmission", value: "Automatic" },
      { kind: "body", label: "Body Type", value: "Hatch" },
    ],
    details: [
      { label: "Condition", value: "Used" },
      { label: "Rego Expiry", value: "Expires on 14/03/2027" },
    ],
    key_information: ["Odometer", "Transmission", "Fuel Type", "Body Type", "Engine", "Seats"].map((label) => ({ label, value: `${label} value` })),
    key_information_shown: 4,
    specifications: [{ label: "Cylinders", value: "4" }],
    features: Array.from({ length: 10 }, (_, i) => `Feature ${i + 1}`),
    features_shown: 8,
    dealercomments: "A tidy car.",
    fuel_calculator: { consumption: 6.3, default_consumption: 10, default_fuel_price: 1.7, default_distance_km: 250 },
    gallery: { images: [1, 2, 3, 4, 5].map(image), thumbnails: true, video: null, video_slide_position: "second" },
    viewer: {
      default_view: "gallery",
      views: ["gallery"],
      exterior: [],
      interior: [],
      hotspots: [],
      walkaround_url: null,
      walkaround: null,
      external_video_url: null,
      spin_code: null,
    },
    history_report_url: null,
    dealership_id: 10,
    dealership_slug: "harbour-motors",
    dealership_name: "Harbour Motors",
    location: makeLocation(),
    location_block: { mode: "primary", locations: [makeLocation()] },
    reviews: { summary: { count: 0, average_rating: null }, min_rating: 4, items: [] },
    layout: {
      sticky_layout: "header",
      sticky_threshold_px: 500,
      show_print_link: true,
      print_path: `/print?car_id=${slug}`,
      pdf_path: `/api/v1/cars/${slug}/pdf`,
      announcement: null,
      payment_icons: ["visa", "mastercard"],
      trade_in_faq: true,
      show_sales_counter: false,
      similar_cars_carousel: false,
      show_view_count: false,
    },
    created_at: "2024-05-01T00:00:00Z",
    updated_at: "2024-05-02T00:00:00Z",
    sold_at: null,
    ...overrides,
  };
}

/** A sold car as the backend sends it: no sidebar buttons, SOLD, Find Me Something Similar. */
export function makeSoldCar(overrides: Partial<CarDetail> = {}): CarDetail {
  return makeCarDetail({
    status: "sold",
    available: false,
    availability: { available: false, sold_message: "SOLD", find_similar: true },
    sidebar_buttons: [],
    can_save: false,
    ...overrides,
  });
}

/** The page's parts from other features, drawn as nothing: a test of the page itself. */
export const noParts: VehicleParts = { FinanceEstimate: () => null, FinanceCallToAction: () => null, FinanceCalculator: () => null, WatchlistButton: () => null };
