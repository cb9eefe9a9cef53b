import { BrandGrid } from "../../features/brands/components/BrandGrid";
import { useDocumentTitle } from "../../lib/document-title";
import { useSite } from "../../lib/site";

/** /brands: the site's brand grid. */
export function Component() {
  const site = useSite();
  useDocumentTitle(`Our Brands | ${site.name}`);
  return <BrandGrid />;
}
