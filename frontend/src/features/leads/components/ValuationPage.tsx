/**
 * The valuation of the shopper's own car, as a trade-in (/trade-in and /cars/trade-in?car_id=,
 * spec: vehicle §2, §7) or a car to sell to the dealer (/sell-my-car, /sell-your-car): the car, its
 * condition and the shopper's details go in as a lead, which answers with the offer range (or why
 * there is no online estimate); accepting sends "3. Offer Accepted" with the lead id, then /success.
 */
import { Suspense, useEffect, useState } from "react";
import { lazyNamed } from "../../../lib/lazy-named";
import { useNavigate, useSearchParams } from "react-router";
import { Button } from "../../../components/ui/Button";
import { Container } from "../../../components/ui/Container";
import { NextSteps } from "../../../components/site-media/NextSteps";
import { PageBanner } from "../../../components/site-media/PageBanner";
import { ApiError } from "../../../lib/api";
import { useDocumentTitle } from "../../../lib/document-title";
import { formatPrice } from "../../../lib/format";
import { useSite } from "../../../lib/site";
import { useLinkedCar } from "../../../lib/cars";
import { newIdempotencyKey, submitLead, type LeadKind, type LeadOut } from "../../../lib/leads";
import { LeadForm, type FormSpec } from "./DeferredLeadForm";
import { WIZARD_FAILED } from "../lib/messages";
import { EVENTS, track } from "../../../lib/tracking";
import { keepValuation } from "../api/trade-in";

const spec: FormSpec = (forms) => ({ ...forms.tradeInForm(), steps: forms.TRADE_IN_STEPS });
// The car picker's fields come with the form, after the page's first screen.
const TradeInCarFields = lazyNamed(() => import("./TradeInCarFields"), "TradeInCarFields");
// Started with the page, ahead of the form's own code: the form draws the picker at once, so its
// fields are registered before a shopper can press Next.
void TradeInCarFields.preload();
const OFFER_ACCEPTED = "3. Offer Accepted"; // spec: vehicle §7
const NOT_RESENT = new Set(["altcha", "website", "lead_attributes", "subcategory"]);

type ValuedKind = Extract<LeadKind, "trade_in" | "sell_my_car">;
type Wording = { title: string; intro: string; offer: string };
/** What each way of selling the car to the dealer is called on the page. */
const WORDING: Record<ValuedKind, Wording> = {
  trade_in: { title: "Trade-In Valuation", intro: "Tell us about your car and get an offer range in a minute.", offer: "Your trade-in offer" },
  sell_my_car: {
    title: "Sell Your Car",
    intro: "We buy all types of cars. Our high turnover means we can pay more. Tell us about your car and get an offer range in a minute.",
    offer: "Our offer for your car",
  },
};

type Made = { lead: LeadOut; values: Record<string, unknown> };

