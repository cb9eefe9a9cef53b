"""The console's dashboard endpoint."""

from typing import Annotated

from fastapi import APIRouter, Query

from forecourt.console.api.common import GUARDED
from forecourt.console.dashboard import MAX_DAYS, TopCar, dashboard
from forecourt.console.permissions import ReadLeads
from forecourt.console.schemas import CountOut, DashboardOut, ResponderOut, TopCarOut
from forecourt.core.clock import utcnow
from forecourt.core.db import DbSession
from forecourt.inventory.cards import car_path
from forecourt.tenancy.deps import CurrentSite

router = APIRouter(prefix="/console", tags=["console"])


def _top(cars: list[TopCar]) -> list[TopCarOut]:
    return [
        TopCarOut(car_id=t.car.id, name=t.car.name, stocknum=t.car.stocknum,
                  path=car_path(t.car.slug), count=t.count, all_time_views=t.car.views)
        for t in cars
    ]  # fmt: skip


@router.get("/dashboard", response_model=DashboardOut, responses=GUARDED)
async def read_dashboard(
    site: CurrentSite,
    access: ReadLeads,
    session: DbSession,
    days: Annotated[int, Query(ge=7, le=MAX_DAYS)] = 30,
) -> DashboardOut:
    """Views and leads by kind per day, the most viewed and most enquired cars and the time to
    a first contact, for the user's dealerships."""
    found = await dashboard(session, access, site, days, utcnow())
    return DashboardOut(
        days=found.days, views=found.views, leads_by_kind=found.leads_by_kind,
        most_viewed=_top(found.most_viewed), most_enquired=_top(found.most_enquired),
        first_contact_median_hours=found.first_contact_median_hours,
        first_contact_p90_hours=found.first_contact_p90_hours,
        first_contact_median_minutes=found.first_contact_median_minutes,
        first_contact_p90_minutes=found.first_contact_p90_minutes,
        contacted=found.contacted, leads=found.leads, sold=found.sold,
        sources=[CountOut(label=label, count=n) for label, n in found.sources],
        by_salesperson=[ResponderOut(user_id=r.user_id, name=r.name, contacted=r.contacted,
                                     median_minutes=r.median_minutes)
                        for r in found.by_salesperson],
        stock_ageing=[CountOut(label=label, count=n) for label, n in found.stock_ageing],
    )  # fmt: skip
