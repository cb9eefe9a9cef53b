"""Stock feed import: upsert by stock number or VIN, full feeds, and whole-file refusal."""

import asyncio
import json
from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import func, select
from typer.testing import CliRunner

from forecourt.core.clock import as_utc
from forecourt.core.db import make_engine, make_sessionmaker
from forecourt.core.settings import get_settings
from forecourt.inventory.feed_import import import_stock
from forecourt.inventory.feed_parse import FIRST_ROW, FeedRefused, parse_feed
from forecourt.inventory.models import Car, CarImage, StockVersion
from tests.factories import make_car, make_dealership, make_location, make_site

NOW = datetime(2026, 11, 21, 10, 0, tzinfo=UTC)
HEADER = "stocknum,vin,year,make,model,badge,car_type,price,km,colour,body,fuel,transmission,drive,status,images\n"
RANGER = 'R100,MPBUMFF50PX123456,2023,Ford,Ranger,XLT 4x4,used,"$54,990",41230,White,Double Cab Pick Up,Diesel,10 Speed Automatic,4x4 Dual Range,In Stock,https://cdn.example.com/r100/1.jpg|https://cdn.example.com/r100/2.jpg\n'
CX5 = "C200,,2026,Mazda,CX-5,G25 Touring,new,50490,12,Soul Red,Wagon,Unleaded Petrol,6 Speed Automatic,All Wheel Drive,coming soon,\n"


@pytest.fixture
async def dealer(session):
    site = await make_site(session, "coast-cars")
    dealership = await make_dealership(session, site, "coast-cars-maroochydore")
    await make_location(session, dealership, slug="coast-sales", location_type="sales")
    await session.commit()
    return dealership


async def _import(session, text, fmt="csv", *, full=False, slug="coast-cars-maroochydore"):
    rows = parse_feed(text, fmt)
    result = await import_stock(session, slug, rows, full=full, now=NOW, first_row=FIRST_ROW[fmt])
    await session.commit()
    return result


async def _cars(session, dealership_id):
    fresh = (
        select(Car)
        .where(Car.dealership_id == dealership_id)
        .execution_options(populate_existing=True)
    )
    return {c.stocknum: c for c in await session.scalars(fresh)}


async def test_csv_import_creates_cars(session, dealer):
    result = await _import(session, HEADER + RANGER + CX5)

    assert (result.created, result.updated, result.marked_sold) == (2, 0, 0)
    cars = await _cars(session, dealer.id)
    ranger, cx5 = cars["R100"], cars["C200"]
    assert ranger.slug == "2023-ford-ranger-xlt-4x4-r100"
    assert ranger.name == "2023 Ford Ranger XLT 4x4"
    assert (ranger.price, ranger.km, ranger.status, ranger.site_id) == (
        54990,
        41230,
        "in_stock",
        dealer.site_id,
    )
    assert (ranger.simple_transmission, ranger.simple_fuel, ranger.simple_drive, ranger.simple_body) == (
        "Automatic", "Diesel", "4WD", "Ute",
    )  # fmt: skip
    assert ranger.location_id is not None
    assert (cx5.status, cx5.simple_drive, cx5.vin) == ("coming_soon", "AWD", None)
    sources = (
        await session.scalars(
            select(CarImage.source).where(CarImage.car_id == ranger.id).order_by(CarImage.position)
        )
    ).all()
    assert sources == ["https://cdn.example.com/r100/1.jpg", "https://cdn.example.com/r100/2.jpg"]
    assert (
        await session.scalar(
            select(StockVersion.version).where(StockVersion.site_id == dealer.site_id)
        )
        == 1
    )


async def test_reimport_updates_a_car_by_its_stock_number(session, dealer):
    await _import(session, HEADER + RANGER)
    before = (await _cars(session, dealer.id))["R100"]
    await _import(
        session, HEADER + RANGER.replace('"$54,990"', "51990").replace("XLT 4x4", "XLT Hi-Rider")
    )

    after = await _cars(session, dealer.id)
    assert list(after) == ["R100"]
    assert after["R100"].id == before.id
    assert (after["R100"].price, after["R100"].name) == (51990, "2023 Ford Ranger XLT Hi-Rider")
    assert after["R100"].slug == before.slug  # links keep working


