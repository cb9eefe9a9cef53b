"""Search pages get a server-rendered title and canonical URL; a path naming nothing is a 404."""

from tests.factories import make_car, make_dealership, make_site


async def _site(session):
    site = await make_site(session, "alpha", name="Alpha Motors")
    dealer = await make_dealership(session, site, slug="alpha-north", name="Alpha North")
    await make_car(session, dealer, make="Toyota", model="Corolla")
    await session.commit()


async def test_make_and_model_search_page_has_its_own_title_and_canonical(session, client_for):
    await _site(session)
    page = await client_for("alpha").get("/search/toyota/corolla?page=2")
    assert page.status_code == 200
    assert "<title>Toyota Corolla for sale | Alpha Motors</title>" in page.text
    assert '<link rel="canonical" href="http://alpha.localhost/search/toyota/corolla">' in page.text


async def test_stock_type_and_dealership_pages_are_named(session, client_for):
    await _site(session)
    used = await client_for("alpha").get("/search/used-cars")
    assert "<title>Used Cars for sale | Alpha Motors</title>" in used.text
    dealer = await client_for("alpha").get("/search/alpha-north")
    assert "<title>Cars for sale at Alpha North | Alpha Motors</title>" in dealer.text


async def test_search_path_naming_nothing_answers_404(session, client_for):
    await _site(session)
    page = await client_for("alpha").get("/search/lamborghini")
    assert page.status_code == 404
    assert "Page not found" in page.text


async def test_search_path_deeper_than_make_and_model_answers_404(session, client_for):
    await _site(session)
    page = await client_for("alpha").get("/search/toyota/corolla/extra")
    assert page.status_code == 404


async def test_brand_page_exists_only_for_a_listed_brand_without_its_own_path(session, client_for):
    brands = {
        "cars": [{"title": "Kia", "slug": "kia", "description": ["Kia cars in Sydney."]}],
        "group": [{"title": "TWG Cars", "slug": "twg-cars", "path": "/twg-cars"}],
    }
    await make_site(session, "beta", name="Beta Group", config={"presentation": {"brands": brands}})
    await session.commit()
    kia = await client_for("beta").get("/kia/overview")
    assert kia.status_code == 200
    assert "<title>Kia | Beta Group</title>" in kia.text
    assert (await client_for("beta").get("/twg-cars/overview")).status_code == 404
    assert (await client_for("beta").get("/anything/overview")).status_code == 404


async def test_a_range_price_url_redirects_to_todays_form_keeping_other_parameters(
    session, client_for
):
    await _site(session)
    page = await client_for("alpha").get(
        "/search/toyota?range%5Bprice%5D=10000%3A20000&make=Toyota&range[km]=:50000&utm_source=x"
    )
    assert page.status_code == 301
    assert page.headers["location"] == (
        "/search/toyota?price=10000:20000&make=Toyota&km=:50000&utm_source=x"
    )
    assert (await client_for("alpha").get(page.headers["location"])).status_code == 200


async def test_a_range_of_what_is_not_a_number_attribute_is_left_as_it_is(session, client_for):
    await _site(session)
    page = await client_for("alpha").get("/search/used-cars?range[make]=a:b&range[nope]=1:2")
    assert page.status_code == 200
