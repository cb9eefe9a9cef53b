/** The forms' own fields and rules, one place per form (the server's limits and messages). */
import { z } from "zod/mini";
import type { SelectOption } from "../../../components/ui/Select";
import type { SiteConfig } from "../../../lib/api";
import type { FieldSpec, NumberSpec } from "../components/FormField";
import { POSTCODE_PATTERN, rego, whole } from "./fields";
import { POSTCODE, REQUIRED } from "./messages";

export const STATES = ["ACT", "NSW", "NT", "QLD", "SA", "TAS", "VIC", "WA"] as const;
const stateOptions: SelectOption[] = [{ value: "", label: "Choose a state" }, ...STATES.map((s) => ({ value: s, label: s }))];
const THIS_YEAR = new Date().getFullYear();
const FIRST_YEAR = 1950;
const KM_MAX = 2_000_000;
const year = (required: boolean) => whole(FIRST_YEAR, THIS_YEAR + 1, "Please enter a year from 1950.", required);
const km = (required: boolean) => whole(0, KM_MAX, "Please enter the kilometres driven.", required);

/** A vehicle's year: whole years from 1950 to next year's models. */
export const yearField = (name: string, label: string, required = false): NumberSpec => ({ name, label, type: "number", required, min: FIRST_YEAR, max: THIS_YEAR + 1, step: 1 });

/** spec: finance §5 - a kilometre field has the suffix kms. */
export const kmField = (required = false): NumberSpec => ({ name: "km", label: "Kilometres", type: "number", required, min: 0, max: KM_MAX, step: 1, suffix: "kms" });
const text200 = z.optional(z.string().check(z.maxLength(200, "Please enter at most 200 characters.")));
const optionalState = z.union([z.optional(z.enum(STATES, { message: "Please choose a state." })), z.literal("")]);

