"""Answers kept compressed: an answer made once per stock version is also compressed once, kept so
in its cache, and sent as kept to every client that accepts its encoding (every browser), instead
of being compressed again by the GZip middleware on each request (most of a cached answer's cost:
0.7 ms for a 50 KB search answer at its level 9). API answers are kept gzipped; pages as Brotli,
a quarter smaller in the same time, as a phone's first screen waits for every byte of its HTML.
A client that does not take the kept encoding gets it gzipped or plain."""

import asyncio
import gzip
import json
from abc import ABC, abstractmethod
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from functools import cached_property, partial
from typing import Any, ClassVar, Self, TypeVar

import brotli
from fastapi import Request
from fastapi.responses import Response

from forecourt.core.json_text import RawJson

LEVEL = 3  # a search answer: 11% larger than at zlib's default (6), in a third of its time
# A search page of 350 KB: 36 KB at quality 5 against 50 KB gzipped at LEVEL, in 3 ms either way
# (quality 9 gains 3% in six times the time).
BROTLI_QUALITY = 5
# A page is first compressed at this quality, 11% larger in half the time (a car page of 185 KB:
# 31 KB in 1.5 ms against 28 KB in 3.2): most pages of the long tail are asked for once while
# they are kept. A page asked for again is compressed anew at BROTLI_QUALITY, off the request's
# path (web/page_cache.py).
FIRST_BROTLI_QUALITY = 3


K = TypeVar("K", bound="Kept")


@dataclass(frozen=True)
class Kept(ABC):
    """A body compressed once, in the encoding its class names."""

    data: bytes
    encoding: ClassVar[str]

    @classmethod
    def of(cls, raw: bytes) -> Self:
        kept = cls(cls.compress(raw))
        kept.__dict__["raw"] = raw  # known: a client of another encoding costs no decompression
        return kept

    @cached_property
    def raw(self) -> bytes:
        return self.decompress(self.data)

    def json(self) -> Any:
        return json.loads(self.raw)

    def json_text(self) -> RawJson:
        """The body as JSON text, to be placed into a larger document as it is."""
        return RawJson(self.raw.decode())

    @classmethod
    @abstractmethod
    def compress(cls, raw: bytes) -> bytes: ...

    @staticmethod
    @abstractmethod
    def decompress(data: bytes) -> bytes: ...


class Gzipped(Kept):
    encoding = "gzip"

    @classmethod
    def compress(cls, raw: bytes) -> bytes:
        return gzip.compress(raw, compresslevel=LEVEL, mtime=0)

    @staticmethod
    def decompress(data: bytes) -> bytes:
        return gzip.decompress(data)


class Brotli(Kept):
    encoding = "br"
    quality: ClassVar[int] = BROTLI_QUALITY

    @classmethod
    def compress(cls, raw: bytes) -> bytes:
        return bytes(brotli.compress(raw, quality=cls.quality))

    @staticmethod
    def decompress(data: bytes) -> bytes:
        return bytes(brotli.decompress(data))


class QuickBrotli(Brotli):
    """Brotli at FIRST_BROTLI_QUALITY, for a page on its first request."""

    quality = FIRST_BROTLI_QUALITY


def accepts(request: Request, encoding: str) -> bool:
    return accepts_encoding(request.headers.get("accept-encoding", ""), encoding)


def accepts_encoding(offered: str, encoding: str) -> bool:
    """Whether an Accept-Encoding header's value `offered` names `encoding` (any case), not at
    `q=0`, which refuses it."""
    for part in offered.lower().split(","):
        name, *params = (piece.strip() for piece in part.split(";"))
        if name == encoding:
            return not any(_refused(param) for param in params)
    return False


def _refused(param: str) -> bool:
    key, _, value = param.partition("=")
    try:
        return key.strip() == "q" and float(value) == 0
    except ValueError:
        return False


def gzipped_response(
    request: Request,
    body: Kept,
    media_type: str = "application/json",
    status_code: int = 200,
    headers: dict[str, str] | None = None,
) -> Response:
    headers = {**(headers or {}), "Vary": "Accept-Encoding"}
    # A body already encoded: the GZip middleware passes it through as it is.
    if accepts(request, body.encoding):
        headers["Content-Encoding"] = body.encoding
        content = body.data
    elif accepts(request, Gzipped.encoding):
        headers["Content-Encoding"] = Gzipped.encoding
        content = Gzipped.of(body.raw).data
    else:
        content = body.raw
    return Response(content, status_code, headers, media_type)


async def large_response(
    request: Request,
    body: Kept,
    media_type: str,
    status_code: int = 200,
    headers: dict[str, str] | None = None,
) -> Response:
    """`gzipped_response` for a page of hundreds of KB: a client that does not take the kept
    encoding has it converted off the event loop (zlib and Brotli release the GIL), so the loop
    serves other requests meanwhile instead of a millisecond or two of compression."""
    if accepts(request, body.encoding):
        return gzipped_response(request, body, media_type, status_code, headers)
    answer = partial(gzipped_response, request, body, media_type, status_code, headers)
    return await asyncio.get_running_loop().run_in_executor(_COMPRESSING, answer)


async def kept_in_thread(kind: type[K], raw: bytes) -> K:
    """`kind.of(raw)` off the event loop: compressing a page takes milliseconds."""
    return await asyncio.get_running_loop().run_in_executor(_COMPRESSING, kind.of, raw)


async def recompressed_in_thread(kind: type[K], body: Kept) -> K:
    """`body` decompressed and compressed again as `kind`, off the event loop."""
    return await asyncio.get_running_loop().run_in_executor(_COMPRESSING, lambda: kind.of(body.raw))


# Threads of their own: the default executor also builds search indexes and checks passwords,
# which a page's compression must not wait behind.
_COMPRESSING = ThreadPoolExecutor(max_workers=2, thread_name_prefix="forecourt-compress")
