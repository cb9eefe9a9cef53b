"""The tracking event ids (spec: vehicle §9). Ids are the analytics contract: never renumber."""

CALL_DEALER = 25
FINANCE_CALCULATOR_FIRST_USE = 26
SAVE_CAR = 39
TEST_DRIVE_USED = 48
TEST_DRIVE_NEW = 17  # also the test-drive-only tag (spec: same id)
ENQUIRY_USED = 15
ENQUIRY_NEW = 14
PRINT = 61
HISTORY_REPORT = 60
CAREER_ENQUIRY = 51
TRADE_IN_OFFER = 18
CODE_SENT = 36
CODE_VERIFIED = 37
# The spec names a phone reveal event without its id: 62 is ours (the next free id after print).
PHONE_REVEAL = 62

EVENT_NAMES: dict[int, str] = {
    CALL_DEALER: "call_dealer",
    FINANCE_CALCULATOR_FIRST_USE: "finance_calculator_first_use",
    SAVE_CAR: "save_car",
    TEST_DRIVE_USED: "test_drive_used",
    TEST_DRIVE_NEW: "test_drive_new",
    ENQUIRY_USED: "enquiry_used",
    ENQUIRY_NEW: "enquiry_new",
    PRINT: "print",
    HISTORY_REPORT: "history_report",
    CAREER_ENQUIRY: "career_enquiry",
    TRADE_IN_OFFER: "trade_in_offer",
    CODE_SENT: "code_sent",
    CODE_VERIFIED: "code_verified",
    PHONE_REVEAL: "phone_reveal",
}


def is_known_event(event_id: int) -> bool:
    return event_id in EVENT_NAMES
