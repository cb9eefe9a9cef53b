"""Console sign-in: e-mail and password (argon2id), an optional TOTP second factor, sessions
separate from the shoppers', and invitation and password-reset links sent through the outbox.

A console user belongs to one site and signs in on its host. A platform operator (site None)
signs in on the platform host only, and opens a site's console from there through a one-time
hand-off link bound to that site (a session of one host is worthless on another). Sessions are
rotated at sign-in; only hashes of tokens are stored."""

import asyncio
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

import pyotp
from sqlalchemy import Row, or_, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.console import throttle
from forecourt.console.models import ConsoleLink, ConsoleSession, ConsoleUser
from forecourt.console.passwords import MIN_LENGTH, hash_password, verify_password
from forecourt.core.errors import InvalidInput, Unauthorized
from forecourt.core.sessions import OpenedSession, SessionStore, new_token, token_hash
from forecourt.outbox.email import email_payload
from forecourt.outbox.service import enqueue
from forecourt.tenancy.service import ResolvedSite

SESSION_TTL = timedelta(hours=12)  # a working day; the yard's phone signs in again tomorrow
INVITATION_TTL = timedelta(days=7)
RESET_TTL = timedelta(hours=1)
HAND_OFF_TTL = timedelta(minutes=2)  # from the platform's button to the site's page
SIGN_UP_TTL = timedelta(days=7)  # an operator's sign-up link for a dealer
PASSWORD_LINKS = ("invitation", "reset")
MAX_TOTP_TRIES = 5
WRONG_PASSWORD = "The e-mail address or password is incorrect."
WRONG_CODE = "The code is incorrect. Please try again."
BAD_LINK = "This link has expired or has already been used. Ask for a new one."
BAD_HAND_OFF = (
    "This link has expired or has already been used. Open the site again from the platform."
)
SHORT_PASSWORD = f"Use at least {MIN_LENGTH} characters."


SESSIONS = SessionStore(ConsoleSession, cookie="fc_console", ttl=SESSION_TTL, same_site="strict")


@dataclass(frozen=True)
class SignInStep:
    opened: OpenedSession
    second_factor_pending: bool  # the password was right; the authenticator's code is to come


def normal_email(email: str) -> str:
    return email.strip().lower()


async def find_user(session: AsyncSession, site_id: int | None, email: str) -> ConsoleUser | None:
    """This site's user with the e-mail; with site None, the platform operator with it."""
    return await session.scalar(
        select(ConsoleUser).where(
            ConsoleUser.email == normal_email(email), ConsoleUser.site_id == site_id
        )
    )


async def sign_in(
    session: AsyncSession,
    site_id: int | None,
    email: str,
    password: str,
    previous: str | None,
    now: datetime,
) -> SignInStep:
    """On a site's host (site_id) its users; on the platform host (None) the operators. An
    account that has had too many wrong attempts waits (429) before its password is checked,
    known or not (console/throttle.py)."""
    account = throttle.account_key(site_id, normal_email(email))
    await throttle.claim_attempt(session, account, now)
    user = await find_user(session, site_id, email)
    # In a thread: argon2 takes most of a second of CPU and releases the interpreter meanwhile,
    # so the process's other requests go on while a password is checked.
    ok = await asyncio.to_thread(verify_password, user.password_hash if user else None, password)
    if user is None or not ok or user.disabled_at is not None:
        raise Unauthorized(WRONG_PASSWORD)
    await throttle.forget(session, account)  # committed with the new session
    return await _open(session, user, site_id, previous, now, second_factor=True)


async def _open(
    session: AsyncSession,
    user: ConsoleUser,
    site_id: int | None,
    previous: str | None,
    now: datetime,
    *,
    second_factor: bool,
) -> SignInStep:
    if previous:
        await SESSIONS.close(session, previous)
    pending = second_factor and user.totp_secret is not None
    opened = SESSIONS.open(
        session, site_id=site_id, user_id=user.id, now=now,
        second_factor_pending=pending, totp_attempts=0,
    )  # fmt: skip
    if not pending:
        user.last_sign_in_at = now
    await session.commit()
    return SignInStep(opened, pending)


