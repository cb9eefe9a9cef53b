/** The vehicle page's query keys (api/vehicle.ts has the queries): a module of their own, for the
 * first screen's seeding (app/first-screen.ts) in the entry chunk. */
export const vehicleKeys = {
  all: ["vehicle"] as const,
  similar: (slug: string) => [...vehicleKeys.all, "similar", slug] as const,
  autogauge: (slug: string) => [...vehicleKeys.all, "autogauge", slug] as const,
};
