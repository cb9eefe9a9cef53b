import { describe, expect, it } from "vitest";
import type { CarDetail } from "../../../lib/api";
import { compareRows, differ } from "./rows";

type Rows = { label: string; value: string }[];
const car = (key_information: Rows, details: Rows, specifications: Rows = []) => ({ key_information, details, specifications }) as unknown as CarDetail;

const corolla = car(
  [{ label: "Odometer", value: "12,000 km" }, { label: "Transmission", value: "Automatic" }, { label: "Fuel Type", value: "Petrol" }, { label: "Body Type", value: "Hatch" }],
  [{ label: "Condition", value: "Used" }, { label: "Year", value: "2021" }, { label: "VIN", value: "JTNK4RBE" }],
  [{ label: "Power", value: "125 kW" }, { label: "Fuel Consumption (Combined)", value: "6.0 L/100km" }],
);
const mazda = car(
  [{ label: "Odometer", value: "35 km" }, { label: "Transmission", value: "Automatic" }, { label: "Fuel Type", value: "Petrol" }, { label: "Body Type", value: "SUV" }],
  [{ label: "Condition", value: "New" }, { label: "Year", value: "2026" }, { label: "Colour", value: "Blue" }],
);

describe("the comparison's rows", () => {
  it("lead with km, year, transmission, fuel, body, power and fuel use, then the rest of the details", () => {
    expect(compareRows([corolla, mazda]).map((r) => r.label)).toEqual([
      "Odometer", "Year", "Transmission", "Fuel Type", "Body Type", "Power", "Fuel Consumption (Combined)", "Condition", "VIN", "Colour",
    ]); // prettier-ignore
  });

  it("mark the rows whose values differ, a value one car lacks included", () => {
    const rows = Object.fromEntries(compareRows([corolla, mazda]).map((r) => [r.label, r]));
    expect(rows.Odometer?.differs).toBe(true);
    expect(rows.Transmission?.differs).toBe(false);
    expect(rows.Power?.values).toEqual(["125 kW", null]);
    expect(rows.Power?.differs).toBe(true);
  });

  it("mark nothing for one car alone", () => {
    expect(compareRows([corolla]).some((r) => r.differs)).toBe(false);
    expect(differ(["$1", "$1"])).toBe(false);
  });
});
