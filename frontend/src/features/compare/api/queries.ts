/** The cars compared, each the same query as its own page's (lib/cars.ts), asked together. */
import { useQueries } from "@tanstack/react-query";
import { carQuery } from "../../../lib/cars";

export function useComparedCars(slugs: readonly string[]) {
  return useQueries({ queries: slugs.map((slug) => carQuery(slug)) });
}
