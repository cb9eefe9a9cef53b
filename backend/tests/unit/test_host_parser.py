"""The one rule for reading a request's host (core/hosts.py): a host name or address with an
optional numeric port, nothing else."""

import pytest

from forecourt.core.hosts import Host, parse_host


@pytest.mark.parametrize(
    ("raw", "host"),
    [
        ("redgum-car-co.localhost", Host("redgum-car-co.localhost")),
        ("redgum-car-co.localhost:8000", Host("redgum-car-co.localhost", 8000)),
        ("Redgum-Car-Co.LOCALHOST:8000", Host("redgum-car-co.localhost", 8000)),
        ("www.redgumcarco.com.au.", Host("www.redgumcarco.com.au")),
        ("www.redgumcarco.com.au.:443", Host("www.redgumcarco.com.au", 443)),
        ("localhost", Host("localhost")),
        ("localhost:65535", Host("localhost", 65535)),
        ("127.0.0.1:8000", Host("127.0.0.1", 8000)),
        ("[::1]:8000", Host("[::1]", 8000)),
        ("[0:0:0:0:0:0:0:1]", Host("[::1]")),
        ("xn--bcher-kva.example", Host("xn--bcher-kva.example")),
        ("testserver", Host("testserver")),
        (b"alpha.localhost:8000", Host("alpha.localhost", 8000)),
        (" alpha.localhost ", Host("alpha.localhost")),  # the field's own optional whitespace
    ],
)
def test_a_host_name_or_address_with_an_optional_port_is_read(raw, host):
    assert parse_host(raw) == host


@pytest.mark.parametrize(
    "raw",
    [
        "redgum-car-co.localhost:@evil.example",  # user info: the attack this rule closes
        "redgum-car-co.localhost@evil.example",
        "redgum-car-co.localhost:80@evil.example",
        "user:pass@redgum-car-co.localhost",
        "redgum-car-co.localhost:abc",
        "redgum-car-co.localhost:",
        "redgum-car-co.localhost:0",
        "redgum-car-co.localhost:65536",
        "redgum-car-co.localhost:123456",
        "redgum-car-co.localhost:80:80",
        "redgum-car-co.localhost/evil",
        "redgum-car-co.localhost?x",
        "redgum-car-co.localhost#x",
        "redgum car co.localhost",
        "redgum-car-co..localhost",
        ".localhost",
        "-redgum.localhost",
        "redgum-.localhost",
        "redgum-car-co.localhost..",
        "rédgum.localhost",  # an international name arrives as xn--
        b"r\xc3\xa9dgum.localhost",
        "redgum\u3002localhost",  # an ideographic full stop
        "",
        " ",
        ":8000",
        "a" * 64 + ".localhost",  # a label over 63 characters
        ".".join(["a" * 60] * 5),  # a name over 253 characters
        "x" * 100_000,
        "999.1.1.1",
        "1.2.3",
        "[::1",
        "[::g]",
        "[fe80::1%eth0]",
        "[::1]:abc",
        "::1",
        "http://redgum-car-co.localhost",
        "redgum-car-co.localhost\r\nX-Evil: 1",
        "redgum-car-co.localhost\x00",
    ],
)
def test_anything_else_is_not_a_host(raw):
    assert parse_host(raw) is None


def test_a_host_prints_as_it_is_sent():
    assert str(Host("alpha.localhost", 8000)) == "alpha.localhost:8000"
    assert str(Host("alpha.localhost")) == "alpha.localhost"
    assert str(parse_host("[::1]:8000")) == "[::1]:8000"
