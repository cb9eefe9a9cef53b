"""sitemap.xml and robots.txt for one site (architecture principle 8)."""

from dataclasses import dataclass
from datetime import date
from xml.sax.saxutils import escape

from forecourt.tenancy.config import SiteConfig

MAX_URLS = 50_000  # the sitemap protocol's limit per file
DIRECTORY = "/dealerships"  # spec: search §1, the dealership directory
SEARCH_PAGES = (
    "/search/new-used-and-demo-cars",
    "/search/new-cars",
    "/search/used-cars",
    "/search/demo-cars",
)
# Pages with nothing for a search engine: printouts, sign-in, checkout, lead confirmation and the
# alerts' stop link.
DISALLOWED = (
    "/print",
    "/sign-in",
    "/alerts/",
    "/success",
    "/checkout-journey",
    "/cars/*/checkout",
    "/cars/*/buy-online",
)


@dataclass(frozen=True)
class SitemapEntry:
    path: str
    lastmod: date | None = None


def main_pages(config: SiteConfig, dealership_slugs: list[str]) -> list[str]:
    links = config.links
    pages = [
        "/",
        config.search.default_path,
        *SEARCH_PAGES,
        links.special_offers,
        links.finance,
        links.trade_in,
        links.service,
        links.test_drive,
        links.parts,
        links.contact,
        *(f"/search/{slug}" for slug in dealership_slugs),
        *([DIRECTORY] if dealership_slugs else []),
    ]
    seen: set[str] = set()
    own = []
    for page in pages:
        if page.startswith("/") and not page.startswith("//") and page not in seen:
            seen.add(page)
            own.append(page)
    return own


def sitemap_xml(base_url: str, entries: list[SitemapEntry]) -> str:
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ]
    for entry in entries[:MAX_URLS]:
        lastmod = f"<lastmod>{entry.lastmod.isoformat()}</lastmod>" if entry.lastmod else ""
        lines.append(f"<url><loc>{escape(base_url + entry.path)}</loc>{lastmod}</url>")
    lines.append("</urlset>")
    return "\n".join(lines) + "\n"


CLOSED_ROBOTS_TXT = "User-agent: *\nDisallow: /\n"


def robots_txt(base_url: str) -> str:
    rules = "\n".join(f"Disallow: {path}" for path in DISALLOWED)
    return f"User-agent: *\n{rules}\n\nSitemap: {base_url}/sitemap.xml\n"
