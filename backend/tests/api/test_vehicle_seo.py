"""Search engines and share previews see real content: the car page head, sitemap.xml, robots.txt."""

import json
import re
from datetime import timedelta
from xml.etree import ElementTree

from forecourt.core.clock import utcnow
from forecourt.tenancy.models import SiteDomain
from tests.factories import make_car, make_dealership, make_site

JSON_LD = re.compile(r'<script type="application/ld\+json">(.*?)</script>', re.S)
SITEMAP_NS = "{http://www.sitemaps.org/schemas/sitemap/0.9}"


async def test_car_page_head_has_title_canonical_og_image_and_car_json_ld(session, client_for):
    site = await make_site(session, "alpha", name="Alpha Motors")
    dealer = await make_dealership(session, site, name="Alpha Toyota")
    await make_car(
        session,
        dealer,
        slug="2021-corolla",
        name="2021 Toyota Corolla Ascent Sport",
        year=2021,
        price=24990,
        km=40123,
        vin="JTDBR3BE30J123456",
        body="Hatchback",
        fuel="Petrol",
        trans="Automatic",
        colour="White",
        images=2,
    )
    await session.commit()
    page = await client_for("alpha").get("/cars/2021-corolla")
    assert page.status_code == 200
    html = page.text
    assert "<title>2021 Toyota Corolla Ascent Sport | Alpha Motors</title>" in html
    assert '<link rel="canonical" href="http://alpha.localhost/cars/2021-corolla">' in html
    og = re.search(r'<meta property="og:image" content="([^"]+)">', html)
    assert og and og.group(1).startswith("http://alpha.localhost/media/1200/")
    docs = [json.loads(m) for m in JSON_LD.findall(html)]
    car = next(d for d in docs if d["@type"] == "Car")
    assert car["offers"]["price"] == 24990
    assert car["offers"]["priceCurrency"] == "AUD"
    assert car["offers"]["availability"] == "https://schema.org/InStock"
    assert car["mileageFromOdometer"] == {
        "@type": "QuantitativeValue",
        "value": 40123,
        "unitCode": "KMT",
    }
    assert car["vehicleIdentificationNumber"] == "JTDBR3BE30J123456"
    assert car["brand"] == {"@type": "Brand", "name": "Toyota"}
    assert (car["model"], car["vehicleModelDate"], car["bodyType"]) == (
        "Corolla",
        "2021",
        "Hatchback",
    )
    assert (car["fuelType"], car["vehicleTransmission"], car["color"]) == (
        "Petrol",
        "Automatic",
        "White",
    )
    assert len(car["image"]) == 2


async def test_sold_car_offer_is_sold_out_and_coming_soon_is_preorder(session, client_for):
    site = await make_site(session, "alpha")
    dealer = await make_dealership(session, site)
    await make_car(
        session, dealer, slug="sold", status="sold", sold_at=utcnow() - timedelta(days=30)
    )
    await make_car(session, dealer, slug="soon", status="coming_soon")
    await session.commit()
    client = client_for("alpha")
    for slug, availability in (("sold", "SoldOut"), ("soon", "PreOrder")):
        page = await client.get(f"/cars/{slug}")
        assert page.status_code == 200  # a sold car's page stays reachable for old links
        car = json.loads(JSON_LD.findall(page.text)[0])
        assert car["offers"]["availability"] == f"https://schema.org/{availability}"


async def test_unknown_or_hidden_or_other_sites_car_page_is_a_real_404(session, client_for):
    alpha = await make_site(session, "alpha", name="Alpha Motors")
    beta = await make_site(session, "beta")
    await make_car(
        session, await make_dealership(session, alpha), slug="hidden", show_on_dealer_website=False
    )
    await make_car(session, await make_dealership(session, beta), slug="beta-car")
    await session.commit()
    client = client_for("alpha")
    for slug in ("no-such-car", "hidden", "beta-car"):
        page = await client.get(f"/cars/{slug}")
        assert page.status_code == 404, slug
        assert "<title>Car not found | Alpha Motors</title>" in page.text
        assert "application/ld+json" not in page.text