/** The earliest day a form may offer, as yyyy-mm-dd in the shopper's time zone. */
export function isoDay(offsetDays: number, from = new Date()): string {
  const day = new Date(from.getFullYear(), from.getMonth(), from.getDate() + offsetDays);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, "0")}-${String(day.getDate()).padStart(2, "0")}`;
}

/** The enquiry's own field: the shopper's rego, optional (spec: vehicle §5). */
export function enquiryForm() {
  const fields: FieldSpec[] = [{ name: "rego", label: "Your car's rego (optional)", type: "text", hint: "If you have a car to trade in" }];
  return { fields, shape: { rego } };
}

export function testDriveForm() {
  const fields: FieldSpec[] = [
    { name: "preferred_date", label: "Preferred date", type: "date", min: isoDay(0) },
    { name: "preferred_time", label: "Preferred time", type: "time", min: "07:00", max: "19:00" },
  ];
  const shape = {
    preferred_date: z.optional(z.string()),
    preferred_time: z.union([z.optional(z.string().check(z.regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, "Please choose a time."))), z.literal("")]),
  };
  return { fields, shape };
}

export function serviceForm(config: SiteConfig["leads"]["service"]) {
  const earliest = isoDay(config.lead_days);
  const intervals = [{ value: "", label: "Choose a service interval" }, ...config.intervals.map((i) => ({ value: i, label: i }))];
  const fields: FieldSpec[] = [
    yearField("vehicle_year", "Vehicle Year", true),
    { name: "vehicle_rego", label: "Vehicle Rego", type: "text", required: true },
    { name: "vehicle_make", label: "Vehicle Make", type: "text" },
    { name: "vehicle_model", label: "Vehicle Model", type: "text" },
    { name: "service_interval", label: "Service Interval", type: "select", required: config.interval_required, options: intervals },
    { name: "preferred_date", label: "Preferred Service Date", type: "date", required: true, min: earliest },
    { name: "street", label: "Street", type: "text", autoComplete: "address-line1" },
    { name: "suburb", label: "Suburb", type: "text", autoComplete: "address-level2" },
    { name: "state", label: "State", type: "select", options: stateOptions },
    { name: "tyres_quote", label: "I would also like a quote for tyres", type: "checkbox" },
  ];
  const shape = {
    vehicle_year: year(true),
    vehicle_rego: z.string().check(z.trim(), z.minLength(1, REQUIRED), z.regex(/^[A-Za-z0-9 -]{1,10}$/, "Please enter a registration of up to 10 letters and digits.")),
    vehicle_make: text200,
    vehicle_model: text200,
    service_interval: config.interval_required ? z.string().check(z.minLength(1, "Please choose a service interval.")) : z.optional(z.string()),
    preferred_date: z.string().check(
      z.minLength(1, REQUIRED),
      z.refine((d) => d >= earliest, `Please choose a date from ${earliest.split("-").reverse().join("/")}.`),
    ),
    street: text200,
    suburb: text200,
    state: optionalState,
    tyres_quote: z.optional(z.boolean()),
  };
  return { fields, shape };
}

export function ownCarForm(required: boolean) {
  const fields: FieldSpec[] = [
    { name: "vehicle_make", label: "Make", type: "text", required },
    { name: "vehicle_model", label: "Model", type: "text", required },
    yearField("vehicle_year", "Year", required),
    kmField(),
    { name: "rego", label: "Rego", type: "text" },
    { name: "rego_state", label: "Rego state", type: "select", options: stateOptions },
  ];
  const must = z.string().check(z.trim(), z.minLength(1, REQUIRED), z.maxLength(200, "Please enter at most 200 characters."));
  const shape = {
    vehicle_make: required ? must : text200,
    vehicle_model: required ? must : text200,
    vehicle_year: year(required),
    km: km(false),
    rego,
    rego_state: optionalState,
  };
  return { fields, shape };
}

// The trade-in's adjustment questions, with the answers the server's offer model knows.
export const TRADE_IN_ANSWERS = {
  condition: ["Excellent", "Good", "Fair", "Poor"],
  accidents: ["No", "Yes, repaired", "Yes, not repaired"],
  service_history: ["Full", "Partial", "None"],
  finance_owing: ["No", "Yes"],
} as const;

/** The trade-in's questions; the car itself is chosen by TradeInCarFields (catalogue or rego). */
export function tradeInForm() {
  const answers = (label: string, name: keyof typeof TRADE_IN_ANSWERS): FieldSpec => ({
    name,
    label,
    type: "select",
    required: true,
    options: [{ value: "", label: "Choose one" }, ...TRADE_IN_ANSWERS[name].map((o) => ({ value: o, label: o }))],
  });
  const fields: FieldSpec[] = [
    answers("Condition", "condition"),
    answers("Has it been in an accident?", "accidents"),
    answers("Service history", "service_history"),
    answers("Is there finance owing on it?", "finance_owing"),
  ];
  const choose = z.string().check(z.minLength(1, "Please choose one of the options."));
  const must = z.string().check(z.trim(), z.minLength(1, REQUIRED), z.maxLength(200, "Please enter at most 200 characters."));
  const shape = {
    rego,
    rego_state: optionalState,
    vehicle_make: must,
    vehicle_model: must,
    vehicle_year: year(true),
    vehicle_badge: text200,
    km: km(true),
    condition: choose,
    accidents: choose,
    service_history: choose,
    finance_owing: choose,
  };
  return { fields, shape };
}

export const TRADE_IN_STEPS = [
  { title: "Your car", fields: ["rego", "rego_state", "vehicle_make", "vehicle_model", "vehicle_year", "vehicle_badge", "km"] },
  { title: "Its condition", fields: ["condition", "accidents", "service_history", "finance_owing"] },
  { title: "Your details", fields: ["name", "last_name", "email", "phone", "postcode", "dealership_slug", "message"] },
];

export function partsForm() {
  const fields: FieldSpec[] = [
    { name: "parts_wanted", label: "Parts or accessories wanted", type: "text", required: true, wide: true },
    { name: "vehicle_make", label: "Vehicle make", type: "text" },
    { name: "vehicle_model", label: "Vehicle model", type: "text" },
    yearField("vehicle_year", "Vehicle year"),
    { name: "vin", label: "VIN", type: "text", hint: "Helps us find the right part" },
  ];
  const shape = {
    parts_wanted: z.string().check(z.trim(), z.minLength(1, REQUIRED), z.maxLength(200, "Please enter at most 200 characters.")),
    vehicle_make: text200,
    vehicle_model: text200,
    vehicle_year: year(false),
    vin: z.optional(z.string().check(z.regex(/^[A-HJ-NPR-Za-hj-npr-z0-9]{0,17}$/, "Please enter the 17-character VIN."))),
  };
  return { fields, shape };
}

/** /parts/search: the part comes first, as a search box would ask. */
export const PARTS_SEARCH_STEPS = [
  { title: "The part you need", fields: ["parts_wanted", "vehicle_make", "vehicle_model", "vehicle_year", "vin"] },
  { title: "Your details", fields: ["name", "last_name", "email", "phone", "postcode", "dealership_slug", "message"] },
];

/** The prize draw's entry (/spin-to-win): where the entrant lives and their birthday, which the
 * server checks against the draw's states and age, and the draw's own terms. */
export function sweepstakeForm() {
  const fields: FieldSpec[] = [
    { name: "postcode", label: "Postcode", type: "text", required: true, autoComplete: "postal-code" },
    { name: "date_of_birth", label: "Date of birth", type: "date", required: true, autoComplete: "bday", max: isoDay(0) },
    { name: "draw_terms_accepted", label: "I have read and accept the draw's terms and conditions", type: "checkbox", required: true },
  ];
  const shape = {
    postcode: z.string().check(z.regex(POSTCODE_PATTERN, POSTCODE)),
    date_of_birth: z.string().check(z.minLength(1, "Please enter your date of birth.")),
    draw_terms_accepted: z.literal(true, { message: "Please accept the draw's terms and conditions to enter." }),
  };
  return { fields, shape, defaults: { draw_terms_accepted: false } };
}

export function careerForm() {
  const fields: FieldSpec[] = [{ name: "position", label: "Position you are interested in", type: "text", wide: true }];
  return { fields, shape: { position: text200 } };
}

/** The online purchase wizard's own fields (spec: vehicle §2 /checkout-journey). */
export function onlinePurchaseForm() {
  const own = ownCarForm(false);
  const fields: FieldSpec[] = [
    { name: "trade_in", label: "I have a car to trade in", type: "checkbox" },
    ...own.fields.filter((f) => ["vehicle_make", "vehicle_model", "vehicle_year", "km"].includes(f.name)),
    { name: "finance_interest", label: "I would like a finance quote for this car", type: "checkbox" },
    {
      name: "delivery",
      label: "Delivery or pickup",
      type: "select",
      required: true,
      options: [
        { value: "pickup", label: "I will pick it up from the dealership" },
        { value: "delivery", label: "Please deliver it to me" },
      ],
    },
  ];
  const shape = {
    trade_in: z.optional(z.boolean()),
    vehicle_make: own.shape.vehicle_make,
    vehicle_model: own.shape.vehicle_model,
    vehicle_year: own.shape.vehicle_year,
    km: own.shape.km,
    finance_interest: z.optional(z.boolean()),
    delivery: z.enum(["pickup", "delivery"], { message: "Please choose delivery or pickup." }),
  };
  return { fields, shape, defaults: { delivery: "pickup", trade_in: false, finance_interest: false } };
}

/** The service booking's steps (spec: vehicle §2, a multi-step form). */
export const SERVICE_STEPS = [
  { title: "Your vehicle", fields: ["vehicle_year", "vehicle_rego", "vehicle_make", "vehicle_model", "service_interval"] },
  { title: "Date", fields: ["dealership_slug", "preferred_date", "message"] },
  { title: "Your details", fields: ["name", "last_name", "email", "phone", "postcode", "street", "suburb", "state", "tyres_quote"] },
];
