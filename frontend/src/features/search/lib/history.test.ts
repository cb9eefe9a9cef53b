import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { addToHistory, historyKey, readHistory, rememberSearch, useRememberSearch, useSearchHistory, type HistoryEntry } from "./history";

const entry = (path: string): HistoryEntry => ({ path, filters: {}, query: "", label: path });

describe("search history", () => {
  it("keeps the last 5 searches, newest first", () => {
    let list: HistoryEntry[] = [];
    for (const p of ["/a", "/b", "/c", "/d", "/e", "/f"]) list = addToHistory(list, entry(p));
    expect(list.map((e) => e.path)).toEqual(["/f", "/e", "/d", "/c", "/b"]);
  });

  it("a repeated search moves to the top instead of appearing twice", () => {
    const list = addToHistory([entry("/b"), entry("/a")], entry("/a"));
    expect(list.map((e) => e.path)).toEqual(["/a", "/b"]);
  });

  it("is kept per site in this browser and survives unreadable storage", () => {
    rememberSearch("site-a", { path: "/search/used-cars", filters: { car_type: ["used"] }, query: "", label: "Used" });
    expect(readHistory("site-a")).toHaveLength(1);
    expect(readHistory("site-b")).toEqual([]);
    window.localStorage.setItem(historyKey("site-c"), "{not json");
    expect(readHistory("site-c")).toEqual([]);
  });

  it("every reader sees a new search at once", () => {
    const { result } = renderHook(() => ({ list: useSearchHistory("site-a"), remember: useRememberSearch("site-a") }));
    act(() => result.current.remember(entry("/search/toyota")));
    expect(result.current.list.map((e) => e.path)).toEqual(["/search/toyota"]);
  });
});