async def test_trade_in_page_under_cars_is_not_a_missing_car(session, client_for):
    await make_site(session, "alpha")
    await session.commit()
    assert (await client_for("alpha").get("/cars/trade-in")).status_code == 200


async def test_sitemap_lists_main_pages_and_only_the_current_sites_visible_cars(
    session, client_for
):
    alpha = await make_site(session, "alpha")
    dealer = await make_dealership(session, alpha, slug="alpha-toyota")
    await make_car(session, dealer, slug="visible")
    await make_car(session, dealer, slug="coming", status="coming_soon")
    await make_car(session, dealer, slug="hidden", show_on_dealer_website=False)
    await make_car(
        session, dealer, slug="long-sold", status="sold", sold_at=utcnow() - timedelta(days=40)
    )
    beta = await make_site(session, "beta")
    await make_car(session, await make_dealership(session, beta), slug="beta-car")
    await session.commit()
    response = await client_for("alpha").get("/sitemap.xml")
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("application/xml")
    locs = [e.text for e in ElementTree.fromstring(response.content).iter(f"{SITEMAP_NS}loc")]
    base = "http://alpha.localhost"
    for path in (
        "/",
        "/search/new-used-and-demo-cars",
        "/search/used-cars",
        "/search/new-cars",
        "/search/demo-cars",
        "/special-offers",
        "/contact",
        "/search/alpha-toyota",
        "/dealerships",
    ):
        assert base + path in locs, path
    cars = sorted(loc for loc in locs if "/cars/" in loc)
    assert cars == [f"{base}/cars/coming", f"{base}/cars/visible"]


async def test_robots_txt_points_to_the_sitemap(session, client_for):
    await make_site(session, "alpha")
    await session.commit()
    response = await client_for("alpha").get("/robots.txt")
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/plain")
    assert "User-agent: *" in response.text
    assert "Sitemap: http://alpha.localhost/sitemap.xml" in response.text


async def test_sitemap_and_robots_on_an_unknown_host_are_404(session, client_for):
    await session.commit()
    for path in ("/sitemap.xml", "/robots.txt"):
        assert (await client_for("nobody").get(path)).status_code == 404
        assert (await client_for("localhost").get(path)).status_code == 404


async def test_absolute_urls_keep_the_requests_port_when_the_site_has_no_primary_domain(
    session, client_for
):
    site = await make_site(session, "alpha")
    await make_car(session, await make_dealership(session, site), slug="kept", images=1)
    await session.commit()
    client = client_for("alpha.localhost:8000")
    html = (await client.get("/cars/kept")).text
    assert '<link rel="canonical" href="http://alpha.localhost:8000/cars/kept">' in html
    assert 'content="http://alpha.localhost:8000/media/1200/' in html  # Open Graph image
    docs = [json.loads(m) for m in JSON_LD.findall(html)]
    assert (
        next(d for d in docs if d["@type"] == "Car")["url"]
        == "http://alpha.localhost:8000/cars/kept"
    )
    sitemap = (await client.get("/sitemap.xml")).text
    assert "<loc>http://alpha.localhost:8000/cars/kept</loc>" in sitemap
    robots = (await client.get("/robots.txt")).text
    assert "Sitemap: http://alpha.localhost:8000/sitemap.xml" in robots


async def test_absolute_urls_use_the_primary_domain_when_the_site_has_one(session, client_for):
    site = await make_site(session, "alpha")
    session.add(SiteDomain(host="www.alpha.com.au", site_id=site.id, primary=True))
    await make_car(session, await make_dealership(session, site), slug="kept")
    await session.commit()
    html = (await client_for("alpha.localhost:8000").get("/cars/kept")).text
    assert '<link rel="canonical" href="https://www.alpha.com.au/cars/kept">' in html
    sitemap = (await client_for("www.alpha.com.au").get("/sitemap.xml")).text
    assert "<loc>https://www.alpha.com.au/cars/kept</loc>" in sitemap
