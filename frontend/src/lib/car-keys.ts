/**
 * The query keys of the cars (lib/cars.ts has the queries). A module of their own: the first
 * screen's seeding (app/first-screen.ts) runs in the entry chunk, which should carry the keys and
 * not the queries' code.
 */
export type CarLookup = { limit: number; car_type?: ("new" | "demo" | "used")[]; make?: string; min_photos?: number };

export const carKeys = {
  all: ["cars"] as const,
  lookups: () => [...carKeys.all, "lookup"] as const,
  lookup: (params: CarLookup) => [...carKeys.lookups(), params] as const,
  details: () => [...carKeys.all, "detail"] as const,
  detail: (slug: string) => [...carKeys.details(), slug] as const,
};
