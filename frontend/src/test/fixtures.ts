/**
 * Test data: the backend's defaults (SiteConfig() and Theme()), typed with the generated API types
 * so a schema change fails `tsc` here. Tests state the few facts they depend on as overrides.
 */
import type { CarCard, Location, SiteConfig, SitePublic, Theme } from "../lib/api";
import type { CarFinance } from "../lib/car-finance";

export const defaultConfig: SiteConfig = {
  dealership_overrides: {},
  search: {
    hits_per_page: 21,
    sold_window_days: 3,
    make_facet_limit: 7,
    model_facet_limit: 30,
    slider_default_max: 100000,
    certified_only: false,
    price_above_zero_on_price_asc: true,
    default_path: "/search/new-used-and-demo-cars",
    empty_refresh_path: "/special-offers",
    hidden_filters: [],
    stock: {
      in_stock_only: false,
      used_only: false,
      makes: [],
      excluded_stock_numbers: [],
      item_types: [],
    },
  },
  cards: {
    just_arrived_days: 8,
    just_arrived_tag_name: "New",
    sold_tag_name: "JUST SOLD",
    electric_hybrid_tag: false,
    certified_used_make: null,
    certified_used_badge_url: null,
    show_view_count: false,
    show_extra_fields: false,
    show_location_overlay: true,
    buttons: ["enquire", "testDrive", "viewDetails", "reserve"],
    favourites_enabled: true,
    compare_enabled: false,
    promo: {
      enabled: false,
      every: 6,
      random_extra: 0,
      title: "We Want Your Car!",
      lines: ["We buy all types of cars", "Our high turnover means we can pay more"],
      link: "/sell-your-car",
      link_text: "Sell your car",
      nodes: [],
    },
    sponsored: {
      enabled: false,
      position: 4,
      title: "",
      text: "",
      link: "/special-offers",
      image_url: null,
    },
  },
  links: {
    finance: "/finance",
    trade_in: "/trade-in",
    test_drive: "/book-test-drive/",
    parts: "/vehicle-parts-and-accessories",
    contact: "/contact",
    privacy: "/privacy-policy",
    terms: "/terms-and-conditions",
    special_offers: "/special-offers",
    service: "/service",
    checkout_style: "checkout",
  },
  vehicle_page: {
    no_price_text: "Enquire for price.",
    offers_subscriptions: false,
    subscription_period: "week",
    subscription_label: "Subscription",
    rego_unregistered_when_expired: false,
    video_slide_position: "second",
    default_viewer: "spinner",
    phone_revealed: false,
    contact_text: "Call the dealer",
    phone_by_car_type: {},
    sidebar_buttons: ["CTD", "enquire", "finance", "tradeIn", "testDrive", "reserve"],
    sticky_layout: "header",
    show_print_link: true,
    location_block: "primary",
    review_min_rating: 4,
    announcement: null,
    show_sales_counter: false,
    payment_icons: ["visa", "mastercard", "amex", "paypal"],
    trade_in_faq: true,
    similar_cars_carousel: true,
    interested_block: false,
  },
  finance: {
    enabled: true,
    hidden_for_makes: [],
    default_rate: 10.0,
    default_term_years: 6.0,
    loan_min: 1000,
    loan_max: 100000,
    term_max_years: 7.0,
    term_options: [],
    rate_min: 0.5,
    rate_max: 15.0,
    monthly_only: false,
    establishment_fee: 0.0,
    comparison_rate_range: [8.38, 19.42],
    amount_from_price: false,
    loan_max_follows_price: false,
    popup: false,
    rate_editable: true,
    price_presets: [5000, 10000, 20000, 30000, 50000, 70000],
    phone: null,
    lenders: [
      {
        provider: "forecourt",
        name: "Forecourt Finance",
        adapter: "builtin",
        remote_url: null,
        rates: { GREAT: 8.99, DECENT: 11.99, POOR: 16.99 },
        establishment_fee: 395,
        security_registration_fee: 0,
        dealer_agency_fee: 0,
        fee_financed: true,
        monthly_fee: 8,
        deposit_percent: 10,
        balloon_percent: 0,
        term_years: 5,
        max_age_years: null,
        sellable_only: false,
        loan_min: null,
        rate_min: null,
        rate_max: null,
        cta: "Get Pre-Approved",
        disclaimer: "Indicative repayments only.",
      },
    ],
  },
  sign_in: {
    gate_checkout: false,
    gate_personalised_finance: false,
    gate_finance: false,
    terms_checkbox_required: false,
    captcha: true,
    postcode_field: false,
    garage_paths: ["/my-garage"],
  },
  leads: {
    comments_required: true,
    categories: ["General Enquiry", "Vehicle Enquiry", "Service Enquiry", "Parts Enquiry", "Finance Enquiry", "Career Enquiry"],
    location_select: false,
    acknowledge_shopper: true,
    test_drive_slot_minutes: 30,
    service: {
      interval_required: true,
      intervals: ["Logbook service", "10,000 km / 6 months", "15,000 km / 12 months", "20,000 km / 12 months", "Minor service", "Major service", "Not sure"],
      third_party_url: null,
      lead_days: 1,
    },
  },
  presentation: {
    tagline: null,
    hero_title: null,
    hero_text: null,
    featured_count: 6,
    nav: [
      { name: "Home", url: "/", dropdown: [], dynamic_models: false },
      {
        name: "New Vehicles",
        url: "/search/new-cars",
        dropdown: [],
        dynamic_models: true,
      },
      {
        name: "Stock",
        url: "/search/new-used-and-demo-cars",
        dropdown: [],
        dynamic_models: false,
      },
      {
        name: "Service",
        url: "/service",
        dropdown: [
          { name: "Book a Service", url: "/service", dropdown: [], dynamic_models: false },
        ],
        dynamic_models: false,
      },
      {
        name: "Special Offers",
        url: "/special-offers",
        dropdown: [],
        dynamic_models: false,
      },
      {
        name: "More",
        url: "#",
        dropdown: [
          {
            name: "Parts",
            url: "/vehicle-parts-and-accessories",
            dropdown: [],
            dynamic_models: false,
          },
          { name: "Finance", url: "/finance", dropdown: [], dynamic_models: false },
          { name: "About Us", url: "/about-us", dropdown: [], dynamic_models: false },
          { name: "Contact Us", url: "/contact", dropdown: [], dynamic_models: false },
          {
            name: "Privacy Policy",
            url: "/privacy-policy",
            dropdown: [],
            dynamic_models: false,
          },
        ],
        dynamic_models: false,
      },
    ],
    footer: [
      {
        title: "Categories",
        links: [
          { name: "New Cars", url: "/search/new-cars", dropdown: [], dynamic_models: false },
          { name: "Demo Cars", url: "/search/demo-cars", dropdown: [], dynamic_models: false },
          { name: "Used Cars", url: "/search/used-cars", dropdown: [], dynamic_models: false },
          {
            name: "All Stock",
            url: "/search/new-used-and-demo-cars",
            dropdown: [],
            dynamic_models: false,
          },
        ],
      },
      {
        title: "Buying",
        links: [
          { name: "Finance", url: "/finance", dropdown: [], dynamic_models: false },
          { name: "Trade-In", url: "/trade-in", dropdown: [], dynamic_models: false },
          {
            name: "Special Offers",
            url: "/special-offers",
            dropdown: [],
            dynamic_models: false,
          },
          {
            name: "Sell Your Car",
            url: "/sell-your-car",
            dropdown: [],
            dynamic_models: false,
          },
        ],
      },
      {
        title: "Aftersales",
        links: [
          { name: "Service", url: "/service", dropdown: [], dynamic_models: false },
          {
            name: "Parts & Accessories",
            url: "/vehicle-parts-and-accessories",
            dropdown: [],
            dynamic_models: false,
          },
          { name: "Warranty", url: "/pages/warranty", dropdown: [], dynamic_models: false },
          {
            name: "Roadside Assist",
            url: "/pages/roadside-assist",
            dropdown: [],
            dynamic_models: false,
          },
        ],
      },
      {
        title: "Company",
        links: [
          { name: "About Us", url: "/about-us", dropdown: [], dynamic_models: false },
          { name: "Contact Us", url: "/contact", dropdown: [], dynamic_models: false },
          { name: "Careers", url: "/careers", dropdown: [], dynamic_models: false },
          {
            name: "Privacy Policy",
            url: "/privacy-policy",
            dropdown: [],
            dynamic_models: false,
          },
          {
            name: "Terms and Conditions",
            url: "/terms-and-conditions",
            dropdown: [],
            dynamic_models: false,
          },
        ],
      },
    ],
    brands: { cars: [], motorcycles: [], trucks: [], group: [] },
    proposition_banner: false,
    slides: [],
    promotions: [],
    tagline_counts: [],
    models_menu_finance: false,
    map_tile_url: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
    map_zoom: 15,
    contact_links: [],
  },
  delivery: {
    enabled: true,
    bands: [
      { up_to_km: 30, price: 0, name: "Local delivery" },
      { up_to_km: 100, price: 149, name: "Metro and surrounds" },
      { up_to_km: 300, price: 399, name: "Regional" },
      { up_to_km: 1000, price: 899, name: "Country" },
      { up_to_km: 4000, price: 1490, name: "Interstate" },
    ],
    by_dealership: {},
  },
  reserve: { enabled: true, deposit: 200, deposit_percent: null, deposit_max: 5000, hold_hours: 48, processor: "builtin", remote_url: null },
  trade_in: { online_estimate: true, reconditioning: 1500, margin_percent: 12, max_age_years: 7, max_km: 100000, record_valuation: false },
  sweepstake: { enabled: false, draw: "prize-draw", name: "Prize draw", description: "", terms_path: "/pages/sweepstake-terms", opens: null, closes: null, min_age: 18, states: ["NSW"] },
  security: { frame_ancestors: [] },
};

