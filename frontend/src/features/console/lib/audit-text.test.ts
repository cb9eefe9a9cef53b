import { describe, expect, it } from "vitest";
import { auditChanges, auditVerb, fieldLabel } from "./audit-text";

describe("audit text", () => {
  it("reads a price change in dollars with its field's label", () => {
    expect(auditChanges({ price: 41990 }, { price: 39990 })).toEqual([
      { path: "price", label: "Price", before: "$41,990", after: "$39,990" },
    ]);
  });
  it("reads booleans, empty values, lists and nested paths", () => {
    expect(auditChanges({ show_on_dealer_website: true, tag: null }, { show_on_dealer_website: false, tag: "Hot" })).toEqual([
      { path: "show_on_dealer_website", label: "Show on dealer website", before: "Yes", after: "No" },
      { path: "tag", label: "Tag", before: "none", after: "Hot" },
    ]);
    expect(fieldLabel("search.hits_per_page")).toBe("Search › hits per page");
    expect(auditChanges({}, { photo_ids: [3, 1, 2] })[0]).toMatchObject({ before: null, after: "3, 1, 2" });
  });
  it("says what was done", () => {
    expect(auditVerb("photo_order")).toBe("reordered the photos of");
    expect(auditVerb("update")).toBe("changed");
    expect(auditVerb("book_appointment")).toBe("booked a time for");
  });
});