function Offer({ made, kind }: { made: Made; kind: ValuedKind }) {
  const site = useSite();
  const navigate = useNavigate();
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const offer = made.lead.trade_in;
  const recordValuation = site.config.trade_in.record_valuation;
  const carId = typeof made.values.car_id === "number" ? made.values.car_id : null;
  useEffect(() => {
    if (!offer) return;
    if (offer.estimate && kind === "trade_in") track(EVENTS.tradeInOffer, carId); // spec: vehicle §9, event 18
    if (recordValuation) void keepValuation(made.lead.lead_id, offer).catch(() => undefined); // reporting only
  }, [offer, recordValuation, made.lead.lead_id, carId, kind]);

  const accept = async () => {
    setState({ busy: true, error: null });
    const again = Object.fromEntries(Object.entries(made.values).filter(([k]) => !NOT_RESENT.has(k)));
    try {
      const lead = await submitLead(
        { ...again, kind, subcategory: OFFER_ACCEPTED, lead_id: made.lead.lead_id, form_completed: true, offer_accepted: true },
        newIdempotencyKey(),
      );
      navigate("/success", { state: { lead } });
    } catch (error) {
      // spec: vehicle §8 - a wizard shows the response's error, or the generic text.
      setState({ busy: false, error: error instanceof ApiError ? error.message : WIZARD_FAILED });
    }
  };

  return (
    <section aria-labelledby="offer-heading" className="flex flex-col items-start gap-4 rounded-site border-2 border-primary p-6" data-testid="offer">
      <h2 id="offer-heading" className="text-2xl font-bold">
        {offer?.estimate ? WORDING[kind].offer : "Thanks, we have your car's details"}
      </h2>
      {offer?.estimate ? (
        <>
          <p className="text-3xl font-extrabold">
            {formatPrice(offer.offer_min ?? 0)} – {formatPrice(offer.offer_max ?? 0)}
          </p>
          <p className="text-muted">
            Based on {offer.comparables} similar cars for sale, your answers, and reconditioning. The final figure is confirmed when the dealer inspects the car.
          </p>
          {made.values.finance_owing === "Yes" && <p>Finance owing is paid out from the offer at settlement.</p>}
          {state.error && (
            <p role="alert" className="font-semibold text-danger">
              {state.error}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <Button size="lg" onClick={() => void accept()} disabled={state.busy}>
              {state.busy ? "Sending…" : "Accept Offer"}
            </Button>
            <Button size="lg" variant="outline" onClick={() => navigate("/success", { state: { lead: made.lead } })}>
              Talk to the dealer first
            </Button>
          </div>
        </>
      ) : (
        <>
          <p>{offer?.reason ?? "We will value your car in person."} The dealer will contact you to arrange a valuation.</p>
          <Button size="lg" onClick={() => navigate("/success", { state: { lead: made.lead } })}>
            Done
          </Button>
        </>
      )}
    </section>
  );
}

export function ValuationPage({ kind }: { kind: ValuedKind }) {
  const site = useSite();
  const [params] = useSearchParams();
  const [made, setMade] = useState<Made | null>(null);
  const wording = WORDING[kind];
  useDocumentTitle(`${wording.title} | ${site.name}`);
  // /cars/trade-in?car_id={slug or id}: the car the shopper is trading towards (spec: vehicle §2);
  // a stale link (a car gone from stock) asks without it. A car to sell names no car of the dealer's.
  const { ref, car } = useLinkedCar(params, { retry: false, enabled: kind === "trade_in" });
  const fixed = kind === "trade_in" && car.data ? { car_id: car.data.id } : {};
  return (
    <>
    <PageBanner pick={kind === "trade_in" ? 2 : 3} />
    <Container className="flex !max-w-3xl flex-col gap-6 py-10">
      <h1 className="text-3xl font-bold">{wording.title}</h1>
      {made ? (
        <Offer made={made} kind={kind} />
      ) : kind === "trade_in" && ref && car.isPending ? (
        <p className="text-muted">Loading the car…</p>
      ) : (
        <>
          <p className="text-lg text-muted">{wording.intro}</p>
          <LeadForm
            kind={kind}
            spec={spec}
            fixed={fixed}
            hasCar={"car_id" in fixed}
            custom={(f, step) =>
              step === 0 ? (
                <Suspense>
                  <TradeInCarFields form={f} />
                </Suspense>
              ) : null
            }
            comments="optional"
            submitLabel="Get My Offer"
            onLead={(lead, values) => setMade({ lead, values })}
          />
        </>
      )}
      <NextSteps steps={VALUATION_STEPS} />
    </Container>
    </>
  );
}

// Each step as the page itself words it once the offer is made (Offer, above).
const VALUATION_STEPS = [
  "Tell us about your car: it takes about a minute.",
  "See your offer range at once, from similar cars for sale, or hear from the dealer when your car needs a look in person.",
  "Accept the offer or talk to the dealer first: the dealer calls you to inspect the car and confirm the final figure.",
  "Bring the car in: any finance owing is paid out from the offer at settlement.",
] as const;
