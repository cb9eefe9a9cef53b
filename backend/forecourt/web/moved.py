"""Paths shoppers and old links use for a page that lives elsewhere: answered with a permanent
redirect to it, the query kept, so they never end on a 404.

/buy-online and /buy-online/{slug} are the online purchase, which lives at
/checkout-journey?car_id={slug} (spec: vehicle §2); that page asks for the phone code itself where
the site gates checkout (identity/gates.py)."""

import re
from urllib.parse import parse_qsl, urlencode

BUY_ONLINE = re.compile(r"^/buy-online(?:/(?P<slug>[^/]+))?/?$", re.IGNORECASE)
ONLINE_PURCHASE = "/checkout-journey"


def moved_to(path: str, query: str) -> str | None:
    """Where the page at `path` lives now, with the query kept; None when it has not moved."""
    found = BUY_ONLINE.match(path)
    if found is None:
        return None
    params = dict(parse_qsl(query, keep_blank_values=True))
    if found["slug"]:
        params["car_id"] = found["slug"]
    return ONLINE_PURCHASE + (f"?{urlencode(params)}" if params else "")
