"""Australian mobile numbers: codes go to mobiles only, and a lead keeps the national form
(spec §5: 61... becomes 0...).

One pattern says what a mobile is: the API documents it for every mobile field and the server
accepts exactly what it matches, so a phone that fits the document is a mobile (architecture
principle 9). It follows the numbering plan (04 and eight digits) rather than the ranges issued
so far, which change with each carrier's allocation and would make the contract move with them."""

import re
from dataclasses import dataclass

# 04 and eight more digits, or 61 / +61 in place of the 0; a space may separate any two digits.
MOBILE_PATTERN = r"^(\+?61 ?|0)4( ?[0-9]){8}$"
MOBILE_MESSAGE = "Please enter a valid Australian mobile number."
_MOBILE = re.compile(MOBILE_PATTERN)


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
    if not _MOBILE.fullmatch(raw):
        return None
    digits = "".join(ch for ch in raw if ch in "0123456789")
    national = "0" + digits[2:] if digits.startswith("61") else digits
    return Mobile(e164="+61" + national[1:], national=national)
