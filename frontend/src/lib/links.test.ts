// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { allowedHref } from "./links";

const ALLOWED = ["https://example.com/a?b=c#d", "http://example.com", "mailto:sales@example.com?subject=Hi", "tel:+61 7 5591 3300", "tel:(07) 5591-3300", "/", "/search/used-cars?make=Mazda", "#", "#finance"];
const REFUSED = [
  "javascript:alert(10)",
  "JaVaScRiPt:alert(10)",
  " javascript:alert(1)",
  "java\tscript:alert(1)",
  "\x01javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "//evil.example",
  "/\\evil.example",
  "/\t/evil.example",
  "https:evil.example",
  "https:///evil.example",
  "about-us",
  "./about-us",
  "?page=2",
  "sms:0412345678",
  "",
];

describe("allowedHref", () => {
  it("keeps web pages, e-mail and phone links, site paths and places on the page", () => {
    for (const ok of ALLOWED) expect(allowedHref(ok), ok).toBe(ok);
  });

  it("drops scripts, other schemes, other hosts and relative paths", () => {
    for (const bad of REFUSED) expect(allowedHref(bad), JSON.stringify(bad)).toBeUndefined();
  });

  it("is the server's rule, as the OpenAPI document states it (an offer's link)", () => {
    const doc = JSON.parse(readFileSync(new URL("../../openapi.json", import.meta.url), "utf8")) as {
      components: { schemas: { OfferIn: { properties: { override_url: { anyOf: { pattern?: string }[] } } } } };
    };
    const pattern = doc.components.schemas.OfferIn.properties.override_url.anyOf[0]?.pattern ?? "";
    expect(pattern).toMatch(/^\^\(https\?/);
    const server = new RegExp(pattern);
    for (const url of [...ALLOWED, ...REFUSED]) expect(server.test(url), JSON.stringify(url)).toBe(allowedHref(url) !== undefined);
  });
});
