"""Customers: the leads one person sent a site, found by their phone or e-mail, so the dealer sees
one timeline (enquiries, test drives, reservations, finance, trade-ins, replies, notes) and the
inbox marks a returning customer's lead.

Who is one person, as a dealer's CRM decides it: a new lead joins the customer who already has
its phone (compared in E.164) or its e-mail (compared in lower case), verified or not. Most
shoppers never sign in; a rule that joined only proven details would leave nearly every lead on
its own, and the dealer would call the same person twice. Nothing of a customer is ever shown to
a shopper (My garage shows the deals of the shopper's own verified phone), so a shopper who types
someone else's e-mail learns nothing; the dealer sees the lead's own details beside it.

Each phone and each e-mail belongs to one customer of a site (`customer_contacts`, unique per
site). A lead whose phone is one customer's and e-mail another's joins one of them: the one whose
detail is verified, else the phone's (a texted number is a better name for a person than a typed
address); its other detail stays where it is, and the two customers are not merged by themselves,
so one shared family e-mail cannot glue every buyer of a household into one.

Verified: a phone someone proved on this site with the texted sign-in code (a shopper user has
it). The console shows which details are verified."""

from datetime import datetime
from typing import Any

from sqlalchemy import select, tuple_
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.core.upsert import insert_ignore
from forecourt.identity.models import ShopperUser
from forecourt.leads.models import Customer, CustomerContact, Lead

NOT_A_CUSTOMER = frozenset({"test"})  # the console's test lead: no shopper sent it
Key = tuple[str, str]  # (kind, value): ("phone", "+61412345678") or ("email", "sam@example.com")


def phone_key(phone: str | None) -> str | None:
    """An Australian number in E.164 (0412 345 678, 61412345678 and +61 412 345 678 are one),
    or None when it is not ten digits with a leading 0 in any of those spellings."""
    digits = "".join(ch for ch in phone or "" if ch.isdigit())
    national = "0" + digits[2:] if digits.startswith("61") else digits
    if len(national) != 10 or not national.startswith("0"):
        return None
    return "+61" + national[1:]


def email_key(email: str | None) -> str | None:
    value = (email or "").strip().lower()
    return value if "@" in value else None


def contact_keys(lead: Lead) -> list[Key]:
    """The lead's details as keys, the phone first (it wins a tie, see above)."""
    keys: list[Key] = []
    if phone := phone_key(lead.phone):
        keys.append(("phone", phone))
    if email := email_key(lead.email):
        keys.append(("email", email))
    return keys


def full_name(lead: Lead) -> str:
    return " ".join(p for p in (lead.name, lead.last_name) if p)[:201]


async def _owners(session: AsyncSession, site_id: int, keys: list[Key]) -> list[CustomerContact]:
    rows = await session.scalars(
        select(CustomerContact).where(
            CustomerContact.site_id == site_id,
            tuple_(CustomerContact.kind, CustomerContact.value).in_(keys),
        )
    )
    return list(rows)


def _pick(keys: list[Key], owners: list[CustomerContact]) -> int | None:
    """The customer a lead joins: a verified detail's, else the first key's (the phone)."""
    by_key = {(c.kind, c.value): c for c in owners}
    found = [by_key[k] for k in keys if k in by_key]
    verified = [c for c in found if c.verified_at is not None]
    chosen = verified or found
    return chosen[0].customer_id if chosen else None


async def _verified_phones(session: AsyncSession, site_id: int, keys: list[Key]) -> dict[str, Any]:
    phones = [value for kind, value in keys if kind == "phone"]
    if not phones:
        return {}
    rows = await session.execute(
        select(ShopperUser.phone, ShopperUser.created_at).where(
            ShopperUser.site_id == site_id, ShopperUser.phone.in_(phones)
        )
    )
    return {phone: at for phone, at in rows.all()}


async def attach(session: AsyncSession, lead: Lead, now: datetime) -> Customer | None:
    """Gives the (flushed) lead its customer: the one that has its phone or e-mail, or a new one.
    Safe beside a parallel lead from the same person: a detail is claimed by one insert, and a
    customer that lost every claim is dropped for the winner."""
    keys = contact_keys(lead)
    if lead.kind in NOT_A_CUSTOMER or not keys:
        return None
    customer_id = _pick(keys, await _owners(session, lead.site_id, keys))
    created: Customer | None = None
    if customer_id is None:
        created = Customer(site_id=lead.site_id, name=full_name(lead), created_at=now,
                           last_lead_at=now)  # fmt: skip
        session.add(created)
        await session.flush()
        customer_id = created.id
    verified = await _verified_phones(session, lead.site_id, keys)
    for kind, value in keys:
        await session.execute(
            insert_ignore(
                session, CustomerContact,
                {"site_id": lead.site_id, "customer_id": customer_id, "kind": kind,
                 "value": value, "verified_at": verified.get(value), "created_at": now},
                ["site_id", "kind", "value"],
            )
        )  # fmt: skip
    owners = await _owners(session, lead.site_id, keys)
    if created is not None and all(c.customer_id != created.id for c in owners):
        # A parallel lead of the same person claimed every detail first: join its customer.
        await session.delete(created)
        customer_id = _pick(keys, owners)
    for contact in owners:
        if contact.verified_at is None and contact.value in verified:
            contact.verified_at = verified[contact.value]
    customer = await session.get(Customer, customer_id)
    assert customer is not None  # a contact's customer goes with it
    customer.name = full_name(lead)
    customer.last_lead_at = max(customer.last_lead_at, now)
    lead.customer_id = customer.id
    return customer
