/**
 * The home page as dealers have it: the hero slider (autoplay 3 s, paused on hover
 * and for reduced motion), the promotions slider (1920x700) and tagline counts (the proposition
 * banner is shared with the vehicle page: components/proposition). The latest offers are
 * the offers feature's section; the home route puts them in their place.
 */
import { ButtonLink } from "../../components/ui/Button";
import { Carousel } from "../../components/ui/Carousel";
import { Container } from "../../components/ui/Container";
import { Link } from "../../components/ui/Link";
import imageSizes from "../../lib/image-sizes.json";
import { useSite } from "../../lib/site";
import { SlideCarousel } from "../../components/slides/SlideCarousel";

export function HeroSlider() {
  const site = useSite();
  return (
    <section aria-labelledby="site-title" className="relative bg-primary">
      <h1 id="site-title" className="sr-only">
        {site.name}
      </h1>
      <SlideCarousel slides={site.home.slides} />
    </section>
  );
}

/** Theme.hero_style "split": the site's words beside its first slide's photo (above it on a phone). */
export function SplitHero() {
  const site = useSite();
  const { tagline, hero_title: title, hero_text: text } = site.config.presentation;
  const slide = site.home.slides[0];
  if (!slide) return null;
  const photo = (
    <img
      src={slide.image.src}
      srcSet={slide.image.srcset || undefined}
      sizes={imageSizes.heroSplit}
      alt={slide.name}
      width={1400}
      height={933}
      fetchPriority="high"
      className="aspect-[3/2] w-full rounded-site object-cover"
    />
  );
  return (
    <section aria-labelledby="site-title" className="bg-surface" data-hero="split">
      <Container className="grid items-center gap-6 py-6 sm:py-10 lg:grid-cols-2 lg:gap-12">
        <div className="order-2 flex flex-col items-start gap-3 lg:order-1">
          {tagline && <p className="text-sm font-semibold tracking-wider text-primary uppercase">{tagline}</p>}
          <h1 id="site-title" className="text-3xl font-extrabold sm:text-5xl">
            {site.name}
          </h1>
          {title && <p className="max-w-2xl text-xl font-semibold sm:text-3xl">{title}</p>}
          {(text || site.description) && <p className="max-w-prose text-muted sm:text-lg">{text || site.description}</p>}
          <ButtonLink href={site.config.search.default_path} size="lg" className="mt-1">
            Browse our stock
          </ButtonLink>
        </div>
        <div className="order-1 lg:order-2">{slide.url ? <Link href={slide.url} className="block">{photo}</Link> : photo}</div>
      </Container>
    </section>
  );
}

export function PromotionsSlider() {
  const { promotions } = useSite().home;
  if (promotions.length === 0) return null;
  return (
    <div>
      <Carousel
        label="Promotions"
        loop
        previousLabel="Previous promotion"
        nextLabel="Next promotion"
        slides={promotions.map((p) => {
          const picture = <img src={p.image.src} srcSet={p.image.srcset || undefined} sizes="100vw" alt={p.name} width={1920} height={700} loading="lazy" className="aspect-[1920/700] w-full rounded-site object-cover" />;
          return p.url ? (
            <Link key={p.name} href={p.url} className="block">
              {picture}
            </Link>
          ) : (
            <div key={p.name}>{picture}</div>
          );
        })}
      />
    </div>
  );
}

export function TaglineCounts() {
  const counts = useSite().config.presentation.tagline_counts ?? [];
  if (counts.length === 0) return null;
  return (
    <ul aria-label="About us in numbers" className="grid grid-cols-3 gap-4 rounded-site bg-surface p-6 text-center" data-testid="tagline-counts">
      {counts.map((c) => (
        <li key={c.label} className="flex flex-col">
          <span className="text-3xl font-extrabold text-primary sm:text-4xl">{c.count}</span>
          <span className="text-sm font-semibold uppercase tracking-wide">{c.label}</span>
        </li>
      ))}
    </ul>
  );
}
