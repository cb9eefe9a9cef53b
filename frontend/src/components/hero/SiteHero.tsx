/**
 * The home page's hero in the site's Theme.hero_style: the slides edge to edge (full-bleed), the
 * first slide beside the site's words (split), or the words alone on the brand colour (text, and
 * any style while the site has no slides). The home page shows it, and the console's new-site
 * wizard draws it in its brand preview, so the preview is the page.
 */
import type { ComponentType } from "react";
import type { Theme } from "../../lib/api";
import imageSizes from "../../lib/image-sizes.json";
import { useSite } from "../../lib/site";
import { SlideCarousel } from "../slides/SlideCarousel";
import { ButtonLink } from "../ui/Button";
import { Container } from "../ui/Container";
import { Link } from "../ui/Link";

type HeroProps = {
  /** The site's name is the page's heading: level 1 on its home page, lower inside another page. */
  level?: 1 | 2 | 3;
  titleId?: string;
};

const HEROES: Record<Theme["hero_style"], ComponentType<HeroProps>> = {
  "full-bleed": HeroSlider,
  split: SplitHero,
  text: TextHero,
};

export function SiteHero(props: HeroProps) {
  const site = useSite();
  const Hero = (site.home.slides.length > 0 && HEROES[site.theme.hero_style]) || TextHero;
  return <Hero {...props} />;
}

function HeroSlider({ level = 1, titleId = "site-title" }: HeroProps) {
  const site = useSite();
  const Heading = `h${level}` as const;
  return (
    <section aria-labelledby={titleId} className="relative bg-primary" data-hero="full-bleed">
      <Heading id={titleId} className="sr-only">
        {site.name}
      </Heading>
      <SlideCarousel slides={site.home.slides} />
    </section>
  );
}

/** The site's tagline, name, hero title and text, and the stock link. */
function Words({ level, titleId, muted }: Required<HeroProps> & { muted: boolean }) {
  const site = useSite();
  const { tagline, hero_title: title, hero_text: text } = site.config.presentation;
  const Heading = `h${level}` as const;
  return (
    <>
      {tagline && <p className={`text-sm font-semibold tracking-wider uppercase ${muted ? "text-primary" : ""}`}>{tagline}</p>}
      <Heading id={titleId} className="text-3xl font-extrabold sm:text-5xl">
        {site.name}
      </Heading>
      {title && <p className={`${muted ? "max-w-2xl" : "max-w-3xl"} text-xl font-semibold sm:text-3xl`}>{title}</p>}
      {(text || site.description) && <p className={`max-w-prose sm:text-lg ${muted ? "text-muted" : ""}`}>{text || site.description}</p>}
    </>
  );
}

/** Theme.hero_style "split": the site's words beside its first slide's photo (above it on a phone). */
function SplitHero({ level = 1, titleId = "site-title" }: HeroProps) {
  const site = useSite();
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
    <section aria-labelledby={titleId} className="bg-surface" data-hero="split">
      <Container className="grid items-center gap-6 py-6 sm:py-10 lg:grid-cols-2 lg:gap-12">
        <div className="order-2 flex flex-col items-start gap-3 lg:order-1">
          <Words level={level} titleId={titleId} muted />
          <ButtonLink href={site.config.search.default_path} size="lg" className="mt-1">
            Browse our stock
          </ButtonLink>
        </div>
        <div className="order-1 lg:order-2">{slide.url ? <Link href={slide.url} className="block">{photo}</Link> : photo}</div>
      </Container>
    </section>
  );
}

function TextHero({ level = 1, titleId = "site-title" }: HeroProps) {
  const site = useSite();
  return (
    <section aria-labelledby={titleId} className="bg-primary text-primary-contrast" data-hero="text">
      <Container className="flex flex-col items-start gap-3 py-8 sm:gap-4 sm:py-16">
        <Words level={level} titleId={titleId} muted={false} />
        <ButtonLink href={site.config.search.default_path} variant="accent" size="lg" className="mt-2">
          Browse our stock
        </ButtonLink>
      </Container>
    </section>
  );
}
