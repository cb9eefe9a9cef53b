import { SlideCarousel, type Slide } from "../../../components/slides/SlideCarousel";

/** A dealership's own slides (SitePublic.dealership_homes), atop its location pages. */
export function DealershipSlider({ slides, name }: { slides: Slide[]; name: string }) {
  if (slides.length === 0) return null;
  return (
    <section aria-label={`${name} highlights`} className="relative bg-primary" data-testid="dealership-slider">
      <SlideCarousel slides={slides} />
    </section>
  );
}
