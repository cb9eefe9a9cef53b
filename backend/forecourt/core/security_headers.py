"""Security headers on every answer (HTML, API, media): a Content-Security-Policy the built app
satisfies without inline scripts (the site's state is an inert JSON data block), nosniff, a
referrer policy, frame-ancestors 'self' plus the origins the site allows
(`config.security.frame_ancestors`), and HSTS when the request came over HTTPS."""

from typing import Any

from starlette.datastructures import MutableHeaders
from starlette.types import Message, Receive, Scope, Send

from forecourt.core.asgi import HttpMiddleware

# img-src https: car pictures from feeds and the configurable map tiles live on other hosts.
# style-src 'unsafe-inline': React and Leaflet set element styles; scripts stay strictly 'self'.
# frame-src: the vehicle page's video embeds, and the site itself in the console's theme preview.
_POLICY = (
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self' https:",
    "frame-src 'self' https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
)
HSTS = "max-age=31536000; includeSubDomains"


def content_security_policy(frame_ancestors: list[str]) -> str:
    return "; ".join((*_POLICY, " ".join(["frame-ancestors 'self'", *frame_ancestors])))


def _site_frame_ancestors(scope: Scope) -> list[str]:
    # The site the request resolved to (tenancy.deps caches it in the request state), if any.
    site: Any = scope.get("state", {}).get("site_resolution")
    config = getattr(site, "config", None)
    return list(config.security.frame_ancestors) if config is not None else []


class SecurityHeadersMiddleware(HttpMiddleware):
    async def handle(self, scope: Scope, receive: Receive, send: Send) -> None:

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = MutableHeaders(scope=message)
                headers.setdefault(
                    "Content-Security-Policy",
                    content_security_policy(_site_frame_ancestors(scope)),
                )
                headers.setdefault("X-Content-Type-Options", "nosniff")
                headers.setdefault("Referrer-Policy", "strict-origin-when-cross-origin")
                if scope.get("scheme") == "https":
                    headers.setdefault("Strict-Transport-Security", HSTS)
            await send(message)

        scope.setdefault("state", {})  # shared by the copies inner layers make of the scope
        await self.app(scope, receive, send_with_headers)
