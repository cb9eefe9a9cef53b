"""Signed-in sessions, the shoppers' and the staff's alike: one cookie, one store, one CSRF check
and one "signed out" answer.

A session is a random token in a host-only, HTTP-only cookie (Secure over HTTPS); the database
keeps only its SHA-256 and the row names its site, so a cookie carried to another dealer's host
opens nothing there. Sessions are rotated at sign-in: a token planted before sign-in is worth
nothing after it. A request that changes something on the session's behalf also carries the
session's CSRF token in `X-CSRF-Token`; the Origin check is the SameOriginMiddleware's.

Each kind of session (`SessionStore`) names its table, cookie, lifetime and SameSite rule; the
rows share the columns of `SessionRow`."""

import hashlib
import hmac
import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any, Generic, Literal, Protocol, TypeVar

from fastapi import Request, Response
from sqlalchemy import ColumnElement, delete, select
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.core.errors import Forbidden, ResponsesDict, Unauthorized, error_response

CSRF_HEADER = "X-CSRF-Token"
SIGN_IN_MESSAGE = "Please sign in to continue."
CSRF_MESSAGE = "This page has expired. Please refresh it and try again."
SIGNED_OUT: ResponsesDict = {401: error_response("Nobody is signed in on this host")}
SAFE_METHODS = ("GET", "HEAD", "OPTIONS")
MAX_TOKEN_LENGTH = 100  # a token is 43 characters; a longer cookie is not looked up


def new_token() -> str:
    return secrets.token_urlsafe(32)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


class SessionRow(Protocol):
    site_id: Any
    user_id: Any
    token_hash: Any
    csrf_token: Any
    created_at: Any
    expires_at: Any


@dataclass(frozen=True)
class OpenedSession:
    token: str  # goes only into the cookie
    csrf_token: str
    expires_at: datetime


Row = TypeVar("Row", bound=SessionRow)
User = TypeVar("User")
T = TypeVar("T")


@dataclass(frozen=True)
class SessionStore(Generic[Row]):
    model: type[Row]
    cookie: str
    ttl: timedelta
    same_site: Literal["lax", "strict"]

    def token_of(self, request: Request) -> str | None:
        token = request.cookies.get(self.cookie)
        return token if token and len(token) <= MAX_TOKEN_LENGTH else None

    def open(
        self, db: AsyncSession, *, site_id: int | None, user_id: int, now: datetime, **extra: Any
    ) -> OpenedSession:
        """Adds the row in the caller's transaction; the caller ends the previous session."""
        opened = OpenedSession(new_token(), new_token(), now + self.ttl)
        model: Any = self.model
        db.add(
            model(
                site_id=site_id,
                user_id=user_id,
                token_hash=token_hash(opened.token),
                csrf_token=opened.csrf_token,
                created_at=now,
                expires_at=opened.expires_at,
                **extra,
            )
        )
        return opened

    async def find(
        self,
        db: AsyncSession,
        user_model: type[User],
        site_id: int | None,
        token: str,
        now: datetime,
        *conditions: ColumnElement[bool],
    ) -> tuple[Row, User] | None:
        """The live session of this token on this host's site (None: the platform host), with
        its user: another host's cookie finds nothing."""
        model: Any = self.model
        found = (
            await db.execute(
                select(model, user_model)
                .join(user_model, user_model.id == model.user_id)  # type: ignore[attr-defined]
                .where(
                    model.token_hash == token_hash(token),
                    model.site_id.is_(None) if site_id is None else model.site_id == site_id,
                    model.expires_at > now,
                    *conditions,
                )
            )
        ).first()
        return (found[0], found[1]) if found else None

    async def close(self, db: AsyncSession, token: str) -> None:
        """Ends the session in the caller's transaction."""
        model: Any = self.model
        await db.execute(delete(model).where(model.token_hash == token_hash(token)))

    async def end(self, db: AsyncSession, row: Row) -> None:
        """Ends a session already found, in the caller's transaction."""
        await db.delete(row)

    async def close_all(self, db: AsyncSession, user_id: int) -> None:
        model: Any = self.model
        await db.execute(delete(model).where(model.user_id == user_id))

    def set_cookie(self, request: Request, response: Response, opened: OpenedSession) -> None:
        response.set_cookie(
            self.cookie,
            opened.token,
            max_age=int(self.ttl.total_seconds()),
            httponly=True,
            samesite=self.same_site,
            secure=request.url.scheme == "https",
            path="/",
        )

    def clear_cookie(self, request: Request, response: Response) -> None:
        response.delete_cookie(
            self.cookie,
            httponly=True,
            samesite=self.same_site,
            secure=request.url.scheme == "https",
            path="/",
        )


def require_signed_in(found: T | None, message: str = SIGN_IN_MESSAGE) -> T:
    if found is None:
        raise Unauthorized(message)
    return found


def check_csrf(request: Request, csrf_token: str) -> None:
    """A change must carry the session's CSRF token; reading needs none."""
    if request.method in SAFE_METHODS:
        return
    sent = request.headers.get(CSRF_HEADER, "")
    if not hmac.compare_digest(sent.encode(), csrf_token.encode()):
        raise Forbidden(CSRF_MESSAGE)
