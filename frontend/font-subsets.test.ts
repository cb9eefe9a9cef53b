// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { cutsOf, rangeCharacters } from "./font-subsets";
import typefaces from "./src/themes/typefaces.json";

const cuts = cutsOf(readFileSync(new URL("./src/themes/fonts.css", import.meta.url), "utf8"));
const PRINTABLE_ASCII = rangeCharacters("U+0020-007E");

describe("the typefaces' cuts, read from fonts.css", () => {
  it("read a unicode-range's single code points and spans", () => {
    expect(rangeCharacters("U+0041-0043, U+00A0,U+2019")).toBe("ABC\u00a0\u2019");
  });

  it("give every shipped face a preloaded core file and a rest file, at the app's weights", () => {
    for (const [face, core] of Object.entries(typefaces)) {
      const files = cuts.filter((cut) => cut.face === face);
      expect(files.map((cut) => cut.file)).toEqual([core, `${face}-rest.woff2`]);
      for (const cut of files) expect(cut.weights).toEqual({ min: 400, max: 800 });
    }
  });

  it("put plain English text, prices and typographic quotes in the core and nothing twice", () => {
    for (const face of Object.keys(typefaces)) {
      const [core = "", rest = ""] = cuts.filter((cut) => cut.face === face).map((cut) => cut.characters);
      for (const character of `${PRINTABLE_ASCII}$€£–—‘’“”…•`) expect(core).toContain(character);
      expect([...rest].filter((character) => core.includes(character))).toEqual([]);
      for (const accented of "éüñ") expect(rest).toContain(accented);
    }
  });
});
