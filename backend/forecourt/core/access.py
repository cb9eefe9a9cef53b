"""Who acts in a site's console and where: what every service that changes a dealer's data is
handed, so it filters by the dealerships the role reaches (another dealership's row is then simply
not found) and records who made the change."""

from dataclasses import dataclass


@dataclass(frozen=True)
class Actor:
    user_id: int
    email: str
    name: str
    operator: bool  # a platform operator acting on the site, and every audit entry says so


@dataclass(frozen=True)
class Access:
    actor: Actor
    site_id: int
    # The dealerships where the permission holds; None: all of the site's.
    dealership_ids: frozenset[int] | None
    kinds: tuple[str, ...] | None  # lead kinds visible (the service role's bookings); None: all

    def covers(self, dealership_id: int) -> bool:
        return self.dealership_ids is None or dealership_id in self.dealership_ids
