/**
 * /finance (and /finance-enquiry, /apply-for-finance, /finance-pre-approval, /personalised/finance):
 * the finance form with, beside it, the car the shopper came from (car_id) or the 3-step panel
 * (spec: finance §2.1). Every query parameter the spec lists pre-fills the form.
 */
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { Container } from "../../components/ui/Container";
import { Link } from "../../components/ui/Link";
import { apiGet, type CarDetail } from "../../lib/api";
import { useDocumentTitle } from "../../lib/document-title";
import { useSite } from "../../lib/site";
import { FinanceJourney, type FinancePrefill } from "./components/FinanceJourney";

const SIDE_STEPS = ["Apply online in minutes", "Get pre-approved with your own personalised rate", "Purchase your dream car"];
const SCORES = ["GREAT", "DECENT", "POOR"] as const;

function number(value: string | null): number | undefined {
  const n = Number(value);
  return value && Number.isFinite(n) ? n : undefined;
}

export function prefillFrom(params: URLSearchParams, car: CarDetail | undefined): FinancePrefill {
  const score = (params.get("selfAssessedCreditScore") ?? params.get("credit_score") ?? "").toUpperCase();
  const type = params.get("car_type");
  return {
    carId: car?.id ?? null,
    vin: params.get("vin") ?? car?.vin ?? undefined,
    nvic: params.get("nvic") ?? undefined,
    year: number(params.get("year")) ?? car?.year,
    carType: type === "new" || type === "demo" || type === "used" ? type : car?.car_type === "new" || car?.car_type === "demo" || car?.car_type === "used" ? car.car_type : undefined,
    dealershipSlug: params.get("preferredDealership") ?? car?.dealership_slug ?? undefined,
    price: number(params.get("vehiclePriceBudget") ?? params.get("price")) ?? car?.price.amount ?? undefined,
    term: number(params.get("loanTerm")),
    score: (SCORES as readonly string[]).includes(score) ? (score as FinancePrefill["score"]) : undefined,
    whoIsHelping: params.get("whoIsHelping") ?? undefined,
  };
}

export function FinancePage() {
  const site = useSite();
  const [params] = useSearchParams();
  const slug = params.get("car_id");
  const car = useQuery({
    queryKey: ["vehicle", "detail", slug],
    queryFn: ({ signal }) => apiGet<CarDetail>(`/api/v1/cars/${encodeURIComponent(slug ?? "")}`, undefined, { signal }),
    enabled: Boolean(slug),
    retry: false,
  });
  useDocumentTitle(`Finance | ${site.name}`);
  const lender = (site.config.finance.lenders ?? []).find((l) => l.provider === site.finance_provider) ?? site.config.finance.lenders?.[0];
  const ready = !slug || !car.isPending;
  return (
    <Container className="grid gap-8 py-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="flex flex-col gap-4">
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
    </Container>
  );
}
