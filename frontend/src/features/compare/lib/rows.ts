/**
 * The comparison's rows: first what shoppers compare (price, weekly, km, year, transmission, fuel,
 * body, power, fuel use), then the rest of each car's Vehicle Details. Every value is the backend's
 * own label and text (its Vehicle Details, key information and specifications); this only picks
 * and orders them, and says which rows differ.
 */
import type { CarDetail } from "../../../lib/api";

export type CompareRow = { label: string; values: (string | null)[]; differs: boolean };

// The backend's labels of what leads the table, after Price and Weekly (the page draws those two).
export const LEADING_LABELS = [
  "Odometer",
  "Year",
  "Transmission",
  "Fuel Type",
  "Body Type",
  "Power",
  "Fuel Consumption (Combined)",
] as const;

function valueOf(car: CarDetail, label: string): string | null {
  for (const list of [car.key_information, car.details, car.specifications]) {
    const found = list.find((row) => row.label === label);
    if (found) return found.value;
  }
  return null;
}

/** True when at least two cars are compared and their values are not all the same. */
export function differ(values: readonly (string | null)[]): boolean {
  return values.length > 1 && new Set(values.map((v) => v ?? "")).size > 1;
}

export function compareRows(cars: CarDetail[]): CompareRow[] {
  const labels: string[] = [...LEADING_LABELS];
  for (const car of cars) {
    for (const row of car.details) if (!labels.includes(row.label)) labels.push(row.label);
  }
  return labels
    .map((label) => {
      const values = cars.map((car) => valueOf(car, label));
      return { label, values, differs: differ(values) };
    })
    .filter((row) => row.values.some((v) => v !== null)); // a row no car has says nothing
}
