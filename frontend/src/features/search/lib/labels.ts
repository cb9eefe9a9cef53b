/** How filter attributes and their values read to a shopper (presentation only: which values
 * exist, their counts and order come from the backend's facets). */
import { formatKm, formatPrice } from "../../../lib/format";
import type { FilterAttribute, Filters, SearchState } from "./url-state";

export const ATTRIBUTE_LABELS: Record<FilterAttribute, string> = {
  badge: "Badge",
  status: "Availability",
  car_type: "Condition",
  categories: "Category",
  city: "City",
  colour: "Colour",
  dealership_name: "Dealership",
  filtered_features: "Features",
  item_type: "Vehicle type",
  km: "Kilometres",
  location_name: "Location",
  make: "Make",
  make_model: "Make and model",
  model: "Model",
  price: "Price",
  subscription_price: "Subscription price",
  price_range: "Price",
  seats: "Seats",
  body: "Body type",
  drive: "Drive type",
  fuel: "Fuel type",
  transmission: "Transmission",
  state: "State",
  tag: "Tag",
  weekly_price_range: "Weekly price",
  year: "Year",
  certified: "Certified",
  created_at_timestamp: "Listed",
};

const VALUE_LABELS: Partial<Record<FilterAttribute, Record<string, string>>> = {
  car_type: { new: "New", demo: "Demo", used: "Used" },
  status: { in_stock: "In stock", coming_soon: "Coming soon", sold: "Sold" },
  item_type: { car: "Cars", caravan: "Caravans", motorcycle: "Motorcycles", truck: "Trucks" },
  certified: { true: "Certified", false: "Not certified" },
};

function formatBound(attribute: FilterAttribute, value: number): string {
  if (attribute === "km") return formatKm(value);
  if (attribute === "price" || attribute === "subscription_price") return formatPrice(value);
  return String(value);
}

/** A range 'min:max' as words: "$20,000 to $30,000", "Up to 50,000 km", "From $20,000". */
export function rangeLabel(attribute: FilterAttribute, value: string): string {
  if (!value.includes(":")) return formatBound(attribute, Number(value));
  const [lo = "", hi = ""] = value.split(":");
  if (lo && hi) return `${formatBound(attribute, Number(lo))} to ${formatBound(attribute, Number(hi))}`;
  if (hi) return `Up to ${formatBound(attribute, Number(hi))}`;
  return `From ${formatBound(attribute, Number(lo))}`;
}

const RANGES = new Set<FilterAttribute>(["km", "price", "subscription_price", "created_at_timestamp"]);

export function valueLabel(attribute: FilterAttribute, value: string): string {
  if (RANGES.has(attribute)) return rangeLabel(attribute, value);
  if (attribute === "seats") return `${value} seats`;
  return VALUE_LABELS[attribute]?.[value] ?? value;
}

/** A one-line summary of a search for the Recent searches list: the text, then each filter. */
export function describeSearch(state: Pick<SearchState, "query" | "filters">): string {
  const parts: string[] = [];
  if (state.query) parts.push(`“${state.query}”`);
  for (const [attribute, values] of Object.entries(state.filters) as [FilterAttribute, string[]][]) {
    parts.push(values.map((v) => valueLabel(attribute, v)).join(" or "));
  }
  return parts.join(", ") || "All stock";
}

export function countRefinements(filters: Filters): number {
  return Object.values(filters).reduce((n, values) => n + (values?.length ?? 0), 0);
}
