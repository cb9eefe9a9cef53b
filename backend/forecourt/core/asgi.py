"""The shape of this app's pure ASGI middlewares: HTTP requests are handled, every other scope
(lifespan, websockets) passes straight through."""

from abc import ABC, abstractmethod

from starlette.types import ASGIApp, Receive, Scope, Send


def header(scope: Scope, name: bytes) -> bytes | None:
    """One request header's value (`name` in lower case), without building a dict of them all:
    every request passes several middlewares that each want one header."""
    for key, value in scope["headers"]:
        if key == name:
            return bytes(value)
    return None


class HttpMiddleware(ABC):
    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        await self.handle(scope, receive, send)

    @abstractmethod
    async def handle(self, scope: Scope, receive: Receive, send: Send) -> None: ...
