/** One choice of a few, as radio buttons under a visible legend, each with its label and hint. */
import { useId, type CSSProperties } from "react";

export type ChoiceOption<V extends string> = { value: V; label: string; hint?: string; style?: CSSProperties };

type Props<V extends string> = {
  legend: string;
  name: string;
  options: ChoiceOption<V>[];
  value: V;
  onChange: (value: V) => void;
  error?: string;
};

export function ChoiceGroup<V extends string>({ legend, name, options, value, onChange, error }: Props<V>) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-site border border-border px-3 py-1 has-[:checked]:border-primary has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-accent">
          <input
            type="radio"
            name={`${id}-${name}`}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            aria-describedby={option.hint ? `${id}-${option.value}-hint` : undefined}
            className="size-4 accent-primary"
          />
          <span className="flex flex-col">
            <span style={option.style}>{option.label}</span>
            {option.hint && (
              // Read as the radio's description, not as part of its name.
              <span id={`${id}-${option.value}-hint`} aria-hidden="true" className="text-sm text-muted">
                {option.hint}
              </span>
            )}
          </span>
        </label>
      ))}
      {error && (
        <p id={`${id}-error`} className="text-sm font-semibold text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
