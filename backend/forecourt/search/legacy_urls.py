"""Search URLs in the form the price menu used to write (spec: finance-signin-locations §2.3,
`range[price]=min:max`), read as today's `price=min:max`: links kept in bookmarks, e-mails and
other sites keep their filters. The search page redirects such a URL to today's form.
"""

import re
from collections.abc import Iterable
from urllib.parse import quote, quote_plus, urlencode

from forecourt.search.attributes import ATTRIBUTES
from forecourt.search.paths import SEARCH_ROOT

_RANGE = re.compile(r"^range\[(?P<attribute>[a-z_]+)\]$")


def _todays_name(name: str) -> str | None:
    """The parameter a `range[attribute]` name stands for, or None when it is not one."""
    found = _RANGE.match(name)
    if found is None:
        return None
    attribute = ATTRIBUTES.get(found["attribute"])
    return attribute.name if attribute is not None and attribute.kind == "number" else None


def todays_search_url(path: str, items: Iterable[tuple[str, str]]) -> str | None:
    """The search page's URL in today's form (the path and every other parameter kept, in their
    places), or None when it is not a search page or has no parameter in the older form."""
    if path != SEARCH_ROOT and not path.startswith(SEARCH_ROOT + "/"):
        return None
    pairs = list(items)
    renamed = [(_todays_name(name) or name, value) for name, value in pairs]
    if renamed == pairs:
        return None
    # ':' left as it is, as the app writes ranges (min:max)
    return f"{quote(path)}?{urlencode(renamed, safe=':', quote_via=quote_plus)}"
