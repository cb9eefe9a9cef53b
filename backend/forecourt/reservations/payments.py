"""The payment-processor port for reservation deposits, and its two adapters.

- `BuiltinProcessor` (the default) moves no money: it records a pending hold that the dealer
  confirms, and the shopper is told so.
- `RemoteProcessor` asks a payment service over HTTPS to hold the deposit: POST the hold as JSON
  signed like our webhooks (`Forecourt-Signature`, the site's secret key), and read back
  `{"status": "authorised" | "declined" | "pending", "reference": "..."}`.
"""

import json
import time
from dataclasses import dataclass
from typing import Literal, Protocol

import httpx

from forecourt.outbox.transports import SIGNATURE_HEADER, sign
from forecourt.tenancy.config import ReserveConfig

HoldStatus = Literal["pending_dealer", "authorised", "declined", "unreachable"]
TIMEOUT_SECONDS = 10.0


@dataclass(frozen=True)
class HoldRequest:
    reservation_id: int
    amount: int  # whole dollars
    description: str
    email: str


@dataclass(frozen=True)
class HoldResult:
    status: HoldStatus
    reference: str | None = None


class PaymentProcessor(Protocol):
    name: str
    fee_label: str  # what the deposit is called on the checkout page
    shopper_note: str  # what the shopper is told about the money
    pays_online: bool  # a shopper can pay an owed deposit online (/online-payment)

    async def hold(self, request: HoldRequest) -> HoldResult: ...


class BuiltinProcessor:
    name = "builtin"
    pays_online = False
    fee_label = "Holding deposit"
    shopper_note = (
        "No payment is taken online. Your reservation is held while the dealer confirms it and"
        " arranges the deposit with you."
    )

    async def hold(self, request: HoldRequest) -> HoldResult:
        return HoldResult("pending_dealer", f"builtin-{request.reservation_id}")


class RemoteProcessor:
    name = "remote"
    pays_online = True
    fee_label = "Refundable deposit"
    shopper_note = (
        "Your deposit is held by our payment provider and refunded if the sale does not go ahead."
    )

    def __init__(self, url: str, secret: str, client: httpx.AsyncClient | None = None) -> None:
        self.url, self.secret, self.client = url, secret, client

    async def hold(self, request: HoldRequest) -> HoldResult:
        body = json.dumps(
            {
                "reference": f"reservation-{request.reservation_id}",
                "amount_cents": request.amount * 100,
                "currency": "AUD",
                "description": request.description,
                "email": request.email,
            },
            separators=(",", ":"),
        ).encode()
        headers = {
            "Content-Type": "application/json",
            SIGNATURE_HEADER: sign(self.secret, int(time.time()), body),
        }
        try:
            async with httpx.AsyncClient(timeout=TIMEOUT_SECONDS) as own:
                client = self.client or own
                answer = await client.post(self.url, content=body, headers=headers)
            data = answer.json() if answer.is_success else {}
        except (httpx.HTTPError, ValueError):
            return HoldResult("unreachable")
        status = data.get("status") if isinstance(data, dict) else None
        reference = (
            str(data.get("reference") or "")[:200] or None if isinstance(data, dict) else None
        )
        if status == "authorised":
            return HoldResult("authorised", reference)
        if status == "declined":
            return HoldResult("declined", reference)
        if status == "pending":
            return HoldResult("pending_dealer", reference)
        return HoldResult("unreachable")


def processor_for(config: ReserveConfig, secret: str) -> PaymentProcessor:
    if config.processor == "remote" and config.remote_url:
        return RemoteProcessor(config.remote_url, secret)
    return BuiltinProcessor()
