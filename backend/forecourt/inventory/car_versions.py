"""Each car's own version, for what shows one car alone (its page, its answer, its price
comparison): its last change and its pictures' count. Kept under the car's version instead of the
site's stock version, they stay kept when another car of the site changes.

A change to a car bumps the site's stock version in the same transaction (stock_version.py), so a
site's versions are read again, in one statement, when its stock version is new: this process's
own change at once, another's within the stock version's second. A view, which counts on the car's
row, keeps its version (tracking/views.py leaves `updated_at` as it is)."""

from collections import OrderedDict
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.inventory.models import Car

MAX_SITES = 256  # a few KB to a few hundred KB each: the sites served lately


class CarVersions:
    def __init__(self) -> None:
        self._sites: OrderedDict[int, tuple[int, dict[str, str]]] = OrderedDict()

    async def version(
        self, session: AsyncSession, site_id: int, stock_version: int, slug: str
    ) -> str | None:
        """The car's version at the site's `stock_version`; None when the site has no such car.
        Two requests that miss at once both read them: no lock is held while reading."""
        known = self._sites.get(site_id)
        if known is None or known[0] != stock_version:
            rows = await session.execute(
                select(Car.slug, Car.updated_at, Car.photo_version).where(Car.site_id == site_id)
            )
            versions = {
                row.slug: f"{row.updated_at.isoformat()}/{row.photo_version}" for row in rows
            }
            known = self._sites[site_id] = (stock_version, versions)
        self._sites.move_to_end(site_id)
        while len(self._sites) > MAX_SITES:
            self._sites.popitem(last=False)
        return known[1].get(slug)


def car_versions_for(state: Any) -> CarVersions:
    """The app's CarVersions (`state` is the app's state), made on first use."""
    versions: CarVersions | None = getattr(state, "car_versions", None)
    if versions is None:
        versions = state.car_versions = CarVersions()
    return versions
