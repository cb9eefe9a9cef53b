"""The words of an alert: a saved search's new matches or saved cars' price drops, as an e-mail
(with one-click unsubscribe headers, RFC 8058) or a text. Pure: the job hands in what to say."""

from dataclasses import dataclass
from typing import Any

from forecourt.outbox.email import email_payload

UNSUBSCRIBE_PAGE = "/alerts/unsubscribe"
UNSUBSCRIBE_API = "/api/v1/alerts/unsubscribe"


@dataclass(frozen=True)
class Line:
    name: str
    path: str
    price: int | None
    was: int | None = None  # the price last told, for a drop


@dataclass(frozen=True)
class Digest:
    site_name: str
    base_url: str
    greeting_name: str | None
    subject: str
    intro: str
    lines: list[Line]
    more: int  # matches beyond the lines shown
    see_all_path: str
    see_all_label: str
    frequency: str  # why this arrives at most once a day
    token: str

    def link(self, path: str) -> str:
        return f"{self.base_url}{path}"

    @property
    def unsubscribe_link(self) -> str:
        return self.link(f"{UNSUBSCRIBE_PAGE}?token={self.token}")


def money(amount: int | None) -> str:
    return f"${amount:,}" if amount else "Price on application"


def _line_text(line: Line) -> str:
    price = money(line.price)
    if line.was is not None:
        price = f"now {price} (was {money(line.was)})"
    return f"- {line.name}: {price}"


def email_text(digest: Digest) -> str:
    parts = [f"Hi {digest.greeting_name}," if digest.greeting_name else "Hi,", "", digest.intro, ""]
    for line in digest.lines:
        parts += [_line_text(line), f"  {digest.link(line.path)}"]
    if digest.more:
        parts.append(f"...and {digest.more} more.")
    parts += [
        "",
        f"{digest.see_all_label}: {digest.link(digest.see_all_path)}",
        "",
        digest.frequency,
        f"Stop these alerts: {digest.unsubscribe_link}",
    ]
    return "\n".join(parts)


def alert_email(digest: Digest, *, sender: str, to: str) -> dict[str, Any]:
    payload = email_payload(
        sender=sender,
        sender_name=digest.site_name,
        to=to,
        subject=digest.subject,
        text=email_text(digest),
    )
    # One-click unsubscribe from the mail client (RFC 8058): a POST to this address stops them.
    payload["headers"] = {
        "List-Unsubscribe": f"<{digest.link(f'{UNSUBSCRIBE_API}?token={digest.token}')}>",
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    }
    return payload


def sms_text(digest: Digest) -> str:
    """Short: the subject, one link to the list, one to stop."""
    return (
        f"{digest.site_name}: {digest.subject}. {digest.link(digest.see_all_path)} "
        f"Stop alerts: {digest.unsubscribe_link}"
    )
