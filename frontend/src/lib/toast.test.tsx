import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TOAST_MS, Toaster, showToast } from "./toast";

describe("toasts", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows one toast at a time, the newest, for 3000 ms", () => {
    render(<Toaster />);
    act(() => showToast("Added to compare", "first"));
    act(() => showToast("Removed from compare", "second"));
    expect(screen.getAllByTestId("toast")).toHaveLength(1);
    expect(screen.getByText("Removed from compare")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(TOAST_MS - 1));
    expect(screen.queryByTestId("toast")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId("toast")).not.toBeInTheDocument();
    expect(TOAST_MS).toBe(3000); // spec: vehicle §9
  });
});
