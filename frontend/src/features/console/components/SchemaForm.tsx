/**
 * A form generated from a JSON schema: every field of SiteConfig or Theme gets an
 * input of its kind (lib/schema), sections fold away, and each error the server names by path is
 * shown beside its field (for a field edited as JSON, beside that field).
 */
import { Fragment, useId, useState, type ReactNode } from "react";
import { Button } from "../../../components/ui/Button";
import { cn } from "../../../lib/cn";
import { fieldKind, labelOf, moved, newValue, resolve, valueAt, withValueAt, type JsonSchema } from "../lib/schema";

export type FieldErrors = Record<string, string>;

type Common = { root: JsonSchema; value: unknown; onChange: (value: unknown) => void; errors: FieldErrors };

const inputClass = "min-h-11 rounded-site border border-border bg-bg px-3 text-base text-text";

export const fieldId = (path: string[]) => `setting-${path.join("-")}`;

/** The form: the root's own fields, each top-level group in a section that folds away. */
export function SchemaForm({ schema, value, onChange, errors, sectioned, beside }: Omit<Common, "root"> & { schema: JsonSchema; sectioned?: boolean; beside?: Record<string, ReactNode> }) {
  const properties = Object.entries(schema.properties ?? {});
  return (
    <div className="flex flex-col gap-3">
      {properties.map(([name, child]) => {
        const path = [name];
        const own = <SchemaField key={name} name={name} schema={child} path={path} root={schema} value={value} onChange={onChange} errors={errors} />;
        const field = beside?.[name] ? <Fragment key={name}>{own}{beside[name]}</Fragment> : own;
        if (!sectioned) return field;
        const open = Object.keys(errors).some((e) => e === name || e.startsWith(`${name}.`));
        return (
          <details key={name} open={open || undefined} className="rounded-site border border-border p-3">
            <summary className="cursor-pointer text-lg font-bold">{labelOf(name, resolve(child, schema))}</summary>
            <div className="mt-3">{field}</div>
          </details>
        );
      })}
    </div>
  );
}

function errorFor(errors: FieldErrors, path: string[], nested: boolean): string | undefined {
  const key = path.join(".");
  const found = Object.entries(errors).filter(([field]) => field === key || (nested && field.startsWith(`${key}.`)));
  return found.length ? found.map(([field, message]) => (field === key ? message : `${field.slice(key.length + 1)}: ${message}`)).join(" ") : undefined;
}

type FieldProps = Common & { name: string; schema: JsonSchema; path: string[] };

function SchemaField({ name, schema, path, root, value, onChange, errors }: FieldProps) {
  const kind = fieldKind(schema, root);
  const resolved = resolve(schema, root);
  const label = labelOf(name, resolved);
  const current = valueAt(value, path);
  const set = (next: unknown) => onChange(withValueAt(value, path, next));
  const id = fieldId(path);
  const error = errorFor(errors, path, kind.kind !== "object" && kind.kind !== "list");
  const hint = resolved.description;

  if (kind.kind === "object") {
    return (
      <fieldset className="flex flex-col gap-3 sm:col-span-2" aria-label={path.length > 1 ? label : undefined}>
        {path.length > 1 && <legend className="mb-2 font-bold">{label}</legend>}
        <div className="grid gap-3 sm:grid-cols-2">
          {Object.entries(kind.properties).map(([child, childSchema]) => (
            <SchemaField key={child} name={child} schema={childSchema} path={[...path, child]} root={root} value={value} onChange={onChange} errors={errors} />
          ))}
        </div>
      </fieldset>
    );
  }
  if (kind.kind === "list") {
    const items = Array.isArray(current) ? current : [];
    return <ListField label={label} hint={hint} error={error} id={id} items={items} item={kind.item} maxItems={kind.maxItems} path={path} root={root} value={value} onChange={onChange} errors={errors} set={set} />;
  }
  if (kind.kind === "boolean") {
    return (
      <Wrap id={id} error={error} hint={hint}>
        <label htmlFor={id} className="flex min-h-11 items-center gap-2 font-semibold">
          <input id={id} type="checkbox" className="size-5" checked={current === true} onChange={(e) => set(e.target.checked)} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} />
          {label}
        </label>
      </Wrap>
    );
  }
  if (kind.kind === "multi") {
    const chosen = Array.isArray(current) ? (current as string[]) : [];
    return (
      <Wrap id={id} error={error} hint={hint}>
        <fieldset aria-describedby={describedBy(id, error, hint)}>
          <legend className="text-sm font-semibold">{label}</legend>
          <div className="flex flex-wrap gap-x-4">
            {kind.options.map((option) => (
              <label key={option} className="flex min-h-11 items-center gap-2">
                <input type="checkbox" className="size-5" checked={chosen.includes(option)} onChange={(e) => set(e.target.checked ? [...chosen, option] : chosen.filter((c) => c !== option))} />
                {option}
              </label>
            ))}
          </div>
        </fieldset>
      </Wrap>
    );
  }
  return (
    <Wrap id={id} error={error} hint={hint}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <Control kind={kind} id={id} label={label} value={current} set={set} invalid={Boolean(error)} describedBy={describedBy(id, error, hint)} />
    </Wrap>
  );
}

