import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RangeFilter } from "./RangeFilter";

class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal("ResizeObserver", NoResizeObserver);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderPrice(value?: string) {
  const onRefine = vi.fn();
  render(<RangeFilter kind="price" stats={{ min: 0, max: 112_990 }} defaultMax={100_000} value={value} onRefine={onRefine} />);
  return { onRefine, min: screen.getByRole("slider", { name: "Minimum price" }), max: screen.getByRole("slider", { name: "Maximum price" }) };
}

describe("price slider", () => {
  it("has a labelled min and max handle that say their values in dollars", () => {
    const { min, max } = renderPrice("20000:50000");
    expect(screen.getByRole("group", { name: "Price" })).toBeInTheDocument();
    expect(min).toHaveAttribute("aria-valuetext", "$20,000");
    expect(max).toHaveAttribute("aria-valuetext", "$50,000");
    expect(max).toHaveAttribute("aria-valuemax", "113000"); // the statistics beat the default 100000
  });

  it("a keyboard step is rounded to 1000 and committed 400 ms after the last change", () => {
    const { max, onRefine } = renderPrice();
    act(() => {
      max.focus();
      fireEvent.keyDown(max, { key: "ArrowLeft" }); // 113000 - 1130
    });
    expect(max).toHaveAttribute("aria-valuetext", "$112,000");
    act(() => vi.advanceTimersByTime(399));
    expect(onRefine).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onRefine).toHaveBeenCalledExactlyOnceWith(":112000");
  });

  it("the min never goes above the max: a handle pushed past the other keeps the range in order", () => {
    const { min, max, onRefine } = renderPrice("30000:30000");
    act(() => {
      min.focus();
      fireEvent.keyDown(min, { key: "PageUp" }); // ten steps up, past the max handle
    });
    expect(Number(min.getAttribute("aria-valuenow"))).toBeLessThanOrEqual(Number(max.getAttribute("aria-valuenow")));
    act(() => vi.advanceTimersByTime(400));
    const [range] = onRefine.mock.calls[0] as [string];
    const [lo, hi] = range.split(":").map(Number) as [number, number];
    expect(lo).toBeLessThanOrEqual(hi);
    expect(lo % 1000).toBe(0);
    expect(hi % 1000).toBe(0);
  });
});

describe("km slider", () => {
  it("reads out kilometres", () => {
    render(<RangeFilter kind="km" stats={{ min: 10_342, max: 244_472 }} defaultMax={100_000} value=":50000" onRefine={vi.fn()} />);
    expect(screen.getByRole("slider", { name: "Maximum kilometres" })).toHaveAttribute("aria-valuetext", "50,000 km");
    expect(screen.getByRole("slider", { name: "Minimum kilometres" })).toHaveAttribute("aria-valuemin", "10000");
  });
});
