import { describe, expect, it } from "vitest";
import { fieldKind, resolve, valueAt, withValueAt, type JsonSchema } from "./schema";

const root: JsonSchema = {
  $defs: {
    Search: { type: "object", properties: { hits_per_page: { type: "integer", minimum: 1, maximum: 100 } } },
    Kind: { enum: ["new", "used"], type: "string" },
  },
  properties: {},
};

describe("the settings form's reading of the schema", () => {
  it("follows references and keeps the field's own title", () => {
    const titled = { ...root, $defs: { ...root.$defs, Search: { ...root.$defs?.Search, title: "SearchConfig" } } };
    const search = resolve({ $ref: "#/$defs/Search" }, titled);
    expect(search.properties).toHaveProperty("hits_per_page");
    expect(search.title).toBeUndefined(); // the field is labelled by its own name, not the class
  });

  it("gives each field the input it needs", () => {
    expect(fieldKind({ $ref: "#/$defs/Search" }, root).kind).toBe("object");
    expect(fieldKind({ type: "boolean" }, root)).toEqual({ kind: "boolean" });
    expect(fieldKind({ type: "integer", minimum: 1, maximum: 100 }, root)).toEqual({ kind: "number", nullable: false, integer: true, min: 1, max: 100 });
    expect(fieldKind({ anyOf: [{ type: "string" }, { type: "null" }] }, root)).toMatchObject({ kind: "text", nullable: true });
    expect(fieldKind({ type: "string", pattern: "^#[0-9a-fA-F]{3}$" }, root)).toMatchObject({ kind: "text", colour: true });
    expect(fieldKind({ $ref: "#/$defs/Kind" }, root)).toEqual({ kind: "choice", options: ["new", "used"], nullable: false });
    expect(fieldKind({ type: "array", items: { $ref: "#/$defs/Kind" } }, root)).toEqual({ kind: "multi", options: ["new", "used"] });
    expect(fieldKind({ type: "array", items: { type: "string" } }, root)).toEqual({ kind: "lines", integer: false });
  });

  it("edits what it cannot draw as JSON", () => {
    expect(fieldKind({ type: "object", additionalProperties: { type: "string" } }, root).kind).toBe("json");
    expect(fieldKind({ type: "array", items: { $ref: "#/$defs/Search" } }, root).kind).toBe("json");
    expect(fieldKind({ anyOf: [{ type: "string" }, { type: "integer" }] }, root).kind).toBe("json");
    expect(fieldKind({ type: "array", prefixItems: [{ type: "number" }, { type: "number" }] }, root).kind).toBe("json");
  });

  it("reads and writes nested values without changing the original", () => {
    const value = { search: { hits_per_page: 21, stock: { used_only: false } } };
    const next = withValueAt(value, ["search", "stock", "used_only"], true);
    expect(valueAt(next, ["search", "stock", "used_only"])).toBe(true);
    expect(valueAt(value, ["search", "stock", "used_only"])).toBe(false);
    expect(valueAt(next, ["search", "hits_per_page"])).toBe(21);
  });
});
