"""The one rule for every link a dealer writes (core/forms.Link): https:, http:, mailto:, tel:,
a path of this site or a place on the page; nothing that a browser would run, send to another
host or read relative to wherever the page is."""

import pytest
from pydantic import BaseModel, ValidationError

from forecourt.content.render import refused_links, render_markdown
from forecourt.core.form_fields import STORED
from forecourt.core.forms import INERT_LINK, LINK_MESSAGE, Link, allowed_link
from forecourt.tenancy.config import SiteConfig, parse_site_config

ALLOWED = [
    "https://example.com",
    "https://example.com/finance?make=Mazda#rates",
    "http://example.com/a",
    "mailto:sales@example.com",
    "mailto:sales@example.com?subject=Test%20drive",
    "tel:0755913300",
    "tel:+61 7 5591 3300",
    "tel:(07) 5591-3300",
    "/",
    "/special-offers",
    "/search/used-cars?make=Mazda&model=CX-5",
    "/pages/warranty#roadside",
    "#",
    "#finance",
]
REFUSED = [
    "javascript:alert(10)",
    "JaVaScRiPt:alert(10)",
    "javascript://example.com/%0Aalert(1)",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "ftp://example.com/",
    "sms:0412345678",
    "//evil.example",
    "//evil.example/special-offers",
    "///evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "https:evil.example",
    "https:///evil.example",
    " javascript:alert(1)",
    "\tjavascript:alert(1)",
    "\x00javascript:alert(1)",
    "\x01/special-offers",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "javascript\r:alert(1)",
    "/\t/evil.example",
    "/special-offers\n",
    "/special offers",
    "/special-offers\x7f",
    "\u2028/special-offers",
    "https://exa mple.com",
    "about-us",
    "./about-us",
    "../about-us",
    "pages/warranty",
    "www.example.com",
    "?page=2",
    "tel:call-us",
    "mailto:",
    "#<script>",
    "HTTPS://EXAMPLE.COM",
    "",
    "/" + "a" * 500,
]


@pytest.mark.parametrize("url", ALLOWED)
def test_allowed_links(url):
    assert allowed_link(url)


@pytest.mark.parametrize("url", REFUSED)
def test_refused_links(url):
    assert not allowed_link(url)


class Menu(BaseModel):
    url: Link


def test_the_link_type_refuses_with_one_message_and_documents_its_rule():
    assert Menu(url="/finance").url == "/finance"
    with pytest.raises(ValidationError) as refused:
        Menu(url="javascript:alert(10)")
    [error] = refused.value.errors()
    assert error["loc"] == ("url",) and error["msg"] == LINK_MESSAGE
    schema = Menu.model_json_schema()["properties"]["url"]
    assert schema["maxLength"] == 500 and schema["pattern"].startswith("^(https?://")


def test_a_stored_link_the_rule_refuses_reads_as_a_link_to_nowhere():
    assert Menu.model_validate({"url": "javascript:alert(10)"}, context=STORED).url == INERT_LINK
    assert Menu.model_validate({"url": "/finance"}, context=STORED).url == "/finance"


# Every link of the site's configuration, by its path in SiteConfig.
CONFIG_LINKS = {
    "search.default_path": {"search": {"default_path": "javascript:alert(1)"}},
    "search.empty_refresh_path": {"search": {"empty_refresh_path": "javascript:alert(1)"}},
    "cards.promo.link": {"cards": {"promo": {"link": "javascript:alert(1)"}}},
    "cards.promo.nodes.0.link": {
        "cards": {"promo": {"nodes": [{"title": "T", "link": "javascript:alert(1)"}]}}
    },
    "cards.sponsored.link": {"cards": {"sponsored": {"link": "javascript:alert(1)"}}},
    **{
        f"links.{name}": {"links": {name: "javascript:alert(1)"}}
        for name in (
            "finance",
            "trade_in",
            "test_drive",
            "parts",
            "contact",
            "privacy",
            "terms",
            "special_offers",
            "service",
        )
    },  # fmt: skip
    "presentation.nav.0.url": {"presentation": {"nav": [{"name": "X", "url": "javascript:1"}]}},
    "presentation.nav.0.dropdown.0.url": {
        "presentation": {
            "nav": [{"name": "X", "url": "#", "dropdown": [{"name": "Y", "url": "javascript:1"}]}]
        }
    },
    "presentation.footer.0.links.0.url": {
        "presentation": {
            "footer": [{"title": "Company", "links": [{"name": "X", "url": "javascript:1"}]}]
        }
    },
    "presentation.brands.cars.0.path": {
        "presentation": {"brands": {"cars": [{"title": "M", "slug": "m", "path": "javascript:1"}]}}
    },
    "presentation.slides.0.url": {
        "presentation": {"slides": [{"name": "S", "image": "s.jpg", "url": "javascript:1"}]}
    },
    "presentation.promotions.0.url": {
        "presentation": {"promotions": [{"name": "P", "image": "p.jpg", "url": "javascript:1"}]}
    },
    "presentation.contact_links.0.url": {
        "presentation": {"contact_links": [{"label": "Call", "url": "javascript:1"}]}
    },
}


@pytest.mark.parametrize("path", CONFIG_LINKS)
def test_every_link_of_the_site_config_follows_the_rule(path):
    raw = CONFIG_LINKS[path]
    with pytest.raises(ValidationError) as refused:
        SiteConfig.model_validate(raw)
    assert [(".".join(map(str, e["loc"])), e["msg"]) for e in refused.value.errors()] == [
        (path, LINK_MESSAGE)
    ]
    # Stored before the rule: the site still loads, and the link goes nowhere.
    stored = parse_site_config(raw).model_dump(mode="json")
    value = stored
    for part in path.split("."):
        value = value[int(part)] if part.isdigit() else value[part]
    assert value == INERT_LINK


def test_the_default_config_and_a_dealerships_stored_override_load():
    assert SiteConfig()  # the spec's defaults (the "More" menu is "#") fit the rule
    stored = {"dealership_overrides": {"north": {"presentation": {"nav": [
        {"name": "X", "url": "javascript:alert(1)"}]}}}}  # fmt: skip
    assert parse_site_config(stored).for_dealership("north").presentation.nav[0].url == INERT_LINK
    with pytest.raises(ValidationError):
        SiteConfig.model_validate(stored)


def test_a_pages_links_follow_the_rule_in_markdown_and_in_its_html():
    text = (
        "[ok](/finance) [mail](mailto:a@example.com) [a](javascript:alert(1)) "
        "[b](JaVaScRiPt:alert(2)) [c](//evil.example) [d](about-us) "
        '<a href="&#106;avascript:alert(3)">e</a> <a href="data:text/html,x">f</a>'
    )
    assert refused_links(text) == [
        "javascript:alert(1)",
        "JaVaScRiPt:alert(2)",
        "//evil.example",
        "about-us",
        "javascript:alert(3)",
        "data:text/html,x",
    ]
    html = render_markdown(text)
    assert 'href="/finance"' in html and 'href="mailto:a@example.com"' in html
    assert html.count("href=") == 2  # the others keep their text only
    assert (
        "javascript"
        not in html.replace("[a](javascript:alert(1))", "")
        .replace("[b](JaVaScRiPt:alert(2))", "")
        .lower()
    )
