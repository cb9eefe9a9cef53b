/** An offer's card and the buttons of its page (spec §2.5): Enquire Now, Explore {model}, Book A
 * Test Drive. */
import { ButtonLink } from "../../../components/ui/Button";
import { Card } from "../../../components/ui/Card";
import { Link } from "../../../components/ui/Link";
import type { Offer } from "../api/queries";
import { OfferDescription, OfferDisclaimer } from "./OfferText";

export function offerEnquiryHref(offer: Offer): string {
  return `/contact?${new URLSearchParams({ offer: offer.name }).toString()}`;
}

export function OfferButtons({ offer }: { offer: Offer }) {
  const model = offer.model?.name;
  const testDrive = new URLSearchParams(model ? { model } : {}).toString();
  return (
    <div className="flex flex-wrap gap-2">
      <ButtonLink href={offerEnquiryHref(offer)} size="sm" className="min-h-11">
        Enquire Now<span className="sr-only">{` about ${offer.name}`}</span>
      </ButtonLink>
      {model && offer.explore_href && (
        <ButtonLink href={offer.explore_href} size="sm" variant="outline" className="min-h-11">
          {`Explore ${model}`}
        </ButtonLink>
      )}
      <ButtonLink href={`/book-test-drive${testDrive ? `?${testDrive}` : ""}`} size="sm" variant="outline" className="min-h-11">
        Book A Test Drive<span className="sr-only">{model ? ` of the ${model}` : ""}</span>
      </ButtonLink>
    </div>
  );
}

export function OfferCard({ offer, priority = false }: { offer: Offer; priority?: boolean }) {
  return (
    <Card as="article" className="h-full overflow-hidden" data-testid="offer-card">
      {offer.image_url && (
        <img src={offer.image_url} alt="" width={1200} height={800} loading={priority ? "eager" : "lazy"} className="aspect-[3/2] w-full object-cover" />
      )}
      <div className="flex grow flex-col gap-3 p-5">
        <p className="text-sm font-semibold uppercase tracking-wide text-muted">{[offer.manufacturer, offer.category].filter(Boolean).join(" · ")}</p>
        <h3 className="text-xl font-bold">
          <Link href={offer.path} className="inline-flex min-h-11 items-center hover:underline">
            {offer.name}
          </Link>
        </h3>
        <OfferDescription offer={offer} />
        <div className="mt-auto flex flex-col gap-3">
          <OfferButtons offer={offer} />
          <OfferDisclaimer offer={offer} />
        </div>
      </div>
    </Card>
  );
}
