import { useEffect, useState, type RefObject } from "react";

/**
 * Becomes true (and stays true) once the element comes within `rootMargin` of the viewport, e.g.
 * similar cars start loading 500px before they are visible (spec: vehicle §7).
 */
export function useNearViewport(ref: RefObject<Element | null>, rootMargin: string): boolean {
  // Without an observer (a very old browser) it loads at once; on the server it waits, as the
  // browser's first render (which hydrates the server's markup) does.
  const [near, setNear] = useState(() => typeof window !== "undefined" && typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, near]);
  return near;
}
