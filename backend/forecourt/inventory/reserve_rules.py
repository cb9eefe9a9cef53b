"""Which cars can be reserved online and for how much (spec: vehicle §4 leaves the reservable
rule open; this is ours: an available car with a price, not already held, on a site that offers
it, and not a test-drive-only car)."""

from forecourt.inventory.rules import is_available
from forecourt.tenancy.config import ReserveConfig


def reservable(
    *,
    config: ReserveConfig,
    status: str,
    reserved: bool,
    test_drive_only: bool,
    listing_price: int | None,
) -> bool:
    return (
        config.enabled
        and is_available(status)
        and not reserved
        and not test_drive_only
        and bool(listing_price and listing_price > 0)
    )


def fee_label(config: ReserveConfig, car_processors: list[str], site_label: str) -> str:
    """spec: vehicle §9 - the reserve fee label comes from the car's own payment processors: the
    first of them the site has a label for; the site's processor's label when it has none."""
    for name in car_processors:
        label = config.fee_labels.get(name.strip().lower())
        if label:
            return label
    return site_label


def deposit_for(config: ReserveConfig, listing_price: int) -> int:
    """The configured percentage of the price (capped), else the fixed deposit (default $200)."""
    if config.deposit_percent is None:
        return config.deposit
    computed = round(listing_price * config.deposit_percent / 100)
    return max(1, min(computed, config.deposit_max))
