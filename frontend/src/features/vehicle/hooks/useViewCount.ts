import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { carKeys } from "../../../lib/car-keys";
import { fetchViewCount } from "../api/vehicle";
import type { CarDetail } from "../api/types";

/**
 * Counts this page view once (spec: vehicle §7 view.json) and answers the view count, or null
 * while waiting or when the call fails (then nothing is shown). When the car changed since the
 * page loaded (new photos, new price), the page's data is refreshed.
 */
export function useViewCount(car: CarDetail, websiteId: number): number | null {
  const [views, setViews] = useState<number | null>(null);
  const counted = useRef<string | null>(null);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (counted.current === car.slug) return; // once per page view (StrictMode re-runs effects)
    counted.current = car.slug;
    setViews(null);
    fetchViewCount(car, websiteId).then(
      (answer) => {
        setViews(answer.views);
        if (answer.car_fields.changed) void queryClient.invalidateQueries({ queryKey: carKeys.detail(car.slug) });
      },
      () => setViews(null), // spec: vehicle §8, views fetch not OK returns nothing
    );
  }, [car, websiteId, queryClient]);
  return views;
}
