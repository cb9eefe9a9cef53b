/**
 * The vehicle page's finance calculator (spec: vehicle §4, §5, §9): loan amount, deposit or
 * trade-in, final payment, term and interest sliders within the lender's bounds; typed amounts
 * clamp; the term stops at the site's custom increments where it has them; the repayment comes
 * from the server's engine (one place for the maths), weekly or on a monthly-only site monthly;
 * the first change fires event 26 once; the balloon card; Show more for the disclaimer.
 */
import { useDeferredValue, useId, useRef, useState } from "react";
import { primaryEntry, REPAYMENT_WORDS, useRepaymentFrequency } from "../../../lib/car-finance";
import { formatPrice } from "../../../lib/format";
import { track } from "../../../lib/tracking";
import { useRepayment, type CarFinance } from "../api/queries";
import { clampTyped, termChoices } from "../rules";
import { FinanceDisclaimer } from "./Disclaimer";

const EVENT_FIRST_USE = 26;

type SliderProps = {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  format: (v: number) => string;
  onChange: (v: number) => void;
  typed?: boolean;
  disabled?: boolean;
};

function AmountSlider({ label, value, min, max, step, format, onChange, typed, disabled }: SliderProps) {
  const id = useId();
  const [message, setMessage] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
        {typed ? (
          <input
            aria-label={`${label} in dollars`}
            inputMode="numeric"
            className="min-h-11 w-32 rounded-site border border-border bg-bg px-2 text-right"
            defaultValue={value}
            key={value}
            onBlur={(e) => {
              const clamped = clampTyped(Number(e.target.value.replace(/[^0-9.-]/g, "")), min, max);
              setMessage(clamped.message);
              onChange(clamped.value);
            }}
          />
        ) : (
          <output htmlFor={id} className="font-semibold">
            {format(value)}
          </output>
        )}
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        disabled={disabled}
        aria-valuetext={format(value)}
        onChange={(e) => {
          setMessage(null);
          onChange(Number(e.target.value));
        }}
        className="h-11 w-full accent-primary"
      />
      {message && (
        <p role="alert" className="text-sm font-semibold text-danger">
          {message}
        </p>
      )}
    </div>
  );
}

/** The term: a slider over the terms the site offers, so custom increments step alike. */
function TermSlider({ value, choices, onChange }: { value: number; choices: number[]; onChange: (v: number) => void }) {
  const id = useId();
  const index = Math.max(0, choices.indexOf(value));
  const text = `${value} years`;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={id} className="font-semibold">
          Loan term
        </label>
        <output htmlFor={id} className="font-semibold">
          {text}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={0}
        max={choices.length - 1}
        step={1}
        value={index}
        aria-valuetext={text}
        onChange={(e) => onChange(choices[Number(e.target.value)] ?? value)}
        className="h-11 w-full accent-primary"
      />
    </div>
  );
}

export function FinanceCalculator({ finance, carId }: { finance: CarFinance; carId: number }) {
  const c = finance.calculator;
  const [amount, setAmount] = useState(c.default_amount);
  // Where the sidebar's estimate is: the same inputs give the same weekly figure.
  const [deposit, setDeposit] = useState(c.default_deposit ?? 0);
  const [balloon, setBalloon] = useState(c.default_balloon ?? 0);
  const [years, setYears] = useState(c.default_term);
  const [rate, setRate] = useState(c.default_rate);
  const frequency = useRepaymentFrequency();
  const words = REPAYMENT_WORDS[frequency];
  const used = useRef(false);
  const params = useDeferredValue({ amount, deposit, balloon, years, rate, frequency });
  const repayment = useRepayment(params);
  const entry = primaryEntry(finance);

  function change(set: (v: number) => void) {
    return (v: number) => {
      if (!used.current) {
        used.current = true;
        track(EVENT_FIRST_USE, carId);
      }
      set(v);
    };
  }

  const money = (v: number) => formatPrice(v);
  const result = repayment.data;
  return (
    <section aria-labelledby="finance-calculator" className="flex flex-col gap-4 rounded-site border border-border p-4" data-testid="finance-calculator">
      <h2 id="finance-calculator" className="text-xl font-bold">
        Finance calculator
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="flex flex-col gap-3">
          <AmountSlider label="Loan amount" value={amount} min={c.loan_min} max={c.loan_max} step={c.loan_step} format={money} onChange={change(setAmount)} typed />
          <AmountSlider label="Deposit or trade-in" value={deposit} min={0} max={c.amount_max} step={c.loan_step} format={money} onChange={change(setDeposit)} typed />
          <AmountSlider label="Final payment (balloon)" value={balloon} min={0} max={c.amount_max} step={c.loan_step} format={money} onChange={change(setBalloon)} typed />
          <TermSlider value={years} choices={termChoices(c.term_options, c.term_max, c.term_step)} onChange={change(setYears)} />
          <AmountSlider
            label="Interest rate"
            value={rate}
            min={c.rate_min}
            max={c.rate_max}
            step={c.rate_step}
            format={(v) => `${v.toFixed(2)}% p.a.`}
            onChange={change(setRate)}
            disabled={!c.rate_editable}
          />
        </div>
        <div className="flex flex-col gap-3">
          <div className="rounded-site bg-surface p-4" aria-live="polite">
            <p className="text-sm">{`${words.label} repayment`}</p>
            <p className="text-3xl font-extrabold" data-testid="calculator-repayment">
              {result ? result.payment_text ?? formatPrice(Math.round(result.repayment)) : "..."}
            </p>
            {result?.monthly_display != null && !result.payment_text && (
              <p className="text-sm text-muted">{`About ${formatPrice(Math.round(result.monthly_display))} a month`}</p>
            )}
            {result && <p className="mt-2 text-sm">{`Total payable ${formatPrice(Math.round(result.total_payable))} over ${result.periods} ${words.periods}`}</p>}
          </div>
          <div className="rounded-site border border-border p-4" data-testid="balloon-card">
            <p className="text-sm">Final payment</p>
            <p className="text-xl font-bold">{formatPrice(Math.round(result?.balloon ?? balloon))}</p>
          </div>
          <p className="text-sm text-muted">{`Comparison rates from ${c.comparison_range[0]}% to ${c.comparison_range[1]}% p.a.*`}</p>
        </div>
      </div>
      {entry && (
        <div className="flex flex-col items-start gap-1">
          <FinanceDisclaimer text={entry.disclaimer} />
          <p className="text-xs text-muted">{finance.comparison_warning}</p>
        </div>
      )}
    </section>
  );
}
