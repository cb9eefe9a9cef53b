import { describe, expect, it } from "vitest";
import { clampPrice, clampTyped, collapsed, digitsOnly } from "./rules";

describe("finance display rules", () => {
  it("clamps a typed amount and says the range", () => {
    expect(clampTyped(300000, 1000, 250000)).toEqual({ value: 250000, message: "Cannot be less than 1000 or more than $250,000" });
    expect(clampTyped(500, 1000, 250000).value).toBe(1000);
    expect(clampTyped(-5, 1000, 250000).value).toBe(0);
    expect(clampTyped(20000, 1000, 250000)).toEqual({ value: 20000, message: null });
  });

  it("keeps the purchase price to digits and clamps it to 10,000-200,000", () => {
    expect(digitsOnly("$45,000a")).toBe("45000");
    expect(clampPrice(5000)).toBe(10000);
    expect(clampPrice(250000)).toBe(200000);
  });

  it("collapses the disclaimer to 197 characters", () => {
    const long = "x".repeat(300);
    expect(collapsed(long, false)).toHaveLength(200);
    expect(collapsed(long, true)).toHaveLength(300);
    expect(collapsed("short", false)).toBe("short");
  });
});
