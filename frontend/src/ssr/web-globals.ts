/**
 * The few Web APIs the app's render path touches, for the server's embedded V8 (backend
 * pages/server_render.py), which has ECMAScript and timers and nothing else. The router parses URLs;
 * libraries reach for Request, Headers and AbortController; React's static renderer writes UTF-8
 * bytes into a ReadableStream. Nothing here fetches or aborts anything: a server render reads the
 * state it is given. Where a global exists (Node, a browser) it is kept.
 */
import URLPolyfill from "core-js-pure/stable/url";
import URLSearchParamsPolyfill from "core-js-pure/stable/url-search-params";
import { ReadableStream as ReadableStreamPolyfill } from "web-streams-polyfill";

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

// UTF-8 through V8's own URI coding (native code): encodeURIComponent writes each character's
// UTF-8 bytes as %XX escapes, which unescape turns into one char per byte, and back.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function uriEncoded(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(LONE_SURROGATE, "\uFFFD")); // as TextEncoder does
  }
}

class Utf8Encoder {
  readonly encoding = "utf-8";
  encode(text = ""): Uint8Array {
    const bytes = unescape(uriEncoded(text));
    const out = new Uint8Array(bytes.length);
    for (let i = 0; i < bytes.length; i++) out[i] = bytes.charCodeAt(i);
    return out;
  }
}

class Utf8Decoder {
  readonly encoding = "utf-8";
  decode(bytes?: Uint8Array): string {
    if (!bytes) return "";
    let binary = "";
    for (let i = 0; i < bytes.length; i += 8192) binary += String.fromCharCode(...bytes.subarray(i, i + 8192));
    return decodeURIComponent(escape(binary));
  }
}

const scope = globalThis as Record<string, unknown>;

// The embedded V8's own setTimeout fails for a zero delay (it waits with Atomics.waitAsync, which
// answers a zero wait at once and without a promise). React's renderer schedules its work with
// zero-delay timeouts: those run as microtasks there, which is all a render needs of them.
if (typeof scope.process === "undefined" && typeof scope.setTimeout === "function") {
  const later = scope.setTimeout as (task: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => number;
  scope.setTimeout = (task: (...args: unknown[]) => void, ms = 0, ...args: unknown[]) => {
    if (ms > 0) return later(task, ms, ...args);
    void Promise.resolve().then(() => task(...args));
    return 0;
  };
}
const missing: Record<string, unknown> = {
  URL: URLPolyfill,
  URLSearchParams: URLSearchParamsPolyfill,
  AbortController: AbortControllerStub,
  Headers: HeadersStub,
  Request: RequestStub,
  Response: ResponseStub,
  ReadableStream: ReadableStreamPolyfill,
  TextEncoder: Utf8Encoder,
  TextDecoder: Utf8Decoder,
  queueMicrotask: (task: () => void) => void Promise.resolve().then(task),
};
for (const [name, value] of Object.entries(missing)) scope[name] ??= value;