export const defaultTheme: Theme = {
  primary: "#1d4ed8",
  primary_contrast: "#ffffff",
  accent: "#f59e0b",
  background: "#ffffff",
  surface: "#f3f4f6",
  text: "#111827",
  muted: "#4b5563",
  font: "system-ui, sans-serif",
  typeface: "system",
  radius: "0.5rem",
  hero_style: "full-bleed",
  card_style: "outlined",
  logo_url: null,
  favicon_url: null,
};

type DeepPartial<T> = { [K in keyof T]?: T[K] extends (infer U)[] ? U[] : T[K] extends object | null ? DeepPartial<T[K]> : T[K] };

function merge<T>(base: T, overrides: DeepPartial<T> | undefined): T {
  if (!overrides) return base;
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(overrides)) {
    const current = out[key];
    out[key] =
      value && typeof value === "object" && !Array.isArray(value) && current && typeof current === "object"
        ? merge(current, value as DeepPartial<typeof current>)
        : value;
  }
  return out as T;
}

export function makeSite(overrides: Omit<DeepPartial<SitePublic>, "config" | "theme"> & {
  config?: DeepPartial<SiteConfig>;
  theme?: Partial<Theme>;
} = {}): SitePublic {
  const { config, theme, ...rest } = overrides;
  return {
    id: 1,
    slug: "harbour-motors",
    name: "Harbour Motors",
    template: "default",
    description: "New and used cars in Sydney.",
    finance_provider: null,
    gates: [{ pattern: "^/(my\\-garage)(/.*)?$", type: "garage", in_place: false }],
    sign_in_kinds: [],
    home: { slides: [], promotions: [] },
    stock: { car_types: ["new", "demo", "used"], title: "New, Used and Demo Cars" },
    dealership_homes: {},
    dealership_id: 10,
    dealerships: [
      {
        id: 10,
        slug: "harbour-motors",
        name: "Harbour Motors",
        phone: "(02) 9000 1234",
        email: null,
        street: "1 Harbour St",
        city: "Sydney",
        state: "NSW",
        postcode: "2000",
        logo_url: null,
        dealer_licence_number: "MD12345",
      },
    ],
    locations: [],
    ...(rest as Partial<SitePublic>),
    config: merge(defaultConfig, config),
    theme: { ...defaultTheme, ...theme },
  };
}

