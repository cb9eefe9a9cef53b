import { Suspense } from "react";
import { Container } from "../../components/ui/Container";
import { PropositionBanner } from "../../components/proposition/PropositionBanner";
import { SiteHero } from "../../components/hero/SiteHero";
import { PromotionsSlider, TaglineCounts } from "../../features/home/HomeSections";
import { HomeOffers } from "../../features/offers/components/HomeOffers";
import { lazyNamed } from "../../lib/lazy-named";

// Below the hero: their code loads after the first screen (the server's markup shows them already).
const FeaturedCars = lazyNamed(() => import("../../features/home/FeaturedCars"), "FeaturedCars");
const QuickSearch = lazyNamed(() => import("../../features/search/components/QuickSearch"), "QuickSearch");
const LocationsSummary = lazyNamed(() => import("../../features/locations/components/LocationsSummary"), "LocationsSummary");

export const handle = {
  preload: () => Promise.all([FeaturedCars.preload(), QuickSearch.preload(), LocationsSummary.preload()]),
};

// The quick search comes first, right under the hero: a shopper's first question is what is in stock.
const SECTIONS = [
  ["counts", TaglineCounts],
  ["proposition", PropositionBanner],
  ["featured", FeaturedCars],
  ["promotions", PromotionsSlider],
  ["offers", HomeOffers],
  ["locations", LocationsSummary],
] as const;

export function Component() {
  return (
    <>
      <SiteHero />
      <Container className="pt-6 sm:pt-10" data-testid="home-quick-search">
        <Suspense>
          <QuickSearch />
        </Suspense>
      </Container>
      {/* Below the hero, each section is a Suspense boundary: React hydrates them one by one,
          yielding to input between them (no long task on a phone). */}
      <Container className="flex flex-col gap-16 py-12">
        {SECTIONS.map(([key, Section]) => (
          <Suspense key={key}>
            <Section />
          </Suspense>
        ))}
      </Container>
    </>
  );
}
