import { describe, expect, it, vi } from "vitest";
import {
  clampRange,
  normaliseRange,
  rangeFromFilter,
  refineRange,
  roundToThousand,
  sliderBounds,
  sliderStep,
} from "./slider";

describe("range sliders (spec: search §5, §9)", () => {
  it("round to the nearest 1000", () => {
    expect(roundToThousand(23_499)).toBe(23_000);
    expect(roundToThousand(23_500)).toBe(24_000);
    expect(normaliseRange([12_340, 48_760], { min: 0, max: 100_000 })).toEqual([12_000, 49_000]);
  });

  it("step is one hundredth of the range, rounded", () => {
    expect(sliderStep({ min: 0, max: 100_000 })).toBe(1000);
    expect(sliderStep({ min: 10_000, max: 245_000 })).toBe(2350);
    expect(sliderStep({ min: 0, max: 113_000 })).toBe(1130);
    expect(sliderStep({ min: 0, max: 150 })).toBe(2); // 1.5 rounds up
    expect(sliderStep({ min: 5, max: 5 })).toBe(1);
  });

  it("default maximum is 100000 unless the facet statistics give more", () => {
    expect(sliderBounds(undefined, 100_000)).toEqual({ min: 0, max: 100_000 });
    expect(sliderBounds({ min: 4_990, max: 62_990 }, 100_000)).toEqual({ min: 4_000, max: 100_000 });
    expect(sliderBounds({ min: 0, max: 112_990 }, 100_000)).toEqual({ min: 0, max: 113_000 });
    expect(sliderBounds({ min: 10_342, max: 244_472 }, 100_000)).toEqual({ min: 10_000, max: 245_000 });
  });

  it("values are clamped to the range", () => {
    expect(clampRange([-5_000, 500_000], { min: 0, max: 113_000 })).toEqual([0, 113_000]);
    expect(normaliseRange([112_800, 113_400], { min: 0, max: 113_000 })).toEqual([113_000, 113_000]);
  });

  it("the min is never above the max", () => {
    expect(clampRange([60_000, 40_000], { min: 0, max: 100_000 })).toEqual([40_000, 40_000]);
    expect(rangeFromFilter("90000:20000", { min: 0, max: 100_000 })).toEqual([20_000, 20_000]);
  });

  it("reads URL ranges with open sides and single values", () => {
    const bounds = { min: 0, max: 100_000 };
    expect(rangeFromFilter(undefined, bounds)).toEqual([0, 100_000]);
    expect(rangeFromFilter("20000:", bounds)).toEqual([20_000, 100_000]);
    expect(rangeFromFilter(":50000", bounds)).toEqual([0, 50_000]);
    expect(rangeFromFilter("30000", bounds)).toEqual([30_000, 30_000]);
    expect(rangeFromFilter("1:999999", bounds)).toEqual([1, 100_000]);
  });

  it("writes the whole range as no filter and a side at its bound as open", () => {
    const bounds = { min: 0, max: 100_000 };
    expect(refineRange([0, 100_000], bounds)).toEqual({ kind: "clear" });
    expect(refineRange([20_000, 100_000], bounds)).toEqual({ kind: "set", value: "20000:" });
    expect(refineRange([0, 50_000], bounds)).toEqual({ kind: "set", value: ":50000" });
    expect(refineRange([20_000, 50_000], bounds)).toEqual({ kind: "set", value: "20000:50000" });
  });

  it("a refinement below the minimum or above the maximum is logged and ignored", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(refineRange([5_000, 50_000], { min: 10_000, max: 100_000 }, "price")).toEqual({ kind: "ignored" });
    expect(refineRange([20_000, 150_000], { min: 0, max: 100_000 }, "price")).toEqual({ kind: "ignored" });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toMatch(/price/);
  });
});
