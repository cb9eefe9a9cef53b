/**
 * The home page as dealers have it: the hero slider (autoplay 3 s, paused on hover
 * and for reduced motion), the promotions slider (1920x700), the proposition banner on the sites
 * that show it (starting at its second card, looping), tagline counts and the latest offers.
 */
import type { ReactNode } from "react";
import imageSizes from "../../lib/image-sizes.json";
import { ButtonLink } from "../../components/ui/Button";
import { Carousel } from "../../components/ui/Carousel";
import { Link } from "../../components/ui/Link";
import { cn } from "../../lib/cn";
import { useMounted } from "../../lib/hydration";
import { useSite } from "../../lib/site";
import { useOffers } from "../offers/api";
import { OfferCard } from "../offers/components/OfferCard";

export const HERO_AUTOPLAY_MS = 3000; // spec: vehicle §9, hero slider autoplay 3 s
const HOME_OFFERS = 3;

type Slide = ReturnType<typeof useSite>["home"]["slides"][number];

const SLIDE_BOX = "h-72 w-full sm:h-96 lg:h-[30rem]";

function SlideView({ slide, first }: { slide: Slide; first: boolean }) {
  // The markup has only the first slide's photo: the others, loading alongside it, shared the
  // phone's bandwidth with the largest paint. They come with the app, seconds before the slider
  // first moves (lazy is not enough: Chrome loads a lazy image this near at once).
  const mounted = useMounted();
  const picture = !first && !mounted ? (
    <div aria-hidden="true" className={cn(SLIDE_BOX, "bg-primary")} />
  ) : (
    <img
      src={slide.image.src}
      srcSet={slide.image.srcset || undefined}
      sizes={imageSizes.hero}
      alt={slide.hide_overlay ? slide.name : ""}
      width={1400}
      height={600}
      loading={first ? "eager" : "lazy"}
      fetchPriority={first ? "high" : undefined}
      className={cn(SLIDE_BOX, "object-cover")}
    />
  );
  const inner: ReactNode = slide.hide_overlay ? (
    picture
  ) : (
    <>
      {picture}
      <div className="absolute inset-0 flex items-end bg-gradient-to-t from-black/75 via-black/30 to-transparent">
        <div className="mx-auto flex w-full max-w-7xl flex-col items-start gap-2 px-4 pb-10 text-white sm:px-8">
          <p className="text-3xl font-extrabold sm:text-5xl">{slide.name}</p>
          {slide.description && <p className="max-w-2xl text-lg sm:text-xl">{slide.description}</p>}
          {slide.url && <span className="mt-2 inline-flex min-h-11 items-center rounded-site bg-accent px-5 font-semibold text-accent-contrast">Find out more</span>}
        </div>
      </div>
    </>
  );
  return slide.url ? (
    <Link href={slide.url} className="relative block no-underline">
      {inner}
      {slide.hide_overlay && <span className="sr-only">{slide.name}</span>}
    </Link>
  ) : (
    <div className="relative">{inner}</div>
  );
}

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

/** A dealership's own slides (SitePublic.dealership_homes), atop its location pages. */
export function DealershipSlider({ slides, name }: { slides: Slide[]; name: string }) {
  if (slides.length === 0) return null;
  return (
    <section aria-label={`${name} highlights`} className="relative bg-primary" data-testid="dealership-slider">
      <SlideCarousel slides={slides} />
    </section>
  );
}

function SlideCarousel({ slides }: { slides: Slide[] }) {
  return (
    <Carousel
      label="Highlights"
      slides={slides.map((s, i) => (
        <SlideView key={s.name} slide={s} first={i === 0} />
      ))}
      loop
      autoplayMs={HERO_AUTOPLAY_MS}
      previousLabel="Previous slide"
      nextLabel="Next slide"
      // the controls sit over the picture from sm up; below it on a phone, clear of the words
      className="[&>div:last-child]:my-3 [&>div:last-child]:px-4 sm:[&>div:last-child]:absolute sm:[&>div:last-child]:right-4 sm:[&>div:last-child]:bottom-0"
    />
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

const PROPOSITIONS = [
  ["Reserve Quickly Online", "Hold the car you want with a small deposit, from your couch."],
  ["Secure Online Payments", "Your payment is encrypted end to end and never stored by us."],
  ["Apply For Finance", "Pre-approval in minutes with our lending partners."],
] as const;

/** spec §2.7: the one tenant's proposition banner; its carousel starts at index 1 and loops. */
export function PropositionBanner() {
  const site = useSite();
  if (!site.config.presentation.proposition_banner) return null;
  return (
    <Carousel
      label="Why buy with us"
      index={1}
      loop
      slideClassName="basis-full md:basis-1/3"
      previousLabel="Previous reason"
      nextLabel="Next reason"
      slides={PROPOSITIONS.map(([title, text]) => (
        <div key={title} className={cn("mx-2 flex h-full flex-col gap-1 rounded-site bg-surface p-5")}>
          <p className="text-lg font-bold">{title}</p>
          <p className="text-muted">{text}</p>
        </div>
      ))}
    />
  );
}

export function HomeOffers() {
  const offers = useOffers();
  const shown = (offers.data?.offers ?? []).slice(0, HOME_OFFERS);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="home-offers" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="home-offers" className="text-2xl font-bold sm:text-3xl">
          Special Offers
        </h2>
        <ButtonLink href="/special-offers" variant="outline">
          View all offers
        </ButtonLink>
      </div>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((o) => (
          <li key={o.id}>
            <OfferCard offer={o} />
          </li>
        ))}
      </ul>
    </section>
  );
}
