import { describe, expect, it } from "vitest";
import { isEmail } from "./email";

describe("isEmail", () => {
  it("accepts the addresses people have", () => {
    for (const ok of ["sam@example.com", "o'brien+cars@dealer.com.au", "a.b-c@x.co", "kim@bücher.de", "A@EXAMPLE.COM"]) {
      expect(isEmail(ok), ok).toBe(true);
    }
  });

  it("refuses markup, display names and malformed addresses, as the server does", () => {
    for (const bad of [
      '"><img/src=x/onerror=alert(3)>@x.co',
      "<script>@x.co",
      "Sam <sam@example.com>",
      "sam@example",
      "sam@@example.com",
      "sam@example..com",
      ".sam@example.com",
      "sa..m@example.com",
      "sam@-example.com",
      "sam @example.com",
      "sam@example.com ",
      "sam@[127.0.0.1]",
      "sam@example.123",
      "@example.com",
      `${"a".repeat(65)}@example.com`,
      `sam@${"a".repeat(250)}.com`,
    ]) {
      expect(isEmail(bad), bad).toBe(false);
    }
  });
});
