"""Content in the console: pages with a preview by the site's own renderer, offers
(the site's own, and makers' national offers hidden or shown), locations with hours, special hours
and public holidays, review moderation and replies, the presentation and a dealership's overrides.
Each change shows on the site at once, is audited, and stays inside its site and dealerships."""

import json
from datetime import date, timedelta
from typing import get_args

from forecourt.core.clock import utcnow
from forecourt.core.forms import AustralianState as State
from forecourt.locations.hours import STATE_TIME_ZONES, coming_public_holidays
from forecourt.offers.models import Offer
from forecourt.reviews.models import Review
from tests.console_users import console_sign_in, make_console_user
from tests.factories import make_car, make_dealership, make_location, make_site

API = "/api/v1/console"
PAGE = {
    "path": "/pages/warranty", "title": "Warranty", "description": "Our warranty",
    "markdown": "# Five years\n\nAsk us.<script>alert(1)</script><img src=x onerror=alert(1)>",
}  # fmt: skip


async def _console(session, client_for, role="owner", at=None, site=None):
    site = site or await make_site(session, "alpha")
    user = await make_console_user(
        session, site, role, at, email=f"{role}-{at.id if at else 'all'}@a.example"
    )
    await session.commit()
    console = client_for(site.slug)
    await console_sign_in(console, user.email)
    return console


async def test_a_page_is_previewed_saved_sanitised_and_shown(session, client_for):
    site = await make_site(session, "alpha")
    beta = await make_site(session, "beta")
    console = await _console(session, client_for, site=site)
    stranger = await _console(session, client_for, site=beta)

    preview = (
        await console.post(f"{API}/page-preview", json={"markdown": PAGE["markdown"]})
    ).json()
    assert preview["html"].startswith("<h2>Five years</h2>")
    assert "script" not in preview["html"] and "onerror" not in preview["html"]
    created = await console.post(f"{API}/pages", json=PAGE)
    assert created.status_code == 201, created.text
    page = created.json()
    assert page["html"] == preview["html"]  # the preview is what the site shows
    shown = await client_for("alpha").get("/api/v1/pages", params={"path": "/pages/warranty"})
    assert shown.json()["html"] == page["html"]

    taken = await console.post(f"{API}/pages", json={**PAGE, "title": "Again"})
    assert taken.status_code == 409 and taken.json()["errors"][0]["field"] == "path"
    bad = await console.post(f"{API}/pages", json={**PAGE, "path": "Warranty page", "title": ""})
    assert {e["field"] for e in bad.json()["errors"]} == {"path", "title"}

    hidden = await console.put(f"{API}/pages/{page['id']}", json={**PAGE, "published": False})
    assert hidden.json()["published"] is False
    gone = await client_for("alpha").get("/api/v1/pages", params={"path": "/pages/warranty"})
    assert gone.status_code == 404
    assert (await stranger.get(f"{API}/pages/{page['id']}")).status_code == 404
    assert (await stranger.delete(f"{API}/pages/{page['id']}")).status_code == 404
    [summary] = (await console.get(f"{API}/pages")).json()["pages"]
    assert summary["path"] == "/pages/warranty"

    log = (await console.get(f"{API}/audit", params={"object_type": "content_page"})).json()
    assert [e["action"] for e in log["entries"]] == ["update", "create"]
    assert log["entries"][0]["after"] == {"published": False}
    assert (await console.delete(f"{API}/pages/{page['id']}")).status_code == 204
    assert (await console.get(f"{API}/pages")).json()["pages"] == []


def _national(name):
    return Offer(
        site_id=None, manufacturer="Mazda", name=name, description=name,
        sanitized_description=name, excluded_website_ids=[], created_at=utcnow(),
    )  # fmt: skip


