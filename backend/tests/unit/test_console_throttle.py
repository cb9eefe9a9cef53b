"""The per-account sign-in delay: free attempts, then a wait that doubles up to its cap."""

from datetime import timedelta

from forecourt.console.throttle import FIRST_DELAY, MAX_DELAY, account_key, delay_after


def test_the_delay_starts_after_the_fifth_failure_and_doubles_to_its_cap():
    assert [delay_after(n) for n in range(5)] == [timedelta(0)] * 5
    assert delay_after(5) == FIRST_DELAY == timedelta(minutes=1)
    assert delay_after(6) == timedelta(minutes=2) and delay_after(7) == timedelta(minutes=4)
    assert delay_after(10) == MAX_DELAY == delay_after(10_000) == timedelta(minutes=30)


def test_an_account_is_a_site_and_an_email():
    assert account_key(1, "a@example.com") != account_key(2, "a@example.com")
    assert account_key(None, "a@example.com") != account_key(1, "a@example.com")
    assert len(account_key(1, "a@example.com")) == 64
