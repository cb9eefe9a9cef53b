import { describe, expect, it } from "vitest";
import { showMeCount, showMeLabel } from "./show-me";

describe("Show Me N cars", () => {
  it("shows the hit count up to 1999", () => {
    expect(showMeCount(274)).toEqual({ value: 274, plus: false });
    expect(showMeCount(1999)).toEqual({ value: 1999, plus: false });
    expect(showMeLabel(274, false)).toBe("Show Me 274 cars");
    expect(showMeLabel(1, false)).toBe("Show Me 1 car");
  });

  it("caps the count above 1999", () => {
    expect(showMeCount(2000)).toEqual({ value: 1999, plus: true });
    expect(showMeCount(48_213)).toEqual({ value: 1999, plus: true });
    expect(showMeLabel(1999, true)).toBe("Show Me 1999+ cars");
  });
});
