import { describe, expect, it } from "vitest";
import type { Theme } from "../lib/api";
import { applyTheme, contrastRatio, fontVariables, readableTextOn, themeVariables } from "./theme";

const theme: Theme = {
  primary: "#b91c1c",
  primary_contrast: "#ffffff",
  accent: "#0f172a",
  background: "#fafafa",
  surface: "#eeeeee",
  text: "#1f2937",
  muted: "#52525b",
  font: "Georgia, serif",
  typeface: "system",
  radius: "0",
  hero_style: "full-bleed",
  card_style: "outlined",
  logo_url: null,
  favicon_url: null,
};

describe("applyTheme", () => {
  it("sets every theme colour, the font and the radius as CSS variables on the root", () => {
    const root = document.createElement("html");
    applyTheme(theme, "default", root);
    expect(root.style.getPropertyValue("--color-primary")).toBe("#b91c1c");
    expect(root.style.getPropertyValue("--color-primary-contrast")).toBe("#ffffff");
    expect(root.style.getPropertyValue("--color-accent")).toBe("#0f172a");
    expect(root.style.getPropertyValue("--color-bg")).toBe("#fafafa");
    expect(root.style.getPropertyValue("--color-surface")).toBe("#eeeeee");
    expect(root.style.getPropertyValue("--color-text")).toBe("#1f2937");
    expect(root.style.getPropertyValue("--color-muted")).toBe("#52525b");
    expect(root.style.getPropertyValue("--font-body")).toBe("Georgia, serif");
    expect(root.style.getPropertyValue("--radius")).toBe("0");
  });

  it("marks the root with the template and applies its overrides under the theme", () => {
    const root = document.createElement("html");
    applyTheme(theme, "classic", root);
    expect(root.dataset.template).toBe("classic");
    expect(root.style.getPropertyValue("--header-bg")).toBe("var(--color-primary)");
  });

  it("ignores templates it does not know", () => {
    const root = document.createElement("html");
    applyTheme(theme, "no-such-template", root);
    expect(root.dataset.template).toBe("no-such-template");
    expect(root.style.getPropertyValue("--color-primary")).toBe("#b91c1c");
  });

  it("gives a dark accent light text and a light accent dark text", () => {
    const root = document.createElement("html");
    applyTheme(theme, "default", root);
    expect(root.style.getPropertyValue("--color-accent-contrast")).toBe("#ffffff");
    applyTheme({ ...theme, accent: "#f59e0b" }, "default", root);
    expect(root.style.getPropertyValue("--color-accent-contrast")).toBe("#111827");
  });
});

describe("contrastRatio", () => {
  it("follows WCAG: black on white is 21", () => {
    expect(contrastRatio("#000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("not-a-colour", "#fff")).toBeNull();
  });

  it("readableTextOn picks the better of dark and light text", () => {
    expect(readableTextOn("#ffffff")).toBe("#111827");
    expect(readableTextOn("#1d4ed8")).toBe("#ffffff");
  });
});

describe("the theme's typeface and card style", () => {
  it("puts a self-hosted typeface and its matched fallback before the theme's stack, headings only for a display face", () => {
    expect(fontVariables({ font: "Arial, sans-serif", typeface: "inter" })).toEqual({
      "--font-body": '"Inter Variable", "Inter Fallback", Arial, sans-serif',
      "--font-heading": '"Inter Variable", "Inter Fallback", Arial, sans-serif',
    });
    expect(fontVariables({ font: "Arial, sans-serif", typeface: "fraunces" })).toEqual({
      "--font-body": "Arial, sans-serif",
      "--font-heading": '"Fraunces Variable", "Fraunces Fallback", Arial, sans-serif',
    });
    expect(fontVariables({ font: "Georgia, serif", typeface: "system" })["--font-body"]).toBe("Georgia, serif");
  });

  it("sets off cards by a shadow, a line or the surface colour", () => {
    expect(themeVariables({ ...theme, card_style: "elevated" })["--card-shadow"]).not.toBe("none");
    expect(themeVariables({ ...theme, card_style: "outlined" })["--card-border"]).toBe("var(--color-border)");
    expect(themeVariables({ ...theme, card_style: "flat" })["--card-bg"]).toBe("var(--color-surface)");
  });
});
