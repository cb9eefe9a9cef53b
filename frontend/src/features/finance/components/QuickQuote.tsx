/**
 * The quick-quote panel (spec: finance §4, §7): asked 500 ms after the inputs stop changing,
 * '...' while it loads, and on failure cleared, the failure only logged.
 */
import { useEffect, useState } from "react";
import { formatPrice } from "../../../lib/format";
import { useQuote, type QuoteIn, type QuoteOut } from "../api/queries";
import { QUOTE_DEBOUNCE_MS } from "../rules";

export function useQuickQuote(request: QuoteIn): { quote: QuoteOut | null; loading: boolean } {
  const key = JSON.stringify(request);
  const [settled, setSettled] = useState(key);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(key), QUOTE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key]);
  const query = useQuote(settled);
  return { quote: query.isError ? null : (query.data ?? null), loading: settled !== key || query.isFetching };
}

export function QuickQuotePanel({ quote, loading }: { quote: QuoteOut | null; loading: boolean }) {
  const figure = (value: string) => (loading ? "..." : quote ? value : "-");
  return (
    <div className="grid grid-cols-3 gap-3 rounded-site bg-surface p-4 text-center" aria-live="polite" data-testid="quick-quote">
      <div>
        <p className="text-sm">Weekly repayment</p>
        <p className="text-2xl font-extrabold">{figure(quote ? formatPrice(Math.round(quote.weeklyRepaymentAmount)) : "")}</p>
      </div>
      <div>
        <p className="text-sm">Advertised rate</p>
        <p className="text-2xl font-extrabold">{figure(quote ? `${quote.advertisedRate.toFixed(2)}%` : "")}</p>
      </div>
      <div>
        <p className="text-sm">Comparison rate*</p>
        <p className="text-2xl font-extrabold">{figure(quote ? `${quote.comparisonRate.toFixed(2)}%` : "")}</p>
      </div>
    </div>
  );
}