async def find_session(
    session: AsyncSession, site_id: int | None, token: str, now: datetime
) -> tuple[ConsoleSession, ConsoleUser] | None:
    """A disabled user's session opens nothing."""
    return await SESSIONS.find(
        session, ConsoleUser, site_id, token, now, ConsoleUser.disabled_at.is_(None)
    )


async def close_session(session: AsyncSession, token: str) -> None:
    await SESSIONS.close(session, token)
    await session.commit()


async def second_factor(
    session: AsyncSession, row: ConsoleSession, user: ConsoleUser, code: str, now: datetime
) -> None:
    """Completes a sign-in with the authenticator's code; five wrong codes end the session."""
    if user.totp_secret and pyotp.TOTP(user.totp_secret).verify(code, valid_window=1):
        row.second_factor_pending = False
        user.last_sign_in_at = now
        await session.commit()
        return
    row.totp_attempts += 1
    if row.totp_attempts >= MAX_TOTP_TRIES:
        await session.delete(row)
    await session.commit()
    raise InvalidInput(WRONG_CODE, field="code")


def new_totp_secret() -> str:
    return pyotp.random_base32()


def totp_uri(secret: str, user: ConsoleUser, site: ResolvedSite) -> str:
    return pyotp.TOTP(secret).provisioning_uri(name=user.email, issuer_name=f"{site.name} console")


async def enable_totp(session: AsyncSession, user: ConsoleUser, secret: str, code: str) -> None:
    """Turns the second factor on once the user proves the authenticator holds the secret."""
    if not pyotp.TOTP(secret).verify(code, valid_window=1):
        raise InvalidInput(WRONG_CODE, field="code")
    user.totp_secret = secret
    await session.commit()


# --- links: invitation and password reset ------------------------------------------------------


def _link(
    session: AsyncSession,
    user: ConsoleUser,
    purpose: str,
    ttl: timedelta,
    now: datetime,
    site_id: int | None = None,
) -> str:
    token = new_token()
    session.add(
        ConsoleLink(
            user_id=user.id,
            purpose=purpose,
            site_id=site_id,
            token_hash=token_hash(token),
            expires_at=now + ttl,
        )
    )
    return token


def send_link(
    session: AsyncSession,
    *,
    site: ResolvedSite,
    user: ConsoleUser,
    purpose: str,
    base_url: str,
    sender: str,
    now: datetime,
) -> None:
    """Writes the link and its e-mail in the caller's transaction (sent once it commits)."""
    ttl = INVITATION_TTL if purpose == "invitation" else RESET_TTL
    token = _link(session, user, purpose, ttl, now)
    url = f"{base_url}/console/password?token={token}"
    if purpose == "invitation":
        subject = f"You are invited to the {site.name} console"
        text = (
            f"Hello {user.name},\n\nYou have been invited to manage {site.name}'s website.\n"
            f"Choose your password here within 7 days:\n\n{url}\n"
        )
    else:
        subject = f"Reset your {site.name} console password"
        text = (
            f"Hello {user.name},\n\nSomeone (we hope you) asked to reset your console password.\n"
            f"Choose a new one here within the hour:\n\n{url}\n\n"
            "If it was not you, ignore this e-mail: your password stays as it is.\n"
        )
    enqueue(
        session,
        site_id=site.id,
        channel="email",
        purpose=f"console_{purpose}",
        destination=user.email,
        payload=email_payload(
            sender=sender, sender_name=site.name, to=user.email, subject=subject, text=text
        ),
    )


async def request_reset(
    session: AsyncSession, site: ResolvedSite, email: str, base_url: str, sender: str, now: datetime
) -> None:
    """Sends a reset link to a known, active user with a password; says nothing either way."""
    user = await find_user(session, site.id, email)
    if user and user.password_hash and user.disabled_at is None:
        send_link(
            session,
            site=site,
            user=user,
            purpose="reset",
            base_url=base_url,
            sender=sender,
            now=now,
        )
        await session.commit()


