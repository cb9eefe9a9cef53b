/**
 * A server-rendered page's only script at first (backend web/server_render.py): the page paints
 * from its markup, and only then does this load the app (kept inert in a <template>) to hydrate it,
 * so the stylesheet and the largest photo have the connection to themselves until the first frame.
 * No imports: this file stays a few hundred bytes.
 */
const TEMPLATE_ID = "forecourt-after-paint";

function loadApp() {
  const template = document.getElementById(TEMPLATE_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  for (const inert of template.content.querySelectorAll("script, link")) {
    // A script parsed inside a <template> never runs; a new element does.
    const live = document.createElement(inert.tagName.toLowerCase());
    for (const { name, value } of inert.attributes) live.setAttribute(name, value);
    document.head.append(live);
  }
  template.remove();
}

// requestAnimationFrame runs just before the first frame and the timeout just after it; a page
// opened in a background tab paints nothing until shown, so it loads at once.
if (document.visibilityState === "hidden") loadApp();
else requestAnimationFrame(() => setTimeout(loadApp, 0));