export function makeCard(overrides: DeepPartial<CarCard> = {}): CarCard {
  return merge<CarCard>(
    {
      id: 7,
      slug: "2021-toyota-corolla-ascent-sport-abc123",
      path: "/cars/2021-toyota-corolla-ascent-sport-abc123",
      name: "2021 Toyota Corolla Ascent Sport",
      year: 2021,
      make: "Toyota",
      model: "Corolla",
      badge: "Ascent Sport",
      series: "ZWE211R",
      car_type: "used",
      item_type: "car",
      status: "in_stock",
      available: true,
      reserved: false,
      certified: false,
      custom_tag: null,
      km: 45000,
      transmission: "Automatic",
      fuel: "Petrol",
      body: "Hatch",
      colour: "White",
      price: { kind: "price", amount: 23990, text: "$23,990", label: null, price_type: "Drive Away", was_amount: null, summary: "$23,990 Drive Away" },
      tag: null,
      image: {
        src: "/media/768/cars/abc123/1.jpg",
        srcset: "/media/400/cars/abc123/1.jpg 400w, /media/768/cars/abc123/1.jpg 768w",
        alt: "2021 Toyota Corolla Ascent Sport",
      },
      photos_count: 12,
      location: { id: 3, name: "Harbour Motors Sydney", city: "Sydney", state: "NSW" },
      dealership_id: 10,
      views: null,
      extra_fields: false,
      test_drive_only: false,
      buttons: ["enquire", "testDrive", "viewDetails", "reserve"],
      created_at: "2024-05-01T00:00:00Z",
    },
    overrides,
  );
}