async def test_reimport_matches_by_vin_when_the_stock_number_changed(session, dealer):
    await _import(session, HEADER + RANGER)
    original = (await _cars(session, dealer.id))["R100"]
    result = await _import(session, HEADER + RANGER.replace("R100,", "R777,"))

    cars = await _cars(session, dealer.id)
    assert (result.created, result.updated) == (0, 1)
    assert list(cars) == ["R777"] and cars["R777"].id == original.id


async def test_full_feed_marks_cars_missing_from_it_sold_with_a_sold_date(session, dealer):
    long_ago = NOW - timedelta(days=40)
    await make_car(session, dealer, stocknum="GONE1")
    await make_car(session, dealer, stocknum="OLD1", status="sold", sold_at=long_ago)
    await session.commit()
    result = await _import(session, HEADER + RANGER, full=True)

    cars = await _cars(session, dealer.id)
    assert result.marked_sold == 1
    assert cars["GONE1"].status == "sold" and as_utc(cars["GONE1"].sold_at) == NOW
    assert as_utc(cars["OLD1"].sold_at) == long_ago  # already sold: its date stays
    assert cars["R100"].status == "in_stock"


async def test_without_full_cars_missing_from_the_feed_stay_in_stock(session, dealer):
    await make_car(session, dealer, stocknum="KEEP1")
    await session.commit()
    await _import(session, HEADER + RANGER)
    assert (await _cars(session, dealer.id))["KEEP1"].status == "in_stock"


async def test_a_feed_with_one_bad_row_changes_nothing_and_names_the_row_and_field(session, dealer):
    await _import(session, HEADER + RANGER)
    bad = (
        HEADER
        + RANGER.replace('"$54,990"', "49990")
        + CX5
        + CX5.replace("C200", "C300").replace("50490", "abc")
    )

    with pytest.raises(FeedRefused) as refused:
        await _import(session, bad)

    assert "row 4, field price: Input should be a valid integer" in refused.value.message
    cars = await _cars(session, dealer.id)
    assert list(cars) == ["R100"] and cars["R100"].price == 54990
    assert (
        await session.scalar(
            select(StockVersion.version).where(StockVersion.site_id == dealer.site_id)
        )
        == 1
    )


async def test_json_feed_works_too(session, dealer):
    feed = {
        "cars": [
            {"stocknum": "J1", "year": 2025, "make": "Toyota", "model": "RAV4", "badge": "GXL Hybrid",
             "car_type": "demo", "price": 44990, "km": 3200, "certified": "no", "reserved": True,
             "standard_equipment": ["Reversing Camera", "Apple CarPlay"], "images": ["cars/j1/0.jpg"],
             "rego_expiry": "31/01/2027", "status": "in_stock"},
        ]
    }  # fmt: skip
    result = await _import(session, json.dumps(feed), "json")

    car = (await _cars(session, dealer.id))["J1"]
    assert result.created == 1
    assert (car.car_type, car.km, car.reserved, car.certified) == ("demo", 3200, True, False)
    assert car.standard_equipment == ["Reversing Camera", "Apple CarPlay"]
    assert car.rego_expiry.isoformat() == "2027-01-31"
    assert (
        await session.scalar(
            select(func.count()).select_from(CarImage).where(CarImage.car_id == car.id)
        )
        == 1
    )


