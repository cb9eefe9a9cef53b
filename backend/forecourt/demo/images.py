"""The demo's pictures, drawn on request from their media key (registered with the media store).

Keys (everything the drawing needs is in the key, so any process renders the same picture):
- `demo/{seed}/{colour}/{view}.jpg` or `demo/{seed}/{colour}/{shape}/{view}.jpg`: a vehicle.
  colour is six hex digits or a plain colour name; shape one of vehicle_shapes.SHAPES (default
  sedan); view is a gallery shot number, `spin-{i}` (exterior spin frame i of 36) or `interior`.
- `demo/logo/{primary}/{accent}/{words}.png`: a dealer wordmark; `demo/brand/{colour}/{words}.png`:
  a make's emblem; `demo/place/{colour}/{words}.jpg`: a dealership building. words: a slug.
"""

import random
import re
import zlib
from dataclasses import dataclass

from PIL import Image, ImageDraw

from forecourt.demo.scenes import (
    HEIGHT,
    WIDTH,
    Backdrop,
    backdrop_image,
    cast_shadow,
    fit_font,
    interior_image,
    interior_layout,
    pick_backdrop,
    zoom_crop,
)
from forecourt.demo.vehicle_art import RGB, Camera, Palette, VehiclePainter, shade
from forecourt.demo.vehicle_shapes import SHAPES, Vehicle, build_vehicle

PREFIX = "demo/"
SPIN_FRAMES = 36
NAMED_COLOURS: dict[str, RGB] = {
    "white": (242, 242, 240),
    "black": (26, 26, 28),
    "silver": (192, 195, 199),
    "grey": (107, 111, 117),
    "gray": (107, 111, 117),
    "blue": (31, 78, 156),
    "red": (179, 18, 27),
    "green": (47, 93, 58),
    "orange": (226, 103, 27),
    "yellow": (232, 194, 28),
    "brown": (107, 74, 47),
    "bronze": (140, 106, 67),
    "gold": (201, 162, 39),
    "purple": (90, 45, 130),
    "beige": (216, 203, 176),
}
RIMS: tuple[RGB, ...] = ((186, 190, 196), (120, 124, 130), (60, 62, 66), (208, 206, 200))
_HEX = re.compile(r"^[0-9a-fA-F]{6}$")
_WORDS = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")


def hex_colour(rgb: RGB) -> str:
    return "{:02x}{:02x}{:02x}".format(*rgb)


def parse_colour(token: str) -> RGB | None:
    if _HEX.match(token):
        return (int(token[0:2], 16), int(token[2:4], 16), int(token[4:6], 16))
    return NAMED_COLOURS.get(token.lower())


def vehicle_key(seed: int, colour: RGB, shape: str, view: str) -> str:
    return f"{PREFIX}{seed}/{hex_colour(colour)}/{shape}/{view}.jpg"


def spin_view(frame: int) -> str:
    return f"spin-{frame:02d}"


# ---- views -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Shot:
    yaw: float = 35.0
    pitch: float = 9.0
    zoom: float = 1.0
    focus: str | None = None  # a feature to frame in a close-up
    interior: bool = False


# A photographer's walk round the car: hero angle first, then sides, rear, cabin and details.
GALLERY: tuple[Shot, ...] = (
    Shot(32, 9),
    Shot(90, 5),
    Shot(148, 9),
    Shot(4, 6),
    Shot(interior=True),
    Shot(180, 7),
    Shot(328, 9),
    Shot(270, 5),
    Shot(55, 22),
    Shot(70, 6, 2.3, "front_wheel"),
    Shot(interior=True, zoom=1.8),
    Shot(212, 9),
    Shot(120, 14),
    Shot(25, 6, 2.4, "headlight"),
    Shot(300, 18),
    Shot(20, 3),
    Shot(160, 24),
    Shot(160, 7, 2.3, "taillight"),
    Shot(240, 10),
    Shot(45, 12),
)
NO_CABIN = ("motorcycle", "caravan")  # their "interior" shots become more exterior angles


