import pytest

from forecourt.core.errors import Conflict, InvalidInput
from forecourt.tenancy import admin


async def test_added_site_is_served_on_its_domain(session, client_for):
    site = await admin.add_site(
        session,
        slug="coast-mazda",
        name="Coast Mazda",
        domains=["www.coastmazda.com.au"],
        config={"search": {"hits_per_page": 24}},
        theme={"primary": "#990000"},
    )
    await admin.add_dealership(session, site, slug="coast-mazda-maroochydore", name="Coast Mazda")
    await session.commit()
    body = (await client_for("www.coastmazda.com.au").get("/api/v1/site")).json()
    assert body["name"] == "Coast Mazda"
    assert body["config"]["search"]["hits_per_page"] == 24
    assert [d["slug"] for d in body["dealerships"]] == ["coast-mazda-maroochydore"]


async def test_config_with_an_unknown_key_is_refused_naming_it(session):
    with pytest.raises(InvalidInput, match=r"config\.cards\.sold_tag: unknown key"):
        await admin.add_site(
            session, slug="x", name="X", domains=[], config={"cards": {"sold_tag": "S"}}
        )


async def test_a_host_belongs_to_one_site_only(session):
    await admin.add_site(session, slug="a", name="A", domains=["a.example.com"])
    with pytest.raises(Conflict):
        await admin.add_site(session, slug="b", name="B", domains=["a.example.com"])


async def test_bad_slug_is_refused(session):
    with pytest.raises(InvalidInput):
        await admin.add_site(session, slug="Bad Slug!", name="X", domains=[])