async def test_offers_of_the_site_and_national_offers_it_hides(session, client_for):
    site = await make_site(session, "alpha")
    beta = await make_site(session, "beta")
    for each in (site, beta):
        await make_car(session, await make_dealership(session, each), make="Mazda", car_type="new")
    national = _national("Mazda national")
    session.add(national)
    console = await _console(session, client_for, site=site)
    today = utcnow().date()

    backwards = {"name": "Free tint", "description": "Tint", "starts_on": str(today),
                 "ends_on": str(today - timedelta(days=1))}  # fmt: skip
    refused = await console.post(f"{API}/offers", json=backwards)
    assert refused.status_code == 422
    assert refused.json()["errors"] == [
        {"field": "ends_on", "message": "The offer cannot end before it starts."}
    ]
    own = await console.post(
        f"{API}/offers",
        json={**backwards, "ends_on": None, "description": "**Free** tint<script>x</script>",
              "manufacturer": "Mazda", "model_name": "CX-5"},
    )  # fmt: skip
    assert own.status_code == 201, own.text
    own_id = own.json()["id"]
    public = (await client_for("alpha").get("/api/v1/offers")).json()["offers"]
    assert {o["name"] for o in public} == {"Free tint", "Mazda national"}
    tint = next(o for o in public if o["name"] == "Free tint")
    assert "<strong>Free</strong>" in tint["sanitized_description"]
    assert "script" not in tint["sanitized_description"]
    assert tint["explore_href"] == "/search/mazda/cx-5"

    listed = (await console.get(f"{API}/offers")).json()
    assert [o["national"] for o in listed["offers"]] == [False, True]
    assert listed["form_schema"]["properties"]["name"]["maxLength"] == 160
    edit = await console.put(f"{API}/offers/{national.id}", json=backwards | {"ends_on": None})
    assert edit.status_code == 409
    hidden = await console.put(f"{API}/national-offers/{national.id}", json={"shown": False})
    assert hidden.json()["shown"] is False
    public = (await client_for("alpha").get("/api/v1/offers")).json()["offers"]
    assert [o["name"] for o in public] == ["Free tint"]
    beta_public = (await client_for("beta").get("/api/v1/offers")).json()["offers"]
    assert [o["name"] for o in beta_public] == ["Mazda national"]  # beta still shows it
    own_as_national = await console.put(f"{API}/national-offers/{own_id}", json={"shown": False})
    assert own_as_national.status_code == 404
    await console.put(f"{API}/national-offers/{national.id}", json={"shown": True})
    assert len((await client_for("alpha").get("/api/v1/offers")).json()["offers"]) == 2
    assert (await console.delete(f"{API}/offers/{own_id}")).status_code == 204


async def test_locations_hours_special_hours_and_holidays(session, client_for):
    assert set(get_args(State)) == set(STATE_TIME_ZONES)
    site = await make_site(session, "alpha")
    north, south = await make_dealership(session, site), await make_dealership(session, site)
    home = await make_location(session, north, state="QLD")
    away = await make_location(session, south, slug="south-yard")
    manager = await _console(session, client_for, "manager", north, site=site)
    viewer = await _console(session, client_for, "viewer", None, site=site)

    [row] = (await manager.get(f"{API}/locations")).json()["locations"]  # only north's
    assert row["id"] == home.id and len(row["values"]["opening_hours"]) == 7
    holiday = coming_public_holidays(home, utcnow().date())[0]
    values = row["values"]
    values["opening_hours"][1] = {"weekday": 1, "status": "Open", "open": "09:00", "close": "08:00"}
    wrong = await manager.put(f"{API}/locations/{home.id}", json=values)
    assert wrong.status_code == 422
    assert wrong.json()["errors"][0]["field"] == "opening_hours.1.close"
    values["opening_hours"][1]["close"] = "18:00"
    values["special_hours"] = [{"date": str(holiday.date), "status": "Open",
                                "start_hour": "10:00", "end_hour": "14:00", "name": holiday.name}]  # fmt: skip
    values["phone"] = "07 3999 0000"
    saved = await manager.put(f"{API}/locations/{home.id}", json=values)
    assert saved.status_code == 200, saved.text
    given = next(h for h in saved.json()["coming_holidays"] if h["date"] == str(holiday.date))
    assert given["hours_given"] is True
    shown = (await client_for("alpha").get("/api/v1/site")).json()["locations"]
    mine = next(loc for loc in shown if loc["id"] == home.id)
    assert mine["phone"] == "07 3999 0000"  # at once, past the site cache
    assert mine["opening_hours"][1]["formated_hours"] == "9:00am - 6:00pm"
    special = next(s for s in mine["special_hours"] if s["date"] == str(holiday.date))
    assert special["status"] == "Open" and special["public_holiday"] is False

    assert (await manager.put(f"{API}/locations/{away.id}", json=values)).status_code == 404
    elsewhere = await manager.post(f"{API}/locations", json={**values, "dealership_id": south.id})
    assert elsewhere.status_code == 404
    new = await manager.post(f"{API}/locations", json={**values, "dealership_id": north.id})
    assert new.status_code == 201 and new.json()["slug"].startswith("alpha-motors")
    assert (await viewer.get(f"{API}/locations")).status_code == 200
    assert (await viewer.put(f"{API}/locations/{home.id}", json=values)).status_code == 403