export function makeLocation(overrides: Partial<Location> = {}): Location {
  return {
    id: 3,
    slug: "harbour-motors-sydney",
    name: "Harbour Motors Sydney",
    dealership_id: 10,
    location_type: "sales",
    location_subtype: null,
    primary: true,
    manufacturers: [],
    address: {
      street: "1 Harbour St",
      city: "Sydney",
      state: "NSW",
      postcode: "2000",
      lat: null,
      long: null,
      place_id: null,
      place_url: null,
    },
    phone: "(02) 9000 1234",
    landline_phone: null,
    email: null,
    image_url: null,
    dealer_licence_number: null,
    motor_vehicle_repairer: null,
    review_average: null,
    review_count: 0,
    opening_hours: [],
    special_hours: [],
    time_zone: "Australia/Sydney",
    ...overrides,
  };
}

const LONG_DISCLAIMER =
  "Indicative repayments only, based on a 5 year term, a 10% deposit and the rate for your credit profile, with the loan's fees included; they are not a quote or an offer of credit. Finance is subject to the lender's credit assessment and approval.";

/** A car's finance as the server sends it: the site's lender's weekly estimate and the calculator. */
export function makeCarFinance(overrides: DeepPartial<CarFinance> = {}): CarFinance {
  return merge<CarFinance>(
    {
      primary: "forecourt",
      lenders: {
        forecourt: {
          financeProvider: "forecourt",
          name: "Forecourt Finance",
          cta: "Get Pre-Approved",
          interestRate: 8.99,
          comparisonRate: 9.84,
          paymentWeek: 118.4,
          paymentMonth: 512.67,
          paymentText: null,
          deposit: 2399,
          termYears: 5,
          termMonths: 60,
          termWeeks: 260,
          balloon: 0,
          establishmentFees: 395,
          totalPayable: 30784,
          disclaimer: LONG_DISCLAIMER,
        },
      },
      calculator: {
        loan_min: 1000,
        loan_max: 100000,
        loan_step: 500,
        term_max: 7,
        term_step: 0.5,
        term_options: [],
        rate_min: 0.5,
        rate_max: 15,
        rate_step: 0.5,
        rate_editable: true,
        default_amount: 23990,
        default_term: 5,
        default_rate: 8.99,
        default_deposit: 2399,
        default_balloon: 0,
        amount_max: 250000,
        upfront_fees: 395,
        monthly_fee: 8,
        comparison_range: [8.38, 19.42],
      },
      comparison_warning: "WARNING: This comparison rate is true only for the examples given.",
    },
    overrides,
  );
}
