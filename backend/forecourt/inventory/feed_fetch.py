"""Fetching a dealership's stock feed from its HTTPS address: conditional (the
ETag and Last-Modified the server sent last time), bounded (size, time, redirects) and careful
about where it connects (HTTPS only, verified certificates, no private networks unless allowed).
Only the HTTP part lives here; the import and its record are feed_sources' job."""

import asyncio
import ipaddress
import socket
import ssl
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urljoin, urlsplit

import httpx

MAX_FEED_BYTES = 6 * 1024 * 1024  # the console's upload cap, for the same feeds
TIMEOUT_SECONDS = 30.0
MAX_REDIRECTS = 3
USER_AGENT = "Forecourt stock feed fetcher"


class FeedFetchError(Exception):
    """Why the feed could not be fetched, in words for the dealer."""


@dataclass(frozen=True)
class Fetched:
    text: str | None  # None: not modified since the validators sent
    etag: str | None
    last_modified: str | None


def tls_context(ca_file: Path | None) -> ssl.SSLContext:
    context = ssl.create_default_context()
    if ca_file is not None:
        context.load_verify_locations(cafile=str(ca_file))
    return context


async def _check_address(url: str, private_ok: bool) -> None:
    parts = urlsplit(url)
    if parts.scheme != "https" or not parts.hostname:
        raise FeedFetchError("The feed's address must start with https://.")
    try:
        found = await asyncio.get_running_loop().getaddrinfo(
            parts.hostname, parts.port or 443, type=socket.SOCK_STREAM
        )
    except socket.gaierror as exc:
        raise FeedFetchError(f"The feed's host name {parts.hostname} is not found.") from exc
    addresses = {ipaddress.ip_address(info[4][0]) for info in found}
    if not private_ok and any(not a.is_global for a in addresses):
        raise FeedFetchError("The feed's address is on a private network.")


async def fetch_feed(
    url: str,
    etag: str | None,
    last_modified: str | None,
    *,
    tls: ssl.SSLContext,
    private_ok: bool = False,
) -> Fetched:
    headers = {"User-Agent": USER_AGENT, "Accept": "text/csv, application/json, */*;q=0.5"}
    if etag:
        headers["If-None-Match"] = etag
    if last_modified:
        headers["If-Modified-Since"] = last_modified
    try:
        async with httpx.AsyncClient(verify=tls, timeout=TIMEOUT_SECONDS) as client:
            for _ in range(MAX_REDIRECTS + 1):
                await _check_address(url, private_ok)  # each hop: a redirect may point inside
                async with client.stream("GET", url, headers=headers) as response:
                    if response.is_redirect and "location" in response.headers:
                        url = urljoin(url, response.headers["location"])
                        continue
                    return await _read(response, etag, last_modified)
    except httpx.TimeoutException as exc:
        raise FeedFetchError(
            f"The feed's server did not answer within {TIMEOUT_SECONDS:.0f} seconds."
        ) from exc
    except httpx.ConnectError as exc:
        raise FeedFetchError(f"Could not connect to the feed's server: {exc}") from exc
    except httpx.HTTPError as exc:
        raise FeedFetchError(f"The feed could not be fetched: {exc}") from exc
    raise FeedFetchError(f"The feed's address redirects more than {MAX_REDIRECTS} times.")


async def _read(response: httpx.Response, etag: str | None, last_modified: str | None) -> Fetched:
    if response.status_code == 304:
        return Fetched(None, etag, last_modified)
    if response.status_code != 200:
        raise FeedFetchError(
            f"The feed's server answered {response.status_code} {response.reason_phrase}."
        )
    body = bytearray()
    async for chunk in response.aiter_bytes():
        body += chunk
        if len(body) > MAX_FEED_BYTES:
            raise FeedFetchError(f"The feed is larger than {MAX_FEED_BYTES // 2**20} MB.")
    try:
        text = body.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise FeedFetchError("The feed is not UTF-8 text.") from exc
    return Fetched(text, response.headers.get("etag"), response.headers.get("last-modified"))
