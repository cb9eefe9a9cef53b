"""Which paths need a signed-in shopper on a site (spec §2.2, §6): one table, read by the server
(the page redirects, the API answers 401) and sent to the app in the site's payload, so the
browser's router applies the very same patterns when it navigates without a page load."""

import re
from dataclasses import dataclass

from forecourt.tenancy.config import SiteConfig


@dataclass(frozen=True)
class Gate:
    pattern: str  # a regular expression over the path, the same in Python and JavaScript
    type: str  # the sign-in page's `type`: why the shopper is asked to sign in


ALWAYS = (
    Gate(r"^/online-payment(/.*)?$", "online-payment"),
    Gate(r"^/spin-to-win(/.*)?$", "spin-to-win"),
    # What a shopper submitted to a lender: only the shopper who applied may read it.
    Gate(r"^/finance/applications/[^/]+/?$", "finance"),
)
CHECKOUT = (
    Gate(r"^/cars/[^/]+/checkout/?$", "checkout"),
    Gate(r"^/buy-online(/.*)?$", "checkout"),
    Gate(r"^/checkout-journey/?$", "checkout"),
)


def gates(config: SiteConfig) -> list[Gate]:
    sign_in = config.sign_in
    found = list(ALWAYS)
    garage = "|".join(re.escape(p.strip("/")) for p in sign_in.garage_paths)
    found.append(Gate(rf"^/({garage})(/.*)?$", "garage"))
    if sign_in.gate_checkout:
        found.extend(CHECKOUT)
    if sign_in.gate_personalised_finance:
        found.append(Gate(r"^/personalised/finance/?$", "finance"))
    if sign_in.gate_finance:
        found.append(Gate(r"^/finance/?$", "finance"))
    return found


def gate_for(path: str, config: SiteConfig) -> Gate | None:
    return next((g for g in gates(config) if re.match(g.pattern, path, re.IGNORECASE)), None)


def lead_needs_sign_in(kind: str, config: SiteConfig) -> bool:
    """The API half of the checkout and finance gates: the form behind a gated page."""
    if kind in ("reserve", "online_purchase"):
        return config.sign_in.gate_checkout
    if kind == "finance":
        return config.sign_in.gate_finance or config.sign_in.gate_personalised_finance
    return False
