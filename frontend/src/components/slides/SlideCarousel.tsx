/**
 * A slider of the site's slides (the home page's hero, a dealership's highlights atop its location
 * pages): autoplay 3 s, paused on hover and for reduced motion; the first slide's photo is the
 * page's largest paint.
 */
import type { ReactNode } from "react";
import type { SitePublic } from "../../lib/api";
import imageSizes from "../../lib/image-sizes.json";
import { cn } from "../../lib/cn";
import { useMounted } from "../../lib/hydration";
import { Carousel } from "../ui/Carousel";
import { Link } from "../ui/Link";

export const HERO_AUTOPLAY_MS = 3000; // spec: vehicle §9, hero slider autoplay 3 s

export type Slide = SitePublic["home"]["slides"][number];

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

export function SlideCarousel({ slides }: { slides: Slide[] }) {
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
