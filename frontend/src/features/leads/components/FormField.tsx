/** One labelled input of a lead form, its error beside it (aria-describedby, aria-invalid). */
import { useId } from "react";
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import type { SelectOption } from "../../../components/ui/Select";
import { cn } from "../../../lib/cn";

export type FieldType = "text" | "email" | "tel" | "date" | "time" | "number" | "textarea" | "select" | "checkbox";

type CommonSpec = {
  name: string;
  label: string;
  required?: boolean;
  autoComplete?: string;
  options?: readonly SelectOption[];
  placeholder?: string;
  hint?: string;
  wide?: boolean;
};

/** A number field carries its step, min and max (spec: finance §5), and may name its unit after
 * the input (a kilometre field's "kms"). */
export type NumberSpec = CommonSpec & { type: "number"; min: number; max: number; step: number; suffix?: string };

export type FieldSpec =
  | (CommonSpec & { type: Exclude<FieldType, "number">; min?: string; max?: string })
  | NumberSpec;

const inputClass =
  "min-h-11 w-full rounded-site border border-border bg-bg px-3 text-base text-text aria-[invalid=true]:border-danger";

export function FormField({ spec, registration, error }: { spec: FieldSpec; registration: UseFormRegisterReturn; error?: FieldError }) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const suffixId = `${id}-suffix`;
  const number = spec.type === "number" ? spec : null;
  const suffix = number?.suffix;
  const described = [error ? errorId : null, spec.hint ? hintId : null, suffix ? suffixId : null].filter(Boolean).join(" ") || undefined;
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
  const input = (className: string) => (
    <input
      type={spec.type}
      className={className}
      autoComplete={spec.autoComplete}
      placeholder={spec.placeholder}
      min={spec.min}
      max={spec.max}
      step={number?.step}
      inputMode={spec.type === "tel" ? "tel" : spec.type === "number" ? "numeric" : undefined}
      {...common}
    />
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
      ) : suffix ? (
        <div className="flex">
          {input(cn(inputClass, "min-w-0 rounded-r-none"))}
          <span id={suffixId} className="flex items-center rounded-r-site border border-l-0 border-border bg-surface px-3 text-muted">
            {suffix}
          </span>
        </div>
      ) : (
        input(inputClass)
      )}
      {spec.hint && <p id={hintId} className="text-sm text-muted">{spec.hint}</p>}
      {error?.message && <p id={errorId} className="text-sm font-semibold text-danger">{error.message}</p>}
    </div>
  );
}
