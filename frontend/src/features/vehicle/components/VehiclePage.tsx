/** The vehicle detail page (spec: vehicle §2): viewer, sidebar in the spec's order, then the sections. */
import { Suspense } from "react";
import { lazyNamed } from "../../../lib/lazy-named";
import { Container } from "../../../components/ui/Container";
import { Skeleton } from "../../../components/ui/Skeleton";
import { useDealershipScope, useSite } from "../../../lib/site";
import type { CarDetail } from "../api/types";
import { useViewCount } from "../hooks/useViewCount";
import { ActionButtons } from "./ActionButtons";
import { CallDealer } from "./CallDealer";
import { financeHref } from "../lib/actions";
import { AnnouncementBar } from "./Extras";
import { InfoIcons } from "./InfoIcons";
import { InterestedBlock } from "./InterestedBlock";
import { PriceBlock } from "./PriceBlock";
import { PriceComparison } from "./PriceComparison";
import { StickyBar } from "./StickyBar";
import type { VehicleParts } from "./parts";
import { Viewer } from "./Viewer";

const belowTheFold = () => import("./BelowTheFold");
const DetailSections = lazyNamed(belowTheFold, "DetailSections");
const MoreCars = lazyNamed(belowTheFold, "MoreCars");

/** The page's lower sections' code: loaded before a server-made page hydrates (app/router.tsx),
 * so a click on them is answered at once. */
export const preloadVehiclePageParts = () => Promise.all([DetailSections.preload(), MoreCars.preload()]);

const CONDITION: Record<string, string> = { new: "New", demo: "Demo", used: "Used" };
// On a phone the sections under the first screen are laid out only when they near the viewport:
// the browser's first layout of the page's markup was one of its longest tasks there. The
// remembered size (`auto`) holds once they have been drawn. On a wide screen they start beside the
// photo, in view, where a placeholder size would shift the page.
const OFFSCREEN_FIRST = "flex flex-col gap-10 max-lg:[content-visibility:auto] max-lg:[contain-intrinsic-size:auto_1500px]";

export function VehiclePage({ car, parts }: { car: CarDetail; parts: VehicleParts }) {
  const site = useSite();
  useDealershipScope(car.dealership_id); // the car's dealership presents its page (spec §2.7)
  const { layout } = car;
  return (
    <>
      {layout.announcement && <AnnouncementBar text={layout.announcement} siteSlug={site.slug} />}
      <Suspense>
        <StickyBar car={car} />
      </Suspense>
      <Container className="flex flex-col gap-12 pb-6 lg:py-8">
        <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8 xl:grid-cols-[minmax(0,1fr)_26rem]">
          {/* On a phone the photos run from edge to edge, straight under the header. */}
          <div className="-mx-4 min-w-0 sm:-mx-6 lg:col-start-1 lg:mx-0">
            <Viewer viewer={car.viewer} gallery={car.gallery} name={car.name} />
          </div>
          <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <Sidebar car={car} parts={parts} />
          </div>
          <div className="flex min-w-0 flex-col gap-10 lg:col-start-1">
            {/* Below the photo and the sidebar, each part is a boundary React hydrates on its own. */}
            <Suspense>
              <PriceComparison slug={car.slug} />
            </Suspense>
            <div className={OFFSCREEN_FIRST}>
              <Suspense>
                <DetailSections car={car} FinanceCalculator={parts.FinanceCalculator} />
              </Suspense>
            </div>
          </div>
        </div>
        <div className={OFFSCREEN_FIRST}>
          <Suspense>
            <MoreCars car={car} />
          </Suspense>
        </div>
        {layout.sticky_layout === "bottom_bar" && <div aria-hidden="true" className="h-16" />}
      </Container>
    </>
  );
}

/** spec: vehicle §2 - title; price block; finance estimate; below-market badge; finance call to
 * action; call the dealer; action buttons; info icons. */
function Sidebar({ car, parts }: { car: CarDetail; parts: VehicleParts }) {
  const site = useSite();
  // Here, not in the page: the count arrives while the page's lower parts may still be hydrating,
  // and an update that reached a part whose code has not arrived would make React draw it anew.
  const views = useViewCount(car, site.id);
  const subtitle = [CONDITION[car.car_type] ?? car.car_type, `Stock ${car.stocknum}`].join(" · ");
  return (
    <div className="flex flex-col gap-4 bg-bg lg:sticky lg:top-4 lg:gap-5 lg:rounded-site lg:border lg:border-border lg:p-5 lg:shadow-sm">
      <div className="flex flex-col gap-1">
        {car.tag && car.availability.available && (
          <p className="self-start rounded-site bg-accent px-2 py-0.5 text-sm font-bold text-accent-contrast uppercase">{car.tag.text}</p>
        )}
        <h1 className="text-2xl leading-tight font-extrabold sm:text-3xl">{car.name}</h1>
        <p className="text-sm text-muted sm:text-base">{subtitle}</p>
      </div>
      <PriceBlock car={car} views={views} Watchlist={parts.WatchlistButton} />
      {/* The sidebar's lower parts are boundaries React hydrates after the title and price. */}
      {car.availability.available && (
        <Suspense>
          <parts.FinanceEstimate car={car} />
        </Suspense>
      )}
      {/* A phone answers km, transmission and body with the price, before the actions; a wide
          screen keeps the spec's order, with the icons at the sidebar's foot. */}
      <InfoIcons icons={car.info_icons} compact className="lg:hidden" />
      {car.market.below_market_price && <BelowMarketBadge />}
      {car.availability.available && (
        <Suspense>
          <parts.FinanceCallToAction car={car} href={financeHref(site.config.links.finance, car)} />
        </Suspense>
      )}
      <Suspense>
        {car.sidebar_buttons.includes("CTD") && <CallDealer car={car} />}
        <ActionButtons car={car} />
      </Suspense>
      <Suspense>
        <InterestedBlock car={car} />
        <InfoIcons icons={car.info_icons} className="max-lg:hidden" />
      </Suspense>
    </div>
  );
}

function BelowMarketBadge() {
  return (
    <p className="flex items-center gap-2 self-start rounded-site bg-green-700 px-3 py-1 font-semibold text-white" data-testid="below-market">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
        <path fill="currentColor" d="M16 18l2.3-2.3-4.9-4.9-4 4L2 7.4 3.4 6l6 6 4-4 6.3 6.3L22 12v6z" />
      </svg>
      Below Market Price
    </p>
  );
}

export function VehiclePageSkeleton() {
  return (
    <Container className="grid gap-8 py-8 lg:grid-cols-[minmax(0,1fr)_24rem]" aria-busy="true">
      <p role="status" className="sr-only">
        Loading the car
      </p>
      <Skeleton className="aspect-[3/2] w-full" />
      <div className="flex flex-col gap-4">
        <Skeleton className="h-9 w-3/4" />
        <Skeleton className="h-10 w-1/2" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    </Container>
  );
}
