"""Console sign-in's per-account brake: wrong passwords spread over many addresses still make the
account wait, a growing delay after the 5th, refused without checking a password, and an unknown
e-mail is answered exactly like a known one."""

import asyncio
from datetime import datetime, timedelta

import httpx
import pytest

from forecourt.console import auth
from forecourt.console.api import signing_in
from forecourt.core.clock import utcnow
from forecourt.core.settings import Settings
from tests.console_users import PASSWORD, make_console_user
from tests.factories import make_site

SIGN_IN = "/api/v1/console/auth/sign-in"
TOO_MANY = "Too many sign-in attempts. Please try again later."


class Clock:
    """The sign-in's clock (core/clock.utcnow as the endpoint reads it), moved by the test."""

    def __init__(self) -> None:
        self.now = utcnow()

    def __call__(self) -> datetime:
        return self.now

    def advance(self, delta: timedelta) -> None:
        self.now += delta


@pytest.fixture
def settings(settings: Settings) -> Settings:
    # Twenty guesses at once are all let in, so the count answers them, not the server's line
    # (a password check takes most of a second: the line would refuse some with 503). Admission
    # is proved by tests/unit/test_admission.py and tests/api/test_under_load.py.
    settings.max_in_flight = 40
    return settings


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Clock:
    moved = Clock()
    monkeypatch.setattr(signing_in, "utcnow", moved)
    return moved


@pytest.fixture
def verifications(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every argon2 verification the sign-in runs (the password it was given)."""
    calls: list[str] = []
    real = auth.verify_password

    def counted(stored: str | None, password: str) -> bool:
        calls.append(password)
        return real(stored, password)

    monkeypatch.setattr(auth, "verify_password", counted)
    return calls


def _from(app, address: str, host: str = "alpha.localhost") -> httpx.AsyncClient:  # type: ignore[no-untyped-def]
    """A client at its own address, as a guesser spreading over many."""
    transport = httpx.ASGITransport(app=app, client=(address, 5000))
    return httpx.AsyncClient(transport=transport, base_url=f"http://{host}")


async def _attempt(app, address: str, email: str, password: str) -> httpx.Response:  # type: ignore[no-untyped-def]
    async with _from(app, address) as client:
        return await client.post(SIGN_IN, json={"email": email, "password": password})


async def _thirty_wrong_from_thirty_addresses(app, email: str) -> list[httpx.Response]:  # type: ignore[no-untyped-def]
    return [await _attempt(app, f"10.0.0.{i}", email, f"guess number {i}") for i in range(30)]


async def test_thirty_wrong_passwords_from_thirty_addresses_make_the_account_wait(
    session, app, clock, verifications
):
    site = await make_site(session, "alpha")
    owner = await make_console_user(session, site, "owner")
    await session.commit()

    answers = await _thirty_wrong_from_thirty_addresses(app, owner.email)
    assert [a.status_code for a in answers] == [401] * 5 + [429] * 25
    assert len(verifications) == 5  # no password is checked while the account waits
    assert {a.json()["detail"] for a in answers[5:]} == {TOO_MANY}
    assert {a.headers["retry-after"] for a in answers[5:]} == {"60"}

    # The right password, from yet another address, is refused too while the account waits.
    right = await _attempt(app, "10.0.1.1", owner.email, PASSWORD)
    assert right.status_code == 429 and right.json() == {"detail": TOO_MANY, "errors": []}
    assert len(verifications) == 5

    clock.advance(timedelta(seconds=59))
    assert (await _attempt(app, "10.0.1.2", owner.email, PASSWORD)).status_code == 429
    assert (await _attempt(app, "10.0.1.2", owner.email, PASSWORD)).headers["retry-after"] == "1"

    # After the delay: one more wrong password, and the wait doubles.
    clock.advance(timedelta(seconds=1))
    assert (await _attempt(app, "10.0.1.3", owner.email, "still guessing")).status_code == 401
    doubled = await _attempt(app, "10.0.1.3", owner.email, PASSWORD)
    assert doubled.status_code == 429 and doubled.headers["retry-after"] == "120"

    clock.advance(timedelta(minutes=2))
    assert (await _attempt(app, "10.0.1.4", owner.email, PASSWORD)).status_code == 200
    assert len(verifications) == 7

    # A right password forgets the count: five more wrong ones before the next wait.
    again = [await _attempt(app, "10.0.1.5", owner.email, "wrong again") for _ in range(6)]
    assert [a.status_code for a in again] == [401] * 5 + [429]
    assert again[-1].headers["retry-after"] == "60"


async def test_an_unknown_email_is_throttled_and_answered_like_a_known_one(
    session, app, clock, verifications
):
    site = await make_site(session, "alpha")
    owner = await make_console_user(session, site, "owner")
    await session.commit()

    known = await _thirty_wrong_from_thirty_addresses(app, owner.email)
    checked_for_known = len(verifications)
    unknown = await _thirty_wrong_from_thirty_addresses(app, "nobody-here@example.com")
    assert [a.status_code for a in unknown] == [a.status_code for a in known]
    assert [a.json() for a in unknown] == [a.json() for a in known]
    assert [a.headers.get("retry-after") for a in unknown] == [
        a.headers.get("retry-after") for a in known
    ]
    # The unknown address costs the same hashes (against the dummy hash), no more, no fewer.
    assert len(verifications) - checked_for_known == checked_for_known == 5


async def test_accounts_wait_on_their_own(session, app, clock, verifications):
    alpha = await make_site(session, "alpha")
    await make_site(session, "beta")
    owner = await make_console_user(session, alpha, "owner")
    other = await make_console_user(session, alpha, "manager")
    await session.commit()
    await _thirty_wrong_from_thirty_addresses(app, owner.email)
    # Another account of the site, from an address that guessed, signs in at once.
    assert (await _attempt(app, "10.0.0.29", other.email, PASSWORD)).status_code == 200
    # The same e-mail on another site's host is another account.
    async with _from(app, "10.0.2.1", "beta.localhost") as beta:
        answer = await beta.post(SIGN_IN, json={"email": owner.email, "password": "wrong"})
    assert answer.status_code == 401


async def test_parallel_guesses_cannot_slip_past_the_count(session, app, clock, verifications):
    site = await make_site(session, "alpha")
    owner = await make_console_user(session, site, "owner")
    await session.commit()
    answers = await asyncio.gather(
        *(_attempt(app, f"10.0.3.{i}", owner.email, f"parallel guess {i}") for i in range(20))
    )
    assert sorted(a.status_code for a in answers) == [401] * 5 + [429] * 15
    assert len(verifications) == 5
