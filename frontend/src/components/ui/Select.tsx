/** A labelled native select, themed: native so every keyboard, screen reader and phone knows it. */
import { useId, type SelectHTMLAttributes } from "react";
import { cn } from "../../lib/cn";

export type SelectOption = { value: string; label: string; disabled?: boolean };

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, "onChange" | "value"> & {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onValueChange: (value: string) => void;
  /** Keep the label for assistive technology only (a toolbar where the context says it). */
  hideLabel?: boolean;
};

export function Select({ label, value, options, onValueChange, hideLabel = false, className, id, ...props }: Props) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <label htmlFor={selectId} className={cn("text-sm font-semibold", hideLabel && "sr-only")}>
        {label}
      </label>
      <select
        id={selectId}
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        className="min-h-11 w-full cursor-pointer rounded-site border border-border bg-bg px-3 text-base text-text"
        {...props}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
