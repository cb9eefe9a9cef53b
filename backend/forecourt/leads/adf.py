"""ADF/XML 1.0, the automotive lead format CRMs ingest (adfxml.info): built with ElementTree, so
every value a shopper typed is escaped by the library, never pasted into markup."""

import xml.etree.ElementTree as ET

from forecourt.core.clock import as_utc
from forecourt.leads.context import LeadContext

MIME_TYPE = "application/x-adf+xml"
XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>\n'

# The shopper's interest in the vehicle, per lead kind (ADF: buy, lease, sell, trade-in, test-drive).
INTEREST = {
    "test_drive": "test-drive",
    "trade_in": "trade-in",
    "sell_my_car": "sell",
}


def _add(parent: ET.Element, tag: str, value: object | None, **attrs: str) -> ET.Element | None:
    if value is None or value == "":
        return None
    element = ET.SubElement(parent, tag, attrs)
    element.text = str(value)
    return element


def _dealer_vehicle(prospect: ET.Element, ctx: LeadContext) -> None:
    car = ctx.car
    if car is None:
        return
    status = "new" if car.car_type == "new" else "used"
    vehicle = ET.SubElement(
        prospect, "vehicle", {"interest": INTEREST.get(ctx.lead.kind, "buy"), "status": status}
    )
    _add(vehicle, "year", car.year)
    _add(vehicle, "make", car.make)
    _add(vehicle, "model", car.model)
    _add(vehicle, "vin", car.vin)
    _add(vehicle, "stock", car.stocknum)
    _add(vehicle, "trim", car.badge)
    if car.price > 0:
        _add(vehicle, "price", car.price, type="asking", currency="AUD")
    if ctx.lead.kind == "finance" and ctx.lead.details.get("amount"):
        finance = ET.SubElement(vehicle, "finance")
        _add(finance, "method", "finance")
        _add(finance, "amount", ctx.lead.details["amount"], type="total", currency="AUD")
    _add(vehicle, "comments", ctx.car_url)


def _shopper_vehicle(prospect: ET.Element, ctx: LeadContext) -> None:
    """The shopper's own car (trade-in, sell my car, service booking)."""
    details = ctx.lead.details
    if (
        not details.get("vehicle_make")
        and not details.get("rego")
        and not details.get("vehicle_rego")
    ):
        return
    interest = INTEREST.get(ctx.lead.kind, "trade-in")
    vehicle = ET.SubElement(prospect, "vehicle", {"interest": interest, "status": "used"})
    _add(vehicle, "year", details.get("vehicle_year"))
    _add(vehicle, "make", details.get("vehicle_make"))
    _add(vehicle, "model", details.get("vehicle_model"))
    _add(vehicle, "trim", details.get("vehicle_badge"))
    if details.get("km") is not None:
        _add(vehicle, "odometer", details["km"], status="original", units="km")
    rego = details.get("rego") or details.get("vehicle_rego")
    if rego:
        state = details.get("rego_state") or details.get("state") or ""
        _add(vehicle, "comments", f"Rego {rego} {state}".strip())


def build_adf(ctx: LeadContext, comments: str) -> str:
    lead = ctx.lead
    adf = ET.Element("adf")
    prospect = ET.SubElement(adf, "prospect", {"status": "new"})
    _add(prospect, "id", lead.id, sequence="1", source=ctx.site.slug)
    _add(prospect, "requestdate", as_utc(lead.created_at).isoformat(timespec="seconds"))
    _dealer_vehicle(prospect, ctx)
    if lead.kind in ("trade_in", "sell_my_car", "service_booking"):
        _shopper_vehicle(prospect, ctx)

    customer = ET.SubElement(prospect, "customer")
    contact = ET.SubElement(customer, "contact")
    _add(contact, "name", lead.name, part="first", type="individual")
    _add(contact, "name", lead.last_name, part="last", type="individual")
    _add(contact, "email", lead.email)
    _add(contact, "phone", lead.phone, type="voice")
    if lead.postcode:
        address = ET.SubElement(contact, "address")
        _add(address, "postalcode", lead.postcode)
        _add(address, "country", "AU")
    _add(customer, "comments", comments)

    vendor = ET.SubElement(prospect, "vendor")
    _add(vendor, "id", ctx.dealership.slug, source=ctx.site.slug)
    _add(vendor, "vendorname", ctx.dealership.name)
    vendor_contact = ET.SubElement(vendor, "contact")
    _add(
        vendor_contact,
        "name",
        ctx.location.name if ctx.location else ctx.dealership.name,
        part="full",
    )
    _add(vendor_contact, "email", ctx.dealership.email)
    _add(vendor_contact, "phone", ctx.dealer_phone, type="voice")

    provider = ET.SubElement(prospect, "provider")
    _add(provider, "name", ctx.site.name, part="full")
    _add(provider, "service", lead.category)
    _add(provider, "url", ctx.base_url)
    ET.indent(adf)
    return XML_HEADER + ET.tostring(adf, encoding="unicode") + "\n"
