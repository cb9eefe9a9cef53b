"""The messages a lead sends: the dealer's e-mail, the ADF/XML e-mail, the webhook body and the
shopper's acknowledgement. One summary of what the shopper sent feeds all of them."""

from dataclasses import replace
from typing import Any

from forecourt.core.clock import as_utc
from forecourt.leads.adf import MIME_TYPE, build_adf
from forecourt.leads.context import LeadContext
from forecourt.outbox.email import email_payload

# Labels of the kind-specific fields, in the order a dealer reads them.
DETAIL_LABELS = {
    "rego": "Rego",
    "rego_state": "Rego state",
    "preferred_date": "Preferred date",
    "preferred_time": "Preferred time",
    "vehicle_year": "Vehicle year",
    "vehicle_make": "Vehicle make",
    "vehicle_model": "Vehicle model",
    "vehicle_badge": "Vehicle badge",
    "vehicle_rego": "Vehicle rego",
    "km": "Kilometres",
    "service_interval": "Service interval",
    "additional_services": "Additional services",
    "tyres_quote": "Tyres quote wanted",
    "street": "Street",
    "suburb": "Suburb",
    "state": "State",
    "condition": "Condition",
    "accidents": "Accidents",
    "service_history": "Service history",
    "finance_owing": "Finance owing",
    "request": "Request",
    "position": "Position",
    "vin": "VIN",
    "parts_wanted": "Parts wanted",
    "trade_in": "Has a trade-in",
    "finance_interest": "Interested in finance",
    "delivery": "Delivery or pickup",
    "reservation": "Reservation",
    "offer_range": "Trade-in offer",
    # A finance enquiry (spec 002 §3).
    "amount": "Purchase price",
    "term": "Loan term (years)",
    "selfAssessedCreditScore": "Credit score (self-assessed)",
    "whoIsHelping": "Who is helping",
}
MONEY = frozenset({"amount"})


def _value(value: object, key: str = "") -> str:
    if key in MONEY and isinstance(value, int | float):
        return f"${value:,.0f}"
    if isinstance(value, bool):
        return "Yes" if value else "No"
    if isinstance(value, list):
        return ", ".join(str(v) for v in value)
    return str(value)


def sent_lines(ctx: LeadContext) -> list[tuple[str, str]]:
    """(label, value) for everything the shopper told us, for any message."""
    lead = ctx.lead
    lines = [("Name", ctx.full_name), ("Email", lead.email), ("Phone", lead.phone)]
    if lead.postcode:
        lines.append(("Postcode", lead.postcode))
    lines.append(("Enquiry type", lead.category))
    if lead.subcategory:
        lines.append(("Subcategory", lead.subcategory))
    if ctx.location:
        lines.append(("Location", ctx.location.name))
    for key, label in DETAIL_LABELS.items():
        value = lead.details.get(key)
        if value not in (None, "", [], False) or (key == "tyres_quote" and value):
            lines.append((label, _value(value, key)))
    if lead.message:
        lines.append(("Comments", lead.message))
    return lines


def _car_lines(ctx: LeadContext) -> list[str]:
    car = ctx.car
    if car is None:
        return []
    lines = [
        f"{car.year} {car.name}".strip() if not car.name.startswith(str(car.year)) else car.name
    ]
    lines.append(f"Stock number {car.stocknum}" + (f", VIN {car.vin}" if car.vin else ""))
    if car.price > 0:
        lines.append(f"Price ${car.price:,}")
    if ctx.car_url:
        lines.append(ctx.car_url)
    return lines


def detail_lines(ctx: LeadContext) -> list[tuple[str, str]]:
    """The kind's own fields (a finance enquiry's amount and term, a trade-in's car...)."""
    labels = set(DETAIL_LABELS.values())
    return [(label, value) for label, value in sent_lines(ctx) if label in labels]


def deal_lines(ctx: LeadContext) -> list[str]:
    """The customer's other leads about this purchase (the reservation, finance, trade-in), one
    line each with what they said."""
    lines = []
    for other in ctx.deal_leads:
        said = [f"{label} {value}" for label, value in detail_lines(replace(ctx, lead=other))]
        lines.append(
            f"Lead {other.id}, {other.category}" + (": " + "; ".join(said) if said else "")
        )
    return lines


def adf_comments(ctx: LeadContext) -> str:
    """What a CRM shows as the customer's words: the message, then the kind's own fields and the
    rest of the customer's deal."""
    parts = [ctx.lead.message or ctx.lead.category]
    details = detail_lines(ctx)
    if details:
        parts.append(_block(details))
    if ctx.deal_leads:
        parts.append("Same deal: " + " | ".join(deal_lines(ctx)))
    return "\n".join(parts)


def _block(lines: list[tuple[str, str]]) -> str:
    return "\n".join(f"{label}: {value}" for label, value in lines)


def subject(ctx: LeadContext) -> str:
    about = f" - {ctx.car.year} {ctx.car.make} {ctx.car.model}" if ctx.car else ""
    return f"{ctx.lead.category} from {ctx.full_name}{about}"[:250]


