"""A real HTTPS server on loopback for the scheduled feed tests: a certificate from a test CA
(trustme) for 127.0.0.1 and localhost, feeds served with an ETag and Last-Modified, a 304 when
the client's validators match, and every request's headers recorded."""

import hashlib
import ssl
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import trustme

LAST_MODIFIED = "Mon, 23 Nov 2026 09:00:00 GMT"


@dataclass
class FeedServer:
    url: str
    ca_file: Path
    feeds: dict[str, str] = field(default_factory=dict)  # path -> body
    requests: list[dict[str, str]] = field(default_factory=list)


def _handler(server: FeedServer) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:  # noqa: N802 (the standard library's name)
            server.requests.append({"path": self.path, **dict(self.headers.items())})
            body = server.feeds.get(self.path)
            if body is None:
                self.send_error(404)
                return
            etag = '"' + hashlib.sha256(body.encode()).hexdigest()[:16] + '"'
            if self.headers.get("If-None-Match") == etag:
                self.send_response(304)
                self.end_headers()
                return
            data = body.encode()
            self.send_response(200)
            self.send_header("Content-Type", "text/csv; charset=utf-8")
            self.send_header("Content-Length", str(len(data)))
            self.send_header("ETag", etag)
            self.send_header("Last-Modified", LAST_MODIFIED)
            self.end_headers()
            self.wfile.write(data)

        def log_message(self, *args: object) -> None:
            pass

    return Handler


@contextmanager
def https_feed_server(folder: Path) -> Iterator[FeedServer]:
    ca = trustme.CA()
    certificate = ca.issue_cert("127.0.0.1", "localhost")
    ca_file = folder / "feed-ca.pem"
    ca.cert_pem.write_to_path(str(ca_file))
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    certificate.configure_cert(context)
    state = FeedServer(url="", ca_file=ca_file)
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), _handler(state))
    httpd.socket = context.wrap_socket(httpd.socket, server_side=True)
    state.url = f"https://127.0.0.1:{httpd.server_address[1]}"
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield state
    finally:
        httpd.shutdown()
        httpd.server_close()
