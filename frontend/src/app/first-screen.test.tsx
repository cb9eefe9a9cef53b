/** The first screen the server inlines is seeded under the very keys the pages' hooks ask with: a
 * seeded page draws from the cache and asks the server for none of it again. */
import { QueryClientProvider } from "@tanstack/react-query";
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, expect, it, vi } from "vitest";
import { useAutogauge } from "../features/vehicle/api/vehicle";
import type { Autogauge } from "../features/vehicle/api/types";
import { makeCarDetail } from "../features/vehicle/test/fixtures";
import { makeCard } from "../test/fixtures";
import { useCar, useCarLookup } from "../lib/cars";
import { makeQueryClient } from "./App";
import { seedFirstScreen } from "./first-screen";

afterEach(() => vi.unstubAllGlobals());

it("the car page's car, its price comparison and the home page's featured cars come from the seed", () => {
  const fetchMock = vi.fn(() => Promise.reject(new Error("no request expected")));
  vi.stubGlobal("fetch", fetchMock);
  const car = makeCarDetail();
  const autogauge = { visible: true } as Autogauge;
  const featured = { limit: 6, answer: { hits: [makeCard()], total: 1 } };
  const client = makeQueryClient();
  seedFirstScreen(client, { car, autogauge, featured: featured as never });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;

  const { result } = renderHook(
    () => ({
      car: useCar(car.slug),
      gauge: useAutogauge(car.slug),
      // the home page's shelf asks with the site's featured count alone (home/FeaturedCars.tsx)
      featured: useCarLookup({ limit: featured.limit }),
    }),
    { wrapper },
  );
  expect(result.current.car.data).toBe(car);
  expect(result.current.gauge.data).toBe(autogauge);
  expect(result.current.featured.data).toEqual(featured.answer.hits);
  expect(fetchMock).not.toHaveBeenCalled();
});
