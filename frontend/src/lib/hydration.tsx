/**
 * What only the browser knows (this browser's saved lists, a dismissed bar, a motion preference)
 * must not be in the first render of server-made markup: hydration would keep the server's
 * attributes. useSyncExternalStore renders the server's snapshot while hydrating and the browser's
 * right after; a page the browser renders by itself takes the browser's at once.
 */
import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/** False while hydrating server-made markup (and on the server), true otherwise. */
export function useMounted(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
