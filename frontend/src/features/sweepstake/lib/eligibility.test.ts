import { describe, expect, it } from "vitest";
import { entryDates, formatDay, whoMayEnter } from "./eligibility";

describe("the draw's facts", () => {
  it("say who may enter, in the draw's own states and age", () => {
    expect(whoMayEnter({ states: ["NSW"], min_age: 18 })).toBe("Open to residents of NSW aged 18 or over.");
    expect(whoMayEnter({ states: ["NSW", "ACT", "VIC"], min_age: 21 })).toBe("Open to residents of NSW, ACT and VIC aged 21 or over.");
    expect(whoMayEnter({ states: [], min_age: 18 })).toBe("Open to Australian residents aged 18 or over.");
  });

  it("say when entries are taken, by calendar day", () => {
    expect(formatDay("2024-06-24")).toBe("24 June 2024");
    expect(entryDates({ opens: "2024-05-13", closes: "2024-06-24" })).toBe("Entries open 13 May 2024 to 24 June 2024.");
    expect(entryDates({ opens: null, closes: "2024-06-24" })).toBe("Entries close on 24 June 2024.");
    expect(entryDates({ opens: null, closes: null })).toBeNull();
  });
});
