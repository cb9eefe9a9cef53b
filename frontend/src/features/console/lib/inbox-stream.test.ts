import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeEventSource } from "../../../test/fake-event-source";
import { parseInboxState, watchInbox } from "./inbox-stream";

function watch(options?: Parameters<typeof watchInbox>[2]) {
  const onChange = vi.fn();
  const onPollingChange = vi.fn();
  const stop = watchInbox(() => new FakeEventSource("/events"), { onChange, onPollingChange }, options);
  return { onChange, onPollingChange, stop };
}

beforeEach(() => {
  FakeEventSource.opened = [];
});

afterEach(() => {
  vi.useRealTimers();
});

describe("watchInbox", () => {
  it("reports each change of the inbox, once across the browser's reconnects", () => {
    const { onChange } = watch();
    const first = FakeEventSource.latest();
    first.open();
    first.emit("inbox", { new: 2, latest: 40 });
    first.emit("inbox", { new: 3, latest: 41 });
    // The server ends the stream; the browser reconnects and the new stream repeats the state.
    first.fail();
    first.open();
    first.emit("inbox", { new: 3, latest: 41 });
    expect(onChange.mock.calls).toEqual([[{ new: 2, latest: 40 }], [{ new: 3, latest: 41 }]]);
  });

  it("ignores an event it cannot read", () => {
    const { onChange } = watch();
    FakeEventSource.latest().emit("inbox", "not json");
    FakeEventSource.latest().emit("inbox", { new: "2" });
    expect(onChange).not.toHaveBeenCalled();
  });

  it("asks for polling after repeated errors, and stops it when the stream opens again", () => {
    const { onPollingChange } = watch({ failuresBeforePolling: 3 });
    const source = FakeEventSource.latest();
    source.fail();
    source.fail();
    expect(onPollingChange).not.toHaveBeenCalled();
    source.fail();
    expect(onPollingChange).toHaveBeenLastCalledWith(true);
    source.open();
    expect(onPollingChange).toHaveBeenLastCalledWith(false);
    // The ordinary end of a stream, reconnected at once, is no trouble.
    source.fail();
    source.open();
    expect(onPollingChange).toHaveBeenCalledTimes(2);
  });

  it("polls at once when the browser gives up on the stream, and opens a new one later", () => {
    vi.useFakeTimers();
    const { onPollingChange } = watch({ reopenAfterMs: 60_000 });
    FakeEventSource.latest().fail({ closed: true });
    expect(onPollingChange).toHaveBeenLastCalledWith(true);
    expect(FakeEventSource.opened).toHaveLength(1);
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.opened).toHaveLength(2);
    FakeEventSource.latest().open();
    expect(onPollingChange).toHaveBeenLastCalledWith(false);
  });

  it("closes the stream, and opens no other, once stopped", () => {
    vi.useFakeTimers();
    const { stop } = watch();
    const source = FakeEventSource.latest();
    source.fail({ closed: true });
    stop();
    vi.advanceTimersByTime(120_000);
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
  });
});

describe("parseInboxState", () => {
  it("reads the event's data", () => {
    expect(parseInboxState('{"new":0,"latest":0}')).toEqual({ new: 0, latest: 0 });
    expect(parseInboxState("null")).toBeNull();
  });
});
