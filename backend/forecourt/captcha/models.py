"""Solutions already used: each is good once."""

from datetime import datetime

from sqlalchemy import String
from sqlalchemy.orm import Mapped, mapped_column

from forecourt.core.db import Base, UtcDateTime


class CaptchaUse(Base):
    """A solved captcha is good once: its signature is kept until the challenge expires."""

    __tablename__ = "captcha_uses"

    signature: Mapped[str] = mapped_column(String(128), primary_key=True)
    expires_at: Mapped[datetime] = mapped_column(UtcDateTime(), index=True)
