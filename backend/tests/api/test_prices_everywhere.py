"""Every place that shows a price (card, vehicle page and its sticky bar, print, PDF, meta
description, Open Graph, JSON-LD) shows it from one formatter, for every kind of price: a
subscription never reads as the car's price."""

import json
import re

import pytest

from forecourt.tenancy.service import ResolvedSite
from forecourt.vehicles import service
from tests.factories import make_car, make_dealership, make_site

JSON_LD = re.compile(r'<script type="application/ld\+json">(.*?)</script>', re.S)
DESCRIPTION = re.compile(r'<meta name="description" content="([^"]*)">')
OG_DESCRIPTION = re.compile(r'<meta property="og:description" content="([^"]*)">')

KINDS = [
    # slug, car fields, (kind, label, text, was), summary, JSON-LD price
    ("plain", {"price": 23990}, ("price", None, "$23,990", None), "$23,990", 23990),
    (
        "offer",
        {"price": 30000, "offer_price": 27990, "price_type": "Drive Away"},
        ("price", None, "$27,990", 30000),
        "$27,990 Drive Away (was $30,000)",
        27990,
    ),
    (
        "ranger",
        {"price": 52990, "subscription_price": 189},
        ("subscription", "Subscription", "$189 per week", None),
        "Subscription $189 per week",
        None,
    ),
    (
        "coming",
        {"price": 0, "preorder": True},
        ("preorder", None, "PREORDER", None),
        "PREORDER",
        None,
    ),
    (
        "ask",
        {"price": 0},
        ("no_price", None, "Enquire for price.", None),
        "Enquire for price.",
        None,
    ),
]


@pytest.fixture
async def priced_site(session):
    site = await make_site(
        session, "alpha", config={"vehicle_page": {"offers_subscriptions": True}}
    )
    dealer = await make_dealership(session, site, name="Alpha Ford")
    for slug, fields, *_ in KINDS:
        await make_car(session, dealer, slug=slug, name=f"2026 Ford {slug.title()}", **fields)
    await session.commit()
    return site


@pytest.mark.parametrize(("slug", "fields", "shown", "summary", "ld_price"), KINDS)
async def test_each_kind_of_price_reads_the_same_everywhere(
    priced_site, session, client_for, slug, fields, shown, summary, ld_price
):
    client = client_for("alpha")
    kind, label, text, was = shown

    detail = (await client.get(f"/api/v1/cars/{slug}")).json()["price"]
    assert (detail["kind"], detail["label"], detail["text"], detail["was_amount"]) == shown
    assert detail["summary"] == summary

    hits = (await client.get("/api/v1/search")).json()["hits"]
    card = next(h for h in hits if h["slug"] == slug)["price"]
    assert card == detail  # the card, the page, its sticky bar and print all render this

    html = (await client.get(f"/cars/{slug}")).text
    for pattern in (DESCRIPTION, OG_DESCRIPTION):
        match = pattern.search(html)
        assert match and f": {summary}," in match.group(1).replace("&#x27;", "'"), match
    car_ld = next(d for d in map(json.loads, JSON_LD.findall(html)) if d["@type"] == "Car")
    assert car_ld["offers"].get("price") == ld_price
    if kind == "subscription":
        spec = car_ld["offers"]["priceSpecification"]
        assert (spec["price"], spec["name"], spec["referenceQuantity"]["unitCode"]) == (
            189,
            "Subscription",
            "WEE",
        )

    resolved = ResolvedSite.from_row(priced_site)
    pdf = await service.pdf_data(session, resolved, slug, "http://alpha.localhost")
    assert pdf.price_text == " ".join(t for t in (label, text) if t)
    assert (pdf.was_text is not None) == (was is not None)


async def test_the_subscription_ranger_no_longer_reads_as_a_189_dollar_ranger(
    priced_site, client_for
):
    html = (await client_for("alpha").get("/cars/ranger")).text
    description = DESCRIPTION.search(html)
    assert description and "Subscription $189 per week" in description.group(1)
    assert ": $189" not in description.group(1)
