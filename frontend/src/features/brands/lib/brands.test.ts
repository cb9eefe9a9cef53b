import { describe, expect, it } from "vitest";
import { brandHref, findBrand, type BrandLists } from "./brands";

const entry = (title: string, path: string | null = null) => ({
  title,
  slug: title.toLowerCase().replace(/\s+/g, "-"),
  logo: null,
  banner: null,
  description: [],
  path,
});
const lists: BrandLists = { cars: [entry("Toyota")], motorcycles: [entry("Ducati")], trucks: [], group: [entry("TWG Tyres", "/twg-tyres")] };

describe("brand entries", () => {
  it("link to their brand page, or to their own path", () => {
    expect(brandHref(entry("Toyota"))).toBe("/toyota/overview");
    expect(brandHref(entry("TWG Tyres", "/twg-tyres"))).toBe("/twg-tyres");
  });

  it("a brand page is found by slug in any list; an entry with its own path has none", () => {
    expect(findBrand(lists, "ducati")?.section).toBe("motorcycles");
    expect(findBrand(lists, "twg-tyres")).toBeNull();
    expect(findBrand(lists, "lotus")).toBeNull();
  });
});
