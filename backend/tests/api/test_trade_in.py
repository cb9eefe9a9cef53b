"""The trade-in valuation: choices from the platform's catalogue, the registration lookup, the
offer range from the market less the dealer's costs, no online estimate past 7 years or 100,000
km (the lead still goes in), "3. Offer Accepted" carrying the server's offer, and the
miscellaneous valuation record."""

from sqlalchemy import select

from forecourt.core.clock import utcnow
from forecourt.leads.models import Lead
from forecourt.tenancy.config import TradeInConfig
from forecourt.tradein import rules
from forecourt.tradein.models import MiscellaneousRecord
from tests.captcha import solved
from tests.factories import make_car, make_dealership, make_site

SHOPPER = {"name": "Jo", "email": "jo@example.com", "phone": "0412 345 678"}
THIS_YEAR = utcnow().year


async def _market(session, config=None):
    """Two sites; the market (Corollas of several years and km) is spread over both."""
    site = await make_site(
        session, "alpha", config={"sign_in": {"captcha": False}, **(config or {})}
    )
    other = await make_site(session, "beta")
    mine, theirs = await make_dealership(session, site), await make_dealership(session, other)
    for n in range(12):
        await make_car(
            session,
            mine if n % 2 else theirs,
            year=THIS_YEAR - 3 + n % 3,
            km=30_000 + n * 4_000,
            price=24_000 + (n % 3) * 1_500 - n * 150,
            badge="Ascent Sport" if n % 2 else "SX",
            regplate=f"ABC{n:03d}",
        )
    await session.commit()
    return site


def _trade_in(**fields):
    return {
        "kind": "trade_in",
        **SHOPPER,
        "vehicle_make": "Toyota",
        "vehicle_model": "Corolla",
        "vehicle_year": THIS_YEAR - 2,
        "km": 45_000,
        "condition": "Good",
        "accidents": "No",
        "service_history": "Full",
        "finance_owing": "No",
        **fields,
    }


