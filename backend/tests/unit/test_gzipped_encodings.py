"""Which encodings an Accept-Encoding header accepts (core/gzipped.accepts_encoding)."""

import pytest

from forecourt.core.gzipped import accepts_encoding


@pytest.mark.parametrize(
    ("offered", "encoding", "accepted"),
    [
        ("gzip, deflate, br, zstd", "br", True),
        ("gzip, deflate", "br", False),
        ("BR", "br", True),  # tokens are case-insensitive
        ("br;q=0", "br", False),  # q=0 refuses it
        ("br; q=0.0, gzip", "br", False),
        ("br;q=0.5", "br", True),
        ("br;q=x", "br", True),  # a malformed weight is not a refusal
        ("", "gzip", False),
        ("gzip;q=0, br", "gzip", False),
    ],
)
def test_accept_encoding(offered: str, encoding: str, accepted: bool) -> None:
    assert accepts_encoding(offered, encoding) is accepted
