"""Low-poly vehicle models for the demo pictures: side profiles extruded across the width.

A vehicle is a list of parts (a closed side profile swept between -half_width and +half_width),
wheels and window spans. Proportions come from a seeded RNG so two cars of one body style still
look different. Units are metres; x points forward, y to the vehicle's left, z up.
"""

import random
from dataclasses import dataclass, field

# Colour roles a face can take; the painter maps them to RGB.
PAINT, GLASS, DARK, TRIM, CARGO, WHITE = "paint", "glass", "dark", "trim", "cargo", "white"
HEADLIGHT, TAILLIGHT, GRILLE, TUB = "headlight", "taillight", "grille", "tub"
HIDDEN = "hidden"  # a strip covered by another part (a body's top under its cabin)

SHAPES = (
    "sedan",
    "hatch",
    "suv",
    "wagon",
    "ute",
    "van",
    "coupe",
    "truck",
    "caravan",
    "motorcycle",
)


@dataclass
class Part:
    # Profile points (x, z) going round the part; edge_roles[i] colours the strip from point i to i+1.
    points: list[tuple[float, float]]
    half_width: float
    role: str = PAINT
    edge_roles: list[str] | None = None
    top_half_width: float | None = None  # narrower at the top (a cabin's tumblehome)
    window_spans: list[tuple[float, float]] = field(default_factory=list)  # side glass, x ranges
    window_z: tuple[float, float] | None = None  # side glass height range (None: the whole side)
    door_lines: list[float] = field(default_factory=list)
    door_z: tuple[float, float] = (0.3, 0.9)
    stripe: tuple[float, float] | None = None  # a painted band (z range) on a white body

    def __post_init__(self) -> None:
        # Faces and insets assume counter-clockwise profiles (x forward, z up); fix any drawn clockwise.
        pts = self.points
        area = sum(pts[i - 1][0] * p[1] - p[0] * pts[i - 1][1] for i, p in enumerate(pts))
        if area < 0:
            n = len(pts)
            roles = self.edge_roles
            self.points = pts[::-1]
            if roles:
                self.edge_roles = [roles[(n - 2 - j) % n] for j in range(n)]

    def edge_role(self, i: int) -> str:
        return self.edge_roles[i] if self.edge_roles else self.role

    def half_width_at(self, z: float) -> float:
        if self.top_half_width is None:
            return self.half_width
        zs = [p[1] for p in self.points]
        lo, hi = min(zs), max(zs)
        t = 0.0 if hi == lo else (z - lo) / (hi - lo)
        return self.half_width + (self.top_half_width - self.half_width) * t


@dataclass
class Wheel:
    x: float
    radius: float
    track: float  # distance of the tyre's outer face from the centre line
    width: float = 0.22
    spokes: int = 5


@dataclass
class Vehicle:
    shape: str
    length: float
    width: float
    height: float
    parts: list[Part]
    wheels: list[Wheel]


def _jitter(rng: random.Random, value: float, spread: float) -> float:
    return value * (1 + rng.uniform(-spread, spread))


def _car_like(
    rng: random.Random,
    shape: str,
    *,
    length: float,
    width: float,
    height: float,
    belt: float,
    clearance: float,
    bonnet: float,  # share of the length before the windscreen base
    roof_start: float,  # shares of the length, from the front, where the roof begins and ends
    roof_end: float,
    cabin_end: float,
    wheel_radius: float,
    pillars: list[float],
    glass_end: float | None = None,  # vans: side glass only over the cab
) -> Vehicle:
    length = _jitter(rng, length, 0.05)
    height = _jitter(rng, height, 0.04)
    belt = _jitter(rng, belt, 0.04)
    half_l, hw = length / 2, width / 2
    nose_z = clearance + (belt - clearance) * 0.55

    def at(share: float) -> float:  # share of the length from the front -> x
        return half_l - share * length

    x_ws, x_cabin_end = at(bonnet), at(cabin_end)
    lower = Part(
        points=[
            (-half_l + 0.08, clearance),
            (half_l - 0.12, clearance),
            (half_l, nose_z - 0.12),
            (half_l - 0.04, nose_z + 0.05),
            (half_l - 0.22, belt - 0.04),
            (x_ws, belt),
            (x_cabin_end, belt),
            (-half_l + 0.02, belt - 0.02),
            (-half_l, nose_z),
        ],
        half_width=hw,
        # underside, bumper with grille, headlight band, nose, bonnet, (under cabin), deck, tail, bumper
        edge_roles=[
            DARK,
            GRILLE,
            HEADLIGHT,
            PAINT,
            PAINT,
            HIDDEN,
            TUB if shape == "ute" else PAINT,
            TAILLIGHT,
            PAINT,
        ],
        door_lines=[x_ws - 0.05, (x_ws + x_cabin_end) / 2 + 0.05, x_cabin_end + 0.1],
        door_z=(clearance + 0.1, belt - 0.03),
    )
    cabin = Part(
        points=[
            (x_ws, belt),
            (at(roof_start), height),
            (at(roof_end), height),
            (x_cabin_end, belt),
        ],
        half_width=hw * 0.94,
        top_half_width=hw * 0.78,
        edge_roles=[GLASS, PAINT, GLASS, HIDDEN],  # windscreen, roof, rear window, base
        window_spans=_spans(x_ws, at(glass_end) if glass_end else x_cabin_end, pillars),
    )
    axle_front = half_l - length * rng.uniform(0.17, 0.2)
    axle_rear = -half_l + length * rng.uniform(0.18, 0.22)
    wheels = [Wheel(x, wheel_radius, hw - 0.04) for x in (axle_front, axle_rear)]
    return Vehicle(shape, length, width, height, [lower, cabin], wheels)