def test_the_offer_is_the_market_adjusted_for_condition_less_costs():
    config = TradeInConfig(reconditioning=1000, margin_percent=10)
    factor = rules.condition_factor("Fair", "Yes, repaired", "None")
    assert factor == 0.9 * 0.93 * 0.9
    low, high = rules.offer_range(20_000, 24_000, factor, config)
    assert low == int((20_000 * factor * 0.9 - 1000) // 100) * 100 and high > low
    assert rules.offer_range(500, 800, 1.0, config) == (0, 0)  # never below nothing


def test_no_online_estimate_past_seven_years_or_100000_km():
    config = TradeInConfig()
    assert rules.no_estimate_reason(config, year=2019, km=50_000, this_year=2026) is None
    assert "7 years" in rules.no_estimate_reason(config, year=2018, km=50_000, this_year=2026)
    assert "100,000 km" in rules.no_estimate_reason(config, year=2022, km=100_001, this_year=2026)


async def test_the_catalogue_offers_makes_models_years_and_badges(session, client_for):
    await _market(session)
    client = client_for("alpha")
    assert (await client.get("/api/v1/trade-in/catalogue")).json()["makes"] == ["Toyota"]
    chosen = (await client.get("/api/v1/trade-in/catalogue?make=Toyota&model=Corolla")).json()
    assert chosen["models"] == ["Corolla"]
    assert chosen["years"] == [THIS_YEAR - 1, THIS_YEAR - 2, THIS_YEAR - 3]
    assert chosen["badges"] == ["Ascent Sport", "SX"]


async def test_a_registration_the_platform_knows_fills_the_car(session, client_for):
    await _market(session)
    client = client_for("alpha")
    found = await client.post("/api/v1/trade-in/lookup", json={"rego": "abc 003", "state": "QLD"})
    assert found.status_code == 200 and found.json()["make"] == "Toyota"
    unknown = await client.post("/api/v1/trade-in/lookup", json={"rego": "ZZZ999", "state": "QLD"})
    assert unknown.status_code == 404
    assert unknown.json()["errors"] == [
        {
            "field": "rego",
            "message": "We couldn't find that registration. Please choose your car's make and model.",
        }
    ]


async def test_a_trade_in_lead_gets_an_offer_and_its_acceptance_carries_it(session, client_for):
    await _market(session, {"trade_in": {"reconditioning": 800, "margin_percent": 10}})
    client = client_for("alpha")
    first = await client.post("/api/v1/leads", json=_trade_in())
    assert first.status_code == 201, first.text
    offer = first.json()["trade_in"]
    assert offer["estimate"] is True and 0 < offer["offer_min"] <= offer["offer_max"]
    assert offer["offer_max"] < offer["market_average"]  # less margin and reconditioning
    assert offer["offer_min"] % 100 == 0
    lead = await session.get(Lead, first.json()["lead_id"])
    assert lead.subcategory == "2. Offer Made" and lead.event_id == 18
    assert lead.details["offer_range"] == f"${offer['offer_min']:,} - ${offer['offer_max']:,}"

    # The browser cannot change the offer it accepts: the server's own figures go to the dealer.
    accept = await client.post(
        "/api/v1/leads",
        json=_trade_in(
            lead_id=lead.id, form_completed=True, offer_accepted=True, subcategory="anything"
        ),
    )
    assert accept.status_code == 201, accept.text
    accepted = await session.get(Lead, accept.json()["lead_id"])
    assert accepted.subcategory == "3. Offer Accepted"
    assert accepted.details["offer"] == lead.details["offer"]
    assert accepted.details["form_completed"] is True and accepted.details["lead_id"] == lead.id


async def test_an_old_car_gets_no_online_estimate_but_the_lead_goes_in(session, client_for):
    await _market(session)
    answer = await client_for("alpha").post(
        "/api/v1/leads", json=_trade_in(vehicle_year=THIS_YEAR - 9)
    )
    assert answer.status_code == 201
    assert answer.json()["trade_in"] == {
        "estimate": False,
        "reason": "We can't give an online estimate for cars over 7 years old.",
        "offer_min": None,
        "offer_max": None,
        "market_average": None,
        "comparables": 0,
        "confidence": 0.0,
    }
    lead = await session.scalar(select(Lead))
    assert lead.subcategory == "2. No Online Estimate"


async def test_accepting_needs_this_sites_earlier_trade_in_and_answers_from_the_lists(
    session, client_for
):
    await _market(session)
    await make_site(session, "gamma", config={"sign_in": {"captcha": False}})
    await session.commit()
    first = await client_for("alpha").post("/api/v1/leads", json=_trade_in())
    elsewhere = await client_for("beta").post(
        "/api/v1/leads",
        json={**_trade_in(lead_id=first.json()["lead_id"], offer_accepted=True), "altcha": None},
    )
    assert elsewhere.status_code == 422  # beta asks for a captcha; the lead_id is refused first
    fields = {e["field"] for e in elsewhere.json()["errors"]}
    assert "lead_id" in fields
    bad = await client_for("alpha").post("/api/v1/leads", json=_trade_in(condition="Mint"))
    assert bad.json()["errors"] == [
        {"field": "condition", "message": "Please choose one of the options."}
    ]


async def test_valuation_records_are_kept_only_where_configured(session, client_for):
    await _market(session, {"trade_in": {"record_valuation": True}})
    await make_site(session, "gamma")
    await session.commit()
    first = await client_for("alpha").post("/api/v1/leads", json=_trade_in())
    body = {
        "column_name": "valuation",
        "lead_id": first.json()["lead_id"],
        "value": first.json()["trade_in"],
    }
    kept = await client_for("alpha").post("/api/miscellaneous", json=body)
    assert kept.status_code == 201
    row = await session.get(MiscellaneousRecord, kept.json()["id"])
    assert row.lead_id == first.json()["lead_id"] and row.value["estimate"] is True
    assert (await client_for("gamma").post("/api/miscellaneous", json=body)).status_code == 404
    wrong = await client_for("alpha").post(
        "/api/miscellaneous", json={**body, "column_name": "other"}
    )
    assert wrong.status_code == 422


async def test_accepting_a_fresh_offer_needs_no_second_captcha(session, client_for):
    await _market(session)
    client = client_for("beta")  # beta keeps the captcha on
    first = await client.post("/api/v1/leads", json={**_trade_in(), "altcha": await solved(client)})
    assert first.status_code == 201, first.text
    accept = _trade_in(lead_id=first.json()["lead_id"], offer_accepted=True, form_completed=True)
    assert (await client.post("/api/v1/leads", json=accept)).status_code == 201
    # Someone else's e-mail is not this shopper's follow-up: the captcha is asked for.
    other = await client.post("/api/v1/leads", json={**accept, "email": "x@example.com"})
    assert other.status_code == 422
    assert [e["field"] for e in other.json()["errors"]] == ["altcha"]


async def test_a_car_to_sell_is_valued_like_a_trade_in_and_its_offer_accepted(session, client_for):
    await _market(session)
    client = client_for("alpha")
    traded = (await client.post("/api/v1/leads", json=_trade_in())).json()["trade_in"]
    sold = await client.post("/api/v1/leads", json=_trade_in(kind="sell_my_car"))
    assert sold.status_code == 201, sold.text
    assert sold.json()["category"] == "Sell My Car"
    assert sold.json()["trade_in"] == traded  # one valuation, whichever way the dealer buys
    lead = await session.get(Lead, sold.json()["lead_id"])
    assert lead.subcategory == "2. Offer Made" and lead.details["offer"] == traded

    # Accepting names the earlier sale, never another kind's lead or the browser's figures.
    trade_lead = await session.scalar(select(Lead.id).where(Lead.kind == "trade_in"))
    wrong = _trade_in(kind="sell_my_car", lead_id=trade_lead, offer_accepted=True)
    assert (await client.post("/api/v1/leads", json=wrong)).json()["errors"] == [
        {"field": "lead_id", "message": "Please start your valuation again."}
    ]
    accept = _trade_in(kind="sell_my_car", lead_id=lead.id, offer_accepted=True)
    accepted = await client.post("/api/v1/leads", json=accept)
    assert accepted.status_code == 201, accepted.text
    row = await session.get(Lead, accepted.json()["lead_id"])
    assert row.subcategory == "3. Offer Accepted" and row.details["offer"] == traded


async def test_a_car_to_sell_still_needs_its_make_model_and_year(session, client_for):
    await _market(session)
    bare = {"kind": "sell_my_car", **SHOPPER}
    answer = await client_for("alpha").post("/api/v1/leads", json=bare)
    assert answer.status_code == 422
    fields = {e["field"] for e in answer.json()["errors"]}
    assert fields == {"vehicle_make", "vehicle_model", "vehicle_year"}
