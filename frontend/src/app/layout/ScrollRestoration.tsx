/**
 * Where the page scrolls as the shopper moves within the site, as browsers do between documents:
 * a new page starts at the top (or at its #anchor); back and forward return to where that page was
 * left. The first page is the browser's: a shopper who scrolled the server's markup before the app
 * started stays where they are. Positions live in sessionStorage, per history entry, so they
 * outlast a reload.
 */
import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

const STORAGE_KEY = "forecourt-scroll-positions";

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}") as Record<string, number>;
  } catch {
    return {};
  }
}

function anchorId(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number> | null>(null);
  const first = useRef(true);

  // The position of the entry in view, kept as the shopper scrolls and saved as the page is left.
  useEffect(() => {
    const kept = (positions.current ??= readPositions());
    const key = location.key;
    const record = () => void (kept[key] = window.scrollY);
    const save = () => {
      record();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
      } catch {
        // private mode or full: back and forward start at the top
      }
    };
    window.addEventListener("scroll", record, { passive: true });
    window.addEventListener("pagehide", save);
    return () => {
      window.removeEventListener("scroll", record);
      window.removeEventListener("pagehide", save);
    };
  }, [location.key]);

  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.history.scrollRestoration = "manual"; // this component places the page from here on
    const saved = (positions.current ??= readPositions())[location.key];
    const anchor = location.hash ? document.getElementById(anchorId(location.hash)) : null;
    if (navigationType === "POP" && saved !== undefined) window.scrollTo(0, saved);
    else if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);

  return null;
}
