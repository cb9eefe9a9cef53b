"""Locations through the API: the dealer locator orders a site's own locations
nearest to a postcode first; a public holiday shows closed in the site's payload."""

from forecourt.geo.postcodes import nearest_first, place_of
from tests.factories import make_dealership, make_location, make_site

BRISBANE, SYDNEY, PERTH = (-27.4698, 153.0251), (-33.8688, 151.2093), (-31.9523, 115.8613)


async def _sites(session):
    alpha = await make_site(session, "alpha")
    beta = await make_site(session, "beta")
    dealer = await make_dealership(session, alpha)
    for slug, (lat, long), state in (
        ("perth", PERTH, "WA"),
        ("sydney", SYDNEY, "NSW"),
        ("brisbane", BRISBANE, "QLD"),
    ):
        await make_location(session, dealer, slug=slug, lat=lat, long=long, state=state)
    await make_location(session, dealer, slug="no-map", lat=None, long=None)
    await make_location(session, await make_dealership(session, beta), slug="beta-place",
                        lat=-27.47, long=153.02)  # fmt: skip
    await session.commit()


async def test_the_locator_puts_the_nearest_location_first(session, client_for):
    await _sites(session)
    answer = await client_for("alpha").get("/api/v1/locations/nearest", params={"postcode": "2000"})
    assert answer.status_code == 200
    body = answer.json()
    assert body["state"] == "NSW"
    slugs = [n["location"]["slug"] for n in body["locations"]]
    assert slugs == ["sydney", "brisbane", "perth"]  # none of beta's, none without a position
    assert body["locations"][0]["distance_km"] < 5
    assert 700 < body["locations"][1]["distance_km"] < 800


async def test_the_locator_explains_a_bad_postcode(session, client_for):
    await _sites(session)
    bad = await client_for("alpha").get("/api/v1/locations/nearest", params={"postcode": "20000"})
    assert bad.status_code == 422 and bad.json()["errors"][0]["field"] == "postcode"


async def test_a_postcode_that_cannot_be_geocoded_is_an_invalid_postcode(session, client_for):
    await _sites(session)
    unknown = await client_for("alpha").get(
        "/api/v1/locations/nearest", params={"postcode": "0001"}
    )
    assert unknown.status_code == 404
    assert unknown.json()["errors"][0] == {"field": "postcode", "message": "Invalid postcode"}


def test_distance_sorting_leaves_out_what_has_no_position():
    place = place_of("6000")
    assert place is not None
    ordered = nearest_first(
        place, ["bris", "perth", "nowhere"], {"bris": BRISBANE, "perth": PERTH}.get
    )
    assert [name for name, _ in ordered] == ["perth", "bris"]
    assert ordered[1][1] > 3000
