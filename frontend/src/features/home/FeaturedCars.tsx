import { ButtonLink } from "../../components/ui/Button";
import { CarShelf } from "../../components/car-card/CarShelf";
import { useSite } from "../../lib/site";

/** The home page's featured in-stock cars (presentation.featured_count; spec default 6). */
export function FeaturedCars() {
  const site = useSite();
  // Under a hero slide, the slide's photo is the largest paint: the first card's photo would
  // share the phone's bandwidth with it.
  return (
    <CarShelf
      id="featured-cars-title"
      title="Featured cars"
      lookup={{ limit: site.config.presentation.featured_count }}
      leadPhoto={site.home.slides.length === 0}
    >
      <ButtonLink href={site.config.search.default_path} variant="outline">
        View all stock
      </ButtonLink>
    </CarShelf>
  );
}
