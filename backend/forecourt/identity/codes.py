"""One-time codes: 6 digits from the CSPRNG, kept only as an HMAC under the deployment's key (so
a copy of the database reveals no code), compared in constant time."""

import hashlib
import hmac
import secrets

CODE_LENGTH = 6  # spec §9


def new_code() -> str:
    return f"{secrets.randbelow(10**CODE_LENGTH):0{CODE_LENGTH}d}"


def code_hash(secret: str, site_id: int, phone: str, code: str) -> str:
    # Site and phone are in the message: a hash copied to another row or site opens nothing.
    message = f"{site_id}:{phone}:{code}".encode()
    return hmac.new(secret.encode(), message, hashlib.sha256).hexdigest()


def matches(stored_hash: str, secret: str, site_id: int, phone: str, code: str) -> bool:
    return hmac.compare_digest(stored_hash, code_hash(secret, site_id, phone, code))
