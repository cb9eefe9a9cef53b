"""ALTCHA proof of work (self-hosted, no third party): the server signs a challenge, the browser's
widget finds the counter, the server checks the solution and accepts each solution once."""

from datetime import timedelta

import altcha
from sqlalchemy import delete
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.captcha.models import CaptchaUse
from forecourt.core.clock import utcnow

ALGORITHM = "PBKDF2/SHA-256"
# ~256 tries of 1,000 PBKDF2 rounds on average: well under a second in a phone's browser, and
# a real cost for a script sending thousands of leads. A test server's ("low", core/settings.py)
# take one round a try: the same widget, challenge and check, without the wait.
COSTS = {"standard": 1000, "low": 1}
VALID_FOR = timedelta(minutes=20)
CAPTCHA_MESSAGE = "Please complete the verification."


def new_challenge(secret: str, cost: str = "standard") -> dict[str, object]:
    challenge = altcha.create_challenge(
        ALGORITHM, COSTS[cost], expires_at=utcnow() + VALID_FOR, hmac_secret=secret
    )
    return challenge.to_dict()


async def accept_solution(session: AsyncSession, payload: str | None, secret: str) -> bool:
    """True once per valid, unexpired solution; the use is added to the caller's transaction."""
    if not payload:
        return False
    try:
        parsed = altcha.Payload.from_base64(payload)
        result = altcha.verify_solution(parsed, secret)
    except Exception:  # a malformed payload is the shopper's (or a bot's) problem, not a 500
        return False
    if not result.verified or result.expired or not parsed.challenge.signature:
        return False
    await session.execute(delete(CaptchaUse).where(CaptchaUse.expires_at < utcnow()))
    try:
        async with session.begin_nested():
            session.add(
                CaptchaUse(
                    signature=parsed.challenge.signature[:128], expires_at=utcnow() + VALID_FOR
                )
            )
    except IntegrityError:
        return False  # replayed
    return True
