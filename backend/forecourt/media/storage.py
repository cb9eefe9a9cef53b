"""The storage port for media (architecture principle 17): where uploaded photos, made demo
pictures and, on an object store, every rendition live, by media key.

Two adapters, chosen by `FORECOURT_MEDIA_URL`:
- unset, or `file:///a/folder`: the local filesystem (`var/media` by default; `make run`). One
  host: renditions stay in that host's bounded disk cache only.
- `s3://bucket[/prefix]`: S3-compatible object storage (AWS S3, MinIO, Cloudflare R2, ...)
  through obstore. The endpoint, region and credentials come from the standard `AWS_*`
  variables (AWS_ENDPOINT_URL, AWS_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY,
  AWS_ALLOW_HTTP for a plain-HTTP endpoint), as every S3 tool reads them, so no secret sits in
  a URL that logs and process lists show. Every host sees what any host wrote.

Why obstore: one compiled wheel (Rust's `object_store`, as used by Apache Arrow and DataFusion)
with no dependencies, a plain synchronous API that the image endpoint's worker threads call as
they call Pillow, and S3, GCS and Azure behind one interface. aioboto3 would bring botocore,
aiobotocore and aiohttp (tens of MB and a second HTTP stack) for an async API the image code,
which runs in threads, would not use.

Every method is blocking: callers run it off the event loop (`run_in_threadpool`,
`asyncio.to_thread`), as they do the image work around it."""

import os
import threading
from pathlib import Path
from typing import Protocol
from urllib.parse import urlsplit

import obstore
from obstore.store import S3Store

from forecourt.core.settings import Settings


class MediaBlobs(Protocol):
    """Bytes by media key. A key is trusted: `MediaStore.is_safe_key` has checked it."""

    shared: bool  # whether another host reads what this one writes

    def read(self, key: str) -> bytes | None: ...
    def write(self, key: str, data: bytes) -> None: ...
    def remove(self, key: str) -> None: ...


class LocalBlobs:
    shared = False

    def __init__(self, root: Path) -> None:
        self.root = root

    def path(self, key: str) -> Path:
        return self.root / key

    def read(self, key: str) -> bytes | None:
        try:
            return self.path(key).read_bytes()
        except (FileNotFoundError, IsADirectoryError, NotADirectoryError):
            return None

    def write(self, key: str, data: bytes) -> None:
        """Beside its final name first, then renamed into place: a request for another width of
        the same picture (a preload and its <img> ask at once) never reads half a file."""
        path = self.path(key)
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(f".{os.getpid()}.{threading.get_ident()}.tmp")
        tmp.write_bytes(data)
        tmp.replace(path)

    def remove(self, key: str) -> None:
        self.path(key).unlink(missing_ok=True)


class ObjectBlobs:
    """An S3-compatible bucket (an object is written whole or not at all: no temporary names)."""

    shared = True

    def __init__(self, bucket: str, prefix: str = "") -> None:
        # Path-style requests unless AWS_VIRTUAL_HOSTED_STYLE_REQUEST says otherwise: MinIO and
        # most S3-compatible servers expect them; AWS accepts both.
        self.store = S3Store(bucket, prefix=prefix or None)
        self.bucket, self.prefix = bucket, prefix

    def read(self, key: str) -> bytes | None:
        try:
            return obstore.get(self.store, key).bytes().to_bytes()
        except FileNotFoundError:
            return None

    def write(self, key: str, data: bytes) -> None:
        obstore.put(self.store, key, data)

    def remove(self, key: str) -> None:
        obstore.delete(self.store, key)  # a missing object is no error


def media_blobs(settings: Settings) -> MediaBlobs:
    """The deployment's media store: `settings.media_url`, else `var/media` on this host."""
    if settings.media_url is None:
        return LocalBlobs(settings.media_dir)
    parts = urlsplit(settings.media_url)
    if parts.scheme == "file":
        return LocalBlobs(Path(parts.path))
    return ObjectBlobs(parts.netloc, parts.path.strip("/"))
