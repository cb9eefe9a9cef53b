import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { kmField, ownCarForm, yearField } from "../lib/forms";
import { FormField, type FieldSpec } from "./FormField";

const registration = (name: string) => ({ name, onChange: async () => undefined, onBlur: async () => undefined, ref: () => undefined });
const show = (spec: FieldSpec) => render(<FormField spec={spec} registration={registration(spec.name)} />);

it("a kilometre field has the suffix kms", () => {
  show(kmField(true));
  const km = screen.getByRole("spinbutton", { name: /Kilometres/ });
  expect(screen.getByText("kms")).toBeVisible();
  expect(km).toHaveAccessibleDescription("kms");
});

it("a number field carries its step, min and max", () => {
  show(yearField("vehicle_year", "Year", true));
  const year = screen.getByRole("spinbutton", { name: /Year/ });
  expect(year).toHaveAttribute("step", "1");
  expect(year).toHaveAttribute("min", "1950");
  expect(year).toHaveAttribute("max", String(new Date().getFullYear() + 1));
});

it("the shopper's own car asks its kilometres with the kilometre field", () => {
  expect(ownCarForm(false).fields.filter((f) => f.name === "km")).toEqual([kmField(false)]);
});
