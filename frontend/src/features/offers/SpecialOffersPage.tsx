/** /special-offers (spec §2.5): every offer running today, filtered by make and kind in the URL. */
import { useChangeParams } from "../../lib/search-params";
import { Button } from "../../components/ui/Button";
import { Container } from "../../components/ui/Container";
import { useDocumentTitle } from "../../lib/document-title";
import { useSite } from "../../lib/site";
import { NoResults } from "../../components/NoResults";
import { NextSteps } from "../../components/site-media/NextSteps";
import { PageBanner } from "../../components/site-media/PageBanner";
import { useOffers } from "./api/queries";
import { OfferCard } from "./components/OfferCard";
import { OFFER_STEPS } from "./lib/next-steps";

const chip = "min-h-11 rounded-full border-2 px-4 text-sm font-semibold aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-contrast border-border";

export function SpecialOffersPage() {
  const site = useSite();
  const [params, changeParams] = useChangeParams();
  const manufacturer = params.get("manufacturer") ?? "";
  const category = params.get("category") ?? "";
  const all = useOffers();
  const shown = useOffers({ ...(manufacturer && { manufacturer }), ...(category && { category }) });
  useDocumentTitle(`Special Offers | ${site.name}`);

  function choose(name: "manufacturer" | "category", value: string) {
    changeParams((next) => {
      if (value && next.get(name) !== value) next.set(name, value);
      else next.delete(name);
    }, { replace: true });
  }

  const filters: ["manufacturer" | "category", string, string[]][] = [
    ["manufacturer", "Make", all.data?.manufacturers ?? []],
    ["category", "Offer type", all.data?.categories ?? []],
  ];
  const offers = shown.data?.offers;
  return (
    <>
    <PageBanner pick={1} />
    <Container className="flex flex-col gap-6 py-8">
      <h1 className="text-3xl font-bold sm:text-4xl">Special Offers</h1>
      {filters.map(
        ([name, label, values]) =>
          values.length > 1 && (
            <div key={name} role="group" aria-label={label} className="flex flex-wrap gap-2">
              {values.map((v) => (
                <button key={v} type="button" aria-pressed={params.get(name) === v} onClick={() => choose(name, v)} className={chip}>
                  {v}
                </button>
              ))}
            </div>
          ),
      )}
      {shown.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p>We couldn’t load our offers just now.</p>
          <Button variant="outline" onClick={() => void shown.refetch()}>
            Try again
          </Button>
        </div>
      ) : !offers ? (
        <p aria-busy="true">Loading offers...</p>
      ) : offers.length === 0 ? (
        <NoResults id="no-offers" heading="h2">
          <Button onClick={() => changeParams((next) => ["manufacturer", "category"].forEach((name) => next.delete(name)), { replace: true })}>Clear Filters</Button>
        </NoResults>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {offers.map((offer, i) => (
            <li key={offer.id}>
              <OfferCard offer={offer} priority={i === 0} />
            </li>
          ))}
        </ul>
      )}
      <NextSteps steps={OFFER_STEPS} />
    </Container>
    </>
  );
}
