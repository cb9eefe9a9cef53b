/** jsdom has no ResizeObserver or IntersectionObserver: inert stand-ins, and a way to bring an element into view. */
import { vi } from "vitest";

type Entry = { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; elements: Element[] };

export function installObservers() {
  const observers: Entry[] = [];
  class FakeIntersectionObserver {
    entry: Entry;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, options, elements: [] };
      observers.push(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.push(element);
    }
    unobserve() {}
    disconnect() {
      this.entry.elements = [];
    }
    takeRecords() {
      return [];
    }
  }
  class FakeResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  vi.stubGlobal("ResizeObserver", FakeResizeObserver);
  if (!window.matchMedia) {
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} }));
  }
  return {
    /** The options an element is observed with. */
    optionsFor(element: Element) {
      return observers.find((o) => o.elements.includes(element))?.options;
    },
    /** Reports the element as intersecting (within its root margin) to whoever observes it. */
    enter(element: Element) {
      for (const o of observers.filter((x) => x.elements.includes(element))) {
        o.callback([{ isIntersecting: true, target: element } as IntersectionObserverEntry], {} as IntersectionObserver);
      }
    },
  };
}