def _spans(x_front: float, x_back: float, pillars: list[float]) -> list[tuple[float, float]]:
    """Side-glass x ranges between pillars given as shares from the front to the back of the glass."""
    edges = [x_front + (x_back - x_front) * s for s in [0.0, *pillars, 1.0]]
    return [(edges[i + 1] + 0.04, edges[i] - 0.04) for i in range(len(edges) - 1)]


_PROPORTIONS = (
    "length", "width", "height", "belt", "clearance", "bonnet", "roof_start", "roof_end", "cabin_end",
    "wheel_radius",
)  # fmt: skip
_CAR_SHAPES: dict[str, tuple[float, ...]] = {
    #         length width height belt clearance bonnet roof_start roof_end cabin_end wheel_radius
    "sedan": (4.7, 1.82, 1.45, 0.95, 0.16, 0.30, 0.43, 0.68, 0.80, 0.33),
    "hatch": (4.2, 1.78, 1.47, 0.95, 0.15, 0.27, 0.42, 0.82, 0.97, 0.32),
    "suv": (4.6, 1.86, 1.70, 1.08, 0.20, 0.26, 0.38, 0.90, 0.98, 0.37),
    "wagon": (4.8, 1.84, 1.50, 0.96, 0.16, 0.28, 0.41, 0.92, 0.985, 0.33),
    "ute": (5.3, 1.87, 1.82, 1.12, 0.23, 0.24, 0.33, 0.55, 0.60, 0.39),
    "van": (5.1, 1.90, 2.00, 1.05, 0.18, 0.14, 0.24, 0.97, 0.99, 0.34),
    "coupe": (4.5, 1.84, 1.32, 0.88, 0.13, 0.36, 0.50, 0.66, 0.84, 0.34),
}
_PILLARS: dict[str, list[float]] = {
    "sedan": [0.52],
    "hatch": [0.48, 0.8],
    "suv": [0.42, 0.78],
    "wagon": [0.4, 0.76],
    "ute": [0.55],
    "van": [],
    "coupe": [],
}


def build_vehicle(shape: str, rng: random.Random) -> Vehicle:
    """A vehicle of `shape` (one of SHAPES; unknown shapes draw as a sedan) with seeded proportions."""
    if shape == "motorcycle":
        return _motorcycle(rng)
    if shape == "truck":
        return _truck(rng)
    if shape == "caravan":
        return _caravan(rng)
    if shape not in _CAR_SHAPES:
        shape = "sedan"
    glass_end = 0.42 if shape == "van" else None
    proportions = dict(zip(_PROPORTIONS, _CAR_SHAPES[shape], strict=True))
    return _car_like(rng, shape, pillars=_PILLARS[shape], glass_end=glass_end, **proportions)


def _truck(rng: random.Random) -> Vehicle:
    length, width = _jitter(rng, 7.4, 0.08), 2.3
    half_l, hw = length / 2, width / 2
    cab_len, cab_h, box_h = 1.75, _jitter(rng, 2.65, 0.03), _jitter(rng, 3.2, 0.05)
    cab = Part(
        points=[
            (half_l - cab_len, 0.75),
            (half_l, 0.75),
            (half_l, 1.45),
            (half_l - 0.12, cab_h),
            (half_l - cab_len, cab_h),
        ],
        half_width=hw * 0.97,
        edge_roles=[DARK, HEADLIGHT, GLASS, PAINT, PAINT],
        window_spans=[(half_l - 0.95, half_l - 0.2)],
        window_z=(1.6, cab_h - 0.15),
        door_lines=[half_l - 0.15, half_l - 1.1],
        door_z=(0.85, cab_h - 0.1),
    )
    box = Part(
        points=[
            (-half_l, 0.95),
            (half_l - cab_len - 0.1, 0.95),
            (half_l - cab_len - 0.1, box_h),
            (-half_l, box_h),
        ],
        half_width=hw,
        role=CARGO,
        edge_roles=[DARK, CARGO, CARGO, CARGO],
    )
    bumper = Part(
        points=[
            (-half_l - 0.05, 0.55),
            (-half_l + 0.4, 0.55),
            (-half_l + 0.4, 0.9),
            (-half_l - 0.05, 0.9),
        ],
        half_width=hw * 0.98,
        role=DARK,
        edge_roles=[DARK, DARK, DARK, TAILLIGHT],
    )
    chassis = Part(
        points=[
            (-half_l + 0.3, 0.5),
            (half_l - 0.3, 0.5),
            (half_l - 0.3, 0.8),
            (-half_l + 0.3, 0.8),
        ],
        half_width=hw * 0.45,
        role=DARK,
    )
    radius = 0.5
    wheels = [Wheel(half_l - 1.05, radius, hw - 0.05, 0.3, 8)]
    wheels += [Wheel(x, radius, hw - 0.02, 0.5, 8) for x in (-half_l + 1.6, -half_l + 2.7)]
    return Vehicle("truck", length, width, box_h, [chassis, bumper, box, cab], wheels)


