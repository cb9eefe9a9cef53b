/** The Fuel Calculator (spec: vehicle §5, §9); the backend leaves it out for electric cars. */
import { useId, useState } from "react";
import type { CarDetail } from "../api/types";
import { formatCost, fuelCost, parseAmount } from "../lib/fuel";
import { Section } from "./Sections";

type Data = NonNullable<CarDetail["fuel_calculator"]>;

export function FuelCalculator({ data }: { data: Data }) {
  const id = useId();
  const [price, setPrice] = useState(data.default_fuel_price.toFixed(2));
  const [distance, setDistance] = useState(String(data.default_distance_km));
  const [consumption, setConsumption] = useState(String(data.consumption ?? data.default_consumption));
  const values = [parseAmount(distance), parseAmount(consumption), parseAmount(price)];
  const cost = values.every((v) => v !== null) ? fuelCost(values[0] as number, values[1] as number, values[2] as number) : null;

  const field = (key: string, label: string, value: string, set: (v: string) => void, unit: string) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-${key}`} className="text-sm font-semibold">
        {label}
      </label>
      <div className="flex items-center rounded-site border border-border bg-bg focus-within:outline-3 focus-within:outline-accent">
        <input
          id={`${id}-${key}`}
          inputMode="decimal"
          value={value}
          onChange={(e) => set(e.target.value)}
          aria-describedby={`${id}-${key}-unit`}
          className="min-h-11 w-full min-w-0 rounded-site bg-transparent px-3 outline-none"
        />
        <span id={`${id}-${key}-unit`} className="px-3 text-sm whitespace-nowrap text-muted">
          {unit}
        </span>
      </div>
    </div>
  );

  return (
    <Section title="Fuel Calculator">
      <div className="grid gap-4 sm:grid-cols-3">
        {field("price", "Fuel price", price, setPrice, "$ per litre")}
        {field("distance", "Distance", distance, setDistance, "kms per week")}
        {field("consumption", "Fuel consumption", consumption, setConsumption, "L/100km")}
      </div>
      <p className="rounded-site bg-surface p-4 text-lg" aria-live="polite">
        Estimated fuel cost: <strong data-testid="fuel-cost">{cost === null ? "—" : formatCost(cost)}</strong> per week
      </p>
    </Section>
  );
}
