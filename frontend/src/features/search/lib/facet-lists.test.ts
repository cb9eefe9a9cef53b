import { describe, expect, it } from "vitest";
import { isUseful, refinementLists, visibleValues } from "./facet-lists";

const makes = ["Toyota", "Mazda", "Ford", "Kia", "Hyundai", "Nissan", "Isuzu", "Mitsubishi", "Subaru"].map((value, i) => ({
  value,
  count: 50 - i,
}));

describe("refinement lists", () => {
  it("the make list shows the site's limit (7 by default) with a show-all toggle; models stop at 30", () => {
    const { before } = refinementLists(7, 30);
    expect(before.find((l) => l.attribute === "make")).toEqual({ attribute: "make", limit: 7, showAll: true });
    expect(before.find((l) => l.attribute === "model")).toEqual({ attribute: "model", limit: 30, showAll: false });
  });

  it("show-all toggles between the limited and the full list", () => {
    expect(visibleValues(makes, [], 7, false).map((v) => v.value)).toEqual(makes.slice(0, 7).map((v) => v.value));
    expect(visibleValues(makes, [], 7, true)).toHaveLength(9);
  });

  it("a selected value beyond the limit stays visible", () => {
    expect(visibleValues(makes, ["Subaru"], 7, false).map((v) => v.value)).toContain("Subaru");
  });

  it("a list that cannot narrow the results is not shown", () => {
    expect(isUseful([{ value: "QLD", count: 274 }], [], 274)).toBe(false);
    expect(isUseful([{ value: "QLD", count: 274 }], ["QLD"], 274)).toBe(true);
    expect(isUseful([{ value: "true", count: 37 }], [], 274)).toBe(true);
    expect(isUseful([], [], 0)).toBe(false);
  });
});
