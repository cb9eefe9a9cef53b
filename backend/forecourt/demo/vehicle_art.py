"""Draws a low-poly vehicle (vehicle_shapes) seen from any angle: projection, shading, painter's order.

Faces are culled when they face away from the camera and drawn far to near. Lights follow the
camera (a turntable under studio lights), so a spin's frames shade the way a photographed car does.
"""

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PIL import ImageDraw

from forecourt.demo.vehicle_shapes import (
    CARGO,
    DARK,
    GLASS,
    GRILLE,
    HEADLIGHT,
    HIDDEN,
    PAINT,
    TAILLIGHT,
    TRIM,
    TUB,
    WHITE,
    Part,
    Vehicle,
    Wheel,
)

Vec = tuple[float, float, float]
RGB = tuple[int, int, int]
Point2 = tuple[float, float]

ROLE_COLOURS: dict[str, RGB] = {
    GLASS: (38, 48, 60),
    DARK: (34, 35, 38),
    TRIM: (150, 154, 160),
    CARGO: (226, 228, 230),
    WHITE: (238, 238, 234),
    TUB: (45, 46, 48),
}
LIGHT_WHITE: RGB = (236, 241, 246)
LIGHT_RED: RGB = (176, 22, 30)
TYRE: RGB = (26, 26, 28)


def _dot(a: Vec, b: Vec) -> float:
    return a[0] * b[0] + a[1] * b[1] + a[2] * b[2]


def _norm(v: Vec) -> Vec:
    n = math.sqrt(_dot(v, v)) or 1.0
    return (v[0] / n, v[1] / n, v[2] / n)


def _sub(a: Vec, b: Vec) -> Vec:
    return (a[0] - b[0], a[1] - b[1], a[2] - b[2])


def _mean(points: Sequence[Vec]) -> Vec:
    n = len(points)
    return (
        sum(p[0] for p in points) / n,
        sum(p[1] for p in points) / n,
        sum(p[2] for p in points) / n,
    )


def shade(colour: RGB, factor: float, lift: float = 0.0) -> RGB:
    """Scale a colour by `factor`, then lift it toward white by `lift` (a highlight)."""
    out = []
    for c in colour:
        v = c * factor
        v = v + (255 - v) * lift
        out.append(max(0, min(255, int(v))))
    return (out[0], out[1], out[2])


@dataclass(frozen=True)
class Camera:
    yaw: float  # degrees; 0 looks at the front, 90 at the vehicle's left side
    pitch: float  # degrees above the horizon
    scale: float  # pixels per metre
    cx: float  # where the ground centre of the vehicle lands on screen
    cy: float
    distance: float  # metres, for a mild perspective

    @property
    def forward(self) -> Vec:  # from the vehicle toward the camera
        y, p = math.radians(self.yaw), math.radians(self.pitch)
        return (math.cos(p) * math.cos(y), math.cos(p) * math.sin(y), math.sin(p))

    @property
    def right(self) -> Vec:
        y = math.radians(self.yaw)
        return (-math.sin(y), math.cos(y), 0.0)

    @property
    def up(self) -> Vec:
        y, p = math.radians(self.yaw), math.radians(self.pitch)
        return (-math.sin(p) * math.cos(y), -math.sin(p) * math.sin(y), math.cos(p))

    @property
    def position(self) -> Vec:
        f = self.forward
        return (f[0] * self.distance, f[1] * self.distance, f[2] * self.distance)

    def project(self, p: Vec) -> Point2:
        depth = _dot(p, self.forward)
        k = self.scale * self.distance / (self.distance - depth)
        return (self.cx + _dot(p, self.right) * k, self.cy - _dot(p, self.up) * k)

    def depth(self, p: Vec) -> float:
        return _dot(p, self.forward)

    def faces(self, centroid: Vec, normal: Vec) -> float:
        """> 0 when a face with `normal` at `centroid` is turned toward the camera."""
        return _dot(normal, _norm(_sub(self.position, centroid)))

    def light(self) -> Vec:  # studio key light: above, left and in front of the camera
        f, u, r = self.forward, self.up, self.right
        return _norm(tuple(0.55 * f[i] + 0.65 * u[i] - 0.45 * r[i] for i in range(3)))  # type: ignore[arg-type]