def _caravan(rng: random.Random) -> Vehicle:
    length, width = _jitter(rng, 6.4, 0.1), 2.35
    half_l, hw = length / 2, width / 2
    top = _jitter(rng, 2.85, 0.04)
    body = Part(
        points=[
            (-half_l, 0.6),
            (half_l - 0.1, 0.6),
            (half_l, 0.8),
            (half_l, top - 0.35),
            (half_l - 0.35, top),
            (-half_l + 0.15, top),
            (-half_l, top - 0.15),
        ],
        half_width=hw,
        role=WHITE,
        edge_roles=[DARK, WHITE, WHITE, WHITE, WHITE, WHITE, TAILLIGHT],
        window_spans=[(half_l - 1.6, half_l - 0.6), (-half_l + 0.6, -half_l + 1.5)],
        window_z=(1.45, 2.2),
        door_lines=[0.2, -0.5],
        door_z=(0.75, 2.3),
        stripe=(1.0, 1.3),
    )
    drawbar = Part(
        points=[(half_l, 0.42), (half_l + 1.3, 0.38), (half_l + 1.3, 0.5), (half_l, 0.62)],
        half_width=0.45,
        role=DARK,
    )
    tandem = rng.random() < 0.5
    axles = [-0.45, 0.45] if tandem else [0.0]
    wheels = [Wheel(x - 0.3, 0.36, hw - 0.12, 0.22, 6) for x in axles]
    return Vehicle("caravan", length + 1.3, width, top, [drawbar, body], wheels)


def _motorcycle(rng: random.Random) -> Vehicle:
    wheelbase = _jitter(rng, 1.45, 0.06)
    half = wheelbase / 2
    tank_h = _jitter(rng, 1.0, 0.05)
    parts = [
        Part(
            points=[
                (half - 0.05, 0.34),
                (half - 0.32, tank_h),
                (half - 0.26, tank_h + 0.04),
                (half + 0.02, 0.36),
            ],
            half_width=0.06,
            role=TRIM,
        ),  # forks
        Part(
            points=[(-0.3, 0.3), (0.35, 0.3), (0.42, 0.62), (-0.25, 0.66)],
            half_width=0.17,
            role=DARK,
        ),  # engine
        Part(
            points=[(-0.35, 0.28), (-half - 0.1, 0.42), (-half - 0.12, 0.5), (-0.3, 0.4)],
            half_width=0.06,
            role=TRIM,
        ),  # exhaust
        Part(
            points=[
                (0.05, 0.72),
                (half - 0.3, 0.78),
                (half - 0.2, tank_h),
                (0.1, tank_h - 0.02),
                (-0.05, 0.86),
            ],
            half_width=0.17,
            role=PAINT,
        ),  # tank
        Part(
            points=[(-0.55, 0.8), (-0.05, 0.8), (-0.05, 0.9), (-0.45, 0.92)],
            half_width=0.14,
            role=DARK,
        ),  # seat
        Part(
            points=[
                (-0.5, 0.7),
                (-0.05, 0.72),
                (-0.45, 0.82),
                (-half - 0.05, 0.92),
                (-half - 0.1, 0.86),
            ],
            half_width=0.1,
            role=PAINT,
            edge_roles=[PAINT, PAINT, PAINT, TAILLIGHT, PAINT],
        ),
        Part(
            points=[
                (half - 0.3, tank_h + 0.02),
                (half - 0.18, tank_h + 0.02),
                (half - 0.18, tank_h + 0.06),
                (half - 0.3, tank_h + 0.06),
            ],
            half_width=0.38,
            role=DARK,
        ),  # handlebar
        Part(
            points=[
                (half - 0.2, tank_h - 0.12),
                (half - 0.08, tank_h - 0.1),
                (half - 0.08, tank_h - 0.01),
                (half - 0.2, tank_h),
            ],
            half_width=0.09,
            role=PAINT,
            edge_roles=[PAINT, HEADLIGHT, PAINT, PAINT],
        ),  # headlight nacelle
    ]
    radius = _jitter(rng, 0.33, 0.05)
    wheels = [Wheel(half, radius, 0.07, 0.14, 3), Wheel(-half, radius, 0.08, 0.17, 3)]
    return Vehicle("motorcycle", wheelbase + 2 * radius, 0.8, tank_h + 0.1, parts, wheels)
