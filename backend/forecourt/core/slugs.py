"""Slugs: the lower-case, hyphenated words of a site address (a car, a make, a location)."""

import re
import unicodedata

_NOT_SLUG = re.compile(r"[^a-z0-9]+")


def slugify(text: str) -> str:
    """Accents are folded first ('Škoda' -> 'skoda'), as the frontend's slugify does, so the
    make and model links it builds resolve here."""
    decomposed = unicodedata.normalize("NFKD", text)
    folded = "".join(c for c in decomposed if not unicodedata.combining(c))
    return _NOT_SLUG.sub("-", folded.lower()).strip("-")
