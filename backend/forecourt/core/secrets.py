"""The deployment's signing key: FORECOURT_SECRET_KEY, else a random key created once in var/.

A key in var/ is one host's own: hosts that share a database would each sign with their own and
reject each other's captcha proofs and sign-in codes. So a process that shares (Settings.
shares_hosts) refuses to start without the shared key, instead of half-working."""

import os
import secrets
from functools import lru_cache
from pathlib import Path
from typing import Annotated

from fastapi import Depends

from forecourt.core.settings import AppSettings, Settings


@lru_cache(maxsize=8)
def _key_file(path: Path) -> str:
    if not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        # O_EXCL: two processes starting together agree on the first one's key.
        try:
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        except FileExistsError:
            pass
        else:
            with os.fdopen(fd, "w") as out:
                out.write(secrets.token_hex(32))
    return path.read_text().strip()


def secret_key(settings: Settings) -> str:
    return settings.secret_key or _key_file(settings.var_dir / "secret_key")


async def app_secret_key(settings: AppSettings) -> str:
    return secret_key(settings)


SecretKey = Annotated[str, Depends(app_secret_key)]


NO_SHARED_SECRET = (
    "FORECOURT_SECRET_KEY is not set, but this host shares {what} with others. Every host and "
    "worker must sign captcha challenges and shoppers' sign-in codes with one key, or each "
    "rejects the tokens the others made. Set FORECOURT_SECRET_KEY to the same random value "
    "everywhere (e.g. the output of `python -c 'import secrets; print(secrets.token_hex(32))'`)."
)


class SharedSecretMissing(RuntimeError):
    pass


def require_shared_secret(settings: Settings) -> None:
    """Raises SharedSecretMissing with the reason when several hosts would need one key."""
    if settings.secret_key or not settings.shares_hosts:
        return
    what = (
        "an object store for media"
        if (settings.media_url or "").startswith("s3://")
        else "a PostgreSQL database and Redis"
    )
    raise SharedSecretMissing(NO_SHARED_SECRET.format(what=what))