@pytest.mark.parametrize(
    "text,expected",
    [
        (HEADER + RANGER.replace(",used,", ",nearly new,"), "row 2, field car_type: Input should be 'new', 'demo' or 'used'"),
        ("stocknum,year,make,model,car_type\nX1,2024,Kia,Cerato,used\n", "row 2, field price: Field required"),
        (HEADER + RANGER.replace("MPBUMFF50PX123456", "MPBUMFF50PX12345O"), "row 2, field vin: String should match pattern"),
        (HEADER + RANGER + RANGER.replace("MPBUMFF50PX123456", ""), "row 3, field stocknum: stock number R100 is also on row 2"),
        ("stocknum,year,make,model,car_type,price,pirce\nX1,2024,Kia,Cerato,used,1,2\n", "row 2, field pirce: unknown column"),
        (HEADER + RANGER.replace("https://cdn.example.com/r100/2.jpg", "../secret"), "row 2, field images: '../secret'"),
    ],
)  # fmt: skip
def test_each_bad_value_is_refused_with_its_row_and_field(text, expected):
    with pytest.raises(FeedRefused) as refused:
        parse_feed(text, "csv")
    assert expected in refused.value.message


async def test_a_location_the_dealership_does_not_have_is_refused_before_writing(session, dealer):
    text = (
        "stocknum,year,make,model,car_type,price,location\nL1,2024,Kia,Cerato,used,19990,nowhere\n"
    )
    with pytest.raises(FeedRefused, match="row 2, field location: no location 'nowhere'"):
        await _import(session, text)
    assert await _cars(session, dealer.id) == {}


async def test_a_vin_that_belongs_to_another_car_is_refused(session, dealer):
    await make_car(session, dealer, stocknum="A1", vin="MPBUMFF50PX123456")
    await make_car(session, dealer, stocknum="R100", vin=None)
    await session.commit()
    with pytest.raises(
        FeedRefused, match="row 2, field vin: VIN MPBUMFF50PX123456 belongs to stock number A1"
    ):
        await _import(session, HEADER + RANGER)


async def test_import_only_touches_the_named_dealerships_stock(session, dealer):
    other_site = await make_site(session, "other-site")
    other = await make_dealership(session, other_site, "other-dealer")
    their_car = await make_car(session, other, stocknum="R100", price=11111)
    await session.commit()
    await _import(session, HEADER + RANGER, full=True)

    theirs = await session.get(Car, their_car.id, populate_existing=True)
    assert (theirs.price, theirs.status) == (11111, "in_stock")
    assert len(await _cars(session, dealer.id)) == 1


async def test_an_unknown_dealership_is_refused(session):
    with pytest.raises(FeedRefused, match="dealership: no dealership 'nobody'"):
        await _import(session, HEADER + RANGER, slug="nobody")


def test_cli_refuses_a_bad_file_with_a_nonzero_exit_and_imports_a_good_one(
    settings, engine, tmp_path, monkeypatch
):
    from forecourt.cli import app

    async def arrange() -> None:
        db = make_engine(settings.database_url, settings.database_schema)
        async with make_sessionmaker(db)() as session:
            site = await make_site(session, "cli-site")
            await make_dealership(session, site, "cli-dealer")
            await session.commit()
        await db.dispose()

    asyncio.run(arrange())
    monkeypatch.setenv("FORECOURT_DATABASE_URL", settings.database_url)
    if settings.database_schema:
        monkeypatch.setenv("FORECOURT_DATABASE_SCHEMA", settings.database_schema)
    get_settings.cache_clear()
    bad, good = tmp_path / "bad.csv", tmp_path / "good.csv"
    bad.write_text(HEADER + RANGER + RANGER.replace("R100", "R101").replace("2023", "twenty"))
    good.write_text(HEADER + RANGER + CX5)
    try:
        refused = CliRunner().invoke(app, ["import-stock", str(bad), "--dealership", "cli-dealer"])
        imported = CliRunner().invoke(
            app, ["import-stock", str(good), "--dealership", "cli-dealer", "--full"]
        )
    finally:
        get_settings.cache_clear()

    assert refused.exit_code == 2
    assert "row 3, field year: Input should be a valid integer" in refused.output
    assert imported.exit_code == 0, imported.output
    assert "2 created, 0 updated" in imported.output
