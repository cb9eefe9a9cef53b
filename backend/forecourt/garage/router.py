"""My garage and the watchlist calls (spec: vehicle §7). Every endpoint needs the signed-in
shopper of this site; every change needs the session's CSRF token too."""

from typing import Annotated

from fastapi import APIRouter, Path, Query, Request, Response

from forecourt.core.clock import utcnow
from forecourt.core.db import DbSession
from forecourt.core.errors import (
    CONFLICT,
    FORBIDDEN,
    INVALID,
    RATE_LIMITED,
    Forbidden,
    error_response,
    not_found,
)
from forecourt.core.rate_limit import RateLimit
from forecourt.core.secrets import SecretKey
from forecourt.core.sessions import SIGNED_OUT
from forecourt.core.types import MAX_DB_ID
from forecourt.garage import deals, payments, profile, saved_searches, watchlist
from forecourt.garage.schemas import (
    DealsOut,
    DepositPaymentOut,
    GarageOut,
    OwedDepositsOut,
    ProfileIn,
    SavedSearchChange,
    SavedSearchIn,
    SavedSearchOut,
    UnsubscribeOut,
    WatchlistIn,
    WatchlistOut,
)
from forecourt.identity.deps import (
    CurrentShopper,
    ShopperChange,
    SignedIn,
)
from forecourt.identity.router import shopper_out
from forecourt.identity.schemas import ShopperOut
from forecourt.identity.service import SESSIONS
from forecourt.reservations.payments import processor_for
from forecourt.search.router import Search
from forecourt.tenancy.deps import CurrentSite

router = APIRouter(prefix="/garage", tags=["my garage"])
alerts_router = APIRouter(prefix="/alerts", tags=["my garage"])
watchlist_router = APIRouter(prefix="/api/watchlist", tags=["my garage"])
payments_router = APIRouter(prefix="/payments", tags=["online payment"])
NOT_YOURS = "You can only change your own watchlist."
CHANGE = {**SIGNED_OUT, **FORBIDDEN, **INVALID, **RATE_LIMITED}
NO_SEARCH = not_found("No such saved search")
SearchId = Annotated[int, Path(ge=1, le=MAX_DB_ID)]
ReservationId = Annotated[int, Path(ge=1, le=MAX_DB_ID)]


def _own_phone(signed_in: SignedIn, body: WatchlistIn) -> None:
    if body.phone_number != signed_in.user.phone:
        raise Forbidden(NOT_YOURS)


@watchlist_router.post(
    "/save-car",
    response_model=WatchlistOut,
    responses={**CHANGE, **CONFLICT, **not_found("No such car on this site")},
    dependencies=[RateLimit("watchlist")],
)
async def save_car(
    body: WatchlistIn, site: CurrentSite, signed_in: ShopperChange, session: DbSession
) -> WatchlistOut:
    """Adds a car to the shopper's watchlist (again is a no-op). A sold car cannot be added."""
    _own_phone(signed_in, body)
    await watchlist.save(session, site, signed_in.user, body.car_id, utcnow())
    return WatchlistOut(success=True, car_ids=await watchlist.car_ids(session, signed_in.user))


@watchlist_router.post(
    "/remove-car",
    response_model=WatchlistOut,
    responses=CHANGE,
    dependencies=[RateLimit("watchlist")],
)
async def remove_car(
    body: WatchlistIn, signed_in: ShopperChange, session: DbSession
) -> WatchlistOut:
    _own_phone(signed_in, body)
    await watchlist.remove(session, signed_in.user, body.car_id)
    return WatchlistOut(success=True, car_ids=await watchlist.car_ids(session, signed_in.user))


@router.get("/watchlist", response_model=WatchlistOut, responses=SIGNED_OUT)
async def watchlist_ids(
    response: Response, signed_in: CurrentShopper, session: DbSession
) -> WatchlistOut:
    """The saved cars' ids: enough for every page to show which cars are saved."""
    response.headers["Cache-Control"] = "no-store"
    return WatchlistOut(success=True, car_ids=await watchlist.car_ids(session, signed_in.user))


@router.get("", response_model=GarageOut, responses=SIGNED_OUT)
async def garage(
    response: Response, site: CurrentSite, signed_in: CurrentShopper, session: DbSession
) -> GarageOut:
    """Saved cars with what changed since saving (price drop, sold), saved searches, profile."""
    response.headers["Cache-Control"] = "no-store"
    user = signed_in.user
    return GarageOut(
        user=shopper_out(user),
        cars=await watchlist.saved_cars(session, site, user, utcnow()),
        searches=await saved_searches.listed(session, user),
    )


@router.get("/deals", response_model=DealsOut, responses=SIGNED_OUT)
async def my_deals(
    response: Response,
    site: CurrentSite,
    signed_in: CurrentShopper,
    session: DbSession,
    secret: SecretKey,
) -> DealsOut:
    """Each purchase the shopper started (a reservation, or finance for a car): the car, its
    hold and deposit, finance, trade-in, the dealership to call and the next step."""
    response.headers["Cache-Control"] = "no-store"
    processor = processor_for(site.config.reserve, secret)
    found = await deals.shopper_deals(session, site, signed_in.user, processor, utcnow())
    return DealsOut(deals=found)


