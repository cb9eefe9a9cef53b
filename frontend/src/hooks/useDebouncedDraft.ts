import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useDebouncedCallback } from "./useDebouncedCallback";

/**
 * A control's draft of a value that lives in the URL: the draft follows every keystroke or drag,
 * and is committed `delayMs` after the last change (spec: search §9 - 300 ms for the text box,
 * 400 ms for sliders). When the URL changes for another reason (Back, Clear Filters) the draft
 * follows it and a pending commit is dropped; the URL catching up with our own commit leaves the
 * draft alone, so typing on meanwhile is never overwritten. `commit` may return false to refuse a
 * value (a refinement outside the range): the draft then goes back to the URL's value.
 */
export function useDebouncedDraft<T>(
  value: T,
  commit: (next: T) => unknown,
  delayMs: number,
  same: (a: T, b: T) => boolean = Object.is,
): [T, (next: T) => void, () => void] {
  const [draft, setDraftState] = useState(value);
  const [seen, setSeen] = useState(value);
  const [sent, setSent] = useState<{ value: T } | null>(null);
  const [externalChanges, setExternalChanges] = useState(0);
  const latestValue = useRef(value);
  useLayoutEffect(() => {
    latestValue.current = value;
  });

  const debounced = useDebouncedCallback((next: T) => {
    if (same(next, latestValue.current)) return; // nothing new to say
    setSent({ value: next });
    if (commit(next) === false) {
      setSent(null);
      setDraftState(latestValue.current);
    }
  }, delayMs);

  // Adjusting state while rendering (React's pattern for "a prop changed"), not in an effect.
  if (!same(seen, value)) {
    setSeen(value);
    if (sent && same(sent.value, value)) {
      setSent(null);
    } else {
      setSent(null);
      setDraftState(value);
      setExternalChanges((n) => n + 1);
    }
  }
  const { cancel, run, flush } = debounced;
  useEffect(() => {
    if (externalChanges) cancel();
  }, [externalChanges, cancel]);

  const setDraft = (next: T) => {
    setDraftState(next);
    run(next);
  };
  return [draft, setDraft, flush];
}
