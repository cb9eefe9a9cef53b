"""An S3 endpoint on loopback: moto's server mode (`ThreadedMotoServer`), the stand-in for AWS S3
or MinIO, with one bucket. `env` holds the standard AWS_* variables that point obstore (and so
the app's media store, media/storage.py) at it."""

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

import httpx

from tests.loopback import free_port


@dataclass(frozen=True)
class S3Endpoint:
    url: str
    bucket: str

    @property
    def media_url(self) -> str:
        return f"s3://{self.bucket}/media"

    @property
    def env(self) -> dict[str, str]:
        return {
            "AWS_ENDPOINT_URL": self.url,
            "AWS_ALLOW_HTTP": "true",
            "AWS_REGION": "us-east-1",
            "AWS_ACCESS_KEY_ID": "forecourt-test",
            "AWS_SECRET_ACCESS_KEY": "forecourt-test-secret",
        }

    def stored_keys(self) -> list[str]:
        """Every key in the bucket (one listing page: tests hold a few objects)."""
        import xml.etree.ElementTree as ET

        listing = httpx.get(f"{self.url}/{self.bucket}?list-type=2", timeout=10)
        listing.raise_for_status()
        return [
            e.text or "" for e in ET.fromstring(listing.content).iter() if e.tag.endswith("Key")
        ]


@contextmanager
def s3_endpoint(bucket: str = "forecourt-media") -> Iterator[S3Endpoint]:
    from moto.server import ThreadedMotoServer

    port = free_port()
    server = ThreadedMotoServer(ip_address="127.0.0.1", port=port, verbose=False)
    server.start()
    try:
        endpoint = S3Endpoint(f"http://127.0.0.1:{port}", bucket)
        httpx.put(f"{endpoint.url}/{bucket}", timeout=10).raise_for_status()
        yield endpoint
    finally:
        server.stop()
