import { Suspense } from "react";
import { ButtonLink } from "../../components/ui/Button";
import { Container } from "../../components/ui/Container";
import { PropositionBanner } from "../../components/proposition/PropositionBanner";
import { HeroSlider, PromotionsSlider, TaglineCounts } from "../../features/home/HomeSections";
import { HomeOffers } from "../../features/offers/components/HomeOffers";
import { lazyNamed } from "../../lib/lazy-named";
import { useSite } from "../../lib/site";

// Below the hero: their code loads after the first screen (the server's markup shows them already).
const FeaturedCars = lazyNamed(() => import("../../features/home/FeaturedCars"), "FeaturedCars");
const QuickSearch = lazyNamed(() => import("../../features/search/components/QuickSearch"), "QuickSearch");
const LocationsSummary = lazyNamed(() => import("../../features/locations/components/LocationsSummary"), "LocationsSummary");

export const handle = {
  preload: () => Promise.all([FeaturedCars.preload(), QuickSearch.preload(), LocationsSummary.preload()]),
};

const SECTIONS = [
  ["counts", TaglineCounts],
  ["proposition", PropositionBanner],
  ["featured", FeaturedCars],
  ["quick-search", QuickSearch],
  ["promotions", PromotionsSlider],
  ["offers", HomeOffers],
  ["locations", LocationsSummary],
] as const;

export function Component() {
  const site = useSite();
  return (
    <>
      {site.home.slides.length > 0 ? <HeroSlider /> : <Hero />}
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

function Hero() {
  const site = useSite();
  const { tagline, hero_title: title, hero_text: text } = site.config.presentation;
  return (
    <section aria-labelledby="site-title" className="bg-primary text-primary-contrast">
      <Container className="flex flex-col items-start gap-4 py-14 sm:py-20">
        {tagline && <p className="text-sm font-semibold tracking-wider uppercase">{tagline}</p>}
        <h1 id="site-title" className="text-4xl font-extrabold sm:text-5xl">
          {site.name}
        </h1>
        {title && <p className="max-w-3xl text-2xl font-semibold sm:text-3xl">{title}</p>}
        {(text || site.description) && <p className="max-w-prose text-lg">{text || site.description}</p>}
        <ButtonLink href={site.config.search.default_path} variant="accent" size="lg" className="mt-2">
          Browse our stock
        </ButtonLink>
      </Container>
    </section>
  );
}
