"""Phone sign-in: send a code, verify it, and the session it opens (spec §4 phone verification).
Every limit answers with the spec's 'Too many verification attempts' message."""

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.captcha import proof_of_work as captcha
from forecourt.core.errors import InvalidInput, TooManyRequests
from forecourt.core.rate_limit import RateLimiter
from forecourt.core.sessions import OpenedSession, SessionStore
from forecourt.identity import codes
from forecourt.identity.models import OneTimeCode, ShopperSession, ShopperUser, Verification
from forecourt.identity.phone import Mobile
from forecourt.outbox.sms import enqueue_sms
from forecourt.tenancy.service import ResolvedSite

CODE_TTL = timedelta(minutes=10)
MAX_TRIES_PER_CODE = 5
SESSION_TTL = timedelta(days=30)
TOO_MANY = "Too many verification attempts. Please try again later."  # spec §8
INVALID_CODE = "The verification code is invalid. Please try again."  # spec §8


@dataclass(frozen=True)
class Requester:
    ip: str
    secret: str
    now: datetime


async def may_send(limiter: RateLimiter, mobile: Mobile, ip: str) -> bool:
    """POST /api/rate-limit: would one more code pass both limits? Counts nothing."""
    return await limiter.allows("otp_phone", mobile.e164) and await limiter.allows("otp_ip", ip)


async def send_code(
    session: AsyncSession,
    site: ResolvedSite,
    mobile: Mobile,
    meta: dict[str, Any],
    limiter: RateLimiter,
    req: Requester,
    proof: str | None = None,
) -> OneTimeCode:
    """`proof`: the solved captcha, which an address asking for many codes must add."""
    # Per address first: one address walking many phones is stopped before it spends theirs.
    await limiter.check("otp_ip", req.ip, message=TOO_MANY)
    proven = await captcha.accept_solution(session, proof, req.secret) if proof else False
    if not await limiter.hit("otp_ip_unproven", req.ip) and not proven:
        raise InvalidInput(captcha.CAPTCHA_MESSAGE, field="altcha")
    await limiter.check("otp_phone", mobile.e164, message=TOO_MANY)
    await session.execute(  # a new code replaces every earlier one
        update(OneTimeCode)
        .where(
            OneTimeCode.site_id == site.id,
            OneTimeCode.phone == mobile.e164,
            OneTimeCode.spent_at.is_(None),
        )
        .values(spent_at=req.now)
    )
    code = codes.new_code()
    row = OneTimeCode(
        site_id=site.id,
        phone=mobile.e164,
        code_hash=codes.code_hash(req.secret, site.id, mobile.e164, code),
        attempts=0,
        expires_at=req.now + CODE_TTL,
        meta=meta,
        created_at=req.now,
    )
    session.add(row)
    minutes = int(CODE_TTL.total_seconds() // 60)
    enqueue_sms(
        session,
        site_id=site.id,
        to=mobile.e164,
        sender=site.name,
        text=f"{code} is your {site.name} code. It expires in {minutes} minutes. "
        "Never share it: we will never ask you for it.",
        secret=req.secret,
    )
    user = await _user(session, site.id, mobile.e164)
    _log(session, site, meta.get("dealership_slug"), user.id if user else None, "sms", req.now)
    await session.commit()
    return row


async def verify_code(
    session: AsyncSession, site: ResolvedSite, mobile: Mobile, code: str, req: Requester
) -> ShopperUser:
    row = await session.scalar(
        select(OneTimeCode)
        .where(
            OneTimeCode.site_id == site.id,
            OneTimeCode.phone == mobile.e164,
            OneTimeCode.spent_at.is_(None),
            OneTimeCode.expires_at > req.now,
        )
        .order_by(OneTimeCode.id.desc())
        .limit(1)
    )
    if row is None:
        raise InvalidInput(INVALID_CODE, field="code")
    # Count the try before comparing, in its own commit, atomically: parallel guesses cannot
    # share one count, and a 6th try is refused even when it is right.
    counted = await session.execute(
        update(OneTimeCode)
        .where(OneTimeCode.id == row.id, OneTimeCode.attempts < MAX_TRIES_PER_CODE)
        .values(attempts=OneTimeCode.attempts + 1)
    )
    await session.commit()
    if not counted.rowcount:  # type: ignore[attr-defined]
        raise TooManyRequests(TOO_MANY, retry_after=int(CODE_TTL.total_seconds()))
    if not codes.matches(row.code_hash, req.secret, site.id, mobile.e164, code):
        raise InvalidInput(INVALID_CODE, field="code")
    spent = await session.execute(
        update(OneTimeCode)
        .where(OneTimeCode.id == row.id, OneTimeCode.spent_at.is_(None))
        .values(spent_at=req.now)
    )
    if not spent.rowcount:  # type: ignore[attr-defined]  # a parallel request used it first
        raise InvalidInput(INVALID_CODE, field="code")
    user = await _user(session, site.id, mobile.e164) or ShopperUser(
        site_id=site.id, phone=mobile.e164, created_at=req.now
    )
    _fill_profile(user, row.meta or {})
    user.last_sign_in_at = req.now
    session.add(user)
    await session.flush()
    _log(session, site, (row.meta or {}).get("dealership_slug"), user.id, "verify", req.now)
    return user


def _fill_profile(user: ShopperUser, meta: dict[str, Any]) -> None:
    """What the shopper typed beside the phone fills the profile's blanks; it never overwrites
    a profile they have already given."""
    for field in ("name", "last_name", "email", "postcode"):
        if meta.get(field) and not getattr(user, field):
            setattr(user, field, meta[field])


async def _user(session: AsyncSession, site_id: int, phone: str) -> ShopperUser | None:
    return await session.scalar(
        select(ShopperUser).where(ShopperUser.site_id == site_id, ShopperUser.phone == phone)
    )


def _log(
    session: AsyncSession,
    site: ResolvedSite,
    dealership_slug: str | None,
    user_id: int | None,
    kind: str,
    now: datetime,
) -> None:
    session.add(
        Verification(
            site_id=site.id,
            website_slug=site.slug,
            dealership_slug=dealership_slug,
            user_id=user_id,
            verification_type=kind,
            created_at=now,
        )
    )


# --- sessions --------------------------------------------------------------------------------

SESSIONS = SessionStore(ShopperSession, cookie="fc_session", ttl=SESSION_TTL, same_site="lax")


async def open_session(
    session: AsyncSession, site_id: int, user: ShopperUser, previous: str | None, now: datetime
) -> OpenedSession:
    """A new session for `user`; the one the browser brought (if any) ends."""
    if previous:
        await SESSIONS.close(session, previous)
    opened = SESSIONS.open(session, site_id=site_id, user_id=user.id, now=now)
    await session.commit()
    return opened


async def find_session(
    session: AsyncSession, site_id: int, token: str, now: datetime
) -> tuple[ShopperSession, ShopperUser] | None:
    return await SESSIONS.find(session, ShopperUser, site_id, token, now)


async def sign_out(session: AsyncSession, row: ShopperSession) -> None:
    await SESSIONS.end(session, row)
    await session.commit()


async def user_exists(session: AsyncSession, site_id: int, phone: str) -> bool:
    return await _user(session, site_id, phone) is not None
