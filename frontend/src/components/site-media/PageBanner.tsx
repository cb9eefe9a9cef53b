/**
 * A strip of the site's own photography at the top of a page without pictures of its own (offers,
 * trade-in, sign-in): one of the site's hero slides or promotions, so each dealer's pages carry its
 * own look. Decorative (the page's heading says what it is); none when the site has no pictures.
 */
import type { SitePublic } from "../../lib/api";
import { useSite } from "../../lib/site";

type Picture = SitePublic["home"]["slides"][number]["image"];

/** The site's pictures: its slides, then its promotions. */
export function sitePictures(site: SitePublic): Picture[] {
  return [...site.home.slides.map((s) => s.image), ...site.home.promotions.map((p) => p.image)];
}

/** `pick`: which of the site's pictures (wrapping around), so sibling pages need not share one. */
export function PageBanner({ pick = 0 }: { pick?: number }) {
  const pictures = sitePictures(useSite());
  const picture = pictures.length ? pictures[pick % pictures.length] : undefined;
  if (!picture) return null;
  return (
    <div className="h-28 w-full overflow-hidden bg-primary sm:h-44" data-testid="page-banner">
      <img
        src={picture.src}
        srcSet={picture.srcset || undefined}
        sizes="100vw"
        alt=""
        width={1400}
        height={300}
        fetchPriority="high"
        className="size-full object-cover"
      />
    </div>
  );
}
