import { describe, expect, it } from "vitest";
import { dayLabel, timeLabel } from "./TestDriveFields";

describe("test-drive slot labels", () => {
  it("reads a slot's 24-hour time as the shopper says it", () => {
    expect(timeLabel("08:30")).toBe("8:30am");
    expect(timeLabel("12:00")).toBe("12:00pm");
    expect(timeLabel("17:05")).toBe("5:05pm");
  });

  it("names the day without shifting it by the browser's time zone", () => {
    expect(dayLabel("2026-11-24")).toBe("Tuesday 24 November");
  });
});
