"""Pure rules of a lead: its category, its tracking event id, and what each kind requires."""

from forecourt.tracking import events

# The category a kind's lead is filed under; an enquiry's comes from the category select.
CATEGORY_BY_KIND = {
    "enquiry": "General Enquiry",
    "test_drive": "Test Drive",
    "service_booking": "Service Booking",
    "photo_request": "Photo Request",
    "find_similar": "Find Me Something Similar",
    "trade_in": "Trade-In Valuation",
    "reserve": "Reserve",
    "online_purchase": "Online Purchase",
    "career": "Career Enquiry",
    "parts": "Parts Enquiry",
    "sell_my_car": "Sell My Car",
    "sweepstake": "Sweepstake Entry",
    "finance": "Finance Enquiry",  # spec: finance lead category
}
CAREER_CATEGORY = "Career Enquiry"
# Kinds that are about one of the dealer's cars, so a car is required.
CAR_KINDS = frozenset({"photo_request", "find_similar", "reserve", "online_purchase"})


def event_id(kind: str, category: str, car_type: str | None, test_drive_only: bool) -> int | None:
    """spec: vehicle §9 - enquiry new 14 / used 15, test drive new 17 / used 48 (a Test Drive Only
    car counts as new), trade-in offer 18, career 51."""
    if kind == "career" or category == CAREER_CATEGORY:
        return events.CAREER_ENQUIRY
    if kind == "trade_in":
        return events.TRADE_IN_OFFER
    if car_type is None:
        return None
    if kind == "enquiry":
        return events.ENQUIRY_NEW if car_type == "new" else events.ENQUIRY_USED
    if kind == "test_drive":
        new = car_type == "new" or test_drive_only
        return events.TEST_DRIVE_NEW if new else events.TEST_DRIVE_USED
    return None
