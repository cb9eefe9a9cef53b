"""Plans a dealership's stock: one `CarPlan` (the Car row plus its media) per car. Pure: no database.

The same seed, count and `now` always give the same plans. Every dealership's first cars are
showcases (one per scenario: coming soon, sold recently, reserved, hidden, Test Drive Only, 0 and
20 photos, a walkaround video, a 360 spin...) so each site shows every state the specs describe even
with a small `--cars`.
"""

import random
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from itertools import accumulate
from typing import Any

from forecourt.core.slugs import slugify
from forecourt.demo.catalogue import (
    COLOUR_WEIGHTS,
    COLOURS,
    CUSTOM_TAGS,
    DRIVES,
    FUELS,
    INTERIORS,
    TRANSMISSIONS,
    VIN_PREFIXES,
    Model,
)
from forecourt.demo.catalogue_cars import CARS
from forecourt.demo.catalogue_other import CARAVANS, MOTORCYCLES, TRUCKS
from forecourt.demo.identifiers import make_nvic, make_plate, make_vin
from forecourt.demo.places import DealershipPlan, SitePlan
from forecourt.demo.wording import dealer_comments, equipment_for
from forecourt.inventory.feed_values import car_name
from forecourt.inventory.rules import TEST_DRIVE_ONLY

ALL_MODELS: tuple[Model, ...] = CARS + MOTORCYCLES + TRUCKS + CARAVANS
COLOUR_NAMES = list(COLOUR_WEIGHTS)
COLOUR_CUMULATIVE = list(accumulate(COLOUR_WEIGHTS.values()))
RGB = tuple[int, int, int]

SCENARIOS = (
    "just_arrived", "coming_soon", "sold_recent", "sold_old", "reserved", "hidden", "test_drive_only",
    "no_images", "max_images", "video_embed", "video_file", "spin", "preorder", "enquire", "offer",
    "before_price", "custom_tag", "certified", "subscription", "rego_expired",
)  # fmt: skip
NEEDS_NEW = {"test_drive_only", "preorder", "subscription", "spin"}
NEEDS_USED = {"certified", "rego_expired"}


@dataclass
class CarPlan:
    row: dict[str, Any]  # Car columns, except the ids the builder resolves
    location_slug: str
    images: int
    image_seed: int
    paint: RGB
    shape: str
    video: tuple[str, str] | None = None  # (kind, url)
    spin: bool = False
    scenario: str | None = None
    extra: dict[str, Any] = field(default_factory=dict)


@dataclass
class Serials:
    """Counters shared across one demo build (VIN serials must not repeat between dealerships)."""

    vin: int = 0


