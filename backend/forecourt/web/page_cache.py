"""Site pages' HTML made once, not per request (the vehicle page's HTML at
1,000 a second). A page's HTML depends on what its head and first screen read, so it is kept,
Brotli-compressed (core/gzipped.py), under a key of those:

- the site's stock version (a car's change is a new key: at once, or within a second when another
  process made it), its configuration's fingerprint
  and this process's console changes (`public_generation`), and the site's day;
- the address as asked for: base URL, path and query string;
- the build it was made from (index.html's modification time).

PAGE_TTL bounds the rest (the market comparison on a car's page, another worker's console
change). The HTML holds nothing of the visitor's, so one copy serves everyone; browsers still
revalidate it (`no-cache`)."""

import hashlib
from pathlib import Path
from typing import Any

from forecourt.core.cache import Cache, app_cache
from forecourt.core.clock import utcnow
from forecourt.storefront.public import public_generation
from forecourt.tenancy.service import ResolvedSite

PAGE_TTL = 30.0
MAX_PAGES = 2000  # 30-40 KB each as Brotli (car and search pages): 80 MB per process at most


def page_key(
    site: ResolvedSite, stock_version: int, base_url: str, path_and_query: str, dist: Path
) -> str:
    index = dist / "index.html"
    build = index.stat().st_mtime_ns if index.is_file() else 0
    material = (
        f"{site.config_fingerprint}\n{site.status}\n{public_generation()}\n{utcnow().date()}\n{build}\n"
        f"{base_url}\n{path_and_query}"
    )
    return f"page:{site.id}:{stock_version}:{hashlib.sha256(material.encode()).hexdigest()[:32]}"


def page_cache_for(state: Any) -> Cache:
    return app_cache(state, "page_cache", MAX_PAGES)


def pack(status: int, body: bytes) -> bytes:
    return status.to_bytes(2, "big") + body


def unpack(kept: bytes) -> tuple[int, bytes]:
    return int.from_bytes(kept[:2], "big"), kept[2:]
