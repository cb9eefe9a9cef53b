import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useCountUp } from "./useCountUp";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("useCountUp", () => {
  it("counts to the new number over one second", () => {
    let now = 0;
    vi.spyOn(performance, "now").mockImplementation(() => now);
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, "requestAnimationFrame").mockImplementation((cb) => frames.push(cb));
    vi.spyOn(window, "cancelAnimationFrame").mockImplementation(() => undefined);
    const { result, rerender } = renderHook(({ n }) => useCountUp(n), { initialProps: { n: 0 } });
    expect(result.current).toBe(0);
    rerender({ n: 1000 });
    const tick = (t: number) => {
      now = t;
      act(() => frames.shift()?.(t));
    };
    tick(500);
    expect(result.current).toBeGreaterThan(0);
    expect(result.current).toBeLessThan(1000);
    tick(1000);
    expect(result.current).toBe(1000);
    expect(frames).toHaveLength(0);
  });
});
