/**
 * The number the header calls. On a location's page it is that location's own (the number its page
 * shows): a page shows one phone number per department, never the dealership's beside the
 * location's. On a page about a dealership (its car, a search narrowed to it) the dealership's;
 * elsewhere the site's.
 */
import { matchPath } from "react-router";
import type { Dealership, SitePublic } from "../../lib/api";
import { primaryPhone } from "../../lib/site";
import paths from "../route-paths.json";

const LOCATION_PAGES = [paths.contactUsLocation, paths.ourLocation, paths.locationPage];

export function headerPhone(pathname: string, site: SitePublic, dealership: Pick<Dealership, "phone"> | null): string | null {
  for (const pattern of LOCATION_PAGES) {
    const slug = matchPath(pattern, pathname)?.params.slug;
    const location = slug ? site.locations.find((l) => l.slug === slug) : undefined;
    if (location?.phone) return location.phone;
  }
  return dealership?.phone || primaryPhone(site);
}
