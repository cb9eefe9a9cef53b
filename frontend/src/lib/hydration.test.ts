import { describe, expect, it } from "vitest";
import { hydrateInSteps, whenHydrated } from "./hydration";

describe("whenHydrated", () => {
  it("makes a change at once on a page that is not hydrating", () => {
    const made: string[] = [];
    whenHydrated(() => made.push("scope"));
    expect(made).toEqual(["scope"]);
  });

  it("holds a change asked for while the page hydrates until the page has hydrated", async () => {
    const made: string[] = [];
    const done = hydrateInSteps(() => whenHydrated(() => made.push("scope")));
    // Timers run in order: the first lets hydrateInSteps start its task, the second runs after
    // hydrate() (which asked for the change) and before the steps after it have finished.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(made).toEqual([]);
    await done;
    expect(made).toEqual(["scope"]);
    whenHydrated(() => made.push("later"));
    expect(made).toEqual(["scope", "later"]);
  });

  it("still makes the change when hydrating fails", async () => {
    const made: string[] = [];
    const failing = hydrateInSteps(() => {
      whenHydrated(() => made.push("scope"));
      throw new Error("hydration failed");
    });
    await expect(failing).rejects.toThrow("hydration failed");
    expect(made).toEqual(["scope"]);
  });
});
