"""The lender port. The built-in adapter quotes with the finance engine and keeps applications
here (the dealer's finance team takes them from the lead); the remote adapter speaks a
YouX-shaped HTTP API: POST {url}/quote and POST {url}/customers, JSON in the spec's shapes,
signed like our webhooks (`Forecourt-Signature`), answering weeklyRepaymentAmount /
advertisedRate / comparisonRate and redirectUrl."""

import json
import time
from dataclasses import dataclass
from typing import Any, Protocol

import httpx

from forecourt.finance import engine, lenders
from forecourt.finance.schemas import CustomerData, QuoteIn, QuoteOut
from forecourt.outbox.transports import SIGNATURE_HEADER, sign
from forecourt.tenancy.config import LenderConfig

TIMEOUT_SECONDS = 10.0
QUOTE_FAILED = "Failed to get YouX quick quote"  # spec §8
CUSTOMER_FAILED = "Failed to create customer with YouX"  # spec §8


class LenderError(Exception):
    """The lender could not answer; the message is the spec's, for the shopper or the log."""


@dataclass(frozen=True)
class Handoff:
    redirect_url: str | None  # the lender's own page; None: our application status page
    reference: str | None


class LenderAdapter(Protocol):
    async def quote(self, request: QuoteIn) -> QuoteOut: ...

    async def create_customer(self, data: CustomerData) -> Handoff: ...


def engine_quote(lender: LenderConfig, request: QuoteIn) -> QuoteOut:
    """The quick quote (spec: finance §9): weekly, on the quick quote's own assumptions."""
    figures = lenders.quote(
        lender,
        request.purchasePrice,
        request.loanTerm,
        request.selfAssessedCreditScore,
        assumptions=lenders.QUICK_QUOTE,
    )
    return QuoteOut(
        weeklyRepaymentAmount=figures.payment,
        advertisedRate=figures.rate,
        comparisonRate=figures.comparison_rate,
        monthlyRepaymentAmount=figures.monthly,
        lender=lender.name,
    )


class BuiltinLender:
    def __init__(self, lender: LenderConfig) -> None:
        self.lender = lender

    async def quote(self, request: QuoteIn) -> QuoteOut:
        return engine_quote(self.lender, request)

    async def create_customer(self, data: CustomerData) -> Handoff:
        return Handoff(redirect_url=None, reference=None)


class RemoteLender:
    def __init__(
        self, lender: LenderConfig, secret: str, client: httpx.AsyncClient | None = None
    ) -> None:
        assert lender.remote_url
        self.lender = lender
        self.base = lender.remote_url.rstrip("/")
        self.secret = secret
        self.client = client

    async def _post(self, path: str, body: dict[str, Any], failure: str) -> dict[str, Any]:
        data = json.dumps(body, separators=(",", ":")).encode()
        headers = {
            "Content-Type": "application/json",
            SIGNATURE_HEADER: sign(self.secret, int(time.time()), data),
        }
        try:
            async with httpx.AsyncClient(timeout=TIMEOUT_SECONDS) as own:
                response = await (self.client or own).post(
                    self.base + path, content=data, headers=headers
                )
            answer = response.json()
        except (httpx.HTTPError, ValueError) as exc:
            raise LenderError(failure) from exc
        if response.status_code >= 400 or not isinstance(answer, dict) or answer.get("error"):
            raise LenderError(failure)
        return answer

    async def quote(self, request: QuoteIn) -> QuoteOut:
        answer = await self._post("/quote", request.model_dump(exclude_none=True), QUOTE_FAILED)
        try:
            weekly = float(answer["weeklyRepaymentAmount"])
            return QuoteOut(
                weeklyRepaymentAmount=weekly,
                advertisedRate=float(answer["advertisedRate"]),
                comparisonRate=float(answer["comparisonRate"]),
                monthlyRepaymentAmount=engine.monthly_display(weekly),
                lender=self.lender.name,
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise LenderError(QUOTE_FAILED) from exc

    async def create_customer(self, data: CustomerData) -> Handoff:
        body = data.model_dump(mode="json", exclude_none=True)
        body["phoneNumber"] = "0" + data.phoneNumber.removeprefix("+61")
        answer = await self._post("/customers", body, CUSTOMER_FAILED)
        url = answer.get("redirectUrl")
        if not isinstance(url, str) or not url.startswith(("https://", "http://")):
            raise LenderError("Failed to create customer or no redirect URL received.")
        reference = answer.get("customerId") or answer.get("id")
        return Handoff(redirect_url=url, reference=str(reference) if reference else None)


def adapter_for(
    lender: LenderConfig, secret: str, client: httpx.AsyncClient | None = None
) -> LenderAdapter:
    if lender.adapter == "remote" and lender.remote_url:
        return RemoteLender(lender, secret, client)
    return BuiltinLender(lender)
