"""The shopper's session as FastAPI dependencies (the cookie, store and CSRF check are
`core.sessions`'; the shopper's cookie is SameSite=Lax so a link from an e-mail arrives signed
in)."""

from dataclasses import dataclass
from typing import Annotated

from fastapi import Depends, Request

from forecourt.core.clock import utcnow
from forecourt.core.db import DbSession
from forecourt.core.sessions import check_csrf, require_signed_in
from forecourt.identity import service
from forecourt.identity.models import ShopperSession, ShopperUser
from forecourt.tenancy.deps import CurrentSite


@dataclass(frozen=True)
class SignedIn:
    session: ShopperSession
    user: ShopperUser


async def optional_shopper(
    request: Request, site: CurrentSite, session: DbSession
) -> SignedIn | None:
    token = service.SESSIONS.token_of(request)
    if token is None:
        return None
    found = await service.find_session(session, site.id, token, utcnow())
    return SignedIn(*found) if found else None


async def current_shopper(
    signed_in: Annotated[SignedIn | None, Depends(optional_shopper)],
) -> SignedIn:
    return require_signed_in(signed_in)


async def csrf_checked(
    request: Request, signed_in: Annotated[SignedIn, Depends(current_shopper)]
) -> SignedIn:
    check_csrf(request, signed_in.session.csrf_token)
    return signed_in


OptionalShopper = Annotated[SignedIn | None, Depends(optional_shopper)]
CurrentShopper = Annotated[SignedIn, Depends(current_shopper)]
# For endpoints that change something on the shopper's behalf.
ShopperChange = Annotated[SignedIn, Depends(csrf_checked)]
