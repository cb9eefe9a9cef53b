"""Australian phone numbers, parsed by `phonenumbers` (Google's libphonenumber data): codes go to
mobiles only, and a lead keeps the national form (spec §5: 61... becomes 0...)."""

from dataclasses import dataclass

import phonenumbers
from phonenumbers import NumberParseException, PhoneNumberType

MOBILE_MESSAGE = "Please enter a valid Australian mobile number."
MOBILE_TYPES = (PhoneNumberType.MOBILE, PhoneNumberType.FIXED_LINE_OR_MOBILE)


@dataclass(frozen=True)
class Mobile:
    e164: str  # +61412345678: the key a user is stored under
    national: str  # 0412345678: what a lead and the dealer read

    @property
    def masked(self) -> str:
        """What the shopper is told the code went to: 04xx xxx 678."""
        return f"{self.national[:2]}xx xxx {self.national[-3:]}"


def parse_mobile(raw: str) -> Mobile | None:
    """An Australian mobile number in any usual spelling (0412 345 678, +61 412 345 678,
    61412345678), or None for anything else, landlines included: an SMS cannot reach them."""
    digits = "".join(ch for ch in raw if ch.isdigit() or ch == "+")
    if digits.startswith("61"):
        digits = "+" + digits
    try:
        number = phonenumbers.parse(digits, "AU")
    except NumberParseException:
        return None
    if number.country_code != 61 or not phonenumbers.is_valid_number(number):
        return None
    if phonenumbers.number_type(number) not in MOBILE_TYPES:
        return None
    e164 = phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.E164)
    return Mobile(e164=e164, national="0" + e164[3:])
