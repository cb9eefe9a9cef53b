import { describe, expect, it } from "vitest";
import type { Location } from "../../../lib/api";
import { makeLocation } from "../../../test/fixtures";
import { todaysHours } from "./hours";

function location(overrides: Partial<Location> = {}): Location {
  return makeLocation({
    opening_hours: [
      { weekday: 0, status: "Closed", open: null, close: null, formated_hours: "Closed" },
      { weekday: 3, status: "Open", open: "08:30", close: "17:30", formated_hours: "8:30am - 5:30pm" },
    ],
    ...overrides,
  });
}

const wednesday = new Date(2024, 11, 25, 10, 0); // 25 Dec 2024 was a Wednesday

describe("todaysHours", () => {
  it("shows the regular hours of today's weekday (0 = Sunday)", () => {
    expect(todaysHours(location(), wednesday)).toEqual({ text: "8:30am - 5:30pm", note: null });
    expect(todaysHours(location(), new Date(2024, 11, 22))).toEqual({ text: "Closed", note: null });
  });

  it("lets a special hours entry for today win, with its name", () => {
    const loc = location({
      special_hours: [{ date: "2024-12-25", status: "Closed", start_hour: null, end_hour: null, name: "Christmas Day", public_holiday: false }],
    });
    expect(todaysHours(loc, wednesday)).toEqual({ text: "Closed", note: "Christmas Day" });
  });

  it("shows special opening hours in shoppers' time format", () => {
    const loc = location({
      special_hours: [{ date: "2024-12-25", status: "Open", start_hour: "10:00", end_hour: "14:00", name: null, public_holiday: false }],
    });
    expect(todaysHours(loc, wednesday)).toEqual({ text: "10:00am - 2:00pm", note: null });
  });

  it("has nothing to say for a weekday without hours", () => {
    expect(todaysHours(location(), new Date(2024, 11, 23))).toBeNull();
  });
});
