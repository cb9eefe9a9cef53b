/** Applies a site's theme (SitePublic.theme) as CSS variables on :root. */
import type { Theme } from "../lib/api";
import { templateVariables, type TemplateVariables } from "./templates";

const DARK_TEXT = "#111827";
const LIGHT_TEXT = "#ffffff";

/** Relative luminance of a #rgb / #rrggbb colour (WCAG 2), or null for anything else. */
export function luminance(colour: string): number | null {
  const hex = colour.trim().replace(/^#/, "");
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join("") : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number | null {
  const la = luminance(a);
  const lb = luminance(b);
  if (la === null || lb === null) return null;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Dark or light text, whichever reads better on `background` (the theme has no accent text colour). */
export function readableTextOn(background: string): string {
  const dark = contrastRatio(background, DARK_TEXT) ?? 0;
  const light = contrastRatio(background, LIGHT_TEXT) ?? 0;
  return dark >= light ? DARK_TEXT : LIGHT_TEXT;
}

/** Body and heading fonts: the theme's typeface (themes/fonts.css, named "{Typeface} Variable") and
 * its metric-matched fallback before the theme's own stack; fraunces, a display serif, for headings only. */
export function fontVariables(theme: Pick<Theme, "font" | "typeface">): TemplateVariables {
  const name = theme.typeface ?? "system";
  const label = `${name[0]?.toUpperCase()}${name.slice(1)}`;
  const face = name === "system" ? theme.font : `"${label} Variable", "${label} Fallback", ${theme.font}`;
  return { "--font-body": name === "fraunces" ? theme.font : face, "--font-heading": face };
}

// Theme.card_style: what sets a card off the page (base.css --card-*): its background, border
// colour and shadow.
const CARD_STYLES: Record<string, [string, string, string]> = {
  elevated: ["var(--color-bg)", "transparent", "0 1px 2px #0000000f,0 6px 20px #00000014"],
  outlined: ["var(--color-bg)", "var(--color-border)", "none"],
  flat: ["var(--color-surface)", "transparent", "none"],
};

export function themeVariables(theme: Theme): TemplateVariables {
  const [cardBg, cardBorder, cardShadow] = CARD_STYLES[theme.card_style] ?? CARD_STYLES.outlined ?? [];
  return {
    "--card-bg": cardBg ?? "",
    "--card-border": cardBorder ?? "",
    "--card-shadow": cardShadow ?? "",
    "--color-primary": theme.primary,
    "--color-primary-contrast": theme.primary_contrast,
    "--color-accent": theme.accent,
    "--color-accent-contrast": readableTextOn(theme.accent),
    "--color-bg": theme.background,
    "--color-surface": theme.surface,
    "--color-text": theme.text,
    "--color-muted": theme.muted,
    ...fontVariables(theme),
    "--radius": theme.radius,
  };
}

/** The template's and then the theme's variables (the theme wins). */
export function siteVariables(theme: Theme, template = "default"): TemplateVariables {
  return { ...templateVariables(template), ...themeVariables(theme) };
}

/** Sets the site's variables on `root`; a server-rendered page's <html> already carries the same. */
export function applyTheme(theme: Theme, template = "default", root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(siteVariables(theme, template))) root.style.setProperty(name, value);
  root.dataset.template = template;
}
