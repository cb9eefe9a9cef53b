"""Console passwords: argon2id (argon2-cffi's defaults, RFC 9106's second recommendation)."""

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError

_hasher = PasswordHasher()
MIN_LENGTH = 12
# Verifying against this when no user matches keeps a wrong e-mail as slow as a wrong password.
_DUMMY = _hasher.hash("not a password anyone has")


def hash_password(password: str) -> str:
    return _hasher.hash(password)


def verify_password(stored: str | None, password: str) -> bool:
    try:
        return _hasher.verify(stored or _DUMMY, password) and stored is not None
    except (VerificationError, InvalidHashError):
        return False
