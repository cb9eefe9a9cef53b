/**
 * Reading a JSON schema (pydantic's, as GET /console/settings sends it) to generate a form: what
 * kind of input each field needs. A list of objects (slides, menu items, opening hours) becomes
 * a list of fieldsets; what the generator cannot draw as plain inputs (a dictionary, a choice
 * between shapes) is edited as JSON. The server's model validates every save either way and
 * names the field that is wrong.
 */
export type JsonSchema = {
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  type?: string | string[];
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  enum?: unknown[];
  /** The words for an enum's values, in order (the server's `x-labels`, e.g. weekday names). */
  "x-labels"?: string[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  required?: string[];
  maxItems?: number;
};

export type FieldKind =
  | { kind: "object"; properties: Record<string, JsonSchema> }
  | { kind: "boolean" }
  | { kind: "choice"; options: (string | number)[]; nullable: boolean; labels?: string[] }
  | { kind: "text"; nullable: boolean; colour: boolean; date: boolean; markdown?: boolean }
  | { kind: "number"; nullable: boolean; integer: boolean; min?: number; max?: number }
  | { kind: "lines"; integer: boolean }
  | { kind: "multi"; options: string[] }
  | { kind: "list"; item: JsonSchema; maxItems?: number }
  | { kind: "json" };

const COLOUR_PATTERN = /^\^#/;

/** Follows a local `#/$defs/Name` reference (one level is all pydantic writes). */
export function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace("#/$defs/", "");
  const target = root.$defs?.[name];
  // The definition's title is its class name ("SearchConfig"): the field's own name reads better.
  return target ? { ...target, ...schema, $ref: undefined, title: schema.title } : schema;
}

function nonNull(schema: JsonSchema): { inner: JsonSchema; nullable: boolean } {
  const options = schema.anyOf ?? [];
  const rest = options.filter((o) => o.type !== "null");
  if (options.length > 0 && rest.length === 1 && rest.length < options.length) {
    return { inner: { ...rest[0], title: schema.title, description: schema.description }, nullable: true };
  }
  return { inner: schema, nullable: false };
}

/** The input a field needs. */
export function fieldKind(raw: JsonSchema, root: JsonSchema): FieldKind {
  const { inner: unwrapped, nullable } = nonNull(resolve(raw, root));
  const schema = resolve(unwrapped, root);
  if (schema.enum) return { kind: "choice", options: schema.enum as (string | number)[], nullable, labels: schema["x-labels"] };
  if (schema.const !== undefined) return { kind: "choice", options: [schema.const as string], nullable };
  switch (schema.type) {
    case "object":
      return schema.properties && !nullable ? { kind: "object", properties: schema.properties } : { kind: "json" };
    case "boolean":
      return nullable ? { kind: "json" } : { kind: "boolean" };
    case "string":
      return { kind: "text", nullable, colour: COLOUR_PATTERN.test(schema.pattern ?? ""), date: schema.format === "date", markdown: schema.format === "markdown" };
    case "integer":
    case "number":
      return {
        kind: "number",
        nullable,
        integer: schema.type === "integer",
        min: schema.minimum ?? schema.exclusiveMinimum,
        max: schema.maximum ?? schema.exclusiveMaximum,
      };
    case "array": {
      if (nullable || schema.prefixItems || !schema.items) return { kind: "json" };
      const item = resolve(schema.items, root);
      if (item.enum) return { kind: "multi", options: item.enum as string[] };
      if (item.type === "string" && !item.anyOf) return { kind: "lines", integer: false };
      if (item.type === "integer") return { kind: "lines", integer: true };
      if (item.type === "object" && item.properties) return { kind: "list", item, maxItems: schema.maxItems };
      return { kind: "json" };
    }
    default:
      return { kind: "json" };
  }
}

/** A field's label: its schema title, else its name made readable. */
export function labelOf(name: string, schema: JsonSchema): string {
  if (schema.title) return schema.title;
  const words = name.replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The value at a dotted path of nested objects. */
export function valueAt(value: unknown, path: string[]): unknown {
  return path.reduce<unknown>((at, key) => (at && typeof at === "object" ? (at as Record<string, unknown>)[key] : undefined), value);
}

/** A copy of `value` with `next` at `path` (objects and lists along the path copied, never
 * mutated; a list's items are at their index). */
export function withValueAt(value: unknown, path: string[], next: unknown): unknown {
  if (path.length === 0) return next;
  const [key, ...rest] = path as [string, ...string[]];
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[Number(key)] = withValueAt(copy[Number(key)], rest, next);
    return copy;
  }
  const object = value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  return { ...object, [key]: withValueAt(object[key], rest, next) };
}

/** A new item for a list: each field's default, else an empty value of its kind. */
export function newValue(raw: JsonSchema, root: JsonSchema): unknown {
  const schema = resolve(raw, root);
  if (schema.default !== undefined) return structuredClone(schema.default);
  if (schema.anyOf?.some((o) => o.type === "null")) return null;
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case "object":
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, child]) => [name, newValue(child, root)]));
    case "array":
      return [];
    case "boolean":
      return false;
    case "integer":
    case "number":
      return schema.minimum ?? 0;
    default:
      return "";
  }
}

/** A list with the item at `from` moved to `to`. */
export function moved<T>(items: T[], from: number, to: number): T[] {
  const copy = [...items];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item as T);
  return copy;
}

/** The dotted paths of an object's leaves (a list is one leaf): what an override sets. */
export function changedPaths(value: unknown, prefix = ""): string[] {
  if (!value || typeof value !== "object" || Array.isArray(value)) return prefix ? [prefix] : [];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => changedPaths(child, prefix ? `${prefix}.${key}` : key));
}
