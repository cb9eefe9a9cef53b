import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useDebouncedCallback } from "./useDebouncedCallback";
import { useDebouncedDraft } from "./useDebouncedDraft";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("useDebouncedCallback", () => {
  it("calls once, with the last arguments, after calls stop for the delay", () => {
    const fn = vi.fn();
    const { result } = renderHook(() => useDebouncedCallback(fn, 300));
    act(() => {
      result.current.run("t");
      vi.advanceTimersByTime(200);
      result.current.run("to");
      vi.advanceTimersByTime(299);
    });
    expect(fn).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(fn).toHaveBeenCalledExactlyOnceWith("to");
  });

  it("can be cancelled or flushed, and never fires after unmount", () => {
    const fn = vi.fn();
    const { result, unmount } = renderHook(() => useDebouncedCallback(fn, 400));
    act(() => {
      result.current.run(1);
      result.current.cancel();
      vi.advanceTimersByTime(400);
    });
    expect(fn).not.toHaveBeenCalled();
    act(() => {
      result.current.run(2);
      result.current.flush();
    });
    expect(fn).toHaveBeenCalledExactlyOnceWith(2);
    act(() => result.current.run(3));
    unmount();
    vi.advanceTimersByTime(400);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe("useDebouncedDraft", () => {
  function setup(initial: string, delay = 300) {
    const commit = vi.fn();
    const hook = renderHook(({ value }) => useDebouncedDraft(value, commit, delay), { initialProps: { value: initial } });
    return { commit, ...hook };
  }

  it("the draft follows typing; the value is committed 300 ms after the last keystroke", () => {
    const { result, commit } = setup("");
    act(() => result.current[1]("c"));
    act(() => vi.advanceTimersByTime(100));
    act(() => result.current[1]("co"));
    expect(result.current[0]).toBe("co");
    act(() => vi.advanceTimersByTime(299));
    expect(commit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(commit).toHaveBeenCalledExactlyOnceWith("co");
  });

  it("the URL catching up with a commit does not overwrite what was typed since", () => {
    const { result, commit, rerender } = setup("");
    act(() => result.current[1]("cor"));
    act(() => vi.advanceTimersByTime(300));
    act(() => result.current[1]("coro"));
    rerender({ value: "cor" }); // our own commit arrives in the URL
    expect(result.current[0]).toBe("coro");
    act(() => vi.advanceTimersByTime(300));
    expect(commit).toHaveBeenLastCalledWith("coro");
  });

  it("Back or Clear Filters replace the draft and drop a pending commit", () => {
    const { result, commit, rerender } = setup("ute");
    act(() => result.current[1]("utes"));
    rerender({ value: "" });
    expect(result.current[0]).toBe("");
    act(() => vi.advanceTimersByTime(1000));
    expect(commit).not.toHaveBeenCalled();
  });

  it("a refused value (outside the range) puts the draft back to the URL's value", () => {
    const commit = vi.fn(() => false);
    const { result } = renderHook(() => useDebouncedDraft(10, commit, 400));
    act(() => result.current[1](99));
    expect(result.current[0]).toBe(99);
    act(() => vi.advanceTimersByTime(400));
    expect(commit).toHaveBeenCalledWith(99);
    expect(result.current[0]).toBe(10);
  });

  it("returning to the committed value commits nothing", () => {
    const { result, commit } = setup("ute");
    act(() => result.current[1]("utes"));
    act(() => result.current[1]("ute"));
    act(() => vi.advanceTimersByTime(300));
    expect(commit).not.toHaveBeenCalled();
  });
});
