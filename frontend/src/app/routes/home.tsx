import { Suspense } from "react";
import { ButtonLink } from "../../components/ui/Button";
import { Container } from "../../components/ui/Container";
import { PropositionBanner } from "../../components/proposition/PropositionBanner";
import { HeroSlider, PromotionsSlider, SplitHero, TaglineCounts } from "../../features/home/HomeSections";
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
  const site = useSite();
  const style = site.theme.hero_style;
  const slides = site.home.slides.length > 0;
  return (
    <>
      {/* Theme.hero_style: the slides edge to edge, the first beside the words, or words alone. */}
      {slides && style === "full-bleed" ? <HeroSlider /> : slides && style === "split" ? <SplitHero /> : <Hero />}
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

function Hero() {
  const site = useSite();
  const { tagline, hero_title: title, hero_text: text } = site.config.presentation;
  return (
    <section aria-labelledby="site-title" className="bg-primary text-primary-contrast" data-hero="text">
      <Container className="flex flex-col items-start gap-3 py-8 sm:gap-4 sm:py-16">
        {tagline && <p className="text-sm font-semibold tracking-wider uppercase">{tagline}</p>}
        <h1 id="site-title" className="text-3xl font-extrabold sm:text-5xl">
          {site.name}
        </h1>
        {title && <p className="max-w-3xl text-xl font-semibold sm:text-3xl">{title}</p>}
        {(text || site.description) && <p className="max-w-prose sm:text-lg">{text || site.description}</p>}
        <ButtonLink href={site.config.search.default_path} variant="accent" size="lg" className="mt-2">
          Browse our stock
        </ButtonLink>
      </Container>
    </section>
  );
}
