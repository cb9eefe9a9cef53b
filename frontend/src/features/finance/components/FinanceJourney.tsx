/**
 * The finance form's four steps (spec: finance §2.1, §4, §5, §8): Quick Estimate, Your Details,
 * Instant pre-approval (what goes to the lender), Apply to lender: the phone's one-time code (which
 * signs the shopper in) is verified and the application sent in one action, as the spec's last
 * step verifies the code, then submits. Applying sends the finance lead and the lender's customer
 * creation together; any failure shows its message and stops; success goes to the returned
 * redirectUrl.
 */
import { ConsentNotice } from "../../../components/ConsentNotice";
import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/Button";
import { serverText } from "../../../lib/api";
import { formatPrice } from "../../../lib/format";
import { EMAIL_MESSAGE, isEmail } from "../../../lib/email";
import { useSite } from "../../../lib/site";
import { PhoneVerification } from "../../../components/sign-in/PhoneVerification";
import { useSession, type Shopper } from "../../../lib/session";
import { knownContact } from "../../../lib/contact-store";
import { newIdempotencyKey, submitLead } from "../../../lib/leads";
import { leadAttributes } from "../../../lib/visits";
import { createCustomer } from "../api/queries";
import { clampPrice, digitsOnly, PRICE_DEFAULT } from "../rules";
import { QuickQuotePanel, useQuickQuote } from "./QuickQuote";

export const STEPS = ["Quick Estimate", "Your Details", "Instant pre-approval", "Apply to lender"] as const;
// spec: finance §8, each shown when the server's answer says nothing of its own
const LEAD_FAILED = "Lead submission failed";
const CUSTOMER_FAILED = "Failed to create YouX customer";
const GENERIC_FAILED = "An unknown error occurred.";
const SCORES = [
  ["GREAT", "Great"],
  ["DECENT", "Decent"],
  ["POOR", "Poor"],
] as const;
type Score = (typeof SCORES)[number][0];

export type FinancePrefill = {
  carId: number | null;
  carSlug?: string;
  vin?: string;
  nvic?: string;
  year?: number;
  carType?: "new" | "demo" | "used";
  dealershipSlug?: string;
  price?: number;
  term?: number;
  score?: Score;
  whoIsHelping?: string;
  dealToken?: string;
};

const input = "min-h-11 rounded-site border border-border bg-bg px-3 text-base font-normal aria-[invalid=true]:border-danger";

