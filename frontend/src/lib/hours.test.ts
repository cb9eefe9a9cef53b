import { describe, expect, it } from "vitest";
import type { Location } from "./api";
import { makeLocation } from "../test/fixtures";
import { openState, weekRows } from "./hours";

function location(overrides: Partial<Location> = {}): Location {
  return makeLocation({
    opening_hours: [
      { weekday: 0, status: "Closed", open: null, close: null, formated_hours: "Closed" },
      { weekday: 3, status: "Open", open: "08:30", close: "17:30", formated_hours: "8:30am - 5:30pm" },
    ],
    ...overrides,
  });
}

describe("weekRows", () => {
  const day = (weekday: number, formated_hours: string) => ({ weekday, status: "Open", open: "08:30", close: "17:30", formated_hours });
  it("collapses five identical weekdays to Mon-Fri, Monday first", () => {
    const week = [0, 1, 2, 3, 4, 5].map((d) => day(d, d === 0 ? "Closed" : "8:30am - 5:30pm")).concat(day(6, "9:00am - 1:00pm"));
    expect(weekRows(week.slice(1).concat(week.slice(0, 1)))).toEqual([
      { days: "Mon-Fri", text: "8:30am - 5:30pm" },
      { days: "Sat", text: "9:00am - 1:00pm" },
      { days: "Sun", text: "Closed" },
    ]);
  });
  it("keeps each day when one weekday differs", () => {
    const week = [1, 2, 3, 4, 5].map((d) => day(d, d === 4 ? "8:30am - 8:00pm" : "8:30am - 5:30pm"));
    expect(weekRows(week).map((r) => r.days)).toEqual(["Mon", "Tue", "Wed", "Thu", "Fri"]);
  });
});

describe("openState", () => {
  const perth = location({
    time_zone: "Australia/Perth",
    opening_hours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: "Open", open: "08:30", close: "17:30", formated_hours: "8:30am - 5:30pm" })),
  });
  it("reads the clock in the location's own time zone", () => {
    // 09:00 in Sydney (UTC+11) on Monday 25 Nov 2024 is 06:00 in Perth (UTC+8): not open yet.
    const sydneyNine = new Date("2024-11-24T22:00:00Z");
    expect(openState(perth, sydneyNine)).toEqual({ open: false, text: "Closed · Opens today at 8:30am" });
    expect(openState(perth, new Date("2024-11-25T01:00:00Z"))).toEqual({ open: true, text: "Open now · Closes at 5:30pm" });
  });
  it("after Friday's close, opens on Monday; a public holiday Monday pushes it to Tuesday", () => {
    const fridayEvening = new Date("2024-11-29T10:00:00Z"); // 18:00 in Perth
    expect(openState(perth, fridayEvening)?.text).toBe("Closed · Opens Mon at 8:30am");
    const holiday = { ...perth, special_hours: [{ date: "2024-12-02", status: "Closed", start_hour: null, end_hour: null, name: "Holiday", public_holiday: true }] };
    expect(openState(holiday, fridayEvening)?.text).toBe("Closed · Opens Tue at 8:30am");
  });
});
