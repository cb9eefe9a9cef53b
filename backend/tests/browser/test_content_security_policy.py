"""The pages run under their Content-Security-Policy: home, search and a vehicle page load with
the header present, the browser reports no violation, and axe still passes."""

from typing import Any

import pytest

from tests.browser.conftest import assert_accessible

pytestmark = pytest.mark.browser

# Collected before any page script runs (DevTools init scripts are not subject to the CSP).
RECORD_VIOLATIONS = """
window.__cspViolations = [];
document.addEventListener('securitypolicyviolation', (e) => {
  window.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`);
});
"""


def test_home_search_and_vehicle_pages_run_under_the_csp(page: Any, live_server: str) -> None:
    base = live_server.format(slug="tasman-wide-group")
    console: list[str] = []
    page.on("console", lambda message: console.append(message.text))
    page.add_init_script(RECORD_VIOLATIONS)

    pages: list[tuple[str, str]] = [("/", "[data-testid=car-card]"), ("/search/used-cars", "")]
    for path, ready in pages:
        response = page.goto(base + path)
        assert (
            response is not None
            and "script-src 'self'" in response.headers["content-security-policy"]
        )
        page.locator(ready or "[data-testid=car-card]").first.wait_for()
        if path == "/search/used-cars":
            car_path = page.locator("[data-testid=car-card] a[href^='/cars/']").first.get_attribute(
                "href"
            )
        assert page.evaluate("() => window.__cspViolations") == [], path
        assert_accessible(page)

    response = page.goto(base + str(car_path))
    assert (
        response is not None
        and "frame-ancestors 'self'" in response.headers["content-security-policy"]
    )
    page.get_by_role("heading", level=1).wait_for()
    page.wait_for_load_state("networkidle")
    assert page.evaluate("() => window.__cspViolations") == []
    assert_accessible(page)
    assert not [text for text in console if "Content Security Policy" in text], console
