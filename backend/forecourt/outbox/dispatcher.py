"""The dispatcher: claims due outbox rows and delivers them. Runs inside the app process by default
(`make run` needs nothing else) and as `forecourt worker` to deliver from more processes."""

import asyncio
import contextlib
import logging

from fastapi import Request
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from forecourt.core.secrets import secret_key
from forecourt.core.settings import Settings
from forecourt.outbox import service
from forecourt.outbox.models import SENDING, OutboxMessage
from forecourt.outbox.sms import HttpSmsGateway, MailboxSms, SmsTransport
from forecourt.outbox.transports import (
    DeliveryError,
    EmailTransport,
    MailboxTransport,
    SmtpTransport,
    WebhookTransport,
)

log = logging.getLogger("forecourt.outbox")
BATCH = 20
IDLE_POLL_SECONDS = 1.0


def email_transport(settings: Settings) -> EmailTransport:
    return SmtpTransport(settings.smtp_url) if settings.smtp_url else MailboxTransport()


def sms_transport(settings: Settings) -> SmsTransport:
    secret = secret_key(settings)
    if settings.sms_gateway_url:
        return HttpSmsGateway(settings.sms_gateway_url, settings.sms_gateway_token, secret)
    return MailboxSms(secret)


class Dispatcher:
    def __init__(
        self,
        sessionmaker: async_sessionmaker[AsyncSession],
        email: EmailTransport,
        webhook: WebhookTransport | None = None,
        poll_seconds: float = IDLE_POLL_SECONDS,
        sms: SmsTransport | None = None,
    ) -> None:
        self.sessionmaker = sessionmaker
        self.email = email
        self.webhook = webhook or WebhookTransport()
        self.sms = sms
        self.poll_seconds = poll_seconds
        self._wake = asyncio.Event()
        self._stopping = False

    @classmethod
    def from_settings(
        cls, settings: Settings, sessionmaker: async_sessionmaker[AsyncSession]
    ) -> "Dispatcher":
        return cls(
            sessionmaker,
            email_transport(settings),
            poll_seconds=settings.outbox_poll_seconds,
            sms=sms_transport(settings),
        )

    def wake(self) -> None:
        """Called after a commit that wrote rows: deliver now rather than at the next poll."""
        self._wake.set()

    async def run_once(self) -> int:
        """Delivers what is due now; returns how many rows it attempted."""
        async with self.sessionmaker() as session:
            ids = await service.claim_due(session, BATCH)
        await asyncio.gather(*(self._deliver(row_id) for row_id in ids))
        return len(ids)

    async def _deliver(self, row_id: int) -> None:
        async with self.sessionmaker() as session:
            row = await session.get(OutboxMessage, row_id)
            if row is None or row.status != SENDING:
                return
            try:
                if row.channel == "webhook":
                    await self.webhook.send(session, row)
                elif row.channel == "sms":
                    if self.sms is None:
                        raise DeliveryError("no SMS transport in this worker")
                    await self.sms.send(session, row)
                else:
                    await self.email.send(session, row)
            except DeliveryError as exc:
                service.mark_failed_attempt(row, str(exc))
                log.warning(
                    "outbox delivery failed", extra={"outbox_id": row.id, "error": str(exc)}
                )
            except Exception as exc:  # a bug in a transport must not stop the other deliveries
                service.mark_failed_attempt(row, f"{type(exc).__name__}: {exc}")
                log.exception("outbox delivery error", extra={"outbox_id": row.id})
            else:
                service.mark_delivered(row)
            await session.commit()

    async def run(self) -> None:
        while not self._stopping:
            try:
                attempted = await self.run_once()
            except Exception:  # the database may be away for a moment: keep the loop alive
                log.exception("outbox dispatcher pass failed")
                attempted = 0
            if attempted:
                continue
            self._wake.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), timeout=self.poll_seconds)

    def stop(self) -> None:
        self._stopping = True
        self._wake.set()


def wake_dispatcher(request: Request) -> None:
    """After a commit that queued messages: this process's dispatcher sends them now (where
    workers dispatch, they find them on their next round)."""
    dispatcher: Dispatcher | None = getattr(request.app.state, "dispatcher", None)
    if dispatcher is not None:
        dispatcher.wake()