async def test_reviews_are_hidden_and_answered(session, client_for):
    site = await make_site(session, "alpha")
    north, south = await make_dealership(session, site), await make_dealership(session, site)
    north_yard = await make_location(session, north)
    south_yard = await make_location(session, south, slug="south-yard")
    for name, rating, loc in (
        ("Ann", 5, north_yard),
        ("Bob", 1, north_yard),
        ("Cy", 5, south_yard),
    ):
        session.add(Review(site_id=site.id, location_id=loc.id, customer_name=name, text="t",
                           rating=rating, review_date=date(2026, 5, rating)))  # fmt: skip
    owner = await _console(session, client_for, site=site)
    manager = await _console(session, client_for, "manager", north, site=site)

    everything = (await owner.get(f"{API}/reviews")).json()
    assert everything["total"] == 3
    low = (await manager.get(f"{API}/reviews", params={"max_rating": 2})).json()["items"]
    [bob] = low
    assert bob["customer_name"] == "Bob" and bob["location_name"] == north_yard.name
    cy = next(r for r in everything["items"] if r["customer_name"] == "Cy")
    assert (
        await manager.patch(f"{API}/reviews/{cy['id']}", json={"hidden": True})
    ).status_code == 404

    hidden = await manager.patch(f"{API}/reviews/{bob['id']}", json={"hidden": True})
    assert hidden.json()["hidden"] is True
    summary = (await client_for("alpha").get("/api/v1/reviews")).json()["summary"]
    assert summary["count"] == 2 and summary["average_rating"] == 5.0
    ann = next(r for r in everything["items"] if r["customer_name"] == "Ann")
    reply = await manager.patch(f"{API}/reviews/{ann['id']}", json={"reply": "  Thanks, Ann!  "})
    assert reply.json()["reply_text"] == "Thanks, Ann!" and reply.json()["reply_date"]
    listed = (await client_for("alpha").get("/api/v1/reviews")).json()["items"]
    assert next(r for r in listed if r["customer_name"] == "Ann")["reply_text"] == "Thanks, Ann!"
    unanswered = (await owner.get(f"{API}/reviews", params={"unanswered": True})).json()
    assert {r["customer_name"] for r in unanswered["items"]} == {"Bob", "Cy"}
    removed = await manager.patch(f"{API}/reviews/{ann['id']}", json={"reply": ""})
    assert removed.json()["reply_text"] is None and removed.json()["reply_date"] is None
    log = (await owner.get(f"{API}/audit", params={"object_type": "review"})).json()
    assert len(log["entries"]) == 3


async def test_presentation_and_a_dealerships_overrides(session, client_for):
    site = await make_site(session, "alpha")
    north, south = await make_dealership(session, site), await make_dealership(session, site)
    owner = await _console(session, client_for, site=site)
    manager = await _console(session, client_for, "manager", north, site=site)

    read = (await owner.get(f"{API}/presentation")).json()
    assert "slides" in read["form_schema"]["properties"]
    assert set(read["override_schema"]["properties"]) == {
        "cards",
        "vehicle_page",
        "presentation",
        "search",
    }
    presentation = read["presentation"]
    presentation["slides"] = [{"name": "Summer", "image": "has space.jpg"}]
    bad = await owner.put(f"{API}/presentation", json=presentation)
    assert [e["field"] for e in bad.json()["errors"]] == ["slides.0.image"]
    presentation["slides"][0]["image"] = "https://img.example.com/summer.jpg"
    presentation["hero_title"] = "Drive summer home"
    assert (await owner.put(f"{API}/presentation", json=presentation)).status_code == 200
    config = (await client_for("alpha").get("/api/v1/site")).json()["config"]
    assert config["presentation"]["hero_title"] == "Drive summer home"
    assert (await manager.put(f"{API}/presentation", json=presentation)).status_code == 403

    [mine] = (await manager.get(f"{API}/presentation")).json()["dealerships"]
    assert mine["dealership_id"] == north.id and mine["override"] == {}
    effective = mine["effective"]
    effective["presentation"]["hero_title"] = "North's own summer"
    saved = await manager.put(f"{API}/dealership-overrides/{north.id}", json=effective)
    assert saved.status_code == 200, saved.text
    [mine] = saved.json()["dealerships"]
    assert mine["override"] == {
        "presentation": {"hero_title": "North's own summer"}
    }  # the difference only
    effective["cards"] = {"no_such_setting": True}
    wrong = await manager.put(f"{API}/dealership-overrides/{north.id}", json=effective)
    assert wrong.json()["errors"][0]["field"] == "cards.no_such_setting"
    assert (await manager.put(f"{API}/dealership-overrides/{south.id}", json={})).status_code == 404
    cleared = await owner.put(f"{API}/dealership-overrides/{north.id}", json={})
    assert all(d["override"] == {} for d in cleared.json()["dealerships"])


async def test_the_longest_page_is_refused_by_its_field_not_its_size(session, client_for):
    console = await _console(session, client_for)
    longest = "\U0001f697" * 100_001  # one past MAX_MARKDOWN, 12 bytes each once JSON-escaped
    for path in ("/page-preview", "/pages"):
        body = {**PAGE, "markdown": longest} if path == "/pages" else {"markdown": longest}
        escaped = json.dumps(body)  # ASCII: 1.2 MB on the wire
        answer = await console.post(
            API + path, content=escaped, headers={"Content-Type": "application/json"}
        )
        assert answer.status_code == 422, answer.text[:200]
        assert answer.json()["errors"][0]["field"] == "markdown"
