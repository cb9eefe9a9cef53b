"""The demo's generated pictures: the car in its own colour, different per car, a spin that turns."""

import httpx
import numpy as np
import pytest

from forecourt.demo.images import render, spin_view, vehicle_key
from forecourt.demo.vehicle_shapes import SHAPES
from forecourt.inventory.models import CarImage
from tests.factories import make_car, make_dealership, make_site

RED = (179, 18, 27)
BLUE = (31, 78, 156)


def _pixels(key: str) -> np.ndarray:
    image = render(key)
    assert image is not None, key
    assert image.size == (1400, 933)
    return np.asarray(image.convert("RGB"), dtype=np.int32)


def _share_like(pixels: np.ndarray, colour: tuple[int, int, int]) -> float:
    """Share of pixels with the colour's hue: its channel order and strong saturation, any shade."""
    r, g, b = pixels[..., 0], pixels[..., 1], pixels[..., 2]
    if colour == RED:
        mask = (r > 1.8 * g) & (r > 1.8 * b) & (r > 50)
    else:
        mask = (b > 1.5 * r) & (b > g + 25) & (b > 60)
    return float(mask.mean())


def test_picture_shows_the_car_in_its_colour():
    red = _pixels(vehicle_key(4242, RED, "suv", "0"))
    blue = _pixels(vehicle_key(4242, BLUE, "suv", "0"))
    assert _share_like(red, RED) > 0.04
    assert _share_like(red, RED) > 5 * _share_like(blue, RED)
    assert _share_like(blue, BLUE) > _share_like(red, BLUE) + 0.04


def test_two_cars_of_the_same_colour_look_different():
    one = _pixels(vehicle_key(11, RED, "sedan", "0"))
    other = _pixels(vehicle_key(12, RED, "sedan", "0"))
    assert np.abs(one - other).mean() > 8


def test_the_same_key_always_draws_the_same_picture():
    assert np.array_equal(
        _pixels("demo/77/1f4e9c/hatch/3.jpg"), _pixels("demo/77/1f4e9c/hatch/3.jpg")
    )


def test_spin_frames_turn_the_car_and_share_one_backdrop():
    front = _pixels(vehicle_key(9, BLUE, "suv", spin_view(0)))
    side = _pixels(vehicle_key(9, BLUE, "suv", spin_view(9)))
    assert np.abs(front - side).mean() > 5
    assert np.array_equal(front[:40], side[:40])  # the backdrop holds still while the car turns


@pytest.mark.parametrize("shape", SHAPES)
def test_every_body_shape_renders_a_gallery_and_an_interior_view(shape):
    assert _pixels(vehicle_key(5, BLUE, shape, "0")).std() > 10
    assert _pixels(vehicle_key(5, BLUE, shape, "4")).std() > 10  # interior (or another angle)


def test_logos_and_places_render_and_nonsense_keys_do_not():
    assert render("demo/logo/9b1b30/c0c3c7/northside-mazda.png") is not None
    assert render("demo/brand/101010/mazda.png") is not None
    assert render("demo/place/0b2545/twg-toyota.jpg") is not None
    for key in ("demo/1/zzzzzz/0.jpg", "demo/1/red/rocket/0.jpg", "demo/1/red/spin-99.jpg",
                "demo/1/red/front.jpg", "demo/logo/red/blue/Bad Words.png", "demo/1/red/0.gif"):  # fmt: skip
        assert render(key) is None, key


async def test_media_route_serves_a_demo_picture_as_webp(app, session):
    # Both keys belong to a car (only such keys are drawn); the renderer knows no "rocket" shape.
    car = await make_car(session, await make_dealership(session, await make_site(session, "a")))
    car.images = [
        CarImage(position=i, source=f"demo/31/b3121b/{shape}/0.jpg")
        for i, shape in enumerate(("ute", "rocket"))
    ]
    await session.commit()
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://localhost") as client:
        ok = await client.get("/media/400/demo/31/b3121b/ute/0.jpg")
        missing = await client.get("/media/400/demo/31/b3121b/rocket/0.jpg")
    assert ok.status_code == 200 and ok.headers["content-type"] == "image/webp"
    assert missing.status_code == 404
