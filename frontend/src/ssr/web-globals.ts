/**
 * The few Web APIs the app's render path touches, for the server's embedded V8 (backend
 * web/server_render.py), which has ECMAScript and nothing else. The router parses URLs and takes a
 * Request; nothing here fetches, times or aborts anything: a server render reads the state it is given.
 */
import URLPolyfill from "core-js-pure/stable/url";
import URLSearchParamsPolyfill from "core-js-pure/stable/url-search-params";

class AbortSignalStub {
  readonly aborted = false;
  readonly reason = undefined;
  addEventListener() {}
  removeEventListener() {}
  throwIfAborted() {}
}

class AbortControllerStub {
  readonly signal = new AbortSignalStub();
  abort() {}
}

class HeadersStub extends Map<string, string> {
  constructor(init?: Record<string, string>) {
    super(Object.entries(init ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  }
}

class RequestStub {
  readonly url: string;
  readonly method: string;
  readonly headers: HeadersStub;
  readonly signal: AbortSignalStub;
  constructor(url: string | URL, init: { method?: string; signal?: AbortSignalStub } = {}) {
    this.url = String(url);
    this.method = (init.method ?? "GET").toUpperCase();
    this.headers = new HeadersStub();
    this.signal = init.signal ?? new AbortSignalStub();
  }
}

// Only ever tested with instanceof: no route of the app answers with a Response.
class ResponseStub {
  readonly status = 200;
}

const scope = globalThis as Record<string, unknown>;
const missing: Record<string, unknown> = {
  URL: URLPolyfill,
  URLSearchParams: URLSearchParamsPolyfill,
  AbortController: AbortControllerStub,
  Headers: HeadersStub,
  Request: RequestStub,
  Response: ResponseStub,
  // Timers never fire in a render; libraries that schedule clean-ups (query garbage collection) may ask.
  setTimeout: () => 0,
  clearTimeout: () => {},
  queueMicrotask: (task: () => void) => void Promise.resolve().then(task),
};
for (const [name, value] of Object.entries(missing)) scope[name] ??= value;
