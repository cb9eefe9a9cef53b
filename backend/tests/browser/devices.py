"""The shopper's phone (a touch screen), and pictures of pages for people."""

import os
from typing import Any

from playwright.sync_api import Page

PHONE: dict[str, Any] = {
    "viewport": {"width": 390, "height": 844},
    "has_touch": True,
    "is_mobile": True,
}


def picture(page: Page, name: str) -> None:
    """With FORECOURT_SHOTS set, the page as the shopper sees it (for people, never compared)."""
    if folder := os.environ.get("FORECOURT_SHOTS"):
        page.screenshot(path=f"{folder}/{name}.png", full_page=True)
