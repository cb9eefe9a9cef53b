/** /offers/{manufacturer}/{id} and /offers/{id} (spec §2.5): one offer, in full. */
import { useParams } from "react-router";
import { NotFound } from "../../components/NotFound";
import { Container } from "../../components/ui/Container";
import { Link } from "../../components/ui/Link";
import { useDocumentTitle } from "../../lib/document-title";
import { useSite } from "../../lib/site";
import { useOffer } from "./api/queries";
import { OfferButtons } from "./components/OfferCard";
import { NextSteps } from "../../components/site-media/NextSteps";
import { OFFER_STEPS } from "./lib/next-steps";
import { OfferDescription, OfferDisclaimer } from "./components/OfferText";

export function OfferPage() {
  const { id = "" } = useParams();
  const site = useSite();
  const offer = useOffer(id);
  useDocumentTitle(offer.data ? `${offer.data.name} | ${site.name}` : `Special Offers | ${site.name}`);
  if (offer.isError || !/^\d+$/.test(id)) return <NotFound />;
  if (!offer.data) return <p aria-busy="true" className="sr-only">Loading...</p>;
  const o = offer.data;
  return (
    <Container className="grid gap-8 py-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      {o.image_url && <img src={o.image_url} alt="" width={1200} height={800} className="aspect-[3/2] w-full rounded-site object-cover" />}
      <div className="flex flex-col gap-4">
        <p className="text-sm font-semibold uppercase tracking-wide text-muted">{[o.manufacturer, o.category].filter(Boolean).join(" · ")}</p>
        <h1 className="text-3xl font-bold">{o.name}</h1>
        {o.ends_on && <p className="font-semibold">{`Ends ${new Date(`${o.ends_on}T00:00:00Z`).toLocaleDateString("en-AU", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" })}`}</p>}
        <OfferDescription offer={o} />
        <OfferButtons offer={o} />
        <OfferDisclaimer offer={o} />
        <NextSteps steps={OFFER_STEPS} />
        <Link href="/special-offers" className="inline-flex min-h-11 items-center self-start font-semibold text-primary underline underline-offset-2">
          All special offers
        </Link>
      </div>
    </Container>
  );
}
