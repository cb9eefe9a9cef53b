/**
 * The inbox's Server-Sent Events (`event: inbox`, `data: {"new": n, "latest": id}`) followed
 * through an EventSource, with no React in it. The server ends each stream after a few minutes
 * and the browser reconnects by itself; only errors without an open in between count as trouble,
 * and after a few of them (or when the browser gives up, as on a 401 or a 503) the caller is told
 * to poll until the stream opens again.
 */

export type InboxState = { new: number; latest: number };

/** What of an EventSource the watcher uses (a fake one in tests). */
export type InboxSource = {
  readonly readyState: number;
  addEventListener(type: "open" | "error", listener: () => void): void;
  addEventListener(type: "inbox", listener: (event: MessageEvent<string>) => void): void;
  close(): void;
};

export type InboxHandlers = {
  /** The inbox changed (or is seen for the first time): reconnects repeat no state. */
  onChange: (state: InboxState) => void;
  /** True while the stream is failing: the caller polls instead. */
  onPollingChange: (polling: boolean) => void;
};

export type InboxOptions = {
  failuresBeforePolling?: number;
  reopenAfterMs?: number; // once the browser has given up on the stream
};

const CLOSED = 2; // EventSource.CLOSED, which a test's fake has no class for

export function parseInboxState(data: string): InboxState | null {
  try {
    const value: unknown = JSON.parse(data);
    if (typeof value !== "object" || value === null) return null;
    const { new: count, latest } = value as Record<string, unknown>;
    return typeof count === "number" && typeof latest === "number" ? { new: count, latest } : null;
  } catch {
    return null;
  }
}

/** Opens the stream and follows it until the returned function is called. */
export function watchInbox(
  open: () => InboxSource,
  { onChange, onPollingChange }: InboxHandlers,
  { failuresBeforePolling = 3, reopenAfterMs = 60_000 }: InboxOptions = {},
): () => void {
  let source: InboxSource | null = null;
  let reopen: ReturnType<typeof setTimeout> | undefined;
  let last: InboxState | null = null;
  let failures = 0;
  let polling = false;

  const setPolling = (next: boolean) => {
    if (next !== polling) onPollingChange((polling = next));
  };
  const healthy = () => {
    failures = 0;
    setPolling(false);
  };
  const connect = () => {
    const current = open();
    source = current;
    current.addEventListener("open", healthy);
    current.addEventListener("inbox", (event) => {
      healthy();
      const state = parseInboxState(event.data);
      if (!state || (last && last.new === state.new && last.latest === state.latest)) return;
      last = state;
      onChange(state);
    });
    current.addEventListener("error", () => {
      failures += 1;
      if (current.readyState === CLOSED) {
        // The browser will not retry (the server refused the stream): try again later ourselves.
        current.close();
        setPolling(true);
        reopen = setTimeout(connect, reopenAfterMs);
      } else if (failures >= failuresBeforePolling) {
        setPolling(true);
      }
    });
  };

  connect();
  return () => {
    clearTimeout(reopen);
    source?.close();
  };
}
