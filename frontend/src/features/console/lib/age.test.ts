import { describe, expect, it } from "vitest";
import { leadAge } from "./age";

const NOW = new Date("2026-11-26T10:00:00Z");
const ago = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

describe("leadAge", () => {
  it("says how long ago with correct plurals and at most two units", () => {
    expect(leadAge(ago(0.5), NOW)).toBe("just now");
    expect(leadAge(ago(1), NOW)).toBe("1 minute");
    expect(leadAge(ago(14), NOW)).toBe("14 minutes");
    expect(leadAge(ago(61), NOW)).toBe("1 hour 1 minute");
    expect(leadAge(ago(200), NOW)).toBe("3 hours 20 minutes");
    expect(leadAge(ago(120), NOW)).toBe("2 hours");
    expect(leadAge(ago(24 * 60 + 5), NOW)).toBe("1 day");
    expect(leadAge(ago(3 * 24 * 60), NOW)).toBe("3 days");
  });
});
