/** A page whose #anchor is drawn only once its data has arrived (after the browser, or the app's
 * ScrollRestoration, looked for it): scrolls to the anchor when it is there. */
import { useEffect } from "react";
import { useLocation } from "react-router";

export function useScrollToAnchor(id: string, drawn: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (drawn && hash === `#${id}`) document.getElementById(id)?.scrollIntoView();
  }, [drawn, hash, id]);
}
