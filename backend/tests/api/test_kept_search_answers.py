"""A kept search answer is sent before routing (search/kept_answers.py): the same bytes and
headers as the route's, per site, never for a query the route would refuse, and never past a
stock change."""

import pytest

from forecourt.inventory.stock_version import bump_stock_version, stock_versions_for
from forecourt.search.service import SearchService
from forecourt.tenancy.models import Dealership
from tests.factories import make_car, make_dealership, make_site

URL = "/api/v1/search"


async def two_sites(session) -> Dealership:
    """Sites alpha and beta, a car each; returns alpha's dealership."""
    dealers = []
    for slug, make in (("alpha", "Toyota"), ("beta", "Mazda")):
        dealers.append(await make_dealership(session, await make_site(session, slug)))
        await make_car(session, dealers[-1], slug=f"{slug}-car", make=make)
    await session.commit()
    return dealers[0]


@pytest.fixture
def route_calls(app, monkeypatch) -> list[str]:
    """The host of every search the route itself answered. What the app keeps (a site's
    resolution, its stock version) stays fresh for the test, so a busy machine's pause between
    two requests cannot send the second to the route."""
    app.state.site_resolver._ttl = 60.0
    stock_versions_for(app.state).ttl = 60.0
    calls: list[str] = []
    answer = SearchService.search_json

    async def counted(self, session, site, params):  # type: ignore[no-untyped-def]
        calls.append(site.slug)
        return await answer(self, session, site, params)

    monkeypatch.setattr(SearchService, "search_json", counted)
    return calls


async def test_a_kept_answer_is_sent_as_the_route_sent_it(session, client_for, route_calls):
    await two_sites(session)
    for accept in ("gzip", "identity"):
        client = client_for("alpha")
        client.headers["Accept-Encoding"] = accept
        first = await client.get(URL, params={"make": "Toyota", "sortBy": "price:asc"})
        again = await client.get(URL, params={"make": "Toyota", "sortBy": "price:asc"})
        assert first.status_code == again.status_code == 200
        assert again.content == first.content
        same = {"content-type", "content-encoding", "vary", "content-security-policy"}
        assert {k: v for k, v in again.headers.items() if k in same} == {
            k: v for k, v in first.headers.items() if k in same
        }
        assert again.headers["x-request-id"] != first.headers["x-request-id"]
    assert route_calls == ["alpha"]  # the second answer of each pair never reached the route


async def test_each_site_gets_its_own_answer(session, client_for, route_calls):
    await two_sites(session)
    alpha = await client_for("alpha").get(URL)
    beta = await client_for("beta").get(URL)
    assert [h["slug"] for h in alpha.json()["hits"]] == ["alpha-car"]
    assert [h["slug"] for h in beta.json()["hits"]] == ["beta-car"]
    assert (await client_for("beta").get(URL)).json() == beta.json()
    assert route_calls == ["alpha", "beta"]


async def test_a_query_the_route_refuses_is_refused_even_once_answers_are_kept(
    session, client_for, route_calls
):
    await two_sites(session)
    client = client_for("alpha")
    assert (await client.get(URL, params={"page": "2"})).status_code == 200
    refused = await client.get(URL, params={"page": "0"})
    assert refused.status_code == 422
    assert refused.json()["errors"][0]["field"] == "page"


async def test_a_stock_change_reaches_the_next_search(session, app, client_for, route_calls):
    alpha = await two_sites(session)
    client = client_for("alpha")
    assert [(await client.get(URL)).json()["total"] for _ in range(2)] == [1, 1]
    # The site's first index is built before the change: one built while the change commits reads
    # the rows after it under the version before it, and its answers' totals then say nothing
    # of which index gave them.
    await app.state.search_service.backend.settle()
    await make_car(session, alpha, slug="alpha-new")
    await bump_stock_version(session, alpha.site_id)
    await session.commit()
    noticed = await client.get(URL)  # the route notices the change; the index rebuilds
    # The index of the stock as it was answers while the new one builds, and that answer is not
    # kept: the next search goes to the route again.
    assert noticed.json()["total"] == 1
    await app.state.search_service.backend.settle()
    assert [(await client.get(URL)).json()["total"] for _ in range(2)] == [2, 2]
    assert route_calls == ["alpha", "alpha", "alpha"]


async def test_unknown_hosts_and_the_platform_are_left_to_the_route(session, client_for):
    await two_sites(session)
    assert (await client_for("nobody").get(URL)).status_code == 404
    assert (await client_for("nobody").get(URL)).status_code == 404
    assert (await client_for("localhost").get(URL)).status_code == 404