def round_price(value: float) -> int:
    """Dealer pricing: whole dollars ending in 990 (or 90 under $10,000)."""
    if value < 10000:
        return max(int(value // 100) * 100 - 10, 990)
    return int(value // 1000) * 1000 - 10


def _weighted(rng: random.Random, items: list[Any], weights: list[float]) -> Any:
    return rng.choices(items, weights=weights, k=1)[0]


class DealershipStock:
    """Plans the cars of one dealership."""

    def __init__(
        self, site: SitePlan, dealer: DealershipPlan, now: datetime, seed: int, serials: Serials
    ) -> None:
        self.site, self.dealer, self.now, self.serials = site, dealer, now, serials
        self.rng = random.Random(f"{seed}:{dealer.slug}")
        profile = dealer.stock
        self.new_models = [
            m for m in ALL_MODELS if m.make in profile.new_makes and m.years[1] is None
        ]
        self.used_models = [
            m for m in ALL_MODELS
            if m.item_type == profile.used_item_type
            and (not profile.used_makes or m.make in profile.used_makes)
            and m.years[0] < now.year
        ]  # fmt: skip
        self.sales_locations = [
            loc.slug for loc in dealer.locations if loc.location_type == "sales"
        ]
        # Cumulative weights once, not per car: random.choices re-sums plain weights on every call.
        self.new_weights = list(accumulate(m.popularity for m in self.new_models))
        self.used_weights = list(accumulate(m.popularity for m in self.used_models))

    def plan(self, count: int) -> list[CarPlan]:
        return [self._car(i, SCENARIOS[i] if i < len(SCENARIOS) else None) for i in range(count)]

    # -- one car --

    def _car_type(self, scenario: str | None) -> str:
        mix = self.dealer.stock.mix
        if not self.new_models:
            return "used"
        if scenario in NEEDS_NEW:
            return "new"
        if scenario in NEEDS_USED and mix[2] > 0:
            return "used"
        return _weighted(self.rng, ["new", "demo", "used"], list(mix))

    def _year(self, model: Model, car_type: str) -> int:
        this_year = self.now.year
        if car_type == "new":
            return this_year if self.rng.random() < 0.85 else this_year - 1
        if car_type == "demo":
            return this_year if self.rng.random() < 0.6 else this_year - 1
        age = 1 + int(self.rng.betavariate(1.6, 3.2) * 14)
        first, last = model.years[0], model.years[1] or this_year - 1
        return max(first, min(last, this_year - age))

    def _km(self, model: Model, car_type: str, year: int) -> int:
        if model.item_type == "caravan":
            return 0
        if car_type == "new":
            return self.rng.randint(0, 50)
        if car_type == "demo":
            return self.rng.randint(300, 9_999)
        yearly = {"motorcycle": 5_000, "truck": 55_000}.get(model.item_type, 15_000)
        age = max(self.now.year - year, 1)
        return max(1_500, int(age * yearly * self.rng.uniform(0.55, 1.5)))

    def _price(self, model: Model, list_price: int, car_type: str, year: int, km: int) -> int:
        rng = self.rng
        if car_type == "new":
            return round_price(
                list_price * (1 - 0.03 * (self.now.year - year)) * rng.uniform(0.97, 1.02)
            )
        if car_type == "demo":
            return round_price(list_price * rng.uniform(0.86, 0.93))
        age = max(self.now.year - year, 1)
        keep = {"motorcycle": 0.9, "truck": 0.88, "caravan": 0.93}.get(model.item_type, 0.92)
        value = list_price * 0.88 * keep ** (age - 1)
        expected = age * (15_000 if model.item_type == "car" else 40_000)
        value *= min(1.15, max(0.7, 1 - (km - expected) / 300_000)) * rng.uniform(0.92, 1.08)
        return round_price(max(value, 2_500))

    def _car(self, index: int, scenario: str | None) -> CarPlan:
        rng, dealer = self.rng, self.dealer
        car_type = self._car_type(scenario)
        used = car_type == "used"
        models = self.used_models if used else self.new_models
        model = rng.choices(models, cum_weights=self.used_weights if used else self.new_weights)[0]
        year = self._year(model, car_type)
        badge_rank = min(int(rng.expovariate(1.1)), len(model.badges) - 1)
        badge = model.badges[badge_rank]
        engine = model.engines[badge.engine] if model.engines else None
        colour = rng.choices(COLOUR_NAMES, cum_weights=COLOUR_CUMULATIVE)[0]
        if model.item_type == "caravan" or (model.item_type == "truck" and rng.random() < 0.7):
            colour = "White"  # fleet white, as most caravans and trucks are
        paint = rng.choice(COLOURS[colour])
        km = self._km(model, car_type, year)
        price = self._price(model, badge.price, car_type, year, km)
        stocknum = f"{dealer.stock.prefix}{10001 + index}"
        self.serials.vin += 1
        name = car_name(year, model.make, model.name, badge.name)
        row: dict[str, Any] = {
            "slug": slugify(f"{year}-{model.make}-{model.name}-{badge.name}-{stocknum}"),
            "stocknum": stocknum,
            "vin": make_vin(VIN_PREFIXES.get(model.make, "6F9"), year, self.serials.vin, rng),
            "name": name,
            "year": year,
            "make": model.make,
            "model": model.name,
            "badge": badge.name,
            "series": model.series_for(year),
            "colour": colour,
            "interior_colour": rng.choice(INTERIORS) if model.item_type == "car" else None,
            "item_type": model.item_type,
            "car_type": car_type,
            "km": km,
            "price": price,
        }
        row.update(self._specifications(model, engine, car_type))
        row["carsales_title"] = " ".join(
            p for p in (name, row["series"], row["simple_transmission"], row["simple_drive"]) if p
        )
        row["variant"] = self._variant(model, badge.name, row)
        row.update(self._status(scenario, car_type, model))
        row.update(self._pricing(scenario, car_type, price, row["status"]))
        row.update(self._registration(scenario, car_type, model, year))
        row["tag"] = self._tag(scenario, car_type, row["status"], km)
        row["certified"] = self._certified(scenario, car_type, model, year, km)
        fuel_code = engine.fuel if engine else None
        row["standard_equipment"] = equipment_for(model, badge_rank, fuel_code, rng)
        row["dealercomments"] = dealer_comments(row, rng)
        images = self._image_count(scenario, row["status"])
        row["views"] = min(int(rng.expovariate(1 / 220)), 6000)
        row["custom_rank"] = images * 15 + (150 if car_type != "used" else 0) + rng.randint(0, 400)
        plan = CarPlan(
            row=row,
            location_slug=self._location(),
            images=images,
            image_seed=rng.randrange(1, 2**31),
            paint=paint,
            shape=model.shape,
            scenario=scenario,
        )
        self._media(plan, scenario, car_type)
        return plan

    def _specifications(self, model: Model, engine: Any, car_type: str) -> dict[str, Any]:
        length, width, height = model.size
        specs: dict[str, Any] = {
            "body": model.body, "simple_body": model.simple_body, "seats": model.seats, "doors": model.doors,
            "bodyconfiguration": model.bodyconfiguration, "gross_vehicle_mass_kg": model.gvm,
            "length_mm": length, "width_mm": width, "height_mm": height,
            "towing_capacity_braked_kg": model.towing, "ancap_rating": model.ancap,
        }  # fmt: skip
        if engine is not None:
            fuel, simple_fuel = FUELS[engine.fuel]
            trans, simple_trans = TRANSMISSIONS[engine.trans]
            drive, simple_drive = DRIVES[engine.drive]
            specs.update(
                fuel=fuel, simple_fuel=simple_fuel, trans=trans.format(g=engine.gears),
                simple_transmission=simple_trans, drive=drive, simple_drive=simple_drive,
                gearnum=engine.gears if engine.trans not in ("CVT", "E") else None,
                engine_size_litres=engine.litres, cylinders=engine.cylinders, induction=engine.induction,
                power_kw=engine.power_kw, torque_nm=engine.torque_nm,
                fuel_consumption_combined=engine.consumption, fuel_capacity_litres=engine.tank,
            )  # fmt: skip
        else:
            specs.update(fuel=None, simple_fuel=None, trans=None, simple_transmission=None, drive=None,
                         simple_drive=None, gearnum=None, engine_size_litres=None, cylinders=None,
                         induction=None, power_kw=None, torque_nm=None, fuel_consumption_combined=None,
                         fuel_capacity_litres=None)  # fmt: skip
        if model.caravan:
            body_length, body_width, tare, atm, axle, sleeps = model.caravan
            specs.update(body_length_mm=body_length, body_width_mm=body_width, tare_weight_kg=tare,
                         aggregate_trailer_mass_kg=atm, axle_type=axle, sleeps=sleeps)  # fmt: skip
        else:
            specs.update(body_length_mm=None, body_width_mm=None, tare_weight_kg=None,
                         aggregate_trailer_mass_kg=None, axle_type=None, sleeps=None)  # fmt: skip
        return specs

    @staticmethod
    def _variant(model: Model, badge: str, row: dict[str, Any]) -> str:
        parts = [badge, model.body]
        if model.doors:
            parts.append(f"{model.doors}dr")
        if row["trans"]:
            parts.append(
                row["simple_transmission"][:4] if row["gearnum"] is None else f"{row['gearnum']}sp"
            )
        if row["engine_size_litres"]:
            parts.append(
                f"{row['engine_size_litres']:.1f}{'DT' if row['fuel'] == 'Diesel' else 'i'}"
            )
        return " ".join(parts)

    def _status(self, scenario: str | None, car_type: str, model: Model) -> dict[str, Any]:
        rng, now = self.rng, self.now
        roll = rng.random()
        status, sold_at = "in_stock", None
        if scenario in ("coming_soon", "preorder") or (scenario is None and roll < 0.04):
            status = "coming_soon"
        elif scenario == "sold_recent" or (scenario is None and roll < 0.07):
            status, sold_at = "sold", now - timedelta(hours=rng.uniform(1, 66))
        elif scenario == "sold_old" or (scenario is None and roll < 0.11):
            status, sold_at = "sold", now - timedelta(days=rng.uniform(5, 150))
        just_arrived = scenario == "just_arrived" or (scenario is None and rng.random() < 0.12)
        if sold_at is not None:
            created = sold_at - timedelta(days=rng.uniform(4, 90))
        elif just_arrived:
            created = now - timedelta(hours=rng.uniform(1, 7 * 24))
        else:
            created = now - timedelta(days=rng.uniform(8.5, 200))
        return {
            "status": status,
            "sold_at": sold_at,
            "reserved": status == "in_stock" and (scenario == "reserved" or (scenario is None and rng.random() < 0.03)),
            "show_on_dealer_website": not (scenario == "hidden" or (scenario is None and rng.random() < 0.02)),
            "created_at": created,
            "updated_at": min(now, created + timedelta(days=rng.uniform(0, 12))) if sold_at is None else sold_at,
        }  # fmt: skip

    def _pricing(
        self, scenario: str | None, car_type: str, price: int, status: str
    ) -> dict[str, Any]:
        rng = self.rng
        out: dict[str, Any] = {
            "preorder": False,
            "before_price": None,
            "offer_price": None,
            "subscription_price": None,
        }
        preorder = scenario == "preorder" or (status == "coming_soon" and rng.random() < 0.35)
        if preorder and car_type == "new":
            out.update(preorder=True, price=0)
        elif scenario == "enquire" or (
            scenario is None and status == "in_stock" and rng.random() < 0.015
        ):
            out["price"] = 0  # spec: "Enquire for price."
        elif scenario == "before_price" or rng.random() < 0.06:
            out["before_price"] = price + rng.choice((1000, 1500, 2000, 3000, 4000))
        elif scenario == "offer" or rng.random() < 0.04:
            out["offer_price"] = price - rng.choice((500, 1000, 1500, 2500))
        share = self.dealer.stock.subscription_share
        if car_type != "used" and share and (scenario == "subscription" or rng.random() < share):
            out["subscription_price"] = int(price / 240) // 10 * 10 + 9  # weekly
        if car_type == "used":
            out["price_type"] = "Drive Away" if rng.random() < 0.55 else "Excl. Govt. Charges"
        elif car_type == "demo":
            out["price_type"] = "Drive Away"
        else:
            out["price_type"] = "Drive Away" if rng.random() < 0.7 else "Excl. Govt. Charges"
        return out  # fmt: skip

    def _registration(
        self, scenario: str | None, car_type: str, model: Model, year: int
    ) -> dict[str, Any]:
        rng, today = self.rng, self.now.date()
        month = rng.randint(1, today.month if year == today.year else 12)
        build = date(year, month, 1)
        compliance = min(today, build + timedelta(days=rng.randint(20, 75)))
        registered = car_type != "new"
        expiry = None
        if registered:
            expiry = (
                today - timedelta(days=rng.randint(5, 200))
                if scenario == "rego_expired"
                else (today + timedelta(days=rng.randint(-90, 365)))
            )
        return {
            "build_date": build,
            "compliance_date": compliance,
            "regplate": make_plate(self.dealer.address.state, rng) if registered else None,
            "rego_expiry": expiry,
            "nvic": make_nvic(rng) if model.item_type == "car" and rng.random() < 0.9 else None,
        }  # fmt: skip

    def _tag(self, scenario: str | None, car_type: str, status: str, km: int) -> str | None:
        rng = self.rng
        if scenario == "test_drive_only" or (
            scenario is None and car_type != "used" and rng.random() < 0.02
        ):
            return TEST_DRIVE_ONLY
        if scenario == "custom_tag" or (scenario is None and rng.random() < 0.06):
            tags = (
                CUSTOM_TAGS
                if car_type == "used"
                else ("Clearance", "Hot Deal", "Finance Special", "Price Drop")
            )
            tag = rng.choice(tags)
            return "One Owner" if tag == "Low Kms" and km > 60_000 else tag
        return None

    def _certified(
        self, scenario: str | None, car_type: str, model: Model, year: int, km: int
    ) -> bool:
        if car_type != "used":
            return False
        if scenario == "certified":
            return True
        if self.now.year - year > 7 or km > 150_000:
            return False
        share = self.dealer.stock.certified_share
        own_make = model.make in self.dealer.stock.new_makes
        if self.dealer.stock.new_makes:  # a franchise certifies its own make
            share = share * 1.5 if own_make else share * 0.2
        return self.rng.random() < share

    def _image_count(self, scenario: str | None, status: str) -> int:
        rng = self.rng
        if scenario == "no_images":
            return 0
        if scenario == "max_images" or scenario in ("spin", "video_embed", "video_file"):
            return 20 if scenario == "max_images" else rng.randint(10, 20)
        if status == "coming_soon":
            return rng.choice((0, 0, 1, 2, 3))
        roll = rng.random()
        if roll < 0.03:
            return 0
        if roll < 0.1:
            return rng.randint(1, 5)
        return rng.randint(6, 20)

    def _location(self) -> str:
        locations = self.sales_locations
        return (
            locations[0]
            if len(locations) == 1 or self.rng.random() < 0.7
            else self.rng.choice(locations[1:])
        )

    def _media(self, plan: CarPlan, scenario: str | None, car_type: str) -> None:
        rng, row = self.rng, plan.row
        host = self.site.domain.removeprefix("www.")
        embed = scenario == "video_embed" or (
            scenario is None and plan.images and rng.random() < 0.025
        )
        file = scenario == "video_file" or (
            scenario is None and plan.images and rng.random() < 0.025
        )
        if embed:
            plan.video = ("walkaround", f"https://www.youtube.com/embed/{_video_id(rng)}")
        elif file:
            plan.video = (
                "video",
                f"https://video.{host}/walkarounds/{row['stocknum'].lower()}.mp4",
            )
        row["video_url"] = plan.video[1] if plan.video else None
        row["external_video_url"] = (
            f"https://www.youtube.com/watch?v={_video_id(rng)}"
            if scenario is None and rng.random() < 0.01
            else None
        )
        can_spin = plan.shape not in ("motorcycle", "truck", "caravan") and plan.images > 0
        share = self.dealer.stock.spin_share
        plan.spin = can_spin and (
            scenario == "spin" or (scenario is None and car_type != "used" and rng.random() < share)
        )
        row["spin_code"] = f"SPN-{row['stocknum']}" if plan.spin else None
        row["history_report_url"] = None
        row["payment_processors"] = (
            ["stripe"] if car_type != "used" and self.site.slug != "redgum-car-co" else []
        )
        row["extra"] = {}


def _video_id(rng: random.Random) -> str:
    return "".join(
        rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
        for _ in range(11)
    )
