"""FORECOURT_RATE_LIMITS names only the limits it changes: the others keep their defaults, and a
name no endpoint uses or a malformed limit stops the process at start, not an endpoint's requests."""

import pytest
from pydantic import ValidationError

from forecourt.core.settings import RATE_LIMITS, Settings


def test_a_changed_limit_leaves_the_others_at_their_default(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("FORECOURT_RATE_LIMITS", '{"leads": "5/second"}')
    limits = Settings().rate_limits
    assert limits == {**RATE_LIMITS, "leads": "5/second"}
    assert limits["events"] == RATE_LIMITS["events"]


@pytest.mark.parametrize(
    ("limits", "message"),
    [
        ({"lead": "5/second"}, "Unknown rate limits: lead."),
        ({"leads": "often"}, "leads: give a limit as N/second, minute, hour or day."),
    ],
)
def test_an_unknown_name_or_a_malformed_limit_is_refused(
    limits: dict[str, str], message: str
) -> None:
    with pytest.raises(ValidationError, match=message):
        Settings(rate_limits=limits)
