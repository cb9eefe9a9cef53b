/**
 * The trade-in's first step: the car, found by its registration or chosen from the catalogue of
 * makes, models, years and badges the platform has seen, and its kilometres.
 */
import { useEffect, useRef, useState } from "react";
import { useWatch, type FieldErrors, type UseFormReturn } from "react-hook-form";
import { Button } from "../../../components/ui/Button";
import { ApiError } from "../../../lib/api";
import { FormField, type FieldSpec } from "./FormField";
import { STATES, kmField } from "../lib/forms";
import { lookupRego, useCatalogue, type TradeInVehicle } from "../api/trade-in";

type Form = UseFormReturn<Record<string, unknown>>;
const THIS_YEAR = new Date().getFullYear();
const options = (values: readonly (string | number)[], empty: string) => [
  { value: "", label: empty },
  ...values.map((v) => ({ value: String(v), label: String(v) })),
];

export function TradeInCarFields({ form }: { form: Form }) {
  const [make, model] = useWatch({ control: form.control, name: ["vehicle_make", "vehicle_model"] }) as [string, string];
  const catalogue = useCatalogue(make ?? "", model ?? "");
  const [lookup, setLookup] = useState<{ busy: boolean; message: string | null }>({ busy: false, message: null });
  const errors = form.formState.errors as FieldErrors<Record<string, unknown>>;
  const data = catalogue.data;
  // A looked-up car's model, year and badge are options only once the catalogue for its make
  // and model has loaded: choose them again then, so the selects show what was found.
  const found = useRef<TradeInVehicle | null>(null);
  useEffect(() => {
    const car = found.current;
    if (!car || !data || !data.years.length) return;
    form.setValue("vehicle_model", car.model);
    form.setValue("vehicle_year", String(car.year));
    form.setValue("vehicle_badge", car.badge ?? "");
    found.current = null;
  }, [data, form]);
  const years = data?.years.length ? data.years : Array.from({ length: THIS_YEAR + 2 - 1950 }, (_, i) => THIS_YEAR + 1 - i);

  const find = async () => {
    const [rego, state] = form.getValues(["rego", "rego_state"]) as [string, string];
    if (!rego || !state) {
      setLookup({ busy: false, message: "Please enter the registration and choose its state." });
      return;
    }
    setLookup({ busy: true, message: null });
    try {
      const car = await lookupRego(rego, state);
      found.current = car;
      form.setValue("vehicle_make", car.make);
      form.setValue("vehicle_model", car.model);
      form.setValue("vehicle_year", String(car.year));
      form.setValue("vehicle_badge", car.badge ?? "");
      setLookup({ busy: false, message: `Found: ${car.year} ${car.make} ${car.model}${car.badge ? ` ${car.badge}` : ""}.` });
    } catch (error) {
      setLookup({ busy: false, message: error instanceof ApiError ? (error.fieldError("rego") ?? error.message) : "The lookup failed. Please choose your car below." });
    }
  };

  const field = (spec: FieldSpec, onChange?: () => void) => (
    <FormField key={spec.name} spec={spec} registration={form.register(spec.name, onChange ? { onChange } : undefined)} error={errors[spec.name] as never} />
  );
  return (
    <>
      <fieldset className="flex flex-col gap-3 rounded-site border border-border p-4 sm:col-span-2">
        <legend className="px-1 font-semibold">Find your car by its registration (optional)</legend>
        <div className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          {field({ name: "rego", label: "Rego", type: "text" })}
          {field({ name: "rego_state", label: "State", type: "select", options: options(STATES, "Choose a state") })}
          <Button variant="outline" onClick={() => void find()} disabled={lookup.busy}>
            {lookup.busy ? "Looking…" : "Find my car"}
          </Button>
        </div>
        <p aria-live="polite" className="text-sm" data-testid="rego-result">
          {lookup.message}
        </p>
      </fieldset>
      {field({ name: "vehicle_make", label: "Make", type: "select", required: true, options: options(data?.makes ?? [], "Choose a make") }, () => {
        form.setValue("vehicle_model", "");
        form.setValue("vehicle_badge", "");
      })}
      {field({ name: "vehicle_model", label: "Model", type: "select", required: true, options: options(data?.models.length ? data.models : model ? [model] : [], make ? "Choose a model" : "Choose a make first") })}
      {field({ name: "vehicle_year", label: "Year", type: "select", required: true, options: options(years, "Choose a year") })}
      {field({ name: "vehicle_badge", label: "Badge", type: "select", options: options(data?.badges ?? [], "Not sure") })}
      {field(kmField(true))}
    </>
  );
}
