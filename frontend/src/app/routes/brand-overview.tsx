import { useParams } from "react-router";
import { BrandOverview } from "../../features/brands/components/BrandOverview";

/** /{brandSlug}/overview: a brand page. */
export function Component() {
  const { brandSlug = "" } = useParams();
  return <BrandOverview key={brandSlug} slug={brandSlug} />;
}