# ---- 2D polygon helpers on a part's side profile (x, z) ---------------------------------------


def clip(poly: list[Point2], axis: int, value: float, keep_above: bool) -> list[Point2]:
    """Sutherland-Hodgman clip of a polygon against x or z = value (axis 0 or 1)."""
    out: list[Point2] = []
    for i, cur in enumerate(poly):
        prev = poly[i - 1]
        cur_in = (cur[axis] >= value) == keep_above
        prev_in = (prev[axis] >= value) == keep_above
        if cur_in != prev_in:
            t = (value - prev[axis]) / ((cur[axis] - prev[axis]) or 1e-9)
            out.append((prev[0] + (cur[0] - prev[0]) * t, prev[1] + (cur[1] - prev[1]) * t))
        if cur_in:
            out.append(cur)
    return out


def clip_box(poly: list[Point2], x0: float, x1: float, z0: float, z1: float) -> list[Point2]:
    for axis, value, above in ((0, x0, True), (0, x1, False), (1, z0, True), (1, z1, False)):
        poly = clip(poly, axis, value, above)
        if not poly:
            break
    return poly


def inset(poly: list[Point2], d: float) -> list[Point2]:
    """A convex polygon (counter-clockwise) shrunk by `d` on every edge."""
    lines = []
    n = len(poly)
    for i in range(n):
        (x0, z0), (x1, z1) = poly[i], poly[(i + 1) % n]
        ex, ez = x1 - x0, z1 - z0
        length = math.hypot(ex, ez) or 1e-9
        nx, nz = -ez / length, ex / length  # inward normal of a counter-clockwise polygon
        lines.append(((x0 + nx * d, z0 + nz * d), (ex, ez)))
    out = []
    for i in range(n):
        (p, r), (q, s) = lines[i - 1], lines[i]
        cross = r[0] * s[1] - r[1] * s[0]
        if abs(cross) < 1e-9:
            out.append(q)
            continue
        t = ((q[0] - p[0]) * s[1] - (q[1] - p[1]) * s[0]) / cross
        out.append((p[0] + r[0] * t, p[1] + r[1] * t))
    return out


def signed_area(poly: Sequence[Point2]) -> float:
    return sum(poly[i - 1][0] * p[1] - p[0] * poly[i - 1][1] for i, p in enumerate(poly)) / 2


def convex_hull(points: list[Point2]) -> list[Point2]:
    pts = sorted(set(points))
    if len(pts) < 3:
        return pts

    def half(seq: list[Point2]) -> list[Point2]:
        hull: list[Point2] = []
        for p in seq:
            while len(hull) >= 2:
                (ax, ay), (bx, by) = hull[-2], hull[-1]
                if (bx - ax) * (p[1] - ay) - (by - ay) * (p[0] - ax) > 0:
                    break
                hull.pop()
            hull.append(p)
        return hull

    lower, upper = half(pts), half(pts[::-1])
    return lower[:-1] + upper[:-1]


# ---- faces ---------------------------------------------------------------------------------------


@dataclass
class Face:
    points: list[Vec]
    normal: Vec
    role: str
    part: Part
    side: int = 0  # +1/-1 for a side face, 0 for a strip
    edge: int = -1


def _part_faces(part: Part) -> list[Face]:
    pts = part.points  # counter-clockwise (Part guarantees it)

    def at(i: int, side: int) -> Vec:
        x, z = pts[i % len(pts)]
        return (x, side * part.half_width_at(z), z)

    faces = [
        Face([at(i, side) for i in range(len(pts))], (0.0, float(side), 0.0), part.role, part, side)
        for side in (1, -1)
    ]
    for i in range(len(pts)):
        role = part.edge_role(i)
        if role == HIDDEN:
            continue
        (x0, z0), (x1, z1) = pts[i], pts[(i + 1) % len(pts)]
        normal = _norm((z1 - z0, 0.0, -(x1 - x0)))
        faces.append(
            Face([at(i, 1), at(i + 1, 1), at(i + 1, -1), at(i, -1)], normal, role, part, 0, i)
        )
    return faces


