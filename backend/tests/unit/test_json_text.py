"""Encoded JSON placed into a larger document as it is (core/json_text.py), and the search page's
first car read off its answer's text alone (search/first_screen.py)."""

import json

import pytest

from forecourt.core.json_text import RawJson, compact_json
from forecourt.search.first_screen import first_hit


def test_raw_parts_are_placed_verbatim_and_the_whole_parses_as_the_parts_would() -> None:
    car = {"title": "Mazda CX-5 «Touring»", "price": 31990, "tags": ["</script>", None, 1.5]}
    raw_car = json.dumps(car, ensure_ascii=False)  # another encoder's spacing and escaping
    state = {"site": RawJson('{"id":1}'), "first": {"car": RawJson(raw_car)}, "seed": 7}
    text = compact_json(state)
    assert raw_car in text
    assert json.loads(text) == {"site": {"id": 1}, "first": {"car": car}, "seed": 7}


def test_a_string_that_looks_like_a_marker_stays_a_string() -> None:
    lookalike = "\0" + "0" * 16 + ":0"
    text = compact_json({"a": lookalike, "b": RawJson("[1,2]")})
    assert json.loads(text) == {"a": lookalike, "b": [1, 2]}


def test_without_raw_parts_it_is_plain_compact_json() -> None:
    data = {"a": [1, 2, {"b": "c"}], "d": "é"}
    assert compact_json(data) == json.dumps(data, separators=(",", ":"))


def test_what_is_not_json_is_refused() -> None:
    with pytest.raises(TypeError, match="set is not JSON serializable"):
        compact_json({"a": {1, 2}})


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        ('{"hits":[{"slug":"a","image":{"src":"/m/1"}},{"slug":"b"}],"total":2}', "a"),
        ('{"hits":[],"total":0}', None),
        ('{"total":1,"hits":[{"slug":"c"}]}', "c"),  # another order: parsed whole
        ('{"total":0,"hits":[]}', None),
    ],
)
def test_the_first_hit_is_read_from_the_answers_text(answer: str, expected: str | None) -> None:
    hit = first_hit(answer)
    assert (hit or {}).get("slug") == expected