def gallery_shot(n: int, shape: str, rng: random.Random) -> Shot:
    shot = GALLERY[n % len(GALLERY)]
    if shot.interior and shape in NO_CABIN:
        shot = Shot(yaw=62.0 + 40 * (n % 3), pitch=12.0)
    jitter = 0.0 if shot.interior else rng.uniform(-5, 5) + 17 * (n // len(GALLERY))
    return Shot(
        shot.yaw + jitter, shot.pitch + rng.uniform(-1.5, 1.5), shot.zoom, shot.focus, shot.interior
    )


def features(vehicle: Vehicle) -> dict[str, tuple[float, float, float]]:
    """Named points on the vehicle's left side, for close-ups and spin hotspots."""
    half_l, hw = vehicle.length / 2, vehicle.width / 2
    front = max(vehicle.wheels, key=lambda w: w.x)
    rear = min(vehicle.wheels, key=lambda w: w.x)
    lower = vehicle.parts[0]
    nose = max(lower.points, key=lambda p: p[0])
    return {
        "front_wheel": (
            front.x,
            front.track if vehicle.shape != "motorcycle" else 0.1,
            front.radius,
        ),
        "rear_wheel": (rear.x, rear.track if vehicle.shape != "motorcycle" else 0.1, rear.radius),
        "headlight": (half_l - 0.05, hw * 0.7, nose[1] * 0.95),
        "taillight": (-half_l + 0.05, hw * 0.75, lower.points[-1][1] + 0.1),
        "roof": (0.0, 0.0, vehicle.height),
        "door": (0.25, hw, vehicle.height * 0.5),
    }


def _camera(vehicle: Vehicle, shot: Shot, rng: random.Random) -> Camera:
    scale = min(WIDTH * 0.8 / (vehicle.length + 0.6), HEIGHT * 0.62 / vehicle.height)
    cam = Camera(
        shot.yaw,
        shot.pitch,
        scale,
        WIDTH / 2 + rng.uniform(-25, 25),
        HEIGHT * 0.5,
        vehicle.length * 2.6,
    )
    # Centre the vehicle's middle (half its height) on the frame, so tall and low shapes both sit well.
    _, mid_y = cam.project((0.0, 0.0, vehicle.height / 2))
    return Camera(cam.yaw, cam.pitch, scale, cam.cx, cam.cy + HEIGHT * 0.53 - mid_y, cam.distance)


def render_vehicle(seed: int, paint: RGB, shape: str, view: str) -> Image.Image | None:
    rng = random.Random(seed)  # the car's own look: proportions, backdrop, wheels, cabin
    vehicle = build_vehicle(shape, rng)
    backdrop = pick_backdrop(rng)
    rim = rng.choice(RIMS)
    cabin_rng = random.Random(seed * 31 + 7)
    if view == "interior":
        return interior_image(cabin_rng, paint, backdrop)
    if view.startswith("spin-"):
        frame = int(view[5:])
        if not 0 <= frame < SPIN_FRAMES:
            return None
        shot = Shot(yaw=frame * 360 / SPIN_FRAMES, pitch=8.0)
        shot_rng = random.Random(seed)  # every frame shares one framing, so the spin holds still
    elif view.isdigit():
        shot_rng = random.Random(seed * 1009 + int(view))
        shot = gallery_shot(int(view), shape, shot_rng)
        if shot.interior:
            return interior_image(cabin_rng, paint, backdrop, shot.zoom)
    else:
        return None
    return _exterior(vehicle, backdrop, paint, rim, shot, shot_rng)


def _exterior(
    vehicle: Vehicle, backdrop: Backdrop, paint: RGB, rim: RGB, shot: Shot, rng: random.Random
) -> Image.Image:
    cam = _camera(vehicle, shot, rng)
    _, ground_y = cam.project((0.0, 0.0, 0.0))
    horizon = int(ground_y - (ground_y - HEIGHT * backdrop.horizon) * (1 - shot.pitch / 40))
    image = backdrop_image(backdrop, horizon, rng)
    cast_shadow(image, cam, vehicle.length / 2, vehicle.width / 2)
    VehiclePainter(ImageDraw.Draw(image), cam, Palette(paint, rim)).paint(vehicle)
    if shot.zoom > 1 and shot.focus:
        x, y = cam.project(features(vehicle)[shot.focus])
        image = zoom_crop(image, shot.zoom, (x / WIDTH, y / HEIGHT))
    return image


def spin_hotspot_position(
    seed: int, shape: str, feature: str, frame: int
) -> tuple[float, float] | None:
    """Where `feature` appears (shares of the frame) in exterior spin frame `frame`; None if hidden."""
    rng = random.Random(seed)
    vehicle = build_vehicle(shape, rng)
    cam = _camera(vehicle, Shot(yaw=frame * 360 / SPIN_FRAMES, pitch=8.0), random.Random(seed))
    point = features(vehicle)[feature]
    outward = (0.0, 0.0, 1.0) if feature == "roof" else (0.0, 1.0, 0.0)
    if feature in ("headlight",):
        outward = (0.7, 0.7, 0.0)
    elif feature == "taillight":
        outward = (-0.7, 0.7, 0.0)
    if cam.faces(point, outward) <= 0.15:
        return None
    x, y = cam.project(point)
    return (round(x / WIDTH, 4), round(y / HEIGHT, 4))


def interior_hotspot_positions(seed: int) -> dict[str, tuple[float, float]]:
    layout = interior_layout(random.Random(seed * 31 + 7))
    sx0, sy0, sx1, sy1 = layout.screen
    return {
        "wheel": (layout.wheel[0], layout.wheel[1]),
        "screen": ((sx0 + sx1) / 2, (sy0 + sy1) / 2),
        "cluster": (
            (layout.cluster[0] + layout.cluster[2]) / 2,
            (layout.cluster[1] + layout.cluster[3]) / 2,
        ),
        "shifter": layout.shifter,
        "seat": layout.seat_left,
    }


# ---- logos, emblems and buildings ---------------------------------------------------------------


def _words(slug: str) -> str:
    """Slug words for display: acronyms (no vowels: twg, mg, ktm) upper-cased, others capitalised."""

    def word(w: str) -> str:
        if any(c.isdigit() for c in w):
            return w  # 4x4, 300
        return w.upper() if not set(w) & set("aeiouy") else w.capitalize()

    return " ".join(word(w) for w in slug.split("-"))


def _initials(name: str) -> str:
    first = name.split()[0]
    return first if first.isupper() and len(first) <= 3 else "".join(w[0] for w in name.split()[:2])


def render_logo(primary: RGB, accent: RGB, words: str) -> Image.Image:
    """A dealer wordmark on white: an emblem tile with the initials, and the name beside it."""
    image = Image.new("RGB", (800, 200), (255, 255, 255))
    d = ImageDraw.Draw(image)
    d.rounded_rectangle([12, 20, 172, 180], radius=32, fill=primary)
    d.rectangle([36, 150, 148, 158], fill=accent)
    name = _words(words)
    initials = _initials(name).upper()
    d.text((92, 96), initials, font=fit_font(d, initials, 120, 84), fill=accent, anchor="mm")
    d.text((196, 100), name, font=fit_font(d, name, 590, 64), fill=primary, anchor="lm")
    return image


def render_brand(colour: RGB, words: str) -> Image.Image:
    """A make's emblem: a ring with its initials and the name beneath."""
    image = Image.new("RGB", (480, 320), (255, 255, 255))
    d = ImageDraw.Draw(image)
    d.ellipse([170, 24, 310, 164], fill=colour)
    d.ellipse([184, 38, 296, 150], outline=(255, 255, 255), width=6)
    name = _words(words)
    initials = _initials(name).upper()
    d.text(
        (240, 94), initials, font=fit_font(d, initials, 90, 56), fill=(255, 255, 255), anchor="mm"
    )
    d.text((240, 236), name, font=fit_font(d, name, 440, 48), fill=shade(colour, 0.85), anchor="mm")
    return image


def render_place(colour: RGB, words: str) -> Image.Image:
    """A dealership building: glass showroom, a fascia in the dealer's colour, cars on the forecourt."""
    rng = random.Random(zlib.crc32(words.encode()))
    backdrop = Backdrop(
        "outdoor", ((98, 156, 214), (206, 224, 240)), ((140, 140, 138), (92, 92, 94)), 0.6
    )
    horizon = int(HEIGHT * 0.66)
    image = backdrop_image(backdrop, horizon, rng)
    d = ImageDraw.Draw(image)
    left, right, top = WIDTH * 0.08, WIDTH * 0.92, HEIGHT * 0.2
    d.rectangle([left, top, right, horizon], fill=(214, 216, 220))
    for i in range(14):  # glazing
        x0 = left + 30 + i * (right - left - 60) / 14
        d.rectangle(
            [x0, top + 110, x0 + (right - left - 60) / 14 - 8, horizon - 6], fill=(70, 96, 120)
        )
    d.rectangle([left - 10, top, right + 10, top + 90], fill=colour)
    name = _words(words)
    d.text(
        (WIDTH / 2, top + 45),
        name,
        font=fit_font(d, name, right - left - 80, 60),
        fill=(255, 255, 255),
        anchor="mm",
    )
    for i, x in enumerate((0.22, 0.5, 0.78)):
        vehicle = build_vehicle(rng.choice(["sedan", "suv", "hatch", "ute"]), rng)
        scale = WIDTH * 0.22 / vehicle.length
        cam = Camera(35 + 10 * i, 10, scale, WIDTH * x, HEIGHT * 0.84, vehicle.length * 2.6)
        paint = rng.choice(list(NAMED_COLOURS.values()))
        VehiclePainter(d, cam, Palette(paint, RIMS[0])).paint(vehicle)
    return image


# ---- the media store's entry point ----------------------------------------------------------------


def _seed(token: str) -> int:
    return int(token) if token.isdigit() else zlib.crc32(token.encode())


def render(key: str) -> Image.Image | None:
    """The picture for a `demo/...` key, or None when the key means nothing (the store answers 404)."""
    stem, _, ext = key.removeprefix(PREFIX).rpartition(".")
    if ext not in ("jpg", "png") or not stem:
        return None
    parts = stem.split("/")
    kind = parts[0]
    if kind == "logo" and len(parts) == 4:
        primary, accent = parse_colour(parts[1]), parse_colour(parts[2])
        ok = primary and accent and _WORDS.match(parts[3])
        return render_logo(primary, accent, parts[3]) if ok and primary and accent else None
    if kind in ("brand", "place") and len(parts) == 3:
        colour = parse_colour(parts[1])
        if colour is None or not _WORDS.match(parts[2]):
            return None
        return render_brand(colour, parts[2]) if kind == "brand" else render_place(colour, parts[2])
    if len(parts) not in (3, 4):
        return None
    colour = parse_colour(parts[1])
    shape = parts[2] if len(parts) == 4 else "sedan"
    if colour is None or shape not in SHAPES:
        return None
    return render_vehicle(_seed(parts[0]), colour, shape, parts[-1])


__all__ = ["render", "vehicle_key", "spin_view", "WIDTH", "HEIGHT"]
