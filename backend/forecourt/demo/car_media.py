"""The media rows of a planned car: gallery images, videos, 360 spin frames and hotspots."""

import random
from typing import Any

from forecourt.demo.images import (
    GALLERY,
    HEIGHT,
    SPIN_FRAMES,
    WIDTH,
    interior_hotspot_positions,
    spin_hotspot_position,
    spin_view,
    vehicle_key,
)
from forecourt.demo.stock import CarPlan
from forecourt.demo.wording import EXTERIOR_HOTSPOTS, INTERIOR_HOTSPOTS

VIEW_NAMES = (
    "front three-quarter view", "side view", "rear three-quarter view", "front view", "interior",
    "rear view", "front three-quarter view, passenger side", "passenger side view", "high angle view",
    "wheel detail", "dashboard", "rear three-quarter view, passenger side", "side profile",
    "headlight detail", "high rear view", "low front view", "rear high angle view", "tail light detail",
    "rear passenger side view", "front quarter view",
)  # fmt: skip
assert len(VIEW_NAMES) == len(GALLERY)


def image_rows(plan: CarPlan, car_id: int) -> list[dict[str, Any]]:
    name = plan.row["name"]
    return [
        {
            "car_id": car_id,
            "position": i,
            "source": vehicle_key(plan.image_seed, plan.paint, plan.shape, str(i)),
            "width": WIDTH,
            "height": HEIGHT,
            "alt": f"{name}, {VIEW_NAMES[i % len(VIEW_NAMES)]}",
        }
        for i in range(plan.images)
    ]


def video_rows(plan: CarPlan, car_id: int) -> list[dict[str, Any]]:
    if plan.video is None:
        return []
    kind, url = plan.video
    return [{"car_id": car_id, "kind": kind, "url": url}]


def spin_rows(plan: CarPlan, car_id: int) -> list[dict[str, Any]]:
    if not plan.spin:
        return []
    rows = [
        {"car_id": car_id, "kind": "exterior", "position": i,
         "source": vehicle_key(plan.image_seed, plan.paint, plan.shape, spin_view(i))}
        for i in range(SPIN_FRAMES)
    ]  # fmt: skip
    rows.append({"car_id": car_id, "kind": "interior", "position": 0,
                 "source": vehicle_key(plan.image_seed, plan.paint, plan.shape, "interior")})  # fmt: skip
    return rows


def hotspot_rows(plan: CarPlan, car_id: int) -> list[dict[str, Any]]:
    """Hotspots placed where the feature really is in the rendered spin frame it belongs to."""
    if not plan.spin:
        return []
    rng = random.Random(plan.image_seed)
    rows = []
    for feature in rng.sample(sorted(EXTERIOR_HOTSPOTS), rng.randint(3, 5)):
        frames = list(range(SPIN_FRAMES))
        rng.shuffle(frames)
        for frame in frames:
            position = spin_hotspot_position(plan.image_seed, plan.shape, feature, frame)
            if position is not None:
                title, description = EXTERIOR_HOTSPOTS[feature]
                rows.append(_hotspot(car_id, "exterior", frame, position, title, description))
                break
    interior = interior_hotspot_positions(plan.image_seed)
    for feature in rng.sample(sorted(INTERIOR_HOTSPOTS), rng.randint(2, 3)):
        title, description = INTERIOR_HOTSPOTS[feature]
        rows.append(_hotspot(car_id, "interior", 0, interior[feature], title, description))
    return rows


def _hotspot(car_id: int, kind: str, frame: int, position: tuple[float, float], title: str,
             description: str) -> dict[str, Any]:  # fmt: skip
    return {"car_id": car_id, "kind": kind, "frame_index": frame, "x": round(position[0], 4),
            "y": round(position[1], 4), "title": title, "description": description}  # fmt: skip
