"""Console passwords: argon2id (argon2-cffi's defaults, RFC 9106's second recommendation), or a
token cost on test servers (Settings.password_cost, which production refuses). A check always
costs what its stored hash says, so one process verifies either kind."""

from functools import cache

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError

from forecourt.core.settings import get_settings

# argon2's lowest cost: microseconds a check, for test servers and test users only.
LOW_COST = PasswordHasher(time_cost=1, memory_cost=8, parallelism=1)
_COSTS = {"standard": PasswordHasher(), "low": LOW_COST}
_hasher = _COSTS[get_settings().password_cost]
MIN_LENGTH = 12


@cache
def _dummy() -> str:
    """Verifying against this when no user matches keeps a wrong e-mail as slow as a wrong
    password. Made on first use: at import it cost every process that never checks a password
    (each worker, command and test process) a tenth of a CPU-second of argon2."""
    return _hasher.hash("not a password anyone has")


def hash_password(password: str) -> str:
    return _hasher.hash(password)


def verify_password(stored: str | None, password: str) -> bool:
    try:
        return _hasher.verify(stored or _dummy(), password) and stored is not None
    except (VerificationError, InvalidHashError):
        return False
