"""Which paths and forms need a signed-in shopper on a site (spec §2.2, §6): one table, read by
the server (a page redirects, the API answers 401) and sent to the app in the site's payload, so
the browser's router and forms apply the very same rules.

A gated page whose form asks for the phone code itself (`in_place`: checkout, buy online, the
finance forms) is not redirected: the form carries the sign-in step before the details, and the
API refuses that form's lead from a signed-out shopper. Other gated pages (My garage, online
payment, the prize draw's entry) redirect to /sign-in and come back."""

import re
from collections.abc import Callable
from dataclasses import dataclass

from forecourt.tenancy.config import SignInConfig, SiteConfig


@dataclass(frozen=True)
class Gate:
    pattern: str  # a regular expression over the path, the same in Python and JavaScript
    type: str  # the sign-in page's `type`: why the shopper is asked to sign in
    in_place: bool = False  # the page's form signs the shopper in: no redirect


@dataclass(frozen=True)
class FormGate:
    """A form that needs a signed-in shopper where the site says so: the lead kinds it sends and
    every path that leads to it."""

    kinds: tuple[str, ...]
    paths: tuple[Gate, ...]
    applies: Callable[[SignInConfig], bool]


ALWAYS = (
    Gate(r"^/online-payment(/.*)?$", "online-payment"),
    # What a shopper submitted to a lender: only the shopper who applied may read it.
    Gate(r"^/finance/applications/[^/]+/?$", "finance"),
)
FORMS = (
    # The prize draw takes one entry per verified shopper: always signed in first.
    FormGate(
        ("sweepstake",), (Gate(r"^/spin-to-win(/.*)?$", "spin-to-win"),), lambda _sign_in: True
    ),
    FormGate(
        ("reserve", "online_purchase"),
        (
            Gate(r"^/cars/[^/]+/checkout/?$", "checkout", in_place=True),
            Gate(r"^/cars/[^/]+/buy-online/?$", "checkout", in_place=True),
            # /buy-online redirects here (web/moved.py).
            Gate(r"^/checkout-journey/?$", "checkout", in_place=True),
        ),
        lambda sign_in: sign_in.gate_checkout,
    ),
    FormGate(
        ("finance",),
        (Gate(r"^/personalised/finance/?$", "finance", in_place=True),),
        lambda sign_in: sign_in.gate_personalised_finance,
    ),
    FormGate(
        ("finance",),
        # /finance and the finance links some dealers use (spec §2.1): the same form at each.
        (
            Gate(
                r"^/(finance|finance-enquiry|apply-for-finance|finance-pre-approval"
                r"|finance-and-insurance)/?$",
                "finance",
                in_place=True,
            ),
        ),
        lambda sign_in: sign_in.gate_finance,
    ),
)


def _forms(config: SiteConfig) -> list[FormGate]:
    return [form for form in FORMS if form.applies(config.sign_in)]


def gates(config: SiteConfig) -> list[Gate]:
    found = list(ALWAYS)
    garage = "|".join(re.escape(p.strip("/")) for p in config.sign_in.garage_paths)
    found.append(Gate(rf"^/({garage})(/.*)?$", "garage"))
    for form in _forms(config):
        found.extend(form.paths)
    return found


def gate_for(path: str, config: SiteConfig) -> Gate | None:
    return next((g for g in gates(config) if re.match(g.pattern, path, re.IGNORECASE)), None)


def sign_in_kinds(config: SiteConfig) -> list[str]:
    """The lead kinds this site takes only from a signed-in shopper."""
    return sorted({kind for form in _forms(config) for kind in form.kinds})


def lead_needs_sign_in(kind: str, config: SiteConfig) -> bool:
    """The API half of the gates: the form behind a gated page."""
    return kind in sign_in_kinds(config)
