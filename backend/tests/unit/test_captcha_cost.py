"""The captcha's proof of work: shoppers meet the standard cost, test servers may choose a token
one, production may not; a solution of either cost is checked alike."""

import altcha
import pytest
from pydantic import ValidationError

from forecourt.captcha.proof_of_work import COSTS, new_challenge
from forecourt.core.settings import Settings
from tests.captcha import solve

SECRET = "a secret long enough for an HMAC key"


def test_production_refuses_the_low_cost() -> None:
    with pytest.raises(ValidationError, match="standard captcha cost"):
        Settings(env="production", captcha_cost="low")
    assert Settings(env="production").captcha_cost == "standard"
    assert Settings(env="development", captcha_cost="low").captcha_cost == "low"


@pytest.mark.parametrize("cost", ["standard", "low"])
def test_a_challenge_of_either_cost_is_solved_and_its_solution_verified(cost: str) -> None:
    challenge = new_challenge(SECRET, cost)
    assert challenge["parameters"]["cost"] == COSTS[cost]  # type: ignore[index]
    payload = altcha.Payload.from_base64(solve(challenge))
    assert altcha.verify_solution(payload, SECRET).verified
    assert not altcha.verify_solution(payload, "another secret entirely, not ours").verified


def test_shoppers_meet_a_thousand_rounds_a_try() -> None:
    assert COSTS["standard"] == 1000
    assert Settings().captcha_cost == "standard"
