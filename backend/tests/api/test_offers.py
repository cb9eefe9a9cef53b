"""Special offers: a site's own offers and the national offers of makes it sells
new, within their dates, less those excluding it; the description's HTML sanitised; an offer
another site owns, an ended one or one under the wrong make's path is not found."""

from tests.factories import make_car, make_dealership, make_site, new_offer


async def _setup(session):
    alpha = await make_site(session, "alpha")
    beta = await make_site(session, "beta")
    await make_car(session, await make_dealership(session, alpha), make="Mazda", car_type="new")
    await make_car(session, await make_dealership(session, beta), make="Mazda", car_type="new")
    offers = [
        new_offer(
            alpha.id,
            "Alpha's own",
            category="Trade-in offer",
            description='<p onclick="x()">Ours <script>bad()</script><b>now</b></p>',
        ),
        new_offer(beta.id, "Beta's own"),
        new_offer(None, "CX-5 servicing", "Mazda", model_name="CX-5", category="Service offer"),
        new_offer(None, "Not for beta", "Mazda", excluded=[beta.id]),
        new_offer(None, "Toyota deal", "Toyota"),  # nobody here sells Toyota new
        new_offer(alpha.id, "Ended", days=(-30, -1)),
        new_offer(alpha.id, "Not yet", days=(2, 9)),
    ]
    session.add_all(offers)
    await session.commit()
    return alpha, beta, {o.name: o for o in offers}


async def test_a_site_shows_its_own_and_its_makes_live_offers(session, client_for):
    _alpha, _beta, _ = await _setup(session)
    alpha = (await client_for("alpha").get("/api/v1/offers")).json()
    names = {o["name"] for o in alpha["offers"]}
    assert names == {"Alpha's own", "CX-5 servicing", "Not for beta"}
    assert alpha["manufacturers"] == ["Mazda"]
    beta = (await client_for("beta").get("/api/v1/offers")).json()
    assert {o["name"] for o in beta["offers"]} == {"Beta's own", "CX-5 servicing"}


async def test_an_offer_reads_safely_and_links_to_its_model(session, client_for):
    _alpha, _beta, offers = await _setup(session)
    client = client_for("alpha")
    own_id = offers["Alpha's own"].id
    own = (await client.get(f"/api/v1/offers/{own_id}")).json()
    html = own["sanitized_description"]
    assert "<script" not in html and "onclick" not in html and "<b>now</b>" in html
    assert own["description_text"] == "Ours now" and own["path"] == f"/offers/{own['id']}"
    cx5 = (await client.get(f"/api/v1/offers/{offers['CX-5 servicing'].id}")).json()
    assert cx5["path"] == f"/offers/mazda/{cx5['id']}"
    assert cx5["explore_href"] == "/search/mazda/cx-5"
    by_make = (await client.get("/api/v1/offers", params={"category": "Service offer"})).json()
    assert [o["name"] for o in by_make["offers"]] == ["CX-5 servicing"]


async def test_other_sites_ended_and_future_offers_are_not_found(session, client_for):
    _alpha, _beta, offers = await _setup(session)
    client = client_for("alpha")
    for name in ("Beta's own", "Ended", "Not yet", "Toyota deal"):
        answer = await client.get(f"/api/v1/offers/{offers[name].id}")
        assert answer.status_code == 404, name
        assert answer.json()["detail"] == "This offer has ended or is not available here."
    excluded = await client_for("beta").get(f"/api/v1/offers/{offers['Not for beta'].id}")
    assert excluded.status_code == 404
