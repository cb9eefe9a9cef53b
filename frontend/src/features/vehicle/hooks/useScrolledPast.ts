import { useEffect, useState } from "react";

/** True once the page has scrolled more than `threshold` px (the sticky header's 500/900 px). */
export function useScrolledPast(threshold: number): boolean {
  // False at first, as in the server's markup (hydration keeps it): the effect reads the page.
  const [past, setPast] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setPast(window.scrollY > threshold);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [threshold]);
  return past;
}
