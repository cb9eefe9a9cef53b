"""Pure parts of the car page head, the sitemap and robots.txt."""

from xml.etree import ElementTree

from forecourt.seo.jsonld import offer_availability
from forecourt.seo.sitemap import SitemapEntry, main_pages, robots_txt, sitemap_xml
from forecourt.tenancy.config import parse_site_config


def test_offer_availability_follows_the_cars_status():
    assert offer_availability("in_stock", False) == "https://schema.org/InStock"
    assert offer_availability("in_stock", True) == "https://schema.org/PreOrder"
    assert offer_availability("coming_soon", False) == "https://schema.org/PreOrder"
    assert offer_availability("sold", False) == "https://schema.org/SoldOut"


def test_main_pages_use_the_sites_own_links_once_and_skip_other_hosts():
    config = parse_site_config(
        {
            "links": {
                "finance": "https://lender.example.com/apply",
                "contact": "/contact-us",
                "service": "/service",
            }
        }
    )
    pages = main_pages(config, ["alpha-toyota"])
    assert pages[0] == "/"
    assert pages.count("/search/new-used-and-demo-cars") == 1
    assert "/contact-us" in pages and "/search/alpha-toyota" in pages
    assert not any(p.startswith("http") for p in pages)


def test_the_sitemap_lists_the_dealership_directory_of_a_site_with_dealerships():
    config = parse_site_config({})
    assert "/dealerships" in main_pages(config, ["alpha-toyota"])
    assert "/dealerships" not in main_pages(config, [])


def test_sitemap_is_valid_xml_with_escaped_urls():
    xml = sitemap_xml("https://a.example", [SitemapEntry("/cars/a&b"), SitemapEntry("/")])
    root = ElementTree.fromstring(xml)
    locs = [e.text for e in root.iter("{http://www.sitemaps.org/schemas/sitemap/0.9}loc")]
    assert locs == ["https://a.example/cars/a&b", "https://a.example/"]


def test_robots_points_to_the_sitemap_and_keeps_printouts_out():
    text = robots_txt("https://a.example")
    assert "Sitemap: https://a.example/sitemap.xml" in text
    assert "Disallow: /print" in text
    assert "Disallow: /api" not in text  # search engines render pages through the API
