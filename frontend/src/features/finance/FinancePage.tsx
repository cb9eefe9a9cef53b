/**
 * /finance (and /finance-enquiry, /apply-for-finance, /finance-pre-approval, /personalised/finance):
 * the finance form with, beside it, the car the shopper came from (car_id) or the 3-step panel
 * (spec: finance §2.1). Every query parameter the spec lists pre-fills the form.
 */
import { useSearchParams } from "react-router";
import { Button, ButtonLink } from "../../components/ui/Button";
import { Container } from "../../components/ui/Container";
import { Link } from "../../components/ui/Link";
import { CarShelf } from "../../components/car-card/CarShelf";
import { useLinkedCar } from "../../lib/cars";
import { useDocumentTitle } from "../../lib/document-title";
import { useSite } from "../../lib/site";
import { FinanceJourney } from "./components/FinanceJourney";
import { prefillFrom, siteLender } from "./prefill";
import { prefersReducedMotion } from "../../lib/motion";

const SIDE_STEPS = ["Apply online in minutes", "Get pre-approved with your own personalised rate", "Purchase your dream car"];
/** Up to the form, focus on its first field: the journey starts where the shopper's eyes are. */
function startJourney() {
  const form = document.getElementById("finance-form");
  form?.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth" });
  form?.querySelector<HTMLElement>("input, button")?.focus({ preventScroll: true });
}

/** spec: finance §2.1 - six featured in-stock used cars with more than 1 photo. */
function GetFinanceNow() {
  return (
    <CarShelf id="get-finance-now" title="Get Finance Now" lookup={{ limit: 6, car_type: ["used"], min_photos: 2 }}>
      <Button onClick={startJourney}>Start Finance Journey</Button>
      <ButtonLink href="/search/used-cars" variant="outline">
        View All Used Cars
      </ButtonLink>
    </CarShelf>
  );
}

export function FinancePage() {
  const site = useSite();
  const [params] = useSearchParams();
  const { ref, car } = useLinkedCar(params, { retry: false });
  useDocumentTitle(`Finance | ${site.name}`);
  const lender = siteLender(site);
  const ready = !ref || !car.isPending;
  return (
    <Container className="flex flex-col gap-12 py-8">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div id="finance-form" className="flex scroll-mt-24 flex-col gap-4">
        <h1 className="text-3xl font-bold">Car finance</h1>
        <p>An indicative quote in seconds, then pre-approval with {lender?.name ?? "our lender"} in minutes, without leaving the dealership.</p>
        {ready ? <FinanceJourney prefill={prefillFrom(params, car.data)} lenderName={lender?.name ?? "the lender"} /> : <p aria-busy="true">Loading...</p>}
      </div>
      <aside className="flex flex-col gap-4">
        {car.data ? (
          <div className="flex flex-col gap-2 rounded-site border border-border p-4" data-testid="selected-car">
            <p className="text-sm text-muted">Selected car</p>
            {car.data.gallery.images[0] && <img src={car.data.gallery.images[0].src} alt="" className="aspect-[3/2] w-full rounded-site object-cover" />}
            <p className="font-bold">{car.data.name}</p>
            <p>{car.data.price.summary}</p>
            <Link href={car.data.path}>Back to the car</Link>
          </div>
        ) : (
          <ol className="flex flex-col gap-3 rounded-site bg-surface p-4">
            {SIDE_STEPS.map((text, i) => (
              <li key={text} className="flex gap-3">
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-primary-contrast">{i + 1}</span>
                <span className="self-center">{text}</span>
              </li>
            ))}
          </ol>
        )}
      </aside>
      </div>
      {!ref && <GetFinanceNow />}
    </Container>
  );
}
