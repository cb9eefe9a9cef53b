"""The Origin half of CSRF protection, for every state-changing request: a browser names the page
that sent it (Origin, and Sec-Fetch-Site), and a request sent by another site's page is refused
before any endpoint runs. Clients that are not browsers send neither header and pass; what they
could do is bounded by the endpoints' own rules (the session's CSRF token, the rate limits)."""

import json
from urllib.parse import urlsplit

from starlette.types import ASGIApp, Receive, Scope, Send

from forecourt.core.errors import error_body
from forecourt.core.hosts import parse_host

UNSAFE = frozenset({"POST", "PUT", "PATCH", "DELETE"})
MESSAGE = "Requests from another site are not accepted."


def cross_site(headers: dict[bytes, bytes]) -> bool:
    if headers.get(b"sec-fetch-site", b"").lower() == b"cross-site":
        return True
    origin = headers.get(b"origin")
    if origin is None:
        return False
    host = headers.get(b"host")
    origin_host = parse_host(urlsplit(origin.decode("latin-1")).netloc)
    # "null" (a sandboxed or file page) names no host; neither does a request without Host.
    return origin_host is None or host is None or origin_host != parse_host(host)


class SameOriginMiddleware:
    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        unsafe = scope["type"] == "http" and scope["method"] in UNSAFE
        if unsafe and cross_site(dict(scope["headers"])):
            body = json.dumps(error_body(MESSAGE)).encode()
            headers = [
                (b"content-type", b"application/json"),
                (b"content-length", str(len(body)).encode()),
            ]
            await send({"type": "http.response.start", "status": 403, "headers": headers})
            await send({"type": "http.response.body", "body": body})
            return
        await self.app(scope, receive, send)
