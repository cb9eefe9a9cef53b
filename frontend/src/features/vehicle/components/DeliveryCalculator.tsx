/**
 * The delivery estimate (spec: vehicle §4 delivery calculator: idle, loading, then the result or
 * the sorry text; §8 messages): a price by distance from the dealer's nearest sales location.
 */
import { useId, useState, type KeyboardEvent } from "react";
import { Button } from "../../../components/ui/Button";
import { ApiError } from "../../../lib/api";
import { formatPrice } from "../../../lib/format";
import { useDeliveryQuote } from "../api/delivery";
import { Section } from "./Sections";

export const POSTCODE_EMPTY = "Please enter a postcode.";
export const NO_ESTIMATE =
  "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.";

export function DeliveryCalculator({ slug }: { slug: string }) {
  const id = useId();
  const [postcode, setPostcode] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const quote = useDeliveryQuote(slug);

  const submit = () => {
    const code = postcode.trim();
    if (!code) {
      setFieldError(POSTCODE_EMPTY);
      return;
    }
    setFieldError(null);
    quote.mutate(code, {
      onError: (error) => {
        if (error instanceof ApiError && error.fieldError("postcode")) setFieldError(error.fieldError("postcode") ?? null);
      },
    });
  };

  const serverFieldError = quote.error instanceof ApiError && quote.error.fieldError("postcode");
  const result = quote.data;
  return (
    <Section title="Delivery Calculator">
      {/* A group, not a form: it also sits inside the checkout wizard's form. */}
      <div role="group" className="flex flex-wrap items-end gap-3" aria-label="Delivery estimate">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-postcode`} className="text-sm font-semibold">
            Your postcode
          </label>
          <input
            id={`${id}-postcode`}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={4}
            value={postcode}
            onChange={(e) => setPostcode(e.target.value)}
            onKeyDown={(e: KeyboardEvent) => {
              if (e.key !== "Enter") return;
              e.preventDefault(); // Enter asks for the estimate, never submits a surrounding form
              submit();
            }}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${id}-error` : undefined}
            className="min-h-11 w-32 rounded-site border border-border bg-bg px-3 aria-[invalid=true]:border-danger"
          />
        </div>
        <Button onClick={submit} disabled={quote.isPending}>
          {quote.isPending ? "Calculating…" : "Get Estimate"}
        </Button>
        {fieldError && (
          <p id={`${id}-error`} className="basis-full text-sm font-semibold text-danger">
            {fieldError}
          </p>
        )}
      </div>
      <div aria-live="polite" data-testid="delivery-result">
        {result?.available && result.price !== null && result.price !== undefined && (
          <p className="rounded-site bg-surface p-4 text-lg">
            Estimated delivery: <strong>{result.price === 0 ? "Free" : formatPrice(result.price)}</strong> ({result.name}
            {result.distance_km !== null && result.distance_km !== undefined && `, about ${result.distance_km} km from ${result.from_location}`})
          </p>
        )}
        {(result?.available === false || (quote.isError && !serverFieldError)) && (
          <p className="rounded-site bg-surface p-4">{NO_ESTIMATE}</p>
        )}
      </div>
    </Section>
  );
}
