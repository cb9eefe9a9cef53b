"""Console passwords' argon2 cost: test servers may choose a token one, production may not, and a
check costs what its stored hash says, whichever cost the process hashes with."""

import pytest
from argon2 import PasswordHasher
from pydantic import ValidationError

from forecourt.console.passwords import LOW_COST, hash_password, verify_password
from forecourt.core.settings import Settings


def test_production_refuses_the_low_cost() -> None:
    with pytest.raises(ValidationError, match="standard password cost"):
        Settings(env="production", password_cost="low")
    assert Settings(env="production").password_cost == "standard"
    assert Settings(env="development", password_cost="low").password_cost == "low"


@pytest.mark.parametrize("hasher", [PasswordHasher(), LOW_COST], ids=["standard", "low"])
def test_a_hash_of_either_cost_is_checked_by_its_own(hasher: PasswordHasher) -> None:
    stored = hasher.hash("correct horse battery")
    assert verify_password(stored, "correct horse battery")
    assert not verify_password(stored, "wrong horse battery")
    assert not verify_password(None, "correct horse battery")


def test_the_process_hashes_at_the_standard_cost_by_default() -> None:
    assert "m=65536,t=3,p=4" in hash_password("correct horse battery")
