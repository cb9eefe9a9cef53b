"""spec: vehicle §4 - consecutive runs of sold cars collapse so only the first of each run shows;
if every hit is sold, all are kept."""

from forecourt.search.collapse import collapse_sold_runs


def collapse(pattern: str) -> str:
    """'AS' letters: A available, S sold; indexes keep identity."""
    hits = list(enumerate(pattern))
    kept = collapse_sold_runs(hits, lambda hit: hit[1] == "S")
    return "".join(str(i) for i, _ in kept)


def test_only_the_first_sold_car_of_each_run_shows():
    assert collapse("ASSSASSA") == "01457"


def test_a_single_sold_car_between_available_cars_shows():
    assert collapse("ASA") == "012"


def test_runs_at_the_start_and_end_collapse_too():
    assert collapse("SSAASS") == "0234"


def test_when_every_hit_is_sold_all_are_kept():
    assert collapse("SSS") == "012"


def test_no_sold_cars_and_no_hits_are_left_alone():
    assert collapse("AAA") == "012"
    assert collapse("") == ""
