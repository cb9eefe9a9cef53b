// @vitest-environment node
import { readFileSync } from "node:fs";
import { createFontStack } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import fraunces from "@capsizecss/metrics/fraunces";
import inter from "@capsizecss/metrics/inter";
import manrope from "@capsizecss/metrics/manrope";
import outfit from "@capsizecss/metrics/outfit";
import { describe, expect, it } from "vitest";
import typefaces from "./typefaces.json";

const fontsCss = readFileSync(new URL("./fonts.css", import.meta.url), "utf8");
const METRICS = { inter, manrope, outfit, fraunces };
const OVERRIDES = ["ascent-override", "descent-override", "line-gap-override", "size-adjust"];

/** The override declarations of the @font-face rule named `family`, in OVERRIDES' order. */
function overridesOf(css: string, family: string): string[] {
  const rule = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].find(([, body]) => body?.includes(`font-family: "${family}"`));
  return OVERRIDES.map((name) => new RegExp(`${name}:\\s*([^;]+);`).exec(rule?.[1] ?? "")?.[1] ?? "missing");
}

describe("each typeface's fallback", () => {
  it("takes the room the face takes: capsize's overrides for Arial against the face's metrics", () => {
    expect(Object.keys(METRICS).sort()).toEqual(Object.keys(typefaces).sort());
    for (const [face, metrics] of Object.entries(METRICS)) {
      const label = `${face[0]?.toUpperCase()}${face.slice(1)}`;
      const expected = overridesOf(createFontStack([metrics, arial]).fontFaces, `${label} Fallback`);
      expect(expected).not.toContain("missing");
      expect(overridesOf(fontsCss, `${label} Fallback`)).toEqual(expected);
    }
  });

  it("is Arial or a face drawn to its widths, whichever the device has", () => {
    const sources = /font-family: "Inter Fallback";\s*src: ([^;]+);/.exec(fontsCss)?.[1] ?? "";
    for (const local of ["Arial", "Liberation Sans", "Arimo", "Helvetica"]) expect(sources).toContain(`local("${local}")`);
  });
});