export function FinanceJourney({ prefill, lenderName }: { prefill: FinancePrefill; lenderName: string }) {
  const site = useSite();
  const client = useQueryClient();
  const navigate = useNavigate();
  const session = useSession();
  const [step, setStep] = useState(0);
  const [priceText, setPriceText] = useState(String(clampPrice(prefill.price ?? PRICE_DEFAULT)));
  const [term, setTerm] = useState(Math.min(7, Math.max(1, Math.round(prefill.term ?? 5))));
  const [score, setScore] = useState<Score>(prefill.score ?? "GREAT");
  // Details typed once: the signed-in shopper's profile, else what this browser last sent.
  const [details, setDetails] = useState(() => ({ ...knownDetails(session.data?.user ?? null), subscribe: false, terms: false }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Signed in after the journey opened: the profile fills what is still empty.
  const shopper = session.data?.user ?? null;
  const [filledFor, setFilledFor] = useState(shopper);
  if (shopper !== filledFor) {
    setFilledFor(shopper);
    const known = knownDetails(shopper);
    setDetails((d) => ({ ...d, name: d.name || known.name, last_name: d.last_name || known.last_name, email: d.email || known.email, postcode: d.postcode || known.postcode }));
  }
  const [failure, setFailure] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);
  const price = Number(priceText) || 0;
  const { quote, loading } = useQuickQuote({
    selfAssessedCreditScore: score,
    purchasePrice: clampPrice(price),
    loanTerm: term,
    year: prefill.year ?? null,
    vin: prefill.vin ?? null,
    nvic: prefill.nvic ?? null,
    whoIsHelping: prefill.whoIsHelping ?? null,
  });
  const user = session.data?.user ?? null;
  const askPostcode = site.config.sign_in.postcode_field;
  const termsRequired = site.config.sign_in.terms_checkbox_required;

  function checkDetails(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!details.name.trim()) found.name = "This is a required field.";
    if (!isEmail(details.email.trim())) found.email = EMAIL_MESSAGE;
    if (askPostcode && !/^\d{4}$/.test(details.postcode)) found.postcode = "Invalid postcode. Please enter a 4-digit number.";
    if (termsRequired && !details.terms) found.terms = "*You must agree to the terms of use before submitting.";
    setErrors(found);
    // A phone verified on this visit (the shopper is signed in) is not verified again: straight on
    // to applying.
    if (!Object.keys(found).length) setStep(user ? 3 : 2);
  }

  /** Sends the application for the `applicant`, verified (just now by the code, or earlier). */
  async function apply(applicant: Shopper) {
    setApplying(true);
    setFailure(null);
    const amount = clampPrice(price);
    const lead = {
      kind: "finance" as const,
      name: details.name.trim(),
      last_name: details.last_name.trim() || null,
      email: details.email.trim(),
      phone: applicant.phone,
      postcode: askPostcode ? details.postcode : null,
      amount,
      term,
      selfAssessedCreditScore: score,
      whoIsHelping: prefill.whoIsHelping || null,
      subscribe: details.subscribe,
      terms_conditions: details.terms,
      car_id: prefill.carId,
      vin: prefill.vin || null,
      nvic: prefill.nvic || null,
      year: prefill.year ?? null,
      car_type: prefill.carType ?? null,
      dealership_slug: prefill.dealershipSlug ?? null,
      tags: ["finance", quote ? "quick-quote" : "no-quote"],
      deal_token: prefill.dealToken ?? null,
      lead_attributes: leadAttributes(),
    };
    const customer = {
      data: {
        nvic: prefill.nvic || null,
        vin: prefill.vin || null,
        selfAssessedCreditScore: score,
        purchasePrice: amount,
        year: prefill.year ?? null,
        loanTerm: term,
        phoneNumber: applicant.phone,
        firstName: details.name.trim(),
        lastName: details.last_name.trim() || null,
        email: details.email.trim(),
        subscribe: details.subscribe,
        postCode: askPostcode ? details.postcode : null,
      },
      additionalData: { lead: { car_id: prefill.carId, dealership_slug: prefill.dealershipSlug ?? null, whoIsHelping: prefill.whoIsHelping ?? null } },
    };
    try {
      // The lead first: the application then names it, so the dealer and My garage see both.
      const sent = await submitLead(lead, newIdempotencyKey()).catch((error: unknown) => {
        throw new Error(serverText(error) ?? LEAD_FAILED);
      });
      const linked = { ...customer, additionalData: { lead: { ...customer.additionalData.lead, lead_id: sent.lead_id } } };
      const created = await createCustomer(client, linked).catch((error: unknown) => {
        throw new Error(serverText(error) ?? CUSTOMER_FAILED);
      });
      if (!created.redirectUrl) throw new Error("Failed to create customer or no redirect URL received.");
      // The purchase goes on from the application's page (its trade-in, for this car and deal).
      if (created.redirectUrl.startsWith("/")) navigate(created.redirectUrl, { state: { deal: prefill.dealToken, carSlug: prefill.carSlug } });
      else window.location.assign(created.redirectUrl);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : GENERIC_FAILED);
      setApplying(false);
    }
  }

  // What goes to the lender, shown before the shopper applies and while the application is sent.
  const summary = (
    <>
      <p>{`${formatPrice(clampPrice(price))} over ${term} years, credit ${score.toLowerCase()}, for ${details.name}.`}</p>
      <p className="text-sm text-muted">{`Your details go to ${lenderName} for an instant pre-approval. Applying does not affect your credit score until you proceed with the lender.`}</p>
    </>
  );

  const set = (field: keyof typeof details) => (value: string | boolean) => setDetails({ ...details, [field]: value });
  return (
    <div className="flex flex-col gap-6" id="finance-form">
      <ol className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label="Steps">
        {STEPS.map((label, i) => (
          <li key={label} aria-current={i === step ? "step" : undefined} className={i === step ? "rounded-site bg-primary p-2 text-center text-sm font-bold text-primary-contrast" : "rounded-site bg-surface p-2 text-center text-sm"}>
            {`${i + 1}. ${label}`}
          </li>
        ))}
      </ol>
      <h2 className="text-2xl font-bold" data-testid="form-step">
        {STEPS[step]}
      </h2>
      {step === 0 && (
        <form
          className="flex flex-col gap-5"
          onSubmit={(e) => {
            e.preventDefault();
            setPriceText(String(clampPrice(price)));
            setStep(1);
          }}
        >
          <label className="flex flex-col gap-1 font-semibold">
            Purchase price
            <input
              className={input}
              inputMode="numeric"
              value={priceText}
              onChange={(e) => setPriceText(digitsOnly(e.target.value))}
              onBlur={() => setPriceText(String(clampPrice(price)))}
              aria-describedby="price-hint"
            />
            <span id="price-hint" className="text-sm font-normal text-muted">
              {`Between ${formatPrice(10000)} and ${formatPrice(200000)}`}
            </span>
          </label>
          <div className="flex flex-wrap gap-2" role="group" aria-label="Price presets">
            {(site.config.finance.price_presets ?? []).map((preset) => (
              <Button key={preset} size="sm" variant={price === preset ? "primary" : "outline"} aria-pressed={price === preset} onClick={() => setPriceText(String(clampPrice(preset)))}>
                {formatPrice(preset)}
              </Button>
            ))}
          </div>
          <label className="flex flex-col gap-1 font-semibold">
            {`Loan term: ${term} years`}
            <input type="range" min={1} max={7} step={1} value={term} onChange={(e) => setTerm(Number(e.target.value))} aria-valuetext={`${term} years`} className="h-11 accent-primary" />
          </label>
          <fieldset className="flex flex-col gap-2">
            <legend className="font-semibold">How would you rate your credit?</legend>
            <div className="flex flex-wrap gap-2">
              {SCORES.map(([value, label]) => (
                <Button key={value} size="sm" variant={score === value ? "primary" : "outline"} aria-pressed={score === value} onClick={() => setScore(value)}>
                  {label}
                </Button>
              ))}
            </div>
          </fieldset>
          <QuickQuotePanel quote={quote} loading={loading} />
          <Button type="submit" className="self-start">
            Next
          </Button>
        </form>
      )}
      {step === 1 && (
        <form className="grid gap-4 sm:grid-cols-2" onSubmit={checkDetails} noValidate>
          {(
            [
              ["name", "First name", "given-name", true],
              ["last_name", "Last name", "family-name", false],
              ["email", "Email", "email", true],
              ...(askPostcode ? [["postcode", "Postcode", "postal-code", true] as const] : []),
            ] as const
          ).map(([field, label, autoComplete, required]) => (
            <label key={field} className="flex flex-col gap-1 text-sm font-semibold">
              <span>
                {label}
                {required && <span aria-hidden="true"> *</span>}
              </span>
              <input
                className={input}
                autoComplete={autoComplete}
                value={details[field]}
                maxLength={field === "postcode" ? 4 : undefined}
                inputMode={field === "postcode" ? "numeric" : undefined}
                aria-required={required || undefined}
                aria-invalid={errors[field] ? true : undefined}
                aria-describedby={errors[field] ? `${field}-error` : undefined}
                onChange={(e) => set(field)(e.target.value)}
              />
              {errors[field] && (
                <span id={`${field}-error`} className="text-danger">
                  {errors[field]}
                </span>
              )}
            </label>
          ))}
          <label className="flex items-start gap-3 sm:col-span-2">
            <input type="checkbox" className="mt-1 size-5 accent-primary" checked={details.subscribe} onChange={(e) => set("subscribe")(e.target.checked)} />
            Send me finance offers and news
          </label>
          {termsRequired ? (
            <label className="flex flex-col gap-1 sm:col-span-2">
              <span className="flex items-start gap-3">
                <input type="checkbox" className="mt-1 size-5 accent-primary" checked={details.terms} onChange={(e) => set("terms")(e.target.checked)} aria-invalid={errors.terms ? true : undefined} />
                I agree to the terms of use
              </span>
              {errors.terms && <span className="font-semibold text-danger">{errors.terms}</span>}
            </label>
          ) : (
            <ConsentNotice className="sm:col-span-2" />
          )}
          <div className="flex gap-3 sm:col-span-2">
            <Button variant="outline" onClick={() => setStep(0)}>
              Back
            </Button>
            <Button type="submit">Next</Button>
          </div>
        </form>
      )}
      {step === 2 && (
        <div className="flex flex-col items-start gap-4">
          {summary}
          <QuickQuotePanel quote={quote} loading={loading} />
          <p>Next, verify your mobile with the code we text you, and your application goes to the lender at once.</p>
          <div className="flex gap-3">
            <Button variant="outline" onClick={() => setStep(1)}>
              Back
            </Button>
            <Button onClick={() => setStep(3)}>Next</Button>
          </div>
        </div>
      )}
      {step === 3 && (
        <div className="flex flex-col items-start gap-4">
          {failure && (
            <p role="alert" className="rounded-site border-2 border-danger p-3 font-semibold text-danger">
              {failure}
            </p>
          )}
          {summary}
          {user ? (
            <>
              <p>{`Your mobile ${user.phone} is verified.`}</p>
              <div className="flex gap-3">
                <Button variant="outline" onClick={() => setStep(1)} disabled={applying}>
                  Back
                </Button>
                <Button onClick={() => void apply(user)} disabled={applying}>
                  {applying ? "Applying..." : `Apply to ${lenderName}`}
                </Button>
              </div>
            </>
          ) : (
            <>
              {/* The code is verified, then the application sent: one action (spec: finance §4). */}
              <PhoneVerification
                submitLabel={`Verify and apply to ${lenderName}`}
                details={{ name: details.name.trim(), last_name: details.last_name.trim(), email: details.email.trim(), dealership_slug: prefill.dealershipSlug }}
                onVerified={(verified) => (verified.user ? void apply(verified.user) : setFailure(GENERIC_FAILED))}
              />
              <Button variant="outline" onClick={() => setStep(2)}>
                Back
              </Button>
            </>
          )}
        </div>
      )}
    </div>
  );
}

function knownDetails(shopper: Shopper | null): { name: string; last_name: string; email: string; postcode: string } {
  const known = knownContact(shopper);
  return { name: known.name ?? "", last_name: known.last_name ?? "", email: known.email ?? "", postcode: known.postcode ?? "" };
}
