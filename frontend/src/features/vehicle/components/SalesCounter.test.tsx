import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SalesCounter } from "./Extras";
import { salesCount } from "../lib/sales-counter";
import { formatCount } from "../../../lib/format";
import { setPageMadeAt } from "../../../lib/page-clock";

// 10:00 on the 3rd in Brisbane; the counter steps every 450 s, so 07:30 later it shows one more.
const MADE = Date.parse("2026-03-03T00:00:00Z");
const LATER = MADE + 450_000;

// act() flushes the hydration and its effects, as React Testing Library does for the other tests.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  setPageMadeAt(undefined);
  vi.useRealTimers();
});

describe("what a page shows of the clock", () => {
  it("is drawn at the page's time while its markup hydrates, then at the browser's", async () => {
    expect(salesCount(new Date(LATER))).toBe(salesCount(new Date(MADE)) + 1);
    setPageMadeAt(MADE);
    vi.useFakeTimers({ now: MADE, toFake: ["Date"] });
    const container = document.createElement("div");
    container.innerHTML = renderToString(<SalesCounter />);
    document.body.append(container);
    const serverCount = container.querySelector("strong");
    expect(serverCount?.textContent).toBe(formatCount(salesCount(new Date(MADE))));

    vi.useFakeTimers({ now: LATER, toFake: ["Date"] }); // the kept page reaches the browser after the counter has stepped
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <SalesCounter />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    // the server's element is kept, now showing the browser's count
    expect(container.querySelector("strong")).toBe(serverCount);
    expect(serverCount?.textContent).toBe(formatCount(salesCount(new Date(LATER))));
  });
});
