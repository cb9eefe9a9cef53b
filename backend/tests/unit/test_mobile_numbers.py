"""The one pattern of an Australian mobile (identity/phone.py) against libphonenumber's data:
every mobile range issued so far fits it, and no landline, special or foreign number does."""

import phonenumbers
from phonenumbers import PhoneNumberType

from forecourt.identity.phone import parse_mobile

AU = phonenumbers.PhoneMetadata.metadata_for_region("AU")


def test_every_issued_mobile_in_every_spelling_is_a_mobile_in_both_forms():
    national = "0" + AU.mobile.example_number
    assert phonenumbers.number_type(phonenumbers.parse(national, "AU")) == PhoneNumberType.MOBILE
    spaced = f"{national[:4]} {national[4:7]} {national[7:]}"
    for spelling in (
        national,
        spaced,
        "+61" + national[1:],
        "+61 " + spaced[1:],
        "61" + national[1:],
    ):
        mobile = parse_mobile(spelling)
        assert mobile is not None, spelling
        assert (mobile.national, mobile.e164) == (national, "+61" + national[1:])


def test_landlines_special_and_foreign_numbers_are_not_mobiles():
    examples = [
        AU.fixed_line.example_number,
        AU.toll_free.example_number,
        AU.premium_rate.example_number,
        AU.voip.example_number,
        AU.pager.example_number,
    ]
    for number in filter(None, examples):
        assert parse_mobile("0" + number) is None, number
    for raw in ("+1 202 555 0100", "+64 21 123 4567", "0412", "04123456789", "0412  345 678"):
        assert parse_mobile(raw) is None, raw


def test_the_pattern_takes_a_number_of_any_mobile_range_libphonenumber_knows():
    for first in range(4000, 5000):  # every 04xx block: issued or not, it is a mobile number
        raw = f"0{first}000000"[:10]
        number = phonenumbers.parse(raw, "AU")
        issued = phonenumbers.number_type(number) in (
            PhoneNumberType.MOBILE,
            PhoneNumberType.FIXED_LINE_OR_MOBILE,
        )
        assert parse_mobile(raw) is not None or not issued, raw
