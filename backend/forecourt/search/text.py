"""Free text (spec: search): every query word must prefix-match some word of the text fields
(attributes.TEXT_FIELDS), so results narrow as a shopper types.

A word is a run of ASCII letters and digits, lower-cased; everything else separates words
("Hi-Lux" has the words "hi" and "lux"). The rule is here in both forms, side by side: `words`
for the in-memory index and `text_conditions` for SQL; tests check that they agree.
"""

import re
import string

from sqlalchemy import ColumnElement, func, or_

from forecourt.search.attributes import TEXT_FIELDS, Expr

_ASCII_LOWER = str.maketrans(string.ascii_uppercase, string.ascii_lowercase)
_WORD = re.compile(r"[0-9a-z]+")


def words(text: str | None) -> list[str]:
    """The words of `text`. Only ASCII letters are lower-cased, exactly like SQLite's lower()."""
    return _WORD.findall(text.translate(_ASCII_LOWER)) if text else []


def word_prefix_condition(field: Expr, word: str, dialect: str) -> ColumnElement[bool]:
    """`field` has a word starting with `word` (itself a word: letters and digits only)."""
    lowered = func.lower(field)
    if dialect == "postgresql":
        return lowered.op("~")(f"(^|[^0-9a-z]){word}")
    return or_(lowered.op("GLOB")(f"{word}*"), lowered.op("GLOB")(f"*[^0-9a-z]{word}*"))


def text_conditions(query_words: list[str], dialect: str) -> list[ColumnElement[bool]]:
    return [
        or_(*[word_prefix_condition(field, word, dialect) for field in TEXT_FIELDS])
        for word in query_words
    ]
