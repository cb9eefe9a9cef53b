/**
 * What only the browser knows (this browser's saved lists, a dismissed bar) must not be in the
 * first render of server-made markup: hydration keeps the markup's attributes as they are, so a
 * first render that differs from the server's leaves the page showing the server's answer. These
 * hooks render the server's value first and the browser's in a layout effect, before the frame is
 * painted, so a page the browser renders by itself does not flicker either.
 */
import {
  createContext,
  Suspense,
  useContext,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from "react";

/** False in the first render (the server's and hydration's), true from just before the first paint. */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  // The rule's advice (useSyncExternalStore's server snapshot) does not hold under preact/compat,
  // whose hydration never asks for the server snapshot.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useLayoutEffect(() => setMounted(true), []);
  return mounted;
}

/** useSyncExternalStore whose first render is the server's snapshot. */
export function useBrowserStore<T>(subscribe: (notify: () => void) => () => void, getSnapshot: () => T, serverSnapshot: T): T {
  const mounted = useMounted();
  const value = useSyncExternalStore(subscribe, getSnapshot, () => serverSnapshot);
  return mounted ? value : serverSnapshot;
}

// Hydrating a whole page is one long task on a phone (the vehicle page: ~200 ms at 4x throttle),
// and the shopper can do nothing during it. Parts wrapped in HydrateLater suspend while the page
// hydrates (the markup stays as it is) and hydrate one per task afterwards, so no task is long.
// The page counts as hydrated, and a click held until then is made again (after-paint.ts), when
// the last of them has.
let hydrating = false; // inside hydrateRoot's first render (synchronous)
let hydrationPending = false; // from hydrateRoot until the last HydrateLater part has hydrated
const steps: Array<() => void> = [];
const afterHydration: Array<() => void> = [];
const partsLoading = new Set<Promise<void>>(); // lazyPart code the first screen may draw

/** Resolves in a new task: the browser may paint and answer input in between. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function settle(): Promise<void> {
  for (;;) {
    await nextTask(); // each HydrateLater part in a task of its own
    const step = steps.shift();
    if (!step) return;
    step();
  }
}

/** Runs `hydrate` (hydrateRoot) and resolves when every part it left for later has hydrated. */
export async function hydrateInSteps(hydrate: () => void): Promise<void> {
  await Promise.allSettled([...partsLoading]);
  await nextTask(); // not in the task that started the router
  // The shopper may have scrolled the markup already; the router's scroll restoration, which takes
  // a first render for a fresh page, would put them back at the top. Hydrating moves nothing.
  const { scrollX, scrollY } = window;
  hydrating = hydrationPending = true;
  try {
    try {
      hydrate();
    } finally {
      hydrating = false;
      if (window.scrollY !== scrollY || window.scrollX !== scrollX) window.scrollTo(scrollX, scrollY);
    }
    await settle();
  } finally {
    hydrationPending = false; // a page that failed to hydrate still takes the changes it was given
    for (const change of afterHydration.splice(0)) change();
  }
}

/**
 * Runs `change` (a state change the whole page reads) once the page has hydrated, or now when it
 * has. A part hydrating after the change would render differently from its markup, and hydration
 * keeps the markup's attributes (a link's label would name one thing and its text another).
 */
export function whenHydrated(change: () => void): void {
  if (hydrationPending) afterHydration.push(change);
  else change();
}

type Loader<P> = () => Promise<ComponentType<P>>;

/**
 * A lazily loaded part of a page's first screen. Its code starts loading when the page's module
 * loads, and a server-made page hydrates once it is there: a part that suspends during hydration
 * would have its markup re-created when it resumes (Preact, when a sibling changed meanwhile).
 * Anywhere else it suspends like React.lazy until its code arrives.
 */
export function lazyPart<P extends object>(load: Loader<P>): ComponentType<P> {
  let Loaded: ComponentType<P> | null = null;
  let failed: unknown = null;
  const loading = load().then(
    (component) => void (Loaded = component),
    (error: unknown) => void (failed = error ?? new Error("a part of the page could not be loaded")),
  );
  partsLoading.add(loading);
  function Part(props: P) {
    if (failed) throw failed; // to the route's error boundary, as React.lazy does
    if (Loaded) return <Loaded {...props} />;
    throw loading;
  }
  return Part;
}

type Gate = { ready: boolean; promise?: Promise<void> };
const resuming = new WeakSet<Gate>(); // parts from their step until their render has committed

// The part whose render resumes its hydration, to the parts nested in it (the vehicle page's lower
// sections): those wait for tasks of their own too. Only that render: a part mounted by a later
// render (a page the shopper opened meanwhile) draws at once.
const ResumingPart = createContext<Gate | null>(null);

function Step({ gate, children }: { gate: Gate; children: ReactNode }) {
  // One element around the part: Preact keeps a single DOM node in the place of a part suspended
  // while hydrating, so a part of several elements (a fragment of sections) would be drawn anew when
  // it resumes. `display: contents` leaves the page's layout as if the element were not there.
  if (gate.ready)
    return (
      <ResumingPart.Provider value={gate}>
        <div className="contents">{children}</div>
        <Resumed gate={gate} />
      </ResumingPart.Provider>
    );
  gate.promise ??= new Promise<void>((resolve) =>
    steps.push(() => {
      gate.ready = true;
      resuming.add(gate);
      resolve();
    }),
  );
  throw gate.promise; // caught by the Suspense below, which keeps the server's markup meanwhile
}

function Resumed({ gate }: { gate: Gate }) {
  useLayoutEffect(() => void resuming.delete(gate)); // the resuming render has committed
  return null;
}

/** Its children hydrate in a task of their own after the page's; anywhere else it is transparent
 * (its one wrapping element has `display: contents`). */
export function HydrateLater({ children }: { children: ReactNode }) {
  const parent = useContext(ResumingPart);
  const [gate] = useState<Gate>(() => ({ ready: !(hydrating || (parent !== null && resuming.has(parent))) }));
  return (
    <Suspense>
      <Step gate={gate}>{children}</Step>
    </Suspense>
  );
}
