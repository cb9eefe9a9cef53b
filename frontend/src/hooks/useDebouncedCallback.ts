import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from "react";

export type Debounced<A extends unknown[]> = { run: (...args: A) => void; cancel: () => void; flush: () => void };

/**
 * `fn` called once calls stop for `delayMs` (with the last call's arguments). Stable across
 * renders; always calls the latest `fn`; cancelled on unmount.
 */
export function useDebouncedCallback<A extends unknown[]>(fn: (...args: A) => void, delayMs: number): Debounced<A> {
  const latest = useRef(fn);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<A | null>(null);
  useLayoutEffect(() => {
    latest.current = fn;
  });

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
  }, []);
  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const args = pending.current;
    pending.current = null;
    if (args) latest.current(...args);
  }, []);
  const run = useCallback(
    (...args: A) => {
      clearTimeout(timer.current);
      pending.current = args;
      timer.current = setTimeout(flush, delayMs);
    },
    [delayMs, flush],
  );
  useEffect(() => cancel, [cancel]);
  return useMemo(() => ({ run, cancel, flush }), [run, cancel, flush]);
}
