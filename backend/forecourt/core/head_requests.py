"""HEAD wherever GET: uptime monitors and crawlers probe with HEAD. FastAPI routes declare GET
only, so a HEAD request is served as the GET and its body dropped (headers, Content-Length
included, stay those of the GET)."""

from starlette.types import Message, Receive, Scope, Send

from forecourt.core.asgi import HttpMiddleware


class HeadAsGetMiddleware(HttpMiddleware):
    async def handle(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["method"] != "HEAD":
            await self.app(scope, receive, send)
            return

        async def send_without_body(message: Message) -> None:
            if message["type"] == "http.response.body":
                message = {**message, "body": b""}
            await send(message)

        await self.app({**scope, "method": "GET"}, receive, send_without_body)