type ListProps = Common & {
  label: string; hint?: string; error?: string; id: string; items: unknown[]; item: JsonSchema;
  maxItems?: number; path: string[]; set: (value: unknown) => void;
};

/** A list of objects: each item a fieldset of its own fields, moved up or down, removed, and
 * new ones added from the item's defaults. */
function ListField({ label, hint, error, id, items, item, maxItems, path, root, value, onChange, errors, set }: ListProps) {
  // Items have no identity of their own: a move or removal renumbers them, and drafts typed
  // into text areas must not follow the old numbers.
  const [generation, setGeneration] = useState(0);
  const change = (next: unknown[]) => {
    set(next);
    setGeneration((g) => g + 1);
  };
  const full = maxItems !== undefined && items.length >= maxItems;
  return (
    <fieldset id={id} className="flex flex-col gap-3 rounded-site border border-border p-3 sm:col-span-2" aria-describedby={describedBy(id, error, hint)}>
      <legend className="px-1 font-bold">{label}</legend>
      {hint && <p id={`${id}-hint`} className="text-sm text-muted">{hint}</p>}
      {error && <p id={`${id}-error`} className="text-sm font-semibold text-danger">{error}</p>}
      {items.length === 0 && <p className="text-sm text-muted">None yet.</p>}
      <ol className="flex flex-col gap-3">
        {items.map((_, index) => {
          const name = `${label} ${index + 1}`;
          return (
            <li key={`${generation}-${index}`} className="flex flex-col gap-2 rounded-site bg-surface p-3">
              <SchemaField name={name} schema={{ ...item, title: name }} path={[...path, String(index)]} root={root} value={value} onChange={onChange} errors={errors} />
              <div className="flex flex-wrap gap-2">
                <Button size="sm" variant="outline" disabled={index === 0} onClick={() => change(moved(items, index, index - 1))} aria-label={`Move up: ${name}`}>Move up</Button>
                <Button size="sm" variant="outline" disabled={index === items.length - 1} onClick={() => change(moved(items, index, index + 1))} aria-label={`Move down: ${name}`}>Move down</Button>
                <Button size="sm" variant="ghost" onClick={() => change(items.filter((__, i) => i !== index))} aria-label={`Remove: ${name}`}>Remove</Button>
              </div>
            </li>
          );
        })}
      </ol>
      <div>
        <Button size="sm" variant="outline" disabled={full} onClick={() => change([...items, newValue(item, root)])}>{`Add to ${label.toLowerCase()}`}</Button>
      </div>
    </fieldset>
  );
}

