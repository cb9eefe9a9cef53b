"""/dev/mailbox: the e-mails and texts kept instead of sent when no SMTP server or SMS gateway is
configured. Only when FORECOURT_ENV=development, so `make run` shows the dealer's and the
shopper's side of every lead without a mail server: on a site's host that site's messages, on the
platform host every site's."""

from email import message_from_string, policy
from html import escape
from typing import Annotated, Any

from fastapi import APIRouter, Depends
from fastapi.responses import HTMLResponse
from sqlalchemy import Select, select

from forecourt.core.db import DbSession
from forecourt.core.errors import NotFound
from forecourt.core.settings import AppSettings
from forecourt.core.types import DbId
from forecourt.outbox.models import MailboxMessage, OutboxMessage
from forecourt.tenancy.deps import resolve_request_site
from forecourt.tenancy.service import PLATFORM, Platform, ResolvedSite

PAGE_SIZE = 100


async def development_only(settings: AppSettings) -> None:
    if settings.env != "development":
        raise NotFound("Not found.")


async def mailbox_scope(
    resolution: Annotated[ResolvedSite | Platform | None, Depends(resolve_request_site)],
) -> int | None:
    """The site whose messages this host shows; None on the platform host (all of them)."""
    if isinstance(resolution, ResolvedSite):
        return resolution.id
    if resolution == PLATFORM:
        return None
    raise NotFound("Not found.")


Scope = Annotated[int | None, Depends(mailbox_scope)]
router = APIRouter(
    prefix="/dev/mailbox", include_in_schema=False, dependencies=[Depends(development_only)]
)


def _of_scope(query: Select[Any], site_id: int | None) -> Select[Any]:
    if site_id is None:
        return query
    return query.join(OutboxMessage, OutboxMessage.id == MailboxMessage.outbox_id).where(
        OutboxMessage.site_id == site_id
    )


STYLE = (
    "body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem}"
    "table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.4rem;"
    "text-align:left;vertical-align:top}pre{white-space:pre-wrap;background:#f5f5f5;padding:1rem}"
)


def _page(title: str, body: str) -> HTMLResponse:
    return HTMLResponse(
        f'<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{escape(title)}</title>'
        f"<style>{STYLE}</style></head><body><main>{body}</main></body></html>",
        headers={"Cache-Control": "no-store"},
    )


@router.get("", response_class=HTMLResponse)
async def mailbox(session: DbSession, site_id: Scope) -> HTMLResponse:
    query = select(MailboxMessage).order_by(MailboxMessage.id.desc()).limit(PAGE_SIZE)
    rows = list(await session.scalars(_of_scope(query, site_id)))
    items = "".join(
        f"<tr><td>{m.created_at:%Y-%m-%d %H:%M:%S}</td><td>{escape(m.recipient)}</td>"
        f'<td><a href="/dev/mailbox/{m.id}">{escape(m.subject)}</a></td></tr>'
        for m in rows
    )
    table = (
        "<table><thead><tr><th>Received (UTC)</th><th>To</th><th>Subject</th></tr></thead>"
        f"<tbody>{items}</tbody></table>"
        if rows
        else "<p>No messages yet. Send an enquiry on any demo site.</p>"
    )
    return _page("Development mailbox", f"<h1>Development mailbox</h1>{table}")


@router.get("/{message_id}", response_class=HTMLResponse)
async def mailbox_message(message_id: DbId, session: DbSession, site_id: Scope) -> HTMLResponse:
    query = select(MailboxMessage).where(MailboxMessage.id == message_id)
    row = await session.scalar(_of_scope(query, site_id))
    if row is None:
        raise NotFound("No such message.")
    parsed = message_from_string(row.raw, policy=policy.default)
    parts = []
    for part in parsed.walk():
        if part.is_multipart():
            continue
        name = part.get_filename()
        label = f"{part.get_content_type()}" + (f" ({name})" if name else "")
        parts.append(f"<h2>{escape(label)}</h2><pre>{escape(str(part.get_content()))}</pre>")
    headers = "".join(
        f"<tr><th>{escape(k)}</th><td>{escape(str(parsed[k]))}</td></tr>"
        for k in ("From", "To", "Reply-To", "Subject", "Date", "Message-ID")
        if parsed[k]
    )
    body = (
        f'<p><a href="/dev/mailbox">All messages</a></p><h1>{escape(row.subject)}</h1>'
        f"<table>{headers}</table>{''.join(parts)}"
    )
    return _page(row.subject, body)
