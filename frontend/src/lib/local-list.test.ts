import { describe, expect, it } from "vitest";
import { localList } from "./local-list";

describe("a list kept in the browser", () => {
  it("refuses a car past its limit and keeps each site's list apart", () => {
    const compare = localList("compare-test", 4);
    for (const slug of ["a", "b", "c", "d"]) expect(compare.set("site-a", slug, true)).toBe(true);
    expect(compare.set("site-a", "e", true)).toBe(false);
    expect(compare.read("site-a")).toEqual(["a", "b", "c", "d"]);
    expect(compare.read("site-b")).toEqual([]);
    expect(compare.set("site-a", "b", false)).toBe(true);
    expect(compare.set("site-a", "e", true)).toBe(true);
    expect(compare.read("site-a")).toEqual(["a", "c", "d", "e"]);
  });
});
