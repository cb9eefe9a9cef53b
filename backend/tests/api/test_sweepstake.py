"""The prize draw (/spin-to-win): a signed-in shopper enters once per site and draw, the entry is
kept and reaches the dealer as a lead with the draw's terms linked on its page; entrants must be
18 or over and live in the draw's states; no entries outside its dates; another site's draw and
another site's shopper are apart."""

import asyncio
from datetime import date, timedelta

from sqlalchemy import func, select

from forecourt.core.clock import utcnow
from forecourt.leads.models import Lead
from forecourt.outbox.models import OutboxMessage
from forecourt.sweepstakes.models import SweepstakeEntry
from tests.factories import make_dealership, make_site
from tests.shoppers import MOBILE, sign_in

DRAW = {
    "enabled": True,
    "draw": "drive-away-2024",
    "name": "Drive Away a Winner",
    "terms_path": "/pages/sweepstake-terms",
}
TODAY = utcnow().date()


async def _site(session, slug="alpha", **draw):
    config = {"sign_in": {"captcha": False}, "sweepstake": {**DRAW, **draw}}
    site = await make_site(session, slug, config=config)
    await make_dealership(session, site, email=f"sales@{slug}.example")
    await session.commit()
    return site


def _entry(**fields):
    return {
        "kind": "sweepstake",
        "name": "Noor",
        "last_name": "Entrant",
        "email": "noor@example.com",
        "phone": MOBILE,
        "postcode": "2150",  # Parramatta, NSW
        "date_of_birth": "1990-05-17",
        "draw_terms_accepted": True,
        **fields,
    }


async def _enter(client, csrf, **fields):
    return await client.post("/api/v1/leads", json=_entry(**fields), headers={"X-CSRF-Token": csrf})


async def test_a_signed_in_shopper_enters_the_draw_once_and_the_dealer_gets_the_entry(
    session, client_for, engine, settings
):
    await _site(session)
    client = client_for("alpha")
    csrf = await sign_in(client, engine, settings)
    draw = (await client.get("/api/v1/sweepstake")).json()
    assert draw["name"] == "Drive Away a Winner" and draw["status"] == "open"
    assert draw["terms_path"] == "/pages/sweepstake-terms"
    assert draw["min_age"] == 18 and draw["states"] == ["NSW"]  # spec §9
    assert draw["entered_at"] is None

    entered = await _enter(client, csrf)
    assert entered.status_code == 201, entered.text
    assert entered.json()["category"] == "Sweepstake Entry"
    assert (await client.get("/api/v1/sweepstake")).json()["entered_at"] is not None

    again = await _enter(client, csrf, email="other@example.com")
    assert again.status_code == 409
    assert again.json()["detail"] == "You have already entered this draw."
    lead = await session.scalar(select(Lead))
    assert lead.kind == "sweepstake" and lead.subcategory == "Drive Away a Winner"
    assert lead.details["state"] == "NSW" and lead.details["verified_mobile"] == "0412345678"
    assert await session.scalar(select(func.count()).select_from(Lead)) == 1
    [entry] = list(await session.scalars(select(SweepstakeEntry)))
    assert entry.lead_id == lead.id and entry.draw == "drive-away-2024"
    dealer = await session.scalar(select(OutboxMessage).where(OutboxMessage.purpose == "dealer"))
    assert dealer.destination == "sales@alpha.example"
    assert "Sweepstake Entry" in str(dealer.payload)


async def test_two_entries_at_once_make_one_entry(session, client_for, engine, settings):
    await _site(session)
    client = client_for("alpha")
    csrf = await sign_in(client, engine, settings)
    answers = await asyncio.gather(*(_enter(client, csrf) for _ in range(4)))
    assert sorted(a.status_code for a in answers) == [201, 409, 409, 409]
    assert await session.scalar(select(func.count()).select_from(SweepstakeEntry)) == 1
    assert await session.scalar(select(func.count()).select_from(Lead)) == 1


