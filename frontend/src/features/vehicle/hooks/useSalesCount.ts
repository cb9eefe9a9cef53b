import { useEffect, useState } from "react";
import { usePageNow } from "../../../lib/page-clock";
import { SALES_COUNTER_REFRESH_MS, salesCount } from "../lib/sales-counter";

const systemNow = () => new Date();

export function useSalesCount(now: () => Date = systemNow): number {
  const shown = salesCount(usePageNow(now));
  const [ticked, setTicked] = useState<number | null>(null);
  useEffect(() => {
    const timer = window.setInterval(() => setTicked(salesCount(now())), SALES_COUNTER_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [now]);
  return ticked ?? shown;
}