@router.post(
    "/searches",
    status_code=201,
    response_model=SavedSearchOut,
    responses={**CHANGE, **CONFLICT, **not_found("There is no search page at this address")},
    dependencies=[RateLimit("saved_searches")],
)
async def save_search(
    body: SavedSearchIn,
    site: CurrentSite,
    signed_in: ShopperChange,
    session: DbSession,
    search: Search,
) -> SavedSearchOut:
    """Keeps the search page (path and query) under a name, with alerts by email, sms or off
    for new matching stock. Saving the same page again renames it and sets its alert."""
    return await saved_searches.create(
        session,
        site,
        signed_in.user,
        body,
        search=search,
        now=utcnow(),
    )


@router.patch(
    "/searches/{search_id}",
    response_model=SavedSearchOut,
    responses={**CHANGE, **NO_SEARCH},
    dependencies=[RateLimit("saved_searches")],
)
async def change_search(
    search_id: SearchId, body: SavedSearchChange, signed_in: ShopperChange, session: DbSession
) -> SavedSearchOut:
    """Renames a saved search or changes its alert channel."""
    return await saved_searches.change(session, signed_in.user, search_id, body)


@router.delete(
    "/searches/{search_id}",
    status_code=204,
    responses={**SIGNED_OUT, **FORBIDDEN, **INVALID},
    dependencies=[RateLimit("saved_searches")],
)
async def delete_search(
    search_id: SearchId, signed_in: ShopperChange, session: DbSession
) -> Response:
    """Deletes a saved search (one already gone is deleted too)."""
    await saved_searches.remove(session, signed_in.user, search_id)
    return Response(status_code=204)


@alerts_router.post(
    "/unsubscribe",
    response_model=UnsubscribeOut,
    responses={**INVALID, **RATE_LIMITED, **not_found("This link is not valid any more")},
    dependencies=[RateLimit("unsubscribe")],
)
async def unsubscribe(
    site: CurrentSite,
    session: DbSession,
    token: Annotated[str, Query(min_length=20, max_length=64, pattern=r"^[A-Za-z0-9_-]+$")],
) -> UnsubscribeOut:
    """Stops the alerts an alert's link names, signed in or not: the link's token is the
    permission. Also the one-click unsubscribe target of the e-mail (RFC 8058), which posts a
    form body this endpoint does not need."""
    return UnsubscribeOut(message=await saved_searches.unsubscribe(session, site, token))


@router.patch("/profile", response_model=ShopperOut, responses=CHANGE)
async def update_profile(
    body: ProfileIn, signed_in: ShopperChange, session: DbSession
) -> ShopperOut:
    """Name, last name, e-mail and postcode; a field left out keeps its value."""
    user = await profile.update(session, signed_in.user, body)
    return shopper_out(user)


@router.delete("/account", status_code=204, responses={**SIGNED_OUT, **FORBIDDEN})
async def delete_my_data(
    request: Request, signed_in: ShopperChange, session: DbSession
) -> Response:
    """Deletes the shopper: profile, sessions, saved cars and searches, and their name in the
    verification log. Enquiries already sent stay with the dealer who received them."""
    await profile.delete_user(session, signed_in.user)
    answer = Response(status_code=204)
    SESSIONS.clear_cookie(request, answer)
    return answer


@payments_router.get("/deposits", response_model=OwedDepositsOut, responses=SIGNED_OUT)
async def owed_deposits(
    response: Response,
    site: CurrentSite,
    signed_in: CurrentShopper,
    session: DbSession,
    secret: SecretKey,
) -> OwedDepositsOut:
    """What the shopper owes on this site: the deposits of their reservations (held or confirmed)
    that the payment processor has not held yet, and whether this site takes them online."""
    response.headers["Cache-Control"] = "no-store"
    processor = processor_for(site.config.reserve, secret)
    return OwedDepositsOut(
        deposits=await payments.owed_deposits(session, site, signed_in.user, utcnow()),
        pays_online=processor.pays_online,
        fee_label=processor.fee_label,
        note=processor.shopper_note,
    )


@payments_router.post(
    "/deposits/{reservation_id}",
    response_model=DepositPaymentOut,
    responses={
        **CHANGE,
        409: error_response("This site's deposits are arranged by the dealer, not paid online"),
        **not_found("No deposit of this shopper's is owed on this reservation"),
    },
    dependencies=[RateLimit("payments")],
)
async def pay_deposit(
    reservation_id: ReservationId,
    site: CurrentSite,
    signed_in: ShopperChange,
    session: DbSession,
    secret: SecretKey,
) -> DepositPaymentOut:
    """Pays one owed deposit through the site's payment processor: held (paid), declined (the
    car is released) or not reached (still owed)."""
    processor = processor_for(site.config.reserve, secret)
    return await payments.pay_deposit(
        session, site, signed_in.user, reservation_id, processor, utcnow()
    )
