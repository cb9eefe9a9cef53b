/** One labelled input of a lead form, its error beside it (aria-describedby, aria-invalid). */
import { useId } from "react";
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import type { SelectOption } from "../../../components/ui/Select";
import { cn } from "../../../lib/cn";

export type FieldType = "text" | "email" | "tel" | "date" | "time" | "number" | "textarea" | "select" | "checkbox";

export type FieldSpec = {
  name: string;
  label: string;
  type: FieldType;
  required?: boolean;
  autoComplete?: string;
  options?: readonly SelectOption[];
  min?: string | number;
  max?: string | number;
  placeholder?: string;
  hint?: string;
  wide?: boolean;
};

const inputClass =
  "min-h-11 w-full rounded-site border border-border bg-bg px-3 text-base text-text aria-[invalid=true]:border-danger";

export function FormField({ spec, registration, error }: { spec: FieldSpec; registration: UseFormRegisterReturn; error?: FieldError }) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const described = [error ? errorId : null, spec.hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described,
    "aria-required": spec.required || undefined,
    ...registration,
  };
  const label = (
    <>
      {spec.label}
      {spec.required && <span aria-hidden="true"> *</span>}
    </>
  );
  if (spec.type === "checkbox") {
    return (
      <div className={cn("flex flex-col gap-1", spec.wide !== false && "sm:col-span-2")}>
        <div className="flex items-start gap-3">
          <input type="checkbox" className="mt-1 size-5 shrink-0 accent-primary" {...common} />
          <label htmlFor={id}>{label}</label>
        </div>
        {error?.message && <p id={errorId} className="text-sm font-semibold text-danger">{error.message}</p>}
      </div>
    );
  }
  return (
    <div className={cn("flex flex-col gap-1", (spec.wide || spec.type === "textarea") && "sm:col-span-2")}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {spec.type === "textarea" ? (
        <textarea rows={4} className={cn(inputClass, "py-2")} placeholder={spec.placeholder} {...common} />
      ) : spec.type === "select" ? (
        <select className={cn(inputClass, "cursor-pointer")} {...common}>
          {(spec.options ?? []).map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          type={spec.type}
          className={inputClass}
          autoComplete={spec.autoComplete}
          placeholder={spec.placeholder}
          min={spec.min}
          max={spec.max}
          inputMode={spec.type === "tel" ? "tel" : spec.type === "number" ? "numeric" : undefined}
          {...common}
        />
      )}
      {spec.hint && <p id={hintId} className="text-sm text-muted">{spec.hint}</p>}
      {error?.message && <p id={errorId} className="text-sm font-semibold text-danger">{error.message}</p>}
    </div>
  );
}
