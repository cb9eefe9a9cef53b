/** A brand page, /{brandSlug}/overview: banner, logo, title, description and the brand's cars in
 * stock (the manufacturer search, 21 a page). */
import { useLocation, useSearchParams } from "react-router";
import { CarCard } from "../../../components/car-card/CarCard";
import { ButtonLink } from "../../../components/ui/Button";
import { Container } from "../../../components/ui/Container";
import { Pagination } from "../../../components/ui/Pagination";
import { Skeleton } from "../../../components/ui/Skeleton";
import { useDocumentTitle } from "../../../lib/document-title";
import { formatCount } from "../../../lib/format";
import { useSite } from "../../../lib/site";
import { useBrandStock } from "../api/manufacturer";
import { findBrand, type BrandEntry } from "../lib/brands";

const BRAND_PAGE_SIZE = 21; // spec: search §9, the manufacturer search's hits per page

export function BrandOverview({ slug }: { slug: string }) {
  const site = useSite();
  const found = findBrand(site.config.presentation.brands, slug);
  useDocumentTitle(found ? `${found.entry.title} | ${site.name}` : null);
  if (!found) return <UnknownBrand />;
  return <Brand entry={found.entry} />;
}

function Brand({ entry }: { entry: BrandEntry }) {
  const site = useSite();
  return (
    <>
      <section aria-labelledby="brand-title" className="relative bg-primary text-primary-contrast">
        {entry.banner && (
          <img src={entry.banner} alt="" width={1400} height={500} className="absolute inset-0 size-full object-cover opacity-35" />
        )}
        <Container className="relative flex flex-col items-start gap-4 py-14 sm:py-20">
          {entry.logo && <img src={entry.logo} alt="" width={72} height={72} className="size-18 rounded-site bg-white object-contain p-1" />}
          <h1 id="brand-title" className="text-4xl font-extrabold sm:text-5xl">
            {entry.title}
          </h1>
          {entry.description.map((paragraph) => (
            <p key={paragraph} className="max-w-prose text-lg">
              {paragraph}
            </p>
          ))}
          <ButtonLink href={`${site.config.search.default_path}?make=${encodeURIComponent(entry.title)}`} variant="accent" size="lg">
            Search {entry.title} stock
          </ButtonLink>
        </Container>
      </section>
      <Container className="py-12">
        <BrandStock make={entry.title} />
      </Container>
    </>
  );
}

function BrandStock({ make }: { make: string }) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const page = Math.max(1, Math.floor(Number(params.get("page"))) || 1);
  const current = useBrandStock(make, (page - 1) * BRAND_PAGE_SIZE);
  const data = current.data;
  return (
    <section aria-labelledby="brand-stock" aria-busy={current.isFetching} className="flex flex-col gap-6">
      <h2 id="brand-stock" className="text-2xl font-bold sm:text-3xl">
        {make} in stock
      </h2>
      <p role="status" className="text-muted">
        {data ? (data.total ? `${formatCount(data.total)} ${data.total === 1 ? "car" : "cars"}` : `No ${make} cars are in stock right now.`) : ""}
      </p>
      {current.isError && !data && <p role="alert">We couldn’t load these cars just now. Please try again shortly.</p>}
      {!data && current.isPending ? (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-96" />
          ))}
        </div>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {data?.hits.map((card) => (
            <li key={card.id}>
              <CarCard card={card} />
            </li>
          ))}
        </ul>
      )}
      {data && (
        <Pagination
          page={page}
          pages={Math.ceil(data.total / data.hits_per_page)}
          hrefFor={(p) => (p === 1 ? pathname : `${pathname}?page=${p}`)}
          label={`${make} stock pages`}
        />
      )}
    </section>
  );
}

function UnknownBrand() {
  const site = useSite();
  return (
    <Container className="flex flex-col items-start gap-4 py-16">
      <h1 className="text-3xl font-bold">Brand not found</h1>
      <p className="max-w-prose text-lg text-muted">We couldn’t find that brand. It may have moved.</p>
      <ButtonLink href="/brands">See all our brands</ButtonLink>
      <ButtonLink href={site.config.search.default_path} variant="outline">
        Browse our stock
      </ButtonLink>
    </Container>
  );
}
