"""X-Forwarded-Proto, -For and -Host, believed only from the configured proxies (settings
`trusted_proxies`): behind them the app sees the shopper's scheme, address and host, so HSTS,
rate limits per IP and absolute URLs are right; from anyone else the headers are ignored. The
forwarded host takes the Host header's place before anything reads it, so it meets the Host
header's own check (core/hosts.py: 400 unless a host name with an optional port)."""

from ipaddress import IPv4Network, IPv6Network, ip_address, ip_network

from starlette.types import ASGIApp, Receive, Scope, Send


def _networks(entries: list[str]) -> list[IPv4Network | IPv6Network]:
    return [ip_network(entry, strict=False) for entry in entries]


def _first(value: bytes) -> str:
    # A chain "client, proxy1, proxy2": the left-most entry is the original client's.
    return value.decode("latin-1").split(",")[0].strip()


class ForwardedHeadersMiddleware:
    def __init__(self, app: ASGIApp, trusted: list[str]) -> None:
        self.app = app
        self.trusted = _networks(trusted)

    def _is_trusted(self, scope: Scope) -> bool:
        client = scope.get("client")
        if not client or not self.trusted:
            return False
        try:
            address = ip_address(client[0])
        except ValueError:
            return False
        return any(address in network for network in self.trusted)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] not in ("http", "websocket") or not self._is_trusted(scope):
            await self.app(scope, receive, send)
            return
        headers = dict(scope["headers"])
        scope = dict(scope)
        if proto := headers.get(b"x-forwarded-proto"):
            scheme = _first(proto).lower()
            if scheme in ("http", "https"):
                scope["scheme"] = scheme
        if forwarded_for := headers.get(b"x-forwarded-for"):
            scope["client"] = (_first(forwarded_for), 0)
        if host := headers.get(b"x-forwarded-host"):
            scope["headers"] = [(k, v) for k, v in scope["headers"] if k != b"host"] + [
                (b"host", _first(host).encode("latin-1"))
            ]
        await self.app(scope, receive, send)