def dealer_text(ctx: LeadContext) -> str:
    lead = ctx.lead
    parts = [
        f"New {lead.category.lower()} on {ctx.site.name} for {ctx.dealership.name}.",
        f"Open the lead in the console: {ctx.console_url}",
        _block(sent_lines(ctx)),
    ]
    if ctx.car:
        parts.append("Vehicle\n" + "\n".join(_car_lines(ctx)))
    if ctx.deal_leads:
        parts.append("The same customer's deal\n" + "\n".join(deal_lines(ctx)))
    visited = lead.attributes.get("visited_pages") or []
    params = lead.attributes.get("linked_query_params") or {}
    if visited:
        parts.append("Pages visited\n" + "\n".join(visited))
    if params:
        parts.append("Linked from\n" + "\n".join(f"{k}={v}" for k, v in params.items()))
    consent = "Agreed to the terms of use." if lead.terms_accepted else lead.consent_text
    parts.append(
        f"Marketing opt-in: {'yes' if lead.opt_in else 'no'}. {consent}".strip()
        + f"\nLead {lead.id}, received {as_utc(lead.created_at).isoformat(timespec='seconds')}"
    )
    return "\n\n".join(parts) + "\n"


def acknowledgement_text(ctx: LeadContext) -> str:
    dealership = ctx.dealership
    parts = [
        f"Hi {ctx.lead.name},",
        f"Thank you for your {ctx.lead.category.lower()}. {dealership.name} has received it"
        " and will be in touch soon.",
        "What you sent\n" + _block(sent_lines(ctx)),
    ]
    if ctx.car:
        parts.append("The vehicle\n" + "\n".join(_car_lines(ctx)))
    contact = [dealership.name]
    if ctx.dealer_phone:
        contact.append(f"Phone {ctx.dealer_phone}")
    address = ", ".join(
        p for p in (dealership.street, dealership.city, dealership.state, dealership.postcode) if p
    )
    if address:
        contact.append(address)
    hours = opening_hours_lines(ctx)
    if hours:
        contact.append("Opening hours\n" + "\n".join(hours))
    parts.append("If you need us sooner\n" + "\n".join(contact))
    parts.append(f"{ctx.site.name}\n{ctx.base_url}")
    return "\n\n".join(parts) + "\n"


WEEKDAYS = ("Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday")


def opening_hours_lines(ctx: LeadContext) -> list[str]:
    """The location's week (0 = Sunday, as the spec stores it), Monday first as people read it."""
    if ctx.location is None:
        return []
    entries = sorted(ctx.location.opening_hours, key=lambda e: (e.weekday + 6) % 7)
    return [f"{WEEKDAYS[e.weekday % 7]}: {e.formated_hours}" for e in entries]


def webhook_body(ctx: LeadContext) -> dict[str, Any]:
    lead, car = ctx.lead, ctx.car
    return {
        "type": "lead.created",
        "lead": {
            "id": lead.id,
            "kind": lead.kind,
            "category": lead.category,
            "subcategory": lead.subcategory,
            "created_at": as_utc(lead.created_at).isoformat(),
            "name": lead.name,
            "last_name": lead.last_name,
            "email": lead.email,
            "phone": lead.phone,
            "postcode": lead.postcode,
            "message": lead.message,
            "opt_in": lead.opt_in,
            "terms_accepted": lead.terms_accepted,
            "event_id": lead.event_id,
            "details": lead.details,
            "lead_attributes": lead.attributes,
        },
        "site": {"slug": ctx.site.slug, "name": ctx.site.name, "url": ctx.base_url},
        "dealership": {"slug": ctx.dealership.slug, "name": ctx.dealership.name},
        "location": {"id": ctx.location.id, "name": ctx.location.name} if ctx.location else None,
        "car": (
            {
                "id": car.id,
                "slug": car.slug,
                "stocknum": car.stocknum,
                "vin": car.vin,
                "year": car.year,
                "make": car.make,
                "model": car.model,
                "badge": car.badge,
                "car_type": car.car_type,
                "price": car.price,
                "url": ctx.car_url,
            }
            if car
            else None
        ),
    }


def dealer_email(ctx: LeadContext, sender: str, to: str) -> dict[str, Any]:
    return email_payload(
        sender=sender,
        sender_name=ctx.site.name,
        to=to,
        subject=subject(ctx),
        text=dealer_text(ctx),
        reply_to=ctx.lead.email,
    )


def adf_email(ctx: LeadContext, sender: str, to: str) -> dict[str, Any]:
    xml = build_adf(ctx, adf_comments(ctx))
    return email_payload(
        sender=sender,
        sender_name=ctx.site.name,
        to=to,
        subject=f"ADF lead {ctx.lead.id}: {subject(ctx)}"[:250],
        text=xml,  # many CRMs read the ADF from the body; the attachment carries the MIME type
        attachments=[
            {"filename": f"lead-{ctx.lead.id}.xml", "content_type": MIME_TYPE, "content": xml}
        ],
    )


def acknowledgement_email(ctx: LeadContext, sender: str) -> dict[str, Any]:
    return email_payload(
        sender=sender,
        sender_name=f"{ctx.dealership.name} via {ctx.site.name}",
        to=ctx.lead.email,
        subject=f"We have your {ctx.lead.category.lower()} - {ctx.dealership.name}",
        text=acknowledgement_text(ctx),
        reply_to=ctx.dealership.email,
    )
