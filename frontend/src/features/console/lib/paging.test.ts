import { describe, expect, it } from "vitest";
import { pageHref } from "./paging";

describe("pageHref", () => {
  it("keeps the filters and drops page 1", () => {
    window.history.replaceState(null, "", "/console/stock");
    const params = new URLSearchParams("q=ranger&status=sold&page=3");
    expect(pageHref(params, 4)).toBe("/console/stock?q=ranger&status=sold&page=4");
    expect(pageHref(params, 1)).toBe("/console/stock?q=ranger&status=sold");
  });
});
