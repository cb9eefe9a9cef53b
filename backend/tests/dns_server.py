"""A real DNS server on loopback (dnslib, UDP, its own thread) whose zone a test edits as a dealer
edits theirs at a DNS provider: the custom-domain check asks it through the built-in adapter."""

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from dnslib import AAAA, CNAME, QTYPE, RCODE, RR, TXT, A, DNSRecord
from dnslib.server import BaseResolver, DNSLogger, DNSServer

from tests.loopback import free_port

_KINDS = {"A": A, "AAAA": AAAA, "CNAME": CNAME, "TXT": TXT}


class Zone(BaseResolver):  # type: ignore[misc]
    def __init__(self) -> None:
        self.records: list[tuple[str, str, str]] = []  # (name, type, value)
        self._lock = threading.Lock()

    def add(self, name: str, kind: str, value: str) -> None:
        with self._lock:
            self.records.append((name.lower().rstrip("."), kind, value))

    def resolve(self, request: DNSRecord, handler: Any) -> DNSRecord:
        reply = request.reply()
        name = str(request.q.qname).lower().rstrip(".")
        asked = QTYPE[request.q.qtype]
        with self._lock:
            mine = [(k, v) for n, k, v in self.records if n == name]
        for kind, value in mine:
            if kind == asked or (kind == "CNAME" and asked in ("A", "AAAA")):
                reply.add_answer(RR(name, getattr(QTYPE, kind), rdata=_KINDS[kind](value), ttl=60))
        if not mine:
            reply.header.rcode = RCODE.NXDOMAIN
        return reply


@contextmanager
def dns_server() -> Iterator[tuple[Zone, str]]:
    """The zone and the server's "127.0.0.1:port"."""
    zone = Zone()
    port = free_port()
    server = DNSServer(
        zone,
        address="127.0.0.1",
        port=port,
        logger=DNSLogger("-request,-reply,-truncated,-error,-recv,-send,-data"),
    )
    server.start_thread()
    try:
        yield zone, f"127.0.0.1:{port}"
    finally:
        server.stop()
