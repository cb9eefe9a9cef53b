import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { FakeEventSource } from "../../../test/fake-event-source";
import { useLiveInbox } from "./inbox";
import { consoleKeys } from "./queries";

function setUp(enabled: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // A leads list on screen, already loaded.
  client.setQueryData(consoleKeys.leads({}), { leads: [], total: 0, page: 1, pages: 1 });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, ...renderHook(() => useLiveInbox(enabled), { wrapper }) };
}

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal("EventSource", FakeEventSource);
  vi.stubGlobal("fetch", vi.fn(async () => Response.json({ new: 1, latest: 70 })));
  return () => vi.unstubAllGlobals();
});

describe("useLiveInbox", () => {
  it("sets the count and refreshes the leads lists on each inbox event, and closes the stream on unmount", async () => {
    const { client, result, unmount } = setUp(true);
    await waitFor(() => expect(result.current.data).toEqual({ new: 1, latest: 70 }));
    const source = FakeEventSource.latest();
    expect(source.url).toBe("/api/v1/console/inbox/events");
    act(() => source.emit("inbox", { new: 4, latest: 77 }));
    await waitFor(() => expect(result.current.data).toEqual({ new: 4, latest: 77 }));
    await waitFor(() => expect(client.getQueryState(consoleKeys.leads({}))?.isInvalidated).toBe(true));
    unmount();
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
  });

  it("refreshes the leads lists when a poll finds a new lead while the stream is down", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { client, result } = setUp(true);
      await waitFor(() => expect(result.current.data).toEqual({ new: 1, latest: 70 }));
      expect(client.getQueryState(consoleKeys.leads({}))?.isInvalidated).toBe(false);
      const source = FakeEventSource.latest();
      // The browser gives up on the stream (a proxy refused it): the count is polled instead.
      act(() => source.fail({ closed: true }));
      vi.mocked(fetch).mockImplementation(async () => Response.json({ new: 2, latest: 71 }));
      await act(() => vi.advanceTimersByTimeAsync(30_000));
      await waitFor(() => expect(result.current.data).toEqual({ new: 2, latest: 71 }));
      await waitFor(() => expect(client.getQueryState(consoleKeys.leads({}))?.isInvalidated).toBe(true));
    } finally {
      vi.useRealTimers();
    }
  });

  it("opens no stream and asks nothing for a user who may not read leads", () => {
    const { result } = setUp(false);
    expect(FakeEventSource.opened).toHaveLength(0);
    expect(fetch).not.toHaveBeenCalled();
    expect(result.current.data).toBeUndefined();
  });
});