async def _unused_link(
    session: AsyncSession, token: str, now: datetime, *conditions: Any
) -> Row[ConsoleLink, ConsoleUser] | None:
    """The link this token names, not used, not expired, of an enabled user, and whatever else
    its purpose asks (`conditions`); None for anything else, all refused alike."""
    return (
        await session.execute(
            select(ConsoleLink, ConsoleUser)
            .join(ConsoleUser, ConsoleUser.id == ConsoleLink.user_id)
            .where(
                ConsoleLink.token_hash == token_hash(token),
                ConsoleLink.used_at.is_(None),
                ConsoleLink.expires_at > now,
                ConsoleUser.disabled_at.is_(None),
                *conditions,
            )
        )
    ).first()


async def set_password(
    session: AsyncSession, site: ResolvedSite, token: str, password: str, now: datetime
) -> ConsoleUser:
    """Uses an invitation or reset link once; every session of the user ends."""
    if len(password) < MIN_LENGTH:
        raise InvalidInput(SHORT_PASSWORD, field="password")
    found = await _unused_link(
        session, token, now,
        ConsoleLink.purpose.in_(PASSWORD_LINKS),
        or_(ConsoleUser.site_id == site.id, ConsoleUser.site_id.is_(None)),
    )  # fmt: skip
    if found is None:
        raise InvalidInput(BAD_LINK, field="token")
    link, user = found
    user.password_hash = await asyncio.to_thread(hash_password, password)
    await session.execute(
        update(ConsoleLink)
        .where(ConsoleLink.user_id == user.id, ConsoleLink.used_at.is_(None))
        .values(used_at=now)
    )
    await SESSIONS.close_all(session, user.id)
    await session.commit()
    return user


# --- the platform operator's hand-off to a site's console ----------------------------------------


async def hand_off(
    session: AsyncSession, operator: ConsoleUser, site_id: int, now: datetime
) -> str:
    """A one-time token, good for two minutes on that one site, for the operator signed in on the
    platform host (with their second factor, if any, already given there)."""
    token = _link(session, operator, "hand_off", HAND_OFF_TTL, now, site_id=site_id)
    await session.commit()
    return token


async def use_hand_off(
    session: AsyncSession, site_id: int, token: str, previous: str | None, now: datetime
) -> SignInStep:
    found = await _unused_link(
        session, token, now,
        ConsoleLink.purpose == "hand_off",
        ConsoleLink.site_id == site_id,
        ConsoleUser.site_id.is_(None),
    )  # fmt: skip
    if found is None:
        raise Unauthorized(BAD_HAND_OFF)
    link, operator = found
    link.used_at = now
    return await _open(session, operator, site_id, previous, now, second_factor=False)


# --- a dealer's sign-up link, made by a platform operator ----------------------------------------


def sign_up_link(session: AsyncSession, owner: ConsoleUser, site_id: int, now: datetime) -> str:
    """A one-time token for the site's new owner (no password yet) to choose a password and run
    the new-site wizard in the site's console; only its hash is kept, bound to that site."""
    return _link(session, owner, "sign_up", SIGN_UP_TTL, now, site_id=site_id)


async def use_sign_up(
    session: AsyncSession,
    site_id: int,
    token: str,
    password: str,
    previous: str | None,
    now: datetime,
) -> SignInStep:
    """Uses the sign-up link once: the owner's password is set and a session of this site
    opens. Another site's link, a used or an expired one are refused alike."""
    if len(password) < MIN_LENGTH:
        raise InvalidInput(SHORT_PASSWORD, field="password")
    found = await _unused_link(
        session, token, now,
        ConsoleLink.purpose == "sign_up",
        ConsoleLink.site_id == site_id,
        ConsoleUser.site_id == site_id,
    )  # fmt: skip
    if found is None:
        raise InvalidInput(BAD_LINK, field="token")
    link, user = found
    # Taken by a conditional update: of two requests racing with the same link, one wins.
    taken = await session.execute(
        update(ConsoleLink)
        .where(ConsoleLink.id == link.id, ConsoleLink.used_at.is_(None))
        .values(used_at=now)
    )
    if taken.rowcount != 1:  # type: ignore[attr-defined]
        await session.rollback()
        raise InvalidInput(BAD_LINK, field="token")
    user.password_hash = await asyncio.to_thread(hash_password, password)
    return await _open(session, user, site_id, previous, now, second_factor=False)