async def test_a_signed_out_visitor_cannot_enter(session, client_for):
    await _site(session)
    answer = await client_for("alpha").post("/api/v1/leads", json=_entry())
    assert answer.status_code == 401
    assert await session.scalar(select(func.count()).select_from(Lead)) == 0


async def test_entrants_must_be_18_or_over_live_in_the_draws_states_and_accept_its_terms(
    session, client_for, engine, settings
):
    await _site(session)
    client = client_for("alpha")
    csrf = await sign_in(client, engine, settings)
    seventeen = date(TODAY.year - 17, TODAY.month, min(TODAY.day, 28)).isoformat()
    refused = await _enter(
        client, csrf, date_of_birth=seventeen, postcode="3000", draw_terms_accepted=False
    )
    assert refused.status_code == 422
    assert refused.json()["errors"] == [
        {"field": "date_of_birth", "message": "Entrants must be 18 or over."},
        {"field": "postcode", "message": "This draw is open to residents of NSW only."},
        {
            "field": "draw_terms_accepted",
            "message": "Please accept the draw's terms and conditions to enter.",
        },
    ]
    unknown = await _enter(client, csrf, postcode="0001")
    assert unknown.json()["errors"] == [
        {"field": "postcode", "message": "We don't know this postcode. Please check it."}
    ]
    missing = await _enter(client, csrf, date_of_birth=None)
    assert missing.json()["errors"][0]["field"] == "date_of_birth"
    assert await session.scalar(select(func.count()).select_from(SweepstakeEntry)) == 0


async def test_no_entries_before_the_draw_opens_or_after_it_closes(
    session, client_for, engine, settings
):
    await _site(session, opens="2024-05-13", closes="2024-06-24")  # spec §9's promotion
    client = client_for("alpha")
    csrf = await sign_in(client, engine, settings)
    draw = (await client.get("/api/v1/sweepstake")).json()
    assert draw["status"] == "closed"
    assert draw["message"] == "Entries to Drive Away a Winner closed on 24 June 2024."
    closed = await _enter(client, csrf)
    assert closed.status_code == 409 and closed.json()["detail"] == draw["message"]

    await _site(session, "beta", opens=(TODAY + timedelta(days=30)).isoformat())
    beta = client_for("beta")
    beta_csrf = await sign_in(beta, engine, settings)
    upcoming = (await beta.get("/api/v1/sweepstake")).json()
    assert upcoming["status"] == "upcoming" and upcoming["message"].startswith(
        "Entries to Drive Away a Winner open on "
    )
    assert (await _enter(beta, beta_csrf)).status_code == 409
    assert await session.scalar(select(func.count()).select_from(Lead)) == 0


async def test_each_site_keeps_its_own_draw_and_a_site_without_one_has_none(
    session, client_for, engine, settings
):
    await _site(session)
    await _site(session, "beta", name="Beta's Big Draw")
    gamma = await make_site(session, "gamma")
    await make_dealership(session, gamma)
    await session.commit()
    alpha = client_for("alpha")
    alpha_csrf = await sign_in(alpha, engine, settings)
    assert (await _enter(alpha, alpha_csrf)).status_code == 201

    # The same phone on another site is another shopper: entered nowhere yet, enters there.
    beta = client_for("beta")
    beta_csrf = await sign_in(beta, engine, settings)
    draw = (await beta.get("/api/v1/sweepstake")).json()
    assert draw["name"] == "Beta's Big Draw" and draw["entered_at"] is None
    assert (await _enter(beta, beta_csrf)).status_code == 201
    by_site = await session.execute(
        select(Lead.site_id, func.count()).where(Lead.kind == "sweepstake").group_by(Lead.site_id)
    )
    assert sorted(count for _, count in by_site) == [1, 1]

    # alpha's session is worth nothing on beta's host, and gamma runs no draw.
    carried = client_for("beta")
    carried.cookies = alpha.cookies
    assert (await carried.post("/api/v1/leads", json=_entry())).status_code == 401
    none = await client_for("gamma").get("/api/v1/sweepstake")
    assert none.status_code == 404
    assert none.json()["detail"] == "No prize draw is running on this site."
