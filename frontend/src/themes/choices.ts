/**
 * The theme set's choices as the console offers them (the new-site wizard's brand step): each
 * list is the backend's own enum (Theme in the generated API types; tsc fails when the two part),
 * the typefaces being the faces this build ships (themes/typefaces.json) plus the device's own.
 * Only labels and hints are written here; the values come from those two sources.
 */
import type { Theme } from "../lib/api";
import typefaces from "./typefaces.json";

export type Choice<V extends string> = { value: V; label: string; hint?: string };
export type Typeface = Theme["typeface"];
export type HeroStyle = Theme["hero_style"];
export type CardStyle = Theme["card_style"];

// Compile-time: the shipped faces and "system" are exactly the backend's Typeface.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const SHIPPED_FACES_ARE_THE_BACKENDS: Same<"system" | keyof typeof typefaces, Typeface> = true;
void SHIPPED_FACES_ARE_THE_BACKENDS;

const capitalised = (name: string) => `${name[0]?.toUpperCase() ?? ""}${name.slice(1)}`;

export const TYPEFACE_CHOICES: Choice<Typeface>[] = [
  { value: "system", label: "The device's own", hint: "Nothing to download" },
  ...(Object.keys(typefaces) as (keyof typeof typefaces)[]).map((face) => ({
    value: face,
    label: capitalised(face),
    ...(face === "fraunces" ? { hint: "Headings only; body text in the fallback font" } : {}),
  })),
];

// `satisfies` a Record over the enum: a value the backend adds or drops fails the type check.
const HERO_STYLES = {
  "full-bleed": { label: "Full-width photo", hint: "The home page's slides edge to edge" },
  split: { label: "Words beside a photo", hint: "The first slide beside the site's name" },
  text: { label: "Words on the brand colour", hint: "No photo" },
} satisfies Record<HeroStyle, Omit<Choice<HeroStyle>, "value">>;

const CARD_STYLES = {
  elevated: { label: "Lifted by a shadow" },
  outlined: { label: "Drawn by a line" },
  flat: { label: "Flat on the surface colour" },
} satisfies Record<CardStyle, Omit<Choice<CardStyle>, "value">>;

function choicesOf<V extends string>(labels: Record<V, Omit<Choice<V>, "value">>): Choice<V>[] {
  return (Object.keys(labels) as V[]).map((value) => ({ value, ...labels[value] }));
}

export const HERO_STYLE_CHOICES = choicesOf<HeroStyle>(HERO_STYLES);
export const CARD_STYLE_CHOICES = choicesOf<CardStyle>(CARD_STYLES);
