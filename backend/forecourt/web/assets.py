"""The built frontend's hashed files (/assets/...), answered from memory and compressed once.

Vite names each file after its content, so the bytes under a name never change: each file is read
once per process, with the Brotli and gzip forms the build writes beside it at their best quality
(frontend/precompressed.ts), and every later request is answered from memory. A first visit to a
car page asks for some forty of them; through StaticFiles (a thread hop to stat, open and read
each) and the GZip middleware (level 9, every time) they cost the server 84 ms of CPU, about half
the page's first visit, and a phone waits for each on one of its six connections.

A file the build left without a gzip form (a build without the plugin) is gzipped once on its first
request. Files are kept up to a bound in bytes, least recently asked for dropped first: a
rebuild's new names replace the old ones as they are asked for."""

import asyncio
import gzip
import hashlib
import mimetypes
import re
from collections import OrderedDict
from dataclasses import dataclass, field
from pathlib import Path

from starlette.datastructures import Headers
from starlette.types import Receive, Scope, Send

from forecourt.core.gzipped import accepts_encoding

IMMUTABLE = "public, max-age=31536000, immutable"
MAX_KEPT_BYTES = 64 * 1024 * 1024  # a build's assets with both forms are about 4 MB
# One file name in the folder, as Vite writes them; the compressed forms are not asked for by name.
ASSET_NAME = re.compile(r"(?!\.)[A-Za-z0-9._-]+")
PRECOMPRESSED = {"br": ".br", "gzip": ".gz"}
# What the build writes, named here: the system's MIME table (absent from slim container images,
# where Python's own lacks .woff2) must not decide what a browser is told.
MEDIA_TYPES = {
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".svg": "image/svg+xml",
    ".txt": "text/plain; charset=utf-8",
    ".woff2": "font/woff2",
    ".woff": "font/woff",
    ".webp": "image/webp",
    ".avif": "image/avif",
    ".png": "image/png",
    ".jpg": "image/jpeg",
    ".jpeg": "image/jpeg",
    ".gif": "image/gif",
}
# Already compressed in their own format: a second compression gains nothing.
STORED_AS_IS = {".woff2", ".woff", ".webp", ".avif", ".png", ".jpg", ".jpeg", ".gif"}
GZIP_MINIMUM = 800  # as the GZip middleware: below this the header costs more than it saves


@dataclass
class Asset:
    raw: bytes
    media_type: str
    encoded: dict[str, bytes] = field(default_factory=dict)  # by content coding, best first
    etag: str = ""

    @property
    def size(self) -> int:
        return len(self.raw) + sum(len(body) for body in self.encoded.values())


def _media_type(file: Path) -> str:
    if known := MEDIA_TYPES.get(file.suffix.lower()):
        return known
    guessed = mimetypes.guess_type(file.name)[0] or "application/octet-stream"
    return f"{guessed}; charset=utf-8" if guessed.startswith("text/") else guessed


def load_asset(folder: Path, name: str) -> Asset | None:
    """The file `name` of `folder` and its compressed forms, or None when there is no such file
    (a link leading out of the folder is none)."""
    file = folder / name
    try:
        if not file.resolve(strict=True).is_relative_to(folder.resolve()):
            return None
        raw = file.read_bytes()
    except (OSError, RuntimeError):  # missing, a folder, a link loop
        return None
    asset = Asset(raw, _media_type(file), etag=f'"{hashlib.md5(raw).hexdigest()}"')
    if file.suffix.lower() in STORED_AS_IS or len(raw) < GZIP_MINIMUM:
        return asset
    for coding, suffix in PRECOMPRESSED.items():
        try:
            asset.encoded[coding] = file.with_name(file.name + suffix).read_bytes()
        except FileNotFoundError:
            continue
    if "gzip" not in asset.encoded:
        asset.encoded["gzip"] = gzip.compress(raw, compresslevel=9, mtime=0)
    return asset


class ImmutableAssets:
    """An ASGI app for the folder of hashed assets, mounted at /assets."""

    def __init__(self, directory: Path, max_bytes: int = MAX_KEPT_BYTES) -> None:
        self.directory = directory
        self.max_bytes = max_bytes
        self._kept: OrderedDict[str, Asset] = OrderedDict()
        self._kept_bytes = 0

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["method"] not in ("GET", "HEAD"):
            await _answer(send, 405, b"Method Not Allowed", [(b"allow", b"GET, HEAD")])
            return
        name = _name_in_folder(scope)
        asked_for = ASSET_NAME.fullmatch(name) and not name.endswith(tuple(PRECOMPRESSED.values()))
        asset = await self._asset(name) if asked_for else None
        if asset is None:
            await _answer(send, 404, b"Not Found", [])
            return
        await _send_asset(scope, send, asset)

    async def _asset(self, name: str) -> Asset | None:
        asset = self._kept.get(name)
        if asset is not None:
            self._kept.move_to_end(name)
            return asset
        # Read (and perhaps compressed) once, off the event loop.
        asset = await asyncio.to_thread(load_asset, self.directory, name)
        if asset is not None and name not in self._kept:
            self._kept[name] = asset
            self._kept_bytes += asset.size
            while self._kept_bytes > self.max_bytes and len(self._kept) > 1:
                _name, dropped = self._kept.popitem(last=False)
                self._kept_bytes -= dropped.size
        return asset


def _name_in_folder(scope: Scope) -> str:
    """The path below the mount's (its `root_path` in the mounted app's scope)."""
    path, mount = scope["path"], scope.get("root_path", "")
    return path[len(mount) :].removeprefix("/") if path.startswith(mount + "/") else ""


async def _send_asset(scope: Scope, send: Send, asset: Asset) -> None:
    headers = Headers(scope=scope)
    offered = headers.get("accept-encoding", "")
    coding = next((c for c in asset.encoded if accepts_encoding(offered, c)), None)
    body = asset.encoded[coding] if coding else asset.raw
    etag = asset.etag if coding is None else f'{asset.etag[:-1]}-{coding}"'
    answer = [
        (b"content-type", asset.media_type.encode()),
        (b"cache-control", IMMUTABLE.encode()),
        (b"etag", etag.encode()),
    ]
    if coding:  # (the GZip middleware says Vary of a body it passes on as it is)
        answer += [(b"vary", b"Accept-Encoding"), (b"content-encoding", coding.encode())]
    if _matches(headers.get("if-none-match", ""), etag):
        await _answer(send, 304, b"", answer)
        return
    await _answer(send, 200, body, answer)


def _matches(if_none_match: str, etag: str) -> bool:
    """If-None-Match's weak comparison (RFC 9110 13.1.2): a cache may have weakened the tag."""
    tags = {tag.strip().removeprefix("W/") for tag in if_none_match.split(",")}
    return "*" in tags or etag in tags


async def _answer(send: Send, status: int, body: bytes, headers: list[tuple[bytes, bytes]]) -> None:
    if status != 304:  # a 304 carries no body and says nothing of its length
        headers = [*headers, (b"content-length", str(len(body)).encode())]
    if status != 200 and not any(name == b"content-type" for name, _ in headers):
        headers.append((b"content-type", b"text/plain; charset=utf-8"))
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})
