"""The request's host, read by one strict rule (`parse_host`) wherever the app reads it.

The Host header chooses the site, and pages link to the host they were asked for, so a header
that is not a plain host name and port must not get that far: `Host: shop.localhost:@evil.example`
once chose the site `shop` and put evil.example in its links. `HostHeaderMiddleware` answers 400
to a malformed Host (or to two of them) before anything reads it, and leaves a well-formed one in
its canonical form (lower case, no trailing dot), so `request.url` carries only a checked host.
Behind a trusted proxy the forwarded host has replaced the header by then (core/forwarded.py) and
meets the same check."""

import json
import re
from dataclasses import dataclass
from ipaddress import IPv4Address, IPv6Address

from starlette.requests import HTTPConnection
from starlette.types import ASGIApp, Receive, Scope, Send

from forecourt.core.errors import error_body

# RFC 1123 labels (underscores too: harmless, and some internal service names carry them); a
# name is at most 253 characters and may end in one dot (the root), dropped when read.
_LABEL = r"[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?"
_HOST = re.compile(
    rf"(?P<name>(?:{_LABEL}\.)*{_LABEL})\.?(?::(?P<port>[0-9]{{1,5}}))?"
    r"|\[(?P<ipv6>[0-9a-f:.]{2,45})\](?::(?P<port6>[0-9]{1,5}))?"
)
MAX_NAME = 253
MAX_LENGTH = 300  # a bracketed IPv6 address or a longest name with a port fits; more is not read
MALFORMED = "The Host header is not a host name with an optional port."
TWO_HOSTS = "A request carries one Host header."


@dataclass(frozen=True)
class Host:
    name: str  # lower case, without a trailing dot; an IPv6 address keeps its brackets
    port: int | None = None

    def __str__(self) -> str:
        return self.name if self.port is None else f"{self.name}:{self.port}"


def parse_host(value: str | bytes) -> Host | None:
    """`name[:port]` of a Host header, X-Forwarded-Host or URL authority, or None when `value` is
    anything else: user info (`@`), a port that is not 1 to 65535, a second colon, characters
    outside ASCII letters, digits, `-`, `_` and `.` (an international name arrives as `xn--`),
    an empty label, a name over 253 characters, a numeric name that is no IPv4 address."""
    if isinstance(value, bytes):
        try:
            value = value.decode("ascii")
        except UnicodeDecodeError:
            return None
    if len(value) > MAX_LENGTH:
        return None
    found = _HOST.fullmatch(value.strip(" \t").lower())
    if found is None:
        return None
    port_text = found["port"] or found["port6"]
    port = int(port_text) if port_text else None
    if port is not None and not 0 < port < 65536:
        return None
    if found["ipv6"] is not None:
        try:
            return Host(f"[{IPv6Address(found['ipv6']).compressed}]", port)
        except ValueError:
            return None
    name = found["name"]
    if len(name) > MAX_NAME:
        return None
    if name.rsplit(".", 1)[-1].isdigit():  # no top-level domain is numeric: an IPv4 address
        try:
            IPv4Address(name)
        except ValueError:
            return None
    return Host(name, port)


def request_host(connection: HTTPConnection) -> Host | None:
    """The request's host (None: the request named none, as HTTP/1.0 may). Behind
    `HostHeaderMiddleware` a Host header that is there is well-formed."""
    raw = connection.headers.get("host")
    return parse_host(raw) if raw is not None else None


class HostHeaderMiddleware:
    """400 for a malformed Host header or more than one; a well-formed one goes on in its
    canonical form. A request without one goes on as it is: no site has an empty name."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        hosts = [value for key, value in scope["headers"] if key == b"host"]
        if len(hosts) > 1:
            await _refuse(scope, send, TWO_HOSTS)
            return
        if hosts:
            host = parse_host(hosts[0])
            if host is None:
                await _refuse(scope, send, MALFORMED)
                return
            canonical = str(host).encode("ascii")
            if canonical != hosts[0]:
                scope = dict(scope)
                scope["headers"] = [
                    (key, canonical if key == b"host" else value) for key, value in scope["headers"]
                ]
        await self.app(scope, receive, send)


async def _refuse(scope: Scope, send: Send, message: str) -> None:
    if scope["type"] == "websocket":
        await send({"type": "websocket.close", "code": 1008})
        return
    body = json.dumps(error_body(message)).encode()
    headers = [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]
    await send({"type": "http.response.start", "status": 400, "headers": headers})
    await send({"type": "http.response.body", "body": body})
