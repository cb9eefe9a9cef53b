import { useEffect, useState } from "react";
import { SALES_COUNTER_REFRESH_MS, salesCount } from "../lib/sales-counter";

const systemNow = () => new Date();

export function useSalesCount(now: () => Date = systemNow): number {
  const [count, setCount] = useState(() => salesCount(now()));
  useEffect(() => {
    const timer = window.setInterval(() => setCount(salesCount(now())), SALES_COUNTER_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [now]);
  return count;
}
