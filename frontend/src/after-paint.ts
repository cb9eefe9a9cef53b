/**
 * A server-rendered page's only script at first (backend pages/server_render.py): the page paints
 * from its markup, and only then does this load the app (kept inert in a <template>) to hydrate it,
 * so the stylesheet and the photos in view have the connection to themselves until they are drawn.
 * Until React has the page, a click in it does nothing of the app's, so clicks are held and made
 * again once React listens (APP_STARTED_EVENT, dispatched by main.tsx right after hydrateRoot):
 * React then hydrates the part clicked before it dispatches the click. Links are held too, since a
 * link may open a dialog or move within the app.
 * No imports: this file stays a few hundred bytes (and shares no chunk with the app).
 */
const TEMPLATE_ID = "forecourt-after-paint";
const APP_STARTED_EVENT = "forecourt:app-started"; // main.tsx dispatches it

// A held link is followed by the browser after this long without the app (its script failed); a
// held click is made after this long even if React has not hydrated its element.
const FOLLOW_LINKS_AFTER_MS = 5000;

function holdClicksUntilTheAppStarts() {
  const root = document.getElementById("root");
  const held: HTMLElement[] = [];
  const hold = (event: MouseEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLElement) || !root?.contains(target)) return;
    // A new tab or window is the browser's business, not the app's.
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const link = target.closest("a");
    if (link && (link.target || link.hasAttribute("download"))) return;
    // A checkbox must not toggle, nor a link leave, behind the app's back (a link may open a
    // dialog, and the app records where the shopper came from).
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(target);
    if (link) setTimeout(() => held.includes(target) && window.location.assign(link.href), FOLLOW_LINKS_AFTER_MS);
  };
  document.addEventListener("click", hold, { capture: true });
  document.addEventListener(
    APP_STARTED_EVENT,
    () => {
      document.removeEventListener("click", hold, { capture: true });
      const deadline = performance.now() + FOLLOW_LINKS_AFTER_MS;
      for (const target of held.splice(0)) clickOnceHydrated(target, deadline);
    },
    { once: true },
  );
}

// React drops a click on a part it has not hydrated yet, or has hydrated but not committed (it
// renders a part over several tasks; a slow phone meets that window). So a held click waits until
// React has its element (React's own properties on it) and has no work left: an idle period, which
// never comes while React's renderer queues its next task. The element is looked at every 50 ms.
const HYDRATED_PROPS = "__reactProps$";
const HYDRATION_POLL_MS = 50;

function whenIdle(then: () => void) {
  if ("requestIdleCallback" in window) requestIdleCallback(then);
  else setTimeout(then, HYDRATION_POLL_MS);
}

function clickOnceHydrated(target: HTMLElement, deadline: number) {
  let clicked = false;
  const click = () => {
    if (clicked || !target.isConnected) return;
    clicked = true;
    target.click();
  };
  const poll = () => {
    if (clicked) return;
    if (Object.keys(target).some((key) => key.startsWith(HYDRATED_PROPS))) whenIdle(click);
    else setTimeout(poll, HYDRATION_POLL_MS);
  };
  poll();
  setTimeout(click, Math.max(0, deadline - performance.now())); // React never took the page
}

holdClicksUntilTheAppStarts();

// Starting a module's fetch costs the main thread too (about a millisecond each on a phone, more
// under DevTools): a page's two dozen chunks are started a few per task, so no task is long, and
// the network has them all within a few milliseconds either way.
const ELEMENTS_PER_TASK = 6;

function loadApp() {
  const template = document.getElementById(TEMPLATE_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  // The app's entry first: its own imports are the next the page needs.
  const inert = [...template.content.querySelectorAll("script"), ...template.content.querySelectorAll("link")];
  template.remove();
  const append = (from: number) => {
    for (const element of inert.slice(from, from + ELEMENTS_PER_TASK)) {
      // A script parsed inside a <template> never runs; a new element does.
      const live = document.createElement(element.tagName.toLowerCase());
      for (const { name, value } of element.attributes) live.setAttribute(name, value);
      document.head.append(live);
    }
    if (from + ELEMENTS_PER_TASK < inert.length) setTimeout(() => append(from + ELEMENTS_PER_TASK), 0);
  };
  append(0);
}

// requestAnimationFrame runs just before a frame and the timeout just after it.
function afterNextFrame(then: () => void) {
  requestAnimationFrame(() => setTimeout(then, 0));
}

// The first screen's photos (the server marks the largest one high priority) load before the app:
// the app's two dozen requests started earlier would compete with them (a phone's largest paint
// waited up to a second for them). A frame can be drawn before a photo is decoded, so the app
// waits until every photo in view is decoded and the next frame drawn, but never longer than
// this, nor past the shopper's first click. (Waiting for the largest photo's own
// largest-contentful-paint entry waited out this whole time on a phone, where a blur of the photo
// behind it is larger and the browser names that instead.)
const PHOTO_PAINT_WAIT_MS = 3000;

function photosInView(): HTMLImageElement[] {
  return [...document.querySelectorAll<HTMLImageElement>("#root img:not([loading=lazy])")].filter((img) => {
    const box = img.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
  });
}

function afterPhotosInViewPaint(then: () => void) {
  const photos = photosInView();
  if (photos.length === 0) return afterNextFrame(then);
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  // decode() settles once the photo is loaded and decoded (or has failed, drawing nothing).
  void Promise.allSettled(photos.map((img) => img.decode())).then(() => afterNextFrame(once));
  // On window: it hears the click before the holding listener on the document stops it.
  window.addEventListener("click", once, { capture: true, once: true });
  setTimeout(once, PHOTO_PAINT_WAIT_MS);
}

// A page opened in a background tab paints nothing until shown, so it loads at once.
if (document.visibilityState === "hidden") loadApp();
else afterPhotosInViewPaint(loadApp);
