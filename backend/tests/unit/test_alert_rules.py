"""The alert's words and its search (garage/digest.py, garage/alerts.py): what a digest says,
and the saved search narrowed to cars listed since the last one."""

from datetime import UTC, datetime

from forecourt.garage.alerts import LISTED, NEWEST_FIRST, new_since
from forecourt.garage.digest import Digest, Line, alert_email, email_text, sms_text
from forecourt.search.query import Range

DIGEST = Digest(
    site_name="Northside Mazda",
    base_url="https://northside.example",
    greeting_name="Sam",
    subject="8 new cars match \u201cSUVs\u201d",
    intro="New stock matches your saved search \u201cSUVs\u201d:",
    lines=[
        Line("2021 Mazda CX-5 Maxx", "/cars/cx-5", 34990),
        Line("2020 Kia Sorento", "/cars/s", None),
    ],
    more=6,
    see_all_path="/search/used-cars?body=SUV",
    see_all_label="See every match",
    frequency="You get at most one of these a day.",
    token="tok_123",
)


def test_an_email_digest_lists_links_counts_the_rest_and_says_how_to_stop():
    text = email_text(DIGEST)
    assert text.startswith("Hi Sam,\n")
    assert "- 2021 Mazda CX-5 Maxx: $34,990\n  https://northside.example/cars/cx-5" in text
    assert "- 2020 Kia Sorento: Price on application" in text
    assert "...and 6 more." in text
    assert "See every match: https://northside.example/search/used-cars?body=SUV" in text
    assert text.endswith(
        "Stop these alerts: https://northside.example/alerts/unsubscribe?token=tok_123"
    )


def test_a_price_drop_line_says_now_and_was():
    drop = Digest(**{**DIGEST.__dict__, "lines": [Line("Mazda 3", "/cars/3", 21990, 23990)]})
    assert "- Mazda 3: now $21,990 (was $23,990)" in email_text(drop)


def test_the_email_carries_one_click_unsubscribe_headers():
    payload = alert_email(DIGEST, sender="alerts@forecourt.example", to="sam@example.com")
    assert payload["headers"] == {
        "List-Unsubscribe": "<https://northside.example/api/v1/alerts/unsubscribe?token=tok_123>",
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    }


def test_a_text_is_the_subject_and_two_links():
    assert sms_text(DIGEST) == (
        "Northside Mazda: 8 new cars match \u201cSUVs\u201d. "
        "https://northside.example/search/used-cars?body=SUV "
        "Stop alerts: https://northside.example/alerts/unsubscribe?token=tok_123"
    )


def test_the_search_is_narrowed_to_cars_listed_since_and_newest_first():
    since = datetime(2026, 11, 1, tzinfo=UTC)
    query = new_since({"make": ["Mazda"], "page": ["3"]}, since)
    assert query.terms == {"make": ("Mazda",)}
    assert query.ranges[LISTED] == (Range(since.timestamp(), None),)
    assert query.sort == NEWEST_FIRST and query.offset == 0


def test_a_listing_date_the_shopper_chose_keeps_its_end_and_starts_no_earlier_than_since():
    since = datetime(2026, 11, 1, tzinfo=UTC)
    window = f"{since.timestamp() - 86400:.0f}:{since.timestamp() + 86400:.0f}"
    [narrowed] = new_since({LISTED: [window]}, since).ranges[LISTED]
    assert narrowed == Range(since.timestamp(), since.timestamp() + 86400)
