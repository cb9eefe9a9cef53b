/**
 * The online purchase wizard at /checkout-journey?car_id={slug or id} (spec: vehicle §2): your details,
 * trade-in, finance interest, delivery or pickup, then a review; it ends in an online purchase
 * lead that the dealer follows up.
 */
import type { ComponentType } from "react";
import { useSearchParams } from "react-router";
import { Container } from "../../../components/ui/Container";
import type { CarDetail } from "../../../lib/api";
import { useLinkedCar } from "../../../lib/cars";
import { useDocumentTitle } from "../../../lib/document-title";
import { useSite } from "../../../lib/site";
import { CarSummary } from "../../../components/car-card/CarSummary";
import { LeadForm, type FormSpec } from "./DeferredLeadForm";
import type { LeadStep } from "./LeadForm";

const spec: FormSpec = (forms) => forms.onlinePurchaseForm();

function Review({ car, values }: { car: CarDetail; values: Record<string, unknown> }) {
  const tradeIn = values.trade_in
    ? ["Yes", values.vehicle_year, values.vehicle_make, values.vehicle_model, values.km ? `${String(values.km)} km` : ""].filter(Boolean).join(" ")
    : "No";
  const rows: [string, string][] = [
    ["Car", car.name],
    ["Price", car.price.summary],
    ["Name", [values.name, values.last_name].filter(Boolean).join(" ")],
    ["Email", String(values.email ?? "")],
    ["Phone", String(values.phone ?? "")],
    ["Trade-in", tradeIn],
    ["Finance quote", values.finance_interest ? "Yes" : "No"],
    ["Delivery or pickup", values.delivery === "delivery" ? "Delivery" : "Pickup from the dealership"],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 rounded-site bg-surface p-4 sm:grid-cols-[12rem_1fr]" data-testid="review">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Journey({ car, Delivery }: { car: CarDetail; Delivery: DeliveryEstimate }) {
  const steps: LeadStep[] = [
    { title: "Your details", fields: ["name", "last_name", "email", "phone", "postcode"] },
    { title: "Trade-in", fields: ["trade_in", "vehicle_make", "vehicle_model", "vehicle_year", "km"] },
    { title: "Finance", fields: ["finance_interest"] },
    { title: "Delivery or pickup", fields: ["delivery"], extra: <Delivery slug={car.slug} /> },
    { title: "Review", fields: ["message"], extra: (values) => <Review car={car} values={values} /> },
  ];
  return (
    <LeadForm
      kind="online_purchase"
      hasCar
      purchaseCar={{ id: car.id, slug: car.slug }}
      fixed={{ car_id: car.id }}
      spec={spec}
      comments="optional"
      commentsLabel="Anything else we should know?"
      submitLabel="Send My Order"
      steps={steps}
    />
  );
}

/** The delivery step's estimate for the car: the route gives it (the vehicle page's calculator). */
export type DeliveryEstimate = ComponentType<{ slug: string }>;

export function CheckoutJourney({ Delivery }: { Delivery: DeliveryEstimate }) {
  const site = useSite();
  const [params] = useSearchParams();
  const { ref, car } = useLinkedCar(params);
  useDocumentTitle(`Buy Online | ${site.name}`);
  return (
    <Container className="flex !max-w-3xl flex-col gap-6 py-10">
      <h1 className="text-3xl font-bold">Buy Online</h1>
      {!ref || car.isError ? (
        <p role="alert">Please choose a car to buy from our stock first.</p>
      ) : car.isPending ? (
        <p className="text-muted">Loading the car…</p>
      ) : (
        <>
          <CarSummary car={car.data} />
          <Journey car={car.data} Delivery={Delivery} />
        </>
      )}
    </Container>
  );
}
