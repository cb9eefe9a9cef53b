/**
 * The typefaces' files, cut from their @fontsource Latin files to the characters of each face's
 * `unicode-range` in src/themes/fonts.css: a "core" file (plain English text, prices and the usual
 * punctuation) that the page preloads, and a "rest" file (accented letters, rarer symbols) that the
 * browser fetches only for a page that has one of them. Each keeps only its rule's `font-weight`
 * range of the weight axis and the layout features a browser applies by itself (plus tabular
 * figures, `tabular-nums`): the core file is about half the whole Latin file, which matters as
 * it shares a phone's first bytes with the page's largest photo.
 *
 * fonts.css is the one place the ranges and weights are written: each `src: url("./fonts/{face}-{part}.woff2")`
 * is made from `@fontsource-variable/{face}`'s Latin file with that rule's own range. The files are
 * written to src/themes/fonts/ (not committed) at the start of every build and dev server, and
 * made again only when fonts.css or the source file is newer.
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import subsetFont from "subset-font";
import type { Plugin } from "vite";

const THEMES = new URL("./src/themes/", import.meta.url);
const FONTS_CSS = new URL("fonts.css", THEMES);
const OUT_DIR = new URL("fonts/", THEMES);
const FACE_RULE = /@font-face\s*{([^}]*)}/g;
const SRC = /url\("\.\/fonts\/([a-z]+)-([a-z]+)\.woff2"\)/;
const RANGE = /unicode-range:\s*([^;]+);/;
const WEIGHTS = /font-weight:\s*(\d+)\s+(\d+);/;
// What a browser applies unasked (OpenType's default features), and tnum for `tabular-nums`.
const FEATURES = ["ccmp", "locl", "rvrn", "calt", "clig", "liga", "rlig", "kern", "mark", "mkmk", "lnum", "pnum", "tnum"];

type Cut = { face: string; file: string; characters: string; weights: { min: number; max: number } | undefined };

/** The characters of a CSS `unicode-range` value ("U+0020-007E, U+00A0"). */
export function rangeCharacters(range: string): string {
  let characters = "";
  for (const part of range.split(",")) {
    const [first, last = first] = part.trim().replace(/^U\+/i, "").split("-");
    for (let code = parseInt(first ?? "", 16); code <= parseInt(last ?? "", 16); code++) characters += String.fromCodePoint(code);
  }
  return characters;
}

export function cutsOf(css: string): Cut[] {
  return [...css.matchAll(FACE_RULE)].flatMap(([, body = ""]) => {
    const src = SRC.exec(body);
    const range = RANGE.exec(body);
    const weights = WEIGHTS.exec(body);
    if (!src || !range?.[1]) return [];
    return [
      {
        face: src[1] as string,
        file: `${src[1]}-${src[2]}.woff2`,
        characters: rangeCharacters(range[1]),
        weights: weights ? { min: Number(weights[1]), max: Number(weights[2]) } : undefined,
      },
    ];
  });
}

function sourceOf(face: string): string {
  return createRequire(import.meta.url).resolve(`@fontsource-variable/${face}/files/${face}-latin-wght-normal.woff2`);
}

function isFresh(out: URL, inputs: string[]): boolean {
  if (!existsSync(out)) return false;
  const made = statSync(out).mtimeMs;
  return inputs.every((input) => statSync(input).mtimeMs <= made);
}

export async function writeFontSubsets(): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true });
  const css = readFileSync(FONTS_CSS, "utf8");
  await Promise.all(
    cutsOf(css).map(async ({ face, file, characters, weights }) => {
      const source = sourceOf(face);
      const out = new URL(file, OUT_DIR);
      if (isFresh(out, [source, FONTS_CSS.pathname])) return;
      const cut = await subsetFont(readFileSync(source), characters, {
        targetFormat: "woff2",
        keepFeatures: FEATURES,
        ...(weights && { variationAxes: { wght: weights } }),
      });
      writeFileSync(out, cut);
    }),
  );
}

export const fontSubsets: Plugin = {
  name: "forecourt-font-subsets",
  buildStart: writeFontSubsets,
};