function describedBy(id: string, error?: string, hint?: string): string | undefined {
  return [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(" ") || undefined;
}

function Wrap({ id, error, hint, children }: { id: string; error?: string; hint?: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-semibold text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

type ControlProps = {
  kind: Exclude<ReturnType<typeof fieldKind>, { kind: "object" | "boolean" | "multi" | "list" }>;
  id: string;
  label: string;
  value: unknown;
  set: (value: unknown) => void;
  invalid: boolean;
  describedBy?: string;
};

function Control({ kind, id, label, value, set, invalid, describedBy }: ControlProps) {
  const aria = { "aria-invalid": invalid || undefined, "aria-describedby": describedBy };
  switch (kind.kind) {
    case "choice":
      return (
        <select id={id} className={inputClass} value={value === null || value === undefined ? "" : String(value)} onChange={(e) => set(e.target.value === "" ? null : kind.options.find((o) => String(o) === e.target.value))} {...aria}>
          {kind.nullable && <option value="">None</option>}
          {kind.options.map((o, i) => (
            <option key={String(o)} value={String(o)}>
              {kind.labels?.[i] ?? String(o)}
            </option>
          ))}
        </select>
      );
    case "number":
      return <input id={id} type="number" className={inputClass} step={kind.integer ? 1 : "any"} min={kind.min} max={kind.max} value={typeof value === "number" ? value : ""} onChange={(e) => set(e.target.value === "" ? (kind.nullable ? null : undefined) : Number(e.target.value))} {...aria} />;
    case "text": {
      const text = typeof value === "string" ? value : "";
      if (kind.markdown) {
        return <textarea id={id} rows={8} className={cn(inputClass, "py-2")} value={text} onChange={(e) => set(e.target.value === "" && kind.nullable ? null : e.target.value)} {...aria} />;
      }
      const input = <input id={id} type={kind.date ? "date" : "text"} className={cn(inputClass, kind.colour && "min-w-0 flex-1")} value={text} onChange={(e) => set(e.target.value === "" && kind.nullable ? null : e.target.value)} {...aria} />;
      if (!kind.colour) return input;
      return (
        <span className="flex gap-2">
          {input}
          <input type="color" aria-label={`${label}: pick a colour`} className="h-11 w-14 rounded-site border border-border" value={sixDigits(text)} onChange={(e) => set(e.target.value)} />
        </span>
      );
    }
    case "lines":
      return <DraftText id={id} value={value} rows={3} format={(v) => (Array.isArray(v) ? v.join("\n") : "")} parse={(text) => parseLines(text, kind.integer)} set={set} aria={aria} />;
    case "json":
      return <DraftText id={id} value={value} rows={6} format={(v) => JSON.stringify(v ?? null, null, 2)} parse={parseJson} set={set} aria={aria} mono />;
  }
}

function sixDigits(colour: string): string {
  if (/^#[0-9a-f]{6}$/i.test(colour)) return colour.toLowerCase();
  if (/^#[0-9a-f]{3}$/i.test(colour)) return `#${[...colour.slice(1)].map((c) => c + c).join("")}`.toLowerCase();
  return "#000000";
}

type Parsed = { value: unknown } | { error: string };

function parseLines(text: string, integer: boolean): Parsed {
  const lines = text.split("\n").map((l) => l.trim()).filter(Boolean);
  if (!integer) return { value: lines };
  const numbers = lines.map(Number);
  return numbers.every(Number.isInteger) ? { value: numbers } : { error: "Enter one whole number per line." };
}

function parseJson(text: string): Parsed {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return { error: "Enter valid JSON." };
  }
}

/** A textarea whose text is kept while it is being typed; the value changes when it parses. */
function DraftText({ id, value, rows, format, parse, set, aria, mono }: {
  id: string; value: unknown; rows: number; format: (v: unknown) => string; parse: (text: string) => Parsed;
  set: (v: unknown) => void; aria: Record<string, unknown>; mono?: boolean;
}) {
  const [text, setText] = useState(() => format(value));
  const [problem, setProblem] = useState<string>();
  const problemId = useId();
  return (
    <>
      <textarea
        id={id}
        rows={rows}
        className={`${inputClass} py-2 ${mono ? "font-mono text-sm" : ""}`}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          const parsed = parse(e.target.value);
          setProblem("error" in parsed ? parsed.error : undefined);
          if ("value" in parsed) set(parsed.value);
        }}
        {...aria}
        {...(problem ? { "aria-invalid": true, "aria-errormessage": problemId } : {})}
      />
      {problem && (
        <p id={problemId} className="text-sm font-semibold text-danger">
          {problem}
        </p>
      )}
    </>
  );
}
