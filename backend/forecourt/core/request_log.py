"""One JSON log line per request: request id (also answered as X-Request-ID), method, path
without its query (queries can carry personal data), site slug, status and duration. A read's
answer also says how long the server took to begin it (`Server-Timing: app;dur=`, in ms): the
browser's developer tools show it, and the bench reads what an answer not yet kept cost. Writes
(a sign-in, a code, a lead) do not: their time, free of the network's noise, would help whoever
probes which accounts exist."""

import json
import logging
import re
import sys
import time
import uuid
from typing import Any

from starlette.datastructures import MutableHeaders
from starlette.types import Message, Receive, Scope, Send

from forecourt.core.asgi import HttpMiddleware, header

access_log = logging.getLogger("forecourt.access")
# An id a proxy already gave the request is kept when it looks like one (no header injection).
_INCOMING_ID = re.compile(r"^[A-Za-z0-9._-]{8,64}$")
CLIENT_CLOSED_REQUEST = 499
_READS = frozenset({"GET", "HEAD"})
_RECORD_FIELDS = set(vars(logging.LogRecord("", 0, "", 0, "", None, None)))


class JsonFormatter(logging.Formatter):
    """Each record as one JSON object: time, level, logger, message and any `extra` fields."""

    def format(self, record: logging.LogRecord) -> str:
        entry: dict[str, Any] = {
            "time": self.formatTime(record, "%Y-%m-%dT%H:%M:%S%z"),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
        }
        entry.update({k: v for k, v in vars(record).items() if k not in _RECORD_FIELDS})
        if record.exc_info:
            entry["error"] = self.formatException(record.exc_info)
        return json.dumps(entry, default=str)


def configure_logging(level: str) -> None:
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(JsonFormatter())
    logger = logging.getLogger("forecourt")
    logger.handlers = [handler]
    logger.setLevel(level)
    logger.propagate = False


def _request_id(scope: Scope) -> str:
    incoming = (header(scope, b"x-request-id") or b"").decode("latin-1")
    return incoming if _INCOMING_ID.match(incoming) else uuid.uuid4().hex


class RequestLogMiddleware(HttpMiddleware):
    async def handle(self, scope: Scope, receive: Receive, send: Send) -> None:
        request_id = _request_id(scope)
        state = scope.setdefault("state", {})
        state["request_id"] = request_id
        started = time.perf_counter()
        # A request that ends without an answer had its client leave first (a page closed while
        # its scripts loaded): logged as 499, as proxies do, not as a server error.
        status = CLIENT_CLOSED_REQUEST

        async def send_with_id(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
                headers = MutableHeaders(scope=message)
                headers["X-Request-ID"] = request_id
                if scope["method"] in _READS:
                    took = (time.perf_counter() - started) * 1000
                    headers.append("Server-Timing", f"app;dur={took:.1f}")
            await send(message)

        try:
            await self.app(scope, receive, send_with_id)
        except Exception:
            if status == CLIENT_CLOSED_REQUEST:
                status = 500  # what the client gets when the app fails before answering
            raise
        finally:
            site = state.get("site_resolution")
            access_log.info(
                "request",
                extra={
                    "request_id": request_id,
                    "method": scope["method"],
                    "path": scope["path"],
                    "site": getattr(site, "slug", None),
                    "status": status,
                    "duration_ms": round((time.perf_counter() - started) * 1000, 1),
                },
            )
