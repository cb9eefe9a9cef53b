import { describe, expect, it } from "vitest";
import { changedPaths, fieldKind, moved, newValue, resolve, valueAt, withValueAt, type JsonSchema } from "./schema";

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
    expect(fieldKind({ enum: [0, 1], "x-labels": ["Sunday", "Monday"] }, root)).toMatchObject({ kind: "choice", labels: ["Sunday", "Monday"] });
    expect(fieldKind({ type: "array", items: { $ref: "#/$defs/Kind" } }, root)).toEqual({ kind: "multi", options: ["new", "used"] });
    expect(fieldKind({ type: "array", items: { type: "string" } }, root)).toEqual({ kind: "lines", integer: false });
  });

  it("edits what it cannot draw as JSON", () => {
    expect(fieldKind({ type: "object", additionalProperties: { type: "string" } }, root).kind).toBe("json");
    expect(fieldKind({ type: "array", items: { anyOf: [{ type: "string" }, { type: "integer" }] } }, root).kind).toBe("json"); // a list of mixed items
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

  it("draws a list of objects as a list, with new items from the defaults", () => {
    const slide: JsonSchema = {
      type: "object",
      properties: {
        name: { type: "string" },
        hide_overlay: { type: "boolean", default: false },
        url: { anyOf: [{ type: "string" }, { type: "null" }], default: null },
        status: { enum: ["Open", "Closed"], default: "Open" },
        weekday: { type: "integer", minimum: 0 },
      },
    };
    const withSlide = { ...root, $defs: { ...root.$defs, Slide: slide } };
    expect(fieldKind({ type: "array", items: { $ref: "#/$defs/Slide" }, maxItems: 10 }, withSlide)).toMatchObject({ kind: "list", maxItems: 10 });
    expect(newValue({ $ref: "#/$defs/Slide" }, withSlide)).toEqual({ name: "", hide_overlay: false, url: null, status: "Open", weekday: 0 });
  });

  it("changes an item of a list without touching the others", () => {
    const value = { slides: [{ name: "a" }, { name: "b" }] };
    const next = withValueAt(value, ["slides", "1", "name"], "c") as typeof value;
    expect(next.slides).toEqual([{ name: "a" }, { name: "c" }]);
    expect(Array.isArray(next.slides)).toBe(true);
    expect(value.slides[1]?.name).toBe("b");
    expect(valueAt(next, ["slides", "1", "name"])).toBe("c");
    expect(moved(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
  });

  it("names the leaves an override sets", () => {
    expect(changedPaths({ presentation: { hero_title: "x", slides: [] }, cards: {} })).toEqual(["presentation.hero_title", "presentation.slides"]);
  });
});
