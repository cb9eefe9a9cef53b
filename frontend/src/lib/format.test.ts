import { describe, expect, it } from "vitest";
import { addressLines, formatClock, formatCount, formatDateTime, formatKm, formatPrice, isoDate, telHref } from "./format";

describe("formatPrice", () => {
  it("shows whole Australian dollars with thousands separators", () => {
    expect(formatPrice(23990)).toBe("$23,990");
    expect(formatPrice(1_250_000)).toBe("$1,250,000");
    expect(formatPrice(0)).toBe("$0");
  });

  it("rounds cents away", () => {
    expect(formatPrice(19999.6)).toBe("$20,000");
  });
});

describe("formatKm", () => {
  it("shows kilometres with thousands separators", () => {
    expect(formatKm(45000)).toBe("45,000 km");
    expect(formatKm(12)).toBe("12 km");
    expect(formatKm(0)).toBe("0 km");
  });
});

describe("formatCount", () => {
  it("groups thousands", () => {
    expect(formatCount(1234)).toBe("1,234");
  });
});

describe("telHref", () => {
  it("keeps digits and a leading plus", () => {
    expect(telHref("(02) 9123 4567")).toBe("tel:0291234567");
    expect(telHref("+61 2 9123-4567")).toBe("tel:+61291234567");
  });
});

describe("formatClock", () => {
  it("reads 24-hour times as am/pm", () => {
    expect(formatClock("08:30")).toBe("8:30am");
    expect(formatClock("12:00")).toBe("12:00pm");
    expect(formatClock("00:15")).toBe("12:15am");
    expect(formatClock("17:00")).toBe("5:00pm");
  });
});

describe("isoDate", () => {
  it("uses the local calendar date", () => {
    expect(isoDate(new Date(2024, 11, 25, 23, 59))).toBe("2024-12-25");
  });
});

describe("addressLines", () => {
  it("puts the street first and the locality after", () => {
    expect(addressLines({ street: "1 Main Rd", city: "Parramatta", state: "NSW", postcode: "2150" })).toEqual([
      "1 Main Rd",
      "Parramatta NSW 2150",
    ]);
  });

  it("leaves out what is missing", () => {
    expect(addressLines({ street: null, city: "Hobart", state: "TAS", postcode: null })).toEqual(["Hobart TAS"]);
    expect(addressLines({})).toEqual([]);
  });
});

describe("formatDateTime", () => {
  it("reads as a day, a date and a time of day in the given zone", () => {
    expect(formatDateTime("2026-06-13T05:00:00Z", "Australia/Brisbane")).toMatch(/^Saturday 13 June at 3:00\spm$/);
    expect(formatDateTime("2026-06-13T05:00:00Z", "Australia/Perth")).toMatch(/^Saturday 13 June at 1:00\spm$/);
  });
});
