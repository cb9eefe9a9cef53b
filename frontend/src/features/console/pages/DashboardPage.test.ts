import { describe, expect, it } from "vitest";
import { count, wait } from "./DashboardPage";

describe("the dashboard's words", () => {
  it("says each count with the right plural", () => {
    expect(count(1, "view")).toBe("1 view");
    expect(count(7, "view")).toBe("7 views");
    expect(count(1, "lead")).toBe("1 lead");
    expect(count(1200, "car")).toBe("1,200 cars");
  });

  it("says a wait in seconds, minutes or hours, never 0 minutes", () => {
    expect(wait(0.25)).toBe("15 seconds");
    expect(wait(1)).toBe("1 minute");
    expect(wait(4)).toBe("4 minutes");
    expect(wait(150)).toBe("2.5 hours");
  });
});
