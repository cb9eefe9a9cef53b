import { describe, expect, it } from "vitest";
import { DESCRIPTION_AROUND, descriptionNeedsToggle, disclaimerShort, truncateAround } from "./truncate";

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

describe("offer text", () => {
  it("cuts a description at a word near 160 characters", () => {
    const text = words(40); // about 270 characters
    const short = truncateAround(text, DESCRIPTION_AROUND);
    expect(short.endsWith("...")).toBe(true);
    expect(short.length).toBeLessThanOrEqual(DESCRIPTION_AROUND + 3);
    expect(short.length).toBeGreaterThan(DESCRIPTION_AROUND - 10);
    expect(text.startsWith(short.slice(0, -3))).toBe(true);
    expect(short.slice(0, -3).endsWith(" ")).toBe(false);
  });
  it("offers the toggle only past 200 characters", () => {
    expect(descriptionNeedsToggle("x".repeat(200))).toBe(false);
    expect(descriptionNeedsToggle("x".repeat(201))).toBe(true);
    expect(truncateAround("short text", DESCRIPTION_AROUND)).toBe("short text");
  });
  it("cuts a disclaimer at 200 characters", () => {
    expect(disclaimerShort("y".repeat(250))).toBe(`${"y".repeat(200)}...`);
    expect(disclaimerShort("y".repeat(200))).toBe("y".repeat(200));
  });
});
