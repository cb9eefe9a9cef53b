"""Solving the site's ALTCHA challenge as the browser widget does: fetch a challenge from the
API, find the counter (proof of work), send the base64 payload. Never a bypass."""

from typing import Any

import altcha
import httpx


def solve(challenge: dict[str, Any]) -> str:
    parsed = altcha.Challenge.from_dict(challenge)
    solution = altcha.solve_challenge(parsed)
    assert solution is not None, "the challenge could not be solved"
    return altcha.Payload(parsed, solution).to_base64()


async def solved(client: httpx.AsyncClient) -> str:
    response = await client.get("/api/v1/leads/challenge")
    assert response.status_code == 200, response.text
    return solve(response.json())
