/**
 * The home page as dealers have it below the hero (components/hero, which the console's brand
 * preview shares): the promotions slider (1920x700) and tagline counts (the proposition banner is
 * shared with the vehicle page: components/proposition). The latest offers are
 * the offers feature's section; the home route puts them in their place.
 */
import { Carousel } from "../../components/ui/Carousel";
import { Link } from "../../components/ui/Link";
import { useSite } from "../../lib/site";

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
