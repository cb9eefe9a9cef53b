"""Imports every table so metadata (Alembic, tests) sees the whole schema."""

from forecourt.appointments.models import Appointment
from forecourt.audit.models import AuditEntry
from forecourt.captcha.models import CaptchaUse
from forecourt.catalog.models import Manufacturer, VehicleModel
from forecourt.console.models import (
    ConsoleLink,
    ConsoleRole,
    ConsoleSession,
    ConsoleSignInFailures,
    ConsoleUser,
)
from forecourt.content.models import ContentPage
from forecourt.core.db import Base
from forecourt.finance.models import FinanceApplication
from forecourt.garage.models import SavedSearch, WatchlistItem
from forecourt.identity.models import OneTimeCode, ShopperSession, ShopperUser, Verification
from forecourt.inventory.models import (
    Car,
    CarHotspot,
    CarImage,
    CarSpinFrame,
    CarVideo,
    FeedSource,
    PhotoUpload,
    StockVersion,
)
from forecourt.leads.models import (
    Customer,
    CustomerContact,
    Deal,
    Lead,
    LeadNote,
    LeadReply,
    LeadRequest,
)
from forecourt.locations.models import Location, OpeningHours, SpecialHours
from forecourt.offers.models import Offer
from forecourt.outbox.models import MailboxMessage, OutboxMessage
from forecourt.reservations.models import Reservation
from forecourt.reviews.models import Review
from forecourt.sweepstakes.models import SweepstakeEntry
from forecourt.tenancy.models import Dealership, Site, SiteArchive, SiteDomain
from forecourt.tracking.models import TrackingEvent
from forecourt.tradein.models import MiscellaneousRecord
from forecourt.valuation import models as valuation_models  # noqa: F401  cross-site index

__all__ = [
    "Appointment",
    "AuditEntry",
    "Base",
    "ConsoleLink",
    "ConsoleRole",
    "ConsoleSession",
    "ConsoleSignInFailures",
    "ConsoleUser",
    "LeadNote",
    "LeadReply",
    "CaptchaUse",
    "Customer",
    "CustomerContact",
    "Deal",
    "Lead",
    "LeadRequest",
    "MailboxMessage",
    "OutboxMessage",
    "Car",
    "ContentPage",
    "CarHotspot",
    "CarImage",
    "CarSpinFrame",
    "CarVideo",
    "FeedSource",
    "PhotoUpload",
    "Dealership",
    "FinanceApplication",
    "Location",
    "Offer",
    "Manufacturer",
    "VehicleModel",
    "MiscellaneousRecord",
    "OneTimeCode",
    "OpeningHours",
    "Reservation",
    "SavedSearch",
    "ShopperSession",
    "ShopperUser",
    "Review",
    "Site",
    "SweepstakeEntry",
    "SiteArchive",
    "SiteDomain",
    "SpecialHours",
    "StockVersion",
    "TrackingEvent",
    "Verification",
    "WatchlistItem",
]
