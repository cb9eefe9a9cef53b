/**
 * The quick-quote panel (spec: finance §4, §7, §9): asked 500 ms after the inputs stop changing,
 * '...' while it loads, and on failure cleared, the failure only logged; the weekly repayment (the
 * monthly figure on a monthly-only site) and the disclaimer of what the estimate assumes.
 */
import { useEffect, useState } from "react";
import { REPAYMENT_WORDS, useRepaymentFrequency } from "../../../lib/car-finance";
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
  const frequency = useRepaymentFrequency();
  const figure = (value: string) => (loading ? "..." : quote ? value : "-");
  const repayment = quote && (frequency === "weekly" ? quote.weeklyRepaymentAmount : quote.monthlyRepaymentAmount);
  return (
    <div className="flex flex-col gap-2">
      <div className="grid grid-cols-3 gap-3 rounded-site bg-surface p-4 text-center" aria-live="polite" data-testid="quick-quote">
        <div>
          <p className="text-sm">{`${REPAYMENT_WORDS[frequency].label} repayment`}</p>
          <p className="text-2xl font-extrabold">{figure(repayment ? formatPrice(Math.round(repayment)) : "")}</p>
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
      {quote && !loading && (
        <p className="text-sm text-muted" data-testid="quick-quote-disclaimer">
          {quote.disclaimer}
        </p>
      )}
    </div>
  );
}
