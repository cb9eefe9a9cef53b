"""E-mail payloads (stored in the outbox as JSON) and the RFC 5322 message built from them."""

from email.message import EmailMessage
from email.utils import formataddr, make_msgid
from typing import Any, TypedDict


class Attachment(TypedDict):
    filename: str
    content_type: str  # maintype/subtype
    content: str  # text: every attachment we send (ADF/XML) is text


class EmailPayload(TypedDict, total=False):
    sender_name: str
    sender: str
    to: str
    reply_to: str
    subject: str
    text: str
    attachments: list[Attachment]
    message_id: str
    headers: dict[str, str]


def email_payload(
    *,
    sender: str,
    sender_name: str,
    to: str,
    subject: str,
    text: str,
    reply_to: str | None = None,
    attachments: list[Attachment] | None = None,
) -> dict[str, Any]:
    domain = sender.rsplit("@", 1)[-1]
    payload: EmailPayload = {
        "sender": sender,
        "sender_name": sender_name,
        "to": to,
        "subject": subject,
        "text": text,
        "attachments": attachments or [],
        # Fixed when the row is written: a retry after a lost answer is the same message, which
        # mail servers and clients de-duplicate by this id.
        "message_id": make_msgid(domain=domain),
    }
    if reply_to:
        payload["reply_to"] = reply_to
    return dict(payload)


def build_message(payload: dict[str, Any]) -> EmailMessage:
    message = EmailMessage()
    message["From"] = formataddr((payload.get("sender_name", ""), payload["sender"]))
    message["To"] = payload["to"]
    message["Subject"] = payload["subject"]
    message["Message-ID"] = payload["message_id"]
    if payload.get("reply_to"):
        message["Reply-To"] = payload["reply_to"]
    for name, value in payload.get("headers", {}).items():  # e.g. List-Unsubscribe
        message[name] = value
    message.set_content(payload["text"])
    for attachment in payload.get("attachments", []):
        maintype, subtype = attachment["content_type"].split("/", 1)
        message.add_attachment(
            attachment["content"].encode(),
            maintype=maintype,
            subtype=subtype,
            filename=attachment["filename"],
        )
    return message
