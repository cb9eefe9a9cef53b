"""The deployment's signing key: FORECOURT_SECRET_KEY, else a random key created once in var/."""

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
