/** Brand entries (spec: search §3 "Brand entry"; the group site's car, motorcycle, truck and
 * own-group brands, site.config.presentation.brands). */
import type { SiteConfig } from "../../../lib/api";

export type BrandLists = SiteConfig["presentation"]["brands"];
export type BrandEntry = BrandLists["cars"][number];

export const BRAND_SECTIONS: readonly { key: keyof BrandLists; title: string }[] = [
  { key: "cars", title: "Car brands" },
  { key: "motorcycles", title: "Motorcycle brands" },
  { key: "trucks", title: "Truck brands" },
  { key: "group", title: "Our group" },
];

/** An entry's own path when it has one (skipPage), else its brand page /{slug}/overview. */
export function brandHref(entry: BrandEntry): string {
  return entry.path ?? `/${entry.slug}/overview`;
}

/** The entry with this brand page slug; entries with their own path have no brand page. */
export function findBrand(lists: BrandLists, slug: string): { entry: BrandEntry; section: keyof BrandLists } | null {
  for (const { key } of BRAND_SECTIONS) {
    const entry = lists[key].find((e) => e.slug === slug.toLowerCase() && !e.path);
    if (entry) return { entry, section: key };
  }
  return null;
}
