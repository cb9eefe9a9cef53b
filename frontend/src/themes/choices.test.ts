// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CARD_STYLE_CHOICES, HERO_STYLE_CHOICES, TYPEFACE_CHOICES } from "./choices";
import typefaces from "./typefaces.json";

// The backend's Theme as the OpenAPI document describes it (make api-types writes it).
const openapi = JSON.parse(readFileSync(new URL("../../openapi.json", import.meta.url), "utf8")) as {
  components: { schemas: { Theme: { properties: Record<string, { enum?: string[] }> } } };
};
const themeEnum = (field: string) => openapi.components.schemas.Theme.properties[field]?.enum;

describe("the theme set's choices", () => {
  it("offer exactly the values the backend's Theme accepts, in its order", () => {
    expect(TYPEFACE_CHOICES.map((c) => c.value)).toEqual(themeEnum("typeface"));
    expect(HERO_STYLE_CHOICES.map((c) => c.value)).toEqual(themeEnum("hero_style"));
    expect(CARD_STYLE_CHOICES.map((c) => c.value)).toEqual(themeEnum("card_style"));
  });

  it("offer the device's own face and every face the build ships, each declared in fonts.css", () => {
    const fontsCss = readFileSync(new URL("./fonts.css", import.meta.url), "utf8");
    expect(TYPEFACE_CHOICES[0]).toMatchObject({ value: "system", label: "The device's own" });
    for (const face of Object.keys(typefaces)) {
      const choice = TYPEFACE_CHOICES.find((c) => c.value === face);
      expect(choice?.label).toBe(face[0]?.toUpperCase() + face.slice(1));
      expect(fontsCss).toContain(`font-family: "${choice?.label} Variable"`);
    }
  });

  it("give every choice a visible label", () => {
    for (const choice of [...TYPEFACE_CHOICES, ...HERO_STYLE_CHOICES, ...CARD_STYLE_CHOICES]) expect(choice.label.length).toBeGreaterThan(3);
  });
});
