/** What a lead carries of the visit (lead_attributes): the pages seen this session, the
 * campaign parameters of the link that brought the shopper (utm_*, gclid, fbclid ...) and the
 * other site that linked here (the referrer), for the dashboard's lead sources. */
const PAGES_KEY = "forecourt.visited";
const PARAMS_KEY = "forecourt.linked";
const REFERRER_KEY = "forecourt.referrer";
const MAX_PAGES = 50;
const LINKED = /^(utm_[a-z_]+|gclid|fbclid|msclkid|dclid)$/;

function read<T>(key: string, fallback: T): T {
  try {
    const raw = window.sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

function write(key: string, value: unknown): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage unavailable: the lead goes without its visit history
  }
}

/** The first page of the visit keeps where the shopper came from, when it is another site. */
function recordReferrer(referrer: string): void {
  if (read<string | null>(REFERRER_KEY, null) !== null) return;
  let external = "";
  try {
    const from = new URL(referrer);
    if ((from.protocol === "https:" || from.protocol === "http:") && from.host !== window.location.host) external = referrer.slice(0, 500);
  } catch {
    // no referrer (typed, bookmarked) or not a URL: Direct
  }
  write(REFERRER_KEY, external);
}

export function recordVisit(path: string, search: string, referrer: string = typeof document === "undefined" ? "" : document.referrer): void {
  recordReferrer(referrer);
  const pages = read<string[]>(PAGES_KEY, []);
  if (pages[pages.length - 1] !== path) write(PAGES_KEY, [...pages, path.slice(0, 500)].slice(-MAX_PAGES));
  const params = read<Record<string, string>>(PARAMS_KEY, {});
  let changed = false;
  for (const [key, value] of new URLSearchParams(search)) {
    if (LINKED.test(key) && Object.keys(params).length < 30) {
      params[key] = value.slice(0, 500);
      changed = true;
    }
  }
  if (changed) write(PARAMS_KEY, params);
}

export function leadAttributes(): { visited_pages: string[]; linked_query_params: Record<string, string>; referrer?: string } {
  const referrer = read<string | null>(REFERRER_KEY, null);
  return { visited_pages: read<string[]>(PAGES_KEY, []), linked_query_params: read(PARAMS_KEY, {}), ...(referrer ? { referrer } : {}) };
}
