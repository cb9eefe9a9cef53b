/**
 * /parts/search?q=&make=&model=&year=&vin= : what a link (a dealer's parts search box, an
 * accessory's page) says the shopper is looking for, as the parts enquiry's first values. There
 * is no parts catalogue: the parts team answers each search as an enquiry.
 */
const LIMIT = 200; // the server's ShortText
const PART_PARAMS = ["q", "query", "part"] as const;
const VEHICLE_PARAMS = { make: "vehicle_make", model: "vehicle_model", year: "vehicle_year", vin: "vin" } as const;

export function partsSearchDefaults(params: URLSearchParams): Record<string, string> {
  const found: Record<string, string> = {};
  const part = PART_PARAMS.map((name) => params.get(name)?.trim()).find(Boolean);
  if (part) found.parts_wanted = part.slice(0, LIMIT);
  for (const [param, field] of Object.entries(VEHICLE_PARAMS)) {
    const value = params.get(param)?.trim();
    if (value) found[field] = value.slice(0, LIMIT);
  }
  return found;
}
