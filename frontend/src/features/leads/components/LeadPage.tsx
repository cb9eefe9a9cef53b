/** A form page: heading, the car the shopper asks about (from ?car_id=, its slug or id), then the form. */
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { Container } from "../../../components/ui/Container";
import { CarSummary } from "../../../components/car-card/CarSummary";
import type { CarDetail } from "../../../lib/api";
import { linkedCarRef, useLinkedCar } from "../../../lib/cars";
import { useDocumentTitle } from "../../../lib/document-title";
import { useSite } from "../../../lib/site";
import { LeadForm, type DeferredLeadFormProps } from "./DeferredLeadForm";

type Props = Omit<DeferredLeadFormProps, "hasCar" | "fixed"> & {
  title: string;
  lead?: ReactNode;
  fixed?: Record<string, unknown>;
  /** Forms about a car read ?car_id= (the car's slug, as the buttons link it, or its id). */
  aboutCar?: boolean;
};

function WithCar(props: Props) {
  const [params] = useSearchParams();
  const { car } = useLinkedCar(params);
  if (car.isPending) return <p className="text-muted">Loading the car…</p>;
  if (car.isError) return <Form {...props} />; // a stale link: ask without the car
  return (
    <div className="flex flex-col gap-6">
      <CarSummary car={car.data} />
      <Form {...props} car={car.data} />
    </div>
  );
}

function Form({ title: _title, lead: _lead, aboutCar: _about, car, fixed, ...props }: Props & { car?: CarDetail }) {
  return <LeadForm {...props} hasCar={Boolean(car)} carSlug={car?.slug} fixed={{ ...fixed, ...(car ? { car_id: car.id } : {}) }} />;
}

/**
 * What a link says the enquiry is about: ?offer= (a special offer's name) or ?model_name= / ?model=
 * (a model line), sent as the lead's subcategory; ?location= (a location's slug: the lead goes to
 * that location).
 */
function useLinkedContext(): { fixed: Record<string, unknown>; about: string | null } {
  const site = useSite();
  const [params] = useSearchParams();
  const offer = params.get("offer")?.slice(0, 80) ?? null;
  const model = (params.get("model_name") ?? params.get("model"))?.slice(0, 80) ?? null;
  const location = site.locations.find((l) => l.slug === params.get("location")) ?? null;
  const subject = offer ? `Special offer: ${offer}` : model ? `Model: ${model}` : null;
  return {
    fixed: { ...(subject ? { subcategory: subject } : {}), ...(location ? { location_id: location.id } : {}) },
    about: offer ? `About the offer: ${offer}` : model ? `About the ${model}` : location ? `For ${location.name}` : null,
  };
}

export function LeadPage(props: Props) {
  const site = useSite();
  const [params] = useSearchParams();
  const linked = useLinkedContext();
  useDocumentTitle(`${props.title} | ${site.name}`);
  const aboutCar = props.aboutCar && linkedCarRef(params) !== "";
  const withContext = { ...props, fixed: { ...props.fixed, ...linked.fixed } };
  return (
    <Container className="flex !max-w-3xl flex-col gap-6 py-10">
      <h1 className="text-3xl font-bold">{props.title}</h1>
      {props.lead && <div className="text-lg text-muted">{props.lead}</div>}
      {linked.about && <p className="font-semibold" data-testid="enquiry-about">{linked.about}</p>}
      {aboutCar ? <WithCar {...withContext} /> : <Form {...withContext} />}
    </Container>
  );
}
