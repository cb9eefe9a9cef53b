from typing import Annotated

from fastapi import APIRouter, Header, Request, Response

from forecourt.captcha import proof_of_work as captcha
from forecourt.core.db import DbSession
from forecourt.core.errors import (
    INVALID,
    RATE_LIMITED,
    ResponsesDict,
    Unauthorized,
    error_response,
    not_found,
)
from forecourt.core.rate_limit import RateLimit
from forecourt.core.secrets import SecretKey, secret_key
from forecourt.core.sessions import SIGN_IN_MESSAGE, SIGNED_OUT
from forecourt.core.settings import AppSettings
from forecourt.identity.deps import OptionalShopper
from forecourt.identity.gates import lead_needs_sign_in
from forecourt.leads import service
from forecourt.leads.schemas import ChallengeOut, LeadIn, LeadOut
from forecourt.outbox.dispatcher import wake_dispatcher
from forecourt.reservations.payments import processor_for
from forecourt.tenancy.deps import CurrentSite
from forecourt.tenancy.urls import link_base_url

router = APIRouter(prefix="/leads", tags=["leads"])

IdempotencyKey = Annotated[
    str | None,
    Header(
        alias="Idempotency-Key",
        max_length=200,
        pattern=r"^[A-Za-z0-9_.:-]{8,200}$",
        description="Any unique string per form submission (a UUID). The same key and body "
        "answer as the first time and never make a second lead (a repeat sent while the first "
        "is still being worked on waits for its answer); the same key with another body is 409.",
    ),
]

KEY_CONFLICT: ResponsesDict = {
    409: error_response(
        "This Idempotency-Key was used with another body; or its first request is still being "
        "worked on, then with Retry-After",
        headers={
            "Retry-After": {
                "description": "Seconds to wait before sending the same request again",
                "schema": {"type": "integer"},
            }
        },
    )
}


@router.post(
    "",
    response_model=LeadOut,
    status_code=201,
    responses={
        **INVALID,
        **KEY_CONFLICT,
        **RATE_LIMITED,
        **SIGNED_OUT,
        **not_found("No such car on this site, or the site has no dealership"),
    },
    dependencies=[
        RateLimit("leads", "Too many submissions from this address. Please try again shortly.")
    ],
)
async def submit_lead(
    body: LeadIn,
    request: Request,
    response: Response,
    site: CurrentSite,
    session: DbSession,
    signed_in: OptionalShopper,
    settings: AppSettings,
    idempotency_key: IdempotencyKey = None,
) -> LeadOut:
    """Takes any shopper form (typed by `kind`). The lead is committed, and its deliveries
    queued in the same transaction, before this answers 201."""
    if signed_in is None and lead_needs_sign_in(body.kind, site.config):
        raise Unauthorized(SIGN_IN_MESSAGE)  # the API half of the page's gate
    secret = secret_key(settings)
    submission = service.Submission(
        body=body,
        idempotency_key=idempotency_key,
        base_url=link_base_url(settings, site),
        captcha_secret=secret,
        processor=processor_for(site.config.reserve, secret),
        verified_shopper=signed_in is not None,
        shopper_user_id=signed_in.user.id if signed_in else None,
        sms_secret=secret,
    )
    accepted = await service.submit_lead(session, site, submission, settings.mail_from)
    if accepted.replayed:
        response.headers["Idempotent-Replayed"] = "true"
    else:
        wake_dispatcher(request)
    return accepted.lead


@router.get(
    "/challenge",
    response_model=ChallengeOut,
    responses={**RATE_LIMITED},
    dependencies=[RateLimit("captcha")],
)
async def captcha_challenge(
    response: Response, site: CurrentSite, secret: SecretKey, settings: AppSettings
) -> ChallengeOut:
    """A fresh ALTCHA proof-of-work challenge for the form's captcha widget."""
    response.headers["Cache-Control"] = "no-store"
    return ChallengeOut.model_validate(captcha.new_challenge(secret, settings.captcha_cost))
