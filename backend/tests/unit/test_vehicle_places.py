"""The vehicle page's location block over a site's kept places (vehicles/places.py), and which
kept cars of a model compare with a car (valuation/builtin.py)."""

from forecourt.locations.schemas import LocationOut
from forecourt.valuation.builtin import Evidence
from forecourt.valuation.model import Comparable
from forecourt.valuation.port import ValuationSubject
from forecourt.vehicles.places import Dealer, SiteLocation, SitePlaces

DEALER, OTHER_DEALER = 1, 2
ADDRESS = {"phone": None, "street": None, "city": None, "state": None, "postcode": None}


def _location(id: int, name: str, kind: str = "sales", *, dealer: int = DEALER, visible=True):
    return SiteLocation(
        id=id, name=name, **ADDRESS, dealership_id=dealer, location_type=kind, visible=visible,
        out=LocationOut.model_construct(id=id),
    )  # fmt: skip


# As the database gives them: primary first, then by name.
PLACES = SitePlaces(
    dealers={DEALER: Dealer(id=DEALER, name="Alpha", slug="alpha", **ADDRESS)},
    locations=(
        _location(1, "Head Office"),  # the dealership's primary
        _location(2, "Airport Service", "service"),
        _location(3, "City Sales"),
        _location(4, "Hidden Yard", visible=False),
        _location(5, "Other Group Sales", dealer=OTHER_DEALER),
    ),
)


def _ids(mode, own_location=3):
    return [x.id for x in PLACES.block(DEALER, own_location, mode)]


def test_the_primary_block_is_the_cars_own_location_when_shown():
    assert _ids("primary") == [3]
    assert _ids("primary", own_location=4) == [1]  # a hidden location: the primary instead
    assert _ids("primary", own_location=None) == [1]


def test_a_type_block_is_the_dealerships_visible_locations_of_that_type_own_first():
    assert _ids("sales") == [3, 1]
    assert _ids("service") == [2]
    assert _ids("parts") == [3]  # none of that type: the primary block (its own location)


def test_all_is_every_visible_location_of_the_cars_dealership_own_first():
    assert _ids("all") == [3, 1, 2]


def test_a_chosen_location_is_shown_whatever_its_dealership_unless_hidden():
    assert _ids(5) == [5]
    assert _ids(4) == [3]  # hidden: the primary block
    assert _ids(99) == [3]


def test_a_location_is_found_by_id_and_none_by_no_id():
    assert PLACES.location(2).name == "Airport Service"
    assert PLACES.location(None) is None
    assert PLACES.location(42) is None


SUBJECT = ValuationSubject(make="Mazda", model="CX-5", year=2020, km=40_000, car_id=7, vin="VIN7")


def _evidence(year: int, car_id: int = 1, vin: str | None = None) -> Evidence:
    return Evidence(Comparable(30_000, year, 50_000, "QLD"), car_id, vin)


def test_a_model_year_within_the_span_compares_and_one_beyond_does_not():
    assert _evidence(2018).compares_with(SUBJECT)
    assert _evidence(2022).compares_with(SUBJECT)
    assert not _evidence(2017).compares_with(SUBJECT)
    assert not _evidence(2023).compares_with(SUBJECT)


def test_the_car_itself_and_its_copies_on_other_sites_do_not_compare():
    assert not _evidence(2020, car_id=7).compares_with(SUBJECT)
    assert not _evidence(2020, car_id=8, vin="VIN7").compares_with(SUBJECT)
    assert _evidence(2020, car_id=8, vin=None).compares_with(SUBJECT)
    no_vin = ValuationSubject(make="Mazda", model="CX-5", year=2020, km=0, car_id=7)
    assert _evidence(2020, car_id=8, vin=None).compares_with(no_vin)
