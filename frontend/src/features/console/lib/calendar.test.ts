import { describe, expect, it } from "vitest";
import { addDays, dayHeading, gridRange, minutesOf, placeInLanes, timeLabel } from "./calendar";

describe("the calendar's arithmetic", () => {
  it("reads and writes times as the console does", () => {
    expect(minutesOf("09:30")).toBe(570);
    expect(timeLabel(570)).toBe("9:30 am");
    expect(timeLabel(12 * 60)).toBe("12:00 pm");
    expect(timeLabel(0)).toBe("12:00 am");
    expect(timeLabel(17 * 60 + 5)).toBe("5:05 pm");
  });

  it("counts days in the location's own calendar, whatever the browser's zone", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2027-03-01", -1)).toBe("2027-02-28");
    expect(addDays("2026-10-04", 7)).toBe("2026-10-11"); // across a daylight-saving change
    expect(dayHeading("2026-11-30")).toBe("Mon 30 Nov");
  });

  it("spans whole hours around the opening hours and every timed appointment", () => {
    const days = [
      { opens: "08:30", closes: "17:30" },
      { opens: null, closes: null },
      { opens: "09:00", closes: "13:00" },
    ];
    expect(gridRange(days, [])).toEqual({ first: 8 * 60, last: 18 * 60 });
    expect(gridRange(days, [{ time: "18:00", minutes: 30 }, { time: null, minutes: 60 }])).toEqual({ first: 480, last: 19 * 60 });
    expect(gridRange([{ opens: null, closes: null }], [])).toEqual({ first: 480, last: 1080 });
  });

  it("puts overlapping appointments side by side and the rest full width", () => {
    const placed = placeInLanes([
      { id: 1, start: 600, end: 630 },
      { id: 2, start: 615, end: 645 },
      { id: 3, start: 630, end: 660 },
      { id: 4, start: 700, end: 730 },
    ]);
    expect(placed.get(1)).toEqual({ lane: 0, lanes: 2 });
    expect(placed.get(2)).toEqual({ lane: 1, lanes: 2 });
    expect(placed.get(3)).toEqual({ lane: 0, lanes: 2 }); // the first lane is free again at 10:30
    expect(placed.get(4)).toEqual({ lane: 0, lanes: 1 });
  });
});
