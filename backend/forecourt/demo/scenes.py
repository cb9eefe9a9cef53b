"""Backdrops, ground shadows and interiors for the demo pictures (Pillow + numpy, no network)."""

import math
import random
from dataclasses import dataclass
from functools import lru_cache

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

from forecourt.demo.vehicle_art import RGB, Camera, shade

WIDTH, HEIGHT = 1400, 933  # 3:2, the largest breakpoint (spec: 1400 px)

BACKDROPS = ("studio", "showroom", "outdoor", "dusk")


@dataclass(frozen=True)
class Backdrop:
    kind: str
    wall: tuple[RGB, RGB]  # top, horizon
    floor: tuple[RGB, RGB]  # horizon, bottom
    horizon: float  # share of the height


def pick_backdrop(rng: random.Random) -> Backdrop:
    kind = rng.choice(BACKDROPS)
    if kind == "studio":
        g = rng.randint(206, 236)
        return Backdrop(
            kind,
            ((g, g, g + 2), (g + 12, g + 12, g + 13)),
            ((g - 28, g - 28, g - 26), (g - 70, g - 70, g - 68)),
            0.5,
        )
    if kind == "showroom":
        warm = rng.choice([(232, 226, 214), (222, 226, 232), (236, 232, 226)])
        return Backdrop(kind, (shade(warm, 0.82), warm), ((168, 166, 162), (112, 110, 108)), 0.47)
    if kind == "outdoor":
        sky = rng.choice([(92, 150, 212), (120, 170, 220), (150, 186, 224)])
        return Backdrop(kind, (sky, (214, 228, 240)), ((128, 128, 126), (78, 78, 80)), 0.5)
    return Backdrop(kind, ((18, 24, 44), (62, 70, 96)), ((54, 56, 64), (20, 21, 26)), 0.52)


def gradient(top: RGB, bottom: RGB, rows: int) -> np.ndarray:
    t = np.linspace(0.0, 1.0, max(rows, 1))[:, None]
    return np.array(top, dtype=np.float32) * (1 - t) + np.array(bottom, dtype=np.float32) * t