@dataclass(frozen=True)
class Palette:
    paint: RGB
    rim: RGB

    def base(self, role: str, part_role: str = PAINT) -> RGB:
        if role in (HEADLIGHT, TAILLIGHT, GRILLE):  # lamps sit on the part's own surface
            role = part_role
        if role == PAINT:
            return self.paint
        return ROLE_COLOURS.get(role, self.paint)


class VehiclePainter:
    def __init__(self, draw: ImageDraw.ImageDraw, camera: Camera, palette: Palette) -> None:
        self.draw = draw
        self.cam = camera
        self.palette = palette
        self.light = camera.light()

    def poly(self, points: Sequence[Vec], colour: RGB) -> None:
        if len(points) >= 3:
            self.draw.polygon([self.cam.project(p) for p in points], fill=colour)

    def lit(self, colour: RGB, normal: Vec, glossy: bool = True) -> RGB:
        diffuse = max(0.0, _dot(normal, self.light))
        highlight = max(0.0, diffuse - 0.86) * 1.5 if glossy else 0.0
        return shade(colour, 0.5 + 0.55 * diffuse, highlight)

    # -- whole vehicle --

    def paint(self, vehicle: Vehicle) -> None:
        faces = [f for part in vehicle.parts for f in _part_faces(part)]
        visible = [f for f in faces if self.cam.faces(_mean(f.points), f.normal) > 0.0]
        visible.sort(key=lambda f: self.cam.depth(_mean(f.points)))
        near_wheels, far_wheels = self._split_wheels(vehicle)
        # Every tyre goes down first so the body hides the tread inside the arches; the near side's
        # wheel faces (tyre wall, rim) then go on top of the body.
        for wheel, side in far_wheels + near_wheels:
            self.tyre(wheel, side)
        for wheel, side in far_wheels:
            self.wheel_face(wheel, side)
        for face in visible:
            self.face(face, vehicle)
        for wheel, side in near_wheels:
            self.wheel_face(wheel, side)

    def _split_wheels(
        self, vehicle: Vehicle
    ) -> tuple[list[tuple[Wheel, int]], list[tuple[Wheel, int]]]:
        near: list[tuple[Wheel, int]] = []
        far: list[tuple[Wheel, int]] = []
        centred = vehicle.shape == "motorcycle"
        for wheel in vehicle.wheels:
            for side in (0,) if centred else (1, -1):
                centre = (wheel.x, side * wheel.track, wheel.radius)
                facing = self.cam.faces(centre, (0.0, float(side), 0.0))
                (near if (not centred and facing > 0.2) else far).append((wheel, side))
        return near, far

    def face(self, face: Face, vehicle: Vehicle) -> None:
        role = face.role
        base = self.palette.base(role, face.part.role)
        glossy = role in (PAINT, WHITE, CARGO, GLASS, HEADLIGHT, TAILLIGHT, GRILLE)
        colour = self.lit(base, face.normal, glossy)
        if role == GLASS:  # dark tinted glass; a little sky in the glass that faces up
            colour = shade(
                ROLE_COLOURS[GLASS],
                0.9 + 0.2 * max(0.0, _dot(face.normal, self.light)),
                max(0.0, face.normal[2]) * 0.12,
            )
        self.poly(face.points, colour)
        if face.side:
            self.side_details(face, vehicle)
        elif role in (HEADLIGHT, TAILLIGHT, GRILLE):
            self.strip_details(face)

    # -- details --

    def _on_side(
        self, poly2: list[Point2], part: Part, side: int, lift: float = 0.004
    ) -> list[Vec]:
        return [(x, side * (part.half_width_at(z) + lift), z) for x, z in poly2]

    def side_details(self, face: Face, vehicle: Vehicle) -> None:
        part, side = face.part, face.side
        profile = part.points
        zs = [p[1] for p in profile]
        xs = [p[0] for p in profile]
        if part.stripe:
            band = clip_box(list(profile), min(xs), max(xs), *part.stripe)
            # A white van's stripe in its own white would vanish: fall back to a navy decal.
            stripe = self.palette.paint if sum(self.palette.paint) < 600 else (28, 58, 118)
            self.poly(self._on_side(band, part, side), self.lit(stripe, face.normal))
        if part.role == PAINT and part.door_lines:  # a shoulder highlight gives the flank some form
            top = max(zs)
            band = clip_box(list(profile), min(xs) + 0.1, max(xs) - 0.1, top - 0.2, top - 0.1)
            self.poly(
                self._on_side(band, part, side),
                shade(self.lit(self.palette.paint, face.normal), 1.08, 0.12),
            )
        for i, (x0, z0) in enumerate(profile):  # lights wrap round the corners
            role = part.edge_role(i)
            if role not in (HEADLIGHT, TAILLIGHT):
                continue
            x1, z1 = profile[(i + 1) % len(profile)]
            inward = -0.32 if role == HEADLIGHT else 0.22
            lamp = [(x0, z0), (x1, z1), (x1 + inward, z1), (x0 + inward * 0.7, z0)]
            colour = LIGHT_WHITE if role == HEADLIGHT else LIGHT_RED
            self.poly(self._on_side(lamp, part, side, 0.006), self.lit(colour, face.normal))
        glass = self.lit(ROLE_COLOURS[GLASS], face.normal)
        glass = shade(glass, 1.0, 0.08)
        for x0, x1 in part.window_spans:
            z0, z1 = part.window_z or (min(zs), max(zs))
            shape = profile if part.window_z else inset(list(profile), 0.06)
            pane = clip_box(list(shape), x0, x1, z0, z1)
            self.poly(self._on_side(pane, part, side, 0.006), glass)
        line = shade(self.lit(self.palette.paint, face.normal), 0.55)
        z0, z1 = part.door_z
        for i, x in enumerate(part.door_lines):
            if not min(xs) < x < max(xs):
                continue
            a, b = (
                self.cam.project((x, side * part.half_width, z0)),
                self.cam.project((x, side * part.half_width, z1)),
            )
            self.draw.line([a, b], fill=line, width=max(1, int(self.cam.scale / 180)))
            if i:  # a handle just ahead of each door's rear edge
                handle = [
                    (x + 0.1, z1 - 0.14),
                    (x + 0.28, z1 - 0.14),
                    (x + 0.28, z1 - 0.1),
                    (x + 0.1, z1 - 0.1),
                ]
                self.poly(self._on_side(handle, part, side, 0.008), line)
        if part.role in (PAINT, WHITE) and vehicle.shape not in ("truck", "motorcycle"):
            for wheel in vehicle.wheels:
                if min(zs) < wheel.radius * 2 and min(xs) < wheel.x < max(xs):
                    arch = [
                        (
                            wheel.x + math.cos(a) * wheel.radius * 1.14,
                            wheel.radius + math.sin(a) * wheel.radius * 1.14,
                        )
                        for a in (math.pi * k / 12 for k in range(13))
                    ]
                    arch = clip(arch, 1, min(zs) - 0.001, True)
                    self.poly(self._on_side(arch, part, side, 0.007), (22, 22, 24))

    def strip_details(self, face: Face) -> None:
        a, b, c, d = face.points  # left-i, left-i+1, right-i+1, right-i

        def at(u: float, v: float) -> Vec:  # u across the width (left->right), v along the edge
            top = tuple(a[k] + (d[k] - a[k]) * u for k in range(3))
            bottom = tuple(b[k] + (c[k] - b[k]) * u for k in range(3))
            return (
                top[0] + (bottom[0] - top[0]) * v,
                top[1] + (bottom[1] - top[1]) * v,
                top[2] + (bottom[2] - top[2]) * v,
            )

        def quad(u0: float, u1: float, v0: float, v1: float, colour: RGB) -> None:
            self.poly(
                [at(u0, v0), at(u0, v1), at(u1, v1), at(u1, v0)], self.lit(colour, face.normal)
            )

        length = math.dist(a, b)
        if face.role == HEADLIGHT:
            v0, v1 = (
                (0.15, 0.85) if length < 0.9 else (0.1 / length, 0.4 / length)
            )  # low on a tall face
            quad(0.04, 0.3, v0, v1, LIGHT_WHITE)
            quad(0.7, 0.96, v0, v1, LIGHT_WHITE)
        elif face.role == TAILLIGHT:
            v0, v1 = (0.1, 0.55) if length < 0.9 else (1 - 0.5 / length, 1 - 0.25 / length)
            quad(0.03, 0.24, v0, v1, LIGHT_RED)
            quad(0.76, 0.97, v0, v1, LIGHT_RED)
            if length < 0.9:
                quad(0.4, 0.6, 0.6, 0.95, (232, 232, 226))  # number plate
        else:
            quad(0.27, 0.73, 0.12, 0.75, (30, 31, 34))
            quad(0.4, 0.6, 0.78, 0.98, (232, 232, 226))

    @staticmethod
    def _ring(steps: int = 20) -> list[tuple[float, float]]:
        return [
            (math.cos(2 * math.pi * k / steps), math.sin(2 * math.pi * k / steps))
            for k in range(steps)
        ]

    def _faces_y(self, wheel: Wheel, side: int) -> tuple[int, float]:
        """Which side of the wheel the camera sees, and the y of that face."""
        if side == 0:  # a motorcycle's wheel sits on the centre line
            facing = 1 if self.cam.forward[1] >= 0 else -1
            return facing, facing * (wheel.width / 2 + 0.004)
        return side, side * (wheel.track + 0.004)

    def tyre(self, wheel: Wheel, side: int) -> None:
        r = wheel.radius
        if side == 0:
            ys = (wheel.width / 2, -wheel.width / 2)
        else:
            ys = (side * wheel.track, side * (wheel.track - wheel.width))
        pts = [
            self.cam.project((wheel.x + c * r, y, r + s * r)) for y in ys for c, s in self._ring()
        ]
        self.draw.polygon(convex_hull(pts), fill=TYRE)

    def wheel_face(self, wheel: Wheel, side: int) -> None:
        r = wheel.radius
        facing, face_y = self._faces_y(wheel, side)
        normal = (0.0, float(facing), 0.0)
        if self.cam.faces((wheel.x, face_y, r), normal) <= 0.05:
            return
        ring = self._ring()
        self.poly([(wheel.x + c * r, face_y, r + s * r) for c, s in ring], shade(TYRE, 1.25))
        rim = self.lit(self.palette.rim, normal)
        rim_r = r * (0.45 if side == 0 else 0.66)
        self.poly([(wheel.x + c * rim_r, face_y, r + s * rim_r) for c, s in ring], rim)
        spoke = shade(rim, 0.6)
        hub = self.cam.project((wheel.x, face_y, r))
        width = max(1, int(self.cam.scale * r * (0.05 if side == 0 else 0.1)))
        count = wheel.spokes * (4 if side == 0 else 1)
        for k in range(count):
            a = 2 * math.pi * k / count
            end = self.cam.project((wheel.x + math.cos(a) * rim_r, face_y, r + math.sin(a) * rim_r))
            self.draw.line([hub, end], fill=spoke, width=width)
        hub_r = r * 0.16
        self.poly(
            [(wheel.x + c * hub_r, face_y, r + s * hub_r) for c, s in ring], shade(rim, 1.05, 0.2)
        )
