"""Every console endpoint through which a dealer writes a link refuses a javascript: one with 422
naming the field (the one link rule, core/forms.Link), and a link stored before the rule reaches
shoppers as a link to nowhere."""

from typing import Any

import pytest
from sqlalchemy import update

from forecourt.core.forms import LINK_MESSAGE
from forecourt.tenancy.models import Site
from tests.console_users import console_sign_in, make_console_user
from tests.factories import make_dealership, make_site

API = "/api/v1/console"
SCRIPT = "javascript:alert(10)"
OFFER = {"name": "Free tint", "description": "Tinted windows"}
PAGE = {"path": "/pages/warranty", "title": "Warranty", "description": "Ours", "markdown": "Ask"}
MARKDOWN_REFUSAL = f"{LINK_MESSAGE} This one is not: {SCRIPT}"


# (method, path, body, the field named, its message); {dealership_id}, {offer_id}, {page_id}
# are filled in by the test.
CASES: list[tuple[str, str, dict[str, Any], str, str]] = [
    ("PUT", "/presentation", {"nav": [{"name": "Home", "url": SCRIPT}]}, "nav.0.url", LINK_MESSAGE),
    ("PUT", "/presentation",
     {"nav": [{"name": "More", "url": "#", "dropdown": [{"name": "X", "url": SCRIPT}]}]},
     "nav.0.dropdown.0.url", LINK_MESSAGE),
    ("PUT", "/presentation",
     {"footer": [{"title": "Company", "links": [{"name": "About", "url": SCRIPT}]}]},
     "footer.0.links.0.url", LINK_MESSAGE),
    ("PUT", "/presentation",
     {"slides": [{"name": "Summer", "image": "summer.jpg", "url": SCRIPT}]},
     "slides.0.url", LINK_MESSAGE),
    ("PUT", "/presentation",
     {"promotions": [{"name": "Tint", "image": "tint.jpg", "url": SCRIPT}]},
     "promotions.0.url", LINK_MESSAGE),
    ("PUT", "/presentation", {"contact_links": [{"label": "Call", "url": SCRIPT}]},
     "contact_links.0.url", LINK_MESSAGE),
    ("PUT", "/presentation",
     {"brands": {"cars": [{"title": "Mazda", "slug": "mazda", "path": SCRIPT}]}},
     "brands.cars.0.path", LINK_MESSAGE),
    ("PUT", "/dealership-overrides/{dealership_id}",
     {"presentation": {"nav": [{"name": "Home", "url": SCRIPT}]}},
     "presentation.nav.0.url", LINK_MESSAGE),
    ("PUT", "/settings/config", {"links": {"finance": SCRIPT}}, "links.finance", LINK_MESSAGE),
    ("PUT", "/settings/config", {"cards": {"promo": {"link": SCRIPT}}}, "cards.promo.link",
     LINK_MESSAGE),
    ("PUT", "/settings/config", {"cards": {"sponsored": {"link": SCRIPT}}},
     "cards.sponsored.link", LINK_MESSAGE),
    ("PUT", "/settings/config", {"search": {"default_path": SCRIPT}}, "search.default_path",
     LINK_MESSAGE),
    ("PUT", "/settings/config", {"presentation": {"slides": [
        {"name": "Summer", "image": "summer.jpg", "url": SCRIPT}]}},
     "presentation.slides.0.url", LINK_MESSAGE),
    ("POST", "/offers", {**OFFER, "override_url": SCRIPT}, "override_url", LINK_MESSAGE),
    ("PUT", "/offers/{offer_id}", {**OFFER, "override_url": SCRIPT}, "override_url",
     LINK_MESSAGE),
    ("POST", "/offers", {**OFFER, "description": f"[Tint]({SCRIPT})"}, "description",
     MARKDOWN_REFUSAL),
    ("POST", "/pages", {**PAGE, "markdown": f"[Warranty]({SCRIPT})"}, "markdown",
     MARKDOWN_REFUSAL),
    ("PUT", "/pages/{page_id}", {**PAGE, "markdown": f'<a href="{SCRIPT}">Warranty</a>'},
     "markdown", MARKDOWN_REFUSAL),
]  # fmt: skip


@pytest.mark.parametrize(
    ("method", "path", "body", "field", "message"),
    CASES,
    ids=[f"{c[0]} {c[1]} {c[3]}" for c in CASES],
)
async def test_each_console_endpoint_refuses_a_javascript_link(
    session, client_for, method, path, body, field, message
):
    site = await make_site(session, "alpha")
    dealership = await make_dealership(session, site)
    owner = await make_console_user(session, site, "owner")
    await session.commit()
    console = client_for("alpha")
    await console_sign_in(console, owner.email)
    offer = await console.post(f"{API}/offers", json=OFFER)
    page = await console.post(f"{API}/pages", json=PAGE)
    assert offer.status_code == page.status_code == 201, (offer.text, page.text)
    url = API + path.format(
        dealership_id=dealership.id, offer_id=offer.json()["id"], page_id=page.json()["id"]
    )

    refused = await console.request(method, url, json=body)
    assert refused.status_code == 422, refused.text
    assert refused.json()["errors"] == [{"field": field, "message": message}]
    # Nothing of it reached the site.
    assert SCRIPT not in (await client_for("alpha").get("/api/v1/site")).text


async def test_a_link_stored_before_the_rule_reaches_shoppers_as_a_link_to_nowhere(
    session, client_for
):
    site = await make_site(session, "alpha")
    owner = await make_console_user(session, site, "owner")
    await session.commit()
    stored = {"presentation": {"nav": [{"name": "Home", "url": SCRIPT}]}}
    await session.execute(update(Site).where(Site.id == site.id).values(config=stored))
    await session.commit()

    config = (await client_for("alpha").get("/api/v1/site")).json()["config"]
    assert config["presentation"]["nav"][0]["url"] == "#"
    console = client_for("alpha")
    await console_sign_in(console, owner.email)
    read = (await console.get(f"{API}/presentation")).json()["presentation"]
    assert read["nav"][0]["url"] == "#"
    # The dealer saves the presentation as read: the link to nowhere passes the rule.
    assert (await console.put(f"{API}/presentation", json=read)).status_code == 200