def backdrop_image(backdrop: Backdrop, horizon_y: int, rng: random.Random) -> Image.Image:
    """Wall (or sky) above the horizon, floor below; then the backdrop's own furniture."""
    horizon_y = max(1, min(HEIGHT - 1, horizon_y))
    column = np.vstack(
        [gradient(*backdrop.wall, horizon_y), gradient(*backdrop.floor, HEIGHT - horizon_y)]
    )
    # One pixel wide, then stretched sideways: far cheaper than filling the full frame in numpy.
    strip = Image.fromarray(np.ascontiguousarray(column[:, None, :].astype(np.uint8)), "RGB")
    image = strip.resize((WIDTH, HEIGHT), Image.Resampling.NEAREST)
    draw = ImageDraw.Draw(image)
    if backdrop.kind == "showroom":  # window mullions and a skirting line
        pane = rng.randint(150, 230)
        offset = rng.randint(0, pane)
        for x in range(-offset, WIDTH, pane):
            draw.rectangle(
                [x, int(horizon_y * 0.12), x + 10, horizon_y], fill=shade(backdrop.wall[1], 0.78)
            )
        draw.rectangle([0, horizon_y - 6, WIDTH, horizon_y], fill=shade(backdrop.wall[1], 0.6))
    elif backdrop.kind == "outdoor":  # distant hills, a kerb
        hill = rng.choice([(96, 122, 96), (110, 118, 132), (126, 134, 110)])
        phase, amp = rng.uniform(0, 6.28), rng.uniform(18, 46)
        ridge = [
            (
                x,
                horizon_y
                - 20
                - amp * (1 + math.sin(x / 170 + phase)) / 2
                - 14 * math.sin(x / 61 + phase * 2),
            )
            for x in range(0, WIDTH + 40, 40)
        ]
        draw.polygon([(0, horizon_y), *ridge, (WIDTH, horizon_y)], fill=hill)
        draw.rectangle([0, horizon_y, WIDTH, horizon_y + 8], fill=(190, 190, 184))
    elif backdrop.kind == "dusk":  # a spotlight pool on the floor
        pool = Image.new("L", (WIDTH // 8, HEIGHT // 8), 0)
        ImageDraw.Draw(pool).ellipse(
            [WIDTH // 40, horizon_y // 8, WIDTH // 8 - WIDTH // 40, HEIGHT // 8], fill=90
        )
        paste_soft(image, (150, 156, 176), pool.filter(ImageFilter.GaussianBlur(6)))
    return image


def cast_shadow(
    image: Image.Image, camera: Camera, half_length: float, half_width: float, strength: int = 150
) -> None:
    """A soft contact shadow: the vehicle's footprint on the floor, blurred at 1/8 scale."""
    small = Image.new("L", (WIDTH // 8, HEIGHT // 8), 0)
    corners = [
        (sx * (half_length + 0.15), sy * (half_width + 0.12), 0.0)
        for sx, sy in ((1, 1), (1, -1), (-1, -1), (-1, 1))
    ]
    ImageDraw.Draw(small).polygon(
        [(x / 8, y / 8) for x, y in map(camera.project, corners)], fill=strength
    )
    paste_soft(image, (12, 12, 14), small.filter(ImageFilter.GaussianBlur(2.2)))


def paste_soft(image: Image.Image, colour: RGB, small_mask: Image.Image, scale: int = 8) -> None:
    """Lay `colour` through a 1/`scale` mask, scaling up only the part of the mask that is not empty."""
    box = small_mask.getbbox()
    if box is None:
        return
    x0, y0, x1, y1 = box
    size = ((x1 - x0) * scale, (y1 - y0) * scale)
    mask = small_mask.crop(box).resize(size, Image.Resampling.BILINEAR)
    image.paste(colour, (x0 * scale, y0 * scale, x1 * scale, y1 * scale), mask=mask)


# ---- interiors -------------------------------------------------------------------------------

INTERIOR_TRIMS: tuple[RGB, ...] = (
    (34, 34, 37),
    (70, 70, 74),
    (150, 112, 78),
    (196, 186, 170),
    (92, 32, 34),
)


@dataclass(frozen=True)
class InteriorLayout:
    """Where the interior's features sit (shares of the frame): shared by drawing and hotspots."""

    wheel: tuple[float, float, float]  # centre x, y, radius (share of the width)
    screen: tuple[float, float, float, float]
    cluster: tuple[float, float, float, float]
    shifter: tuple[float, float]
    seat_left: tuple[float, float]
    trim: RGB
    screen_tint: RGB


def interior_layout(rng: random.Random) -> InteriorLayout:
    wheel_x = rng.uniform(0.66, 0.7)  # right-hand drive
    screen_w = rng.uniform(0.15, 0.22)
    return InteriorLayout(
        wheel=(wheel_x, rng.uniform(0.6, 0.64), rng.uniform(0.12, 0.14)),
        screen=(
            0.5 - screen_w / 2,
            rng.uniform(0.4, 0.45),
            0.5 + screen_w / 2,
            rng.uniform(0.54, 0.58),
        ),
        cluster=(wheel_x - 0.1, 0.45, wheel_x + 0.1, 0.53),
        shifter=(0.5, rng.uniform(0.8, 0.84)),
        seat_left=(0.17, 0.78),
        trim=rng.choice(INTERIOR_TRIMS),
        screen_tint=rng.choice([(40, 110, 190), (30, 150, 140), (120, 70, 170), (200, 120, 40)]),
    )


def interior_image(
    rng: random.Random, paint: RGB, outside: Backdrop, zoom: float = 1.0
) -> Image.Image:
    """The cabin from the back seat: front seats in the foreground, dashboard and wheel beyond."""
    layout = interior_layout(rng)
    image = backdrop_image(outside, int(HEIGHT * 0.36), rng)
    d = ImageDraw.Draw(image)
    W, H = WIDTH, HEIGHT
    dark = (28, 28, 31)
    lining = (196, 192, 184) if sum(layout.trim) > 300 else (88, 88, 92)
    d.polygon(
        [(0, 0), (W, 0), (W, H * 0.12), (W * 0.82, H * 0.2), (W * 0.18, H * 0.2), (0, H * 0.12)],
        fill=lining,
    )
    d.polygon(
        [(0, H * 0.12), (W * 0.18, H * 0.2), (W * 0.27, H * 0.45), (0, H * 0.6)],
        fill=shade(dark, 1.3),
    )
    d.polygon(
        [(W, H * 0.12), (W * 0.82, H * 0.2), (W * 0.73, H * 0.45), (W, H * 0.6)],
        fill=shade(dark, 1.3),
    )
    dash_top = [(W * x / 20, H * (0.42 - 0.035 * math.sin(math.pi * x / 20))) for x in range(21)]
    d.polygon([(0, H * 0.5), *dash_top, (W, H * 0.5), (W, H), (0, H)], fill=dark)
    d.line(dash_top, fill=shade(layout.trim, 1.1), width=6)
    d.rectangle([0, H * 0.515, W, H * 0.535], fill=shade(layout.trim, 0.9))  # trim inlay
    sx0, sy0, sx1, sy1 = layout.screen
    d.rounded_rectangle([W * sx0, H * sy0, W * sx1, H * sy1], radius=10, fill=(12, 14, 18))
    tint = layout.screen_tint
    for i in range(3):  # three app tiles on the screen
        tx0 = W * (sx0 + 0.012 + i * (sx1 - sx0 - 0.024) / 3)
        tx1 = tx0 + W * (sx1 - sx0 - 0.05) / 3
        d.rounded_rectangle(
            [tx0, H * (sy0 + 0.02), tx1, H * (sy1 - 0.02)],
            radius=6,
            fill=shade(tint, 0.7 + 0.2 * i, 0.1 * i),
        )
    for vx in (0.36, 0.6):
        d.rounded_rectangle(
            [W * vx, H * 0.47, W * (vx + 0.05), H * 0.5], radius=6, fill=(10, 10, 12)
        )
    cx0, cy0, cx1, cy1 = layout.cluster
    d.rounded_rectangle([W * cx0, H * cy0, W * cx1, H * cy1], radius=12, fill=(8, 9, 12))
    for dial in (cx0 + 0.045, cx1 - 0.045):
        box = [W * dial - 34, H * (cy0 + cy1) / 2 - 34, W * dial + 34, H * (cy0 + cy1) / 2 + 34]
        d.arc(box, 140, 40, fill=(230, 236, 240), width=4)
        d.arc(box, 140, 250, fill=shade(tint, 1.0, 0.3), width=6)
    wx, wy, wr = layout.wheel
    r = W * wr
    d.ellipse(
        [W * wx - r, H * wy - r * 0.9, W * wx + r, H * wy + r * 0.9],
        outline=(16, 16, 18),
        width=int(r * 0.22),
    )
    for angle in (200, 340, 90):
        a = math.radians(angle)
        d.line(
            [(W * wx, H * wy), (W * wx + math.cos(a) * r * 0.85, H * wy + math.sin(a) * r * 0.8)],
            fill=(24, 24, 27),
            width=int(r * 0.2),
        )
    d.ellipse(
        [W * wx - r * 0.3, H * wy - r * 0.26, W * wx + r * 0.3, H * wy + r * 0.26],
        fill=(30, 30, 34),
    )
    d.ellipse(
        [W * wx - r * 0.09, H * wy - r * 0.07, W * wx + r * 0.09, H * wy + r * 0.07], fill=paint
    )
    gx, gy = layout.shifter
    d.polygon(
        [(W * 0.4, H), (W * 0.44, H * 0.66), (W * 0.56, H * 0.66), (W * 0.6, H)], fill=(20, 20, 23)
    )
    d.rounded_rectangle(
        [W * gx - 22, H * gy - 50, W * gx + 22, H * gy + 10], radius=16, fill=(46, 46, 50)
    )
    for cx in (layout.seat_left[0], 1 - layout.seat_left[0]):  # front seat backs and headrests
        seat = shade(layout.trim, 0.92)
        d.rounded_rectangle(
            [W * (cx - 0.17), H * 0.62, W * (cx + 0.17), H * 1.05], radius=60, fill=seat
        )
        d.rounded_rectangle(
            [W * (cx - 0.14), H * 0.66, W * (cx + 0.14), H * 1.05],
            radius=50,
            fill=shade(seat, 1.08, 0.04),
        )
        d.rounded_rectangle(
            [W * (cx - 0.08), H * 0.5, W * (cx + 0.08), H * 0.63], radius=30, fill=seat
        )
        d.line(
            [(W * (cx - 0.13), H * 0.8), (W * (cx + 0.13), H * 0.8)],
            fill=shade(paint, 1.0, 0.2),
            width=3,
        )
    if zoom != 1.0:
        image = zoom_crop(image, zoom, (wx, wy))
    return image


def zoom_crop(image: Image.Image, zoom: float, focus: tuple[float, float]) -> Image.Image:
    """A close-up: crop around `focus` (shares of the frame) and scale back to full size."""
    w, h = image.width / zoom, image.height / zoom
    x0 = min(max(focus[0] * image.width - w / 2, 0), image.width - w)
    y0 = min(max(focus[1] * image.height - h / 2, 0), image.height - h)
    return image.resize(image.size, Image.Resampling.BILINEAR, box=(x0, y0, x0 + w, y0 + h))


# ---- text for logos and signs ---------------------------------------------------------------


@lru_cache(maxsize=16)
def font(size: int, bold: bool = True) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    names = (
        ("DejaVuSans-Bold.ttf", "LiberationSans-Bold.ttf")
        if bold
        else ("DejaVuSans.ttf", "LiberationSans-Regular.ttf")
    )
    for name in names:
        try:
            return ImageFont.truetype(name, size)
        except OSError:
            continue
    return ImageFont.load_default(size=size)


def fit_font(
    draw: ImageDraw.ImageDraw, text: str, max_width: float, start: int
) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    size = start
    while size > 10:
        f = font(size)
        if draw.textlength(text, font=f) <= max_width:
            return f
        size -= 4
    return font(10)
