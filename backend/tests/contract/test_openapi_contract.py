"""The OpenAPI document is the contract (architecture principle 9): schemathesis generates
requests for every operation from the document alone, sends each to every demo site of a live
server on a real port, and checks every answer with all its checks (no server error, documented
status codes, content types, headers and response schemas, bad data refused, valid data
accepted, undeclared methods answered 405 with `Allow`). An operation added later is covered
the moment it is in the document."""

from collections.abc import Iterator
from http.cookiejar import DefaultCookiePolicy
from typing import Any

import pytest
import requests
import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis import GenerationMode
from schemathesis.config import ProjectConfig
from schemathesis.config._operations import OperationConfig

pytestmark = pytest.mark.live

# Cases per operation and generation mode; the coverage phase adds its own boundary cases.
MAX_EXAMPLES = 60
CASES = {"count": 0, "requests": 0}
# A one-time code or a reset link's token that fits the schema is still not one the server
# issued: 422 on that field, proved in tests/api/test_sign_in.py and test_console_auth.py.
CREDENTIALS = (
    "POST /api/v1/auth/verify",
    "POST /api/v1/console/auth/password",
    "POST /api/v1/console/auth/sign-up",  # a sign-up link's token: tests/api/test_site_sign_up_link.py
)


def _loopback(live_server: str) -> str:
    # The resolver here knows no *.localhost: connect to 127.0.0.1 and name the site in Host.
    return "http://127.0.0.1:" + live_server.rsplit(":", 1)[1]


@pytest.fixture(scope="session")
def api_schema(live_server: str) -> Any:
    schema = schemathesis.openapi.from_url(f"{_loopback(live_server)}/api/v1/openapi.json")
    schema.config.generation.update(
        modes=list(GenerationMode), max_examples=MAX_EXAMPLES, deterministic=True
    )
    # A lead that fits the schema can still break a rule of the site it is sent to, which no
    # schema can say: a group site needs a dealership chosen, one site needs the terms ticked,
    # the captcha needs a solved challenge, a service date must be an open day. Those answer 422
    # with the documented ErrorResponse (checked here like every answer) and are proved rule by
    # rule in tests/api/test_leads.py. Operations are chosen by name: an include-path beside an
    # include-method are two filters either of which selects, which gave every POST this allowance.
    schema.config.operations.operations.append(
        OperationConfig.from_dict(
            {
                "include-name": "POST /api/v1/leads",
                "checks": {
                    "positive_data_acceptance": {
                        "expected-statuses": ["2xx", "401", "404", "409", "422"]
                    }
                },
            }
        )
    )
    # A console account that has had five wrong passwords waits before its next attempt (429),
    # whatever that attempt sends, and the generated requests guess the same few addresses many
    # times; tests/api/test_console_sign_in_throttle.py proves the brake.
    schema.config.operations.operations.append(
        OperationConfig.from_dict(
            {
                "include-name": "POST /api/v1/console/auth/sign-in",
                "checks": {
                    "positive_data_acceptance": {
                        "expected-statuses": ["2xx", "401", "404", "409", "429"]
                    }
                },
            }
        )
    )
    # What a signed-in shopper does: generated requests carry no session, so 401 (or 403 for a
    # missing CSRF token) is the right answer; a lender may be away (502). A phone that fits the
    # schema is a mobile the server takes (one pattern documents and checks it), so these answer
    # no 422 to valid data. tests/api/test_sign_in.py, test_watchlist.py, test_finance.py and
    # test_online_payment.py prove the signed-in paths.
    signed_in = ["2xx", "401", "403", "404", "409", "429"]
    allowed = {
        "sign-in": signed_in,
        "my garage": signed_in,
        "online payment": signed_in,
        "finance": [*signed_in, "502"],
    }
    for tag, statuses in allowed.items():
        schema.config.operations.operations.append(
            OperationConfig.from_dict(
                {
                    "include-tag": tag,
                    "exclude-name": list(CREDENTIALS),
                    "checks": {"positive_data_acceptance": {"expected-statuses": statuses}},
                }
            )
        )
    schema.config.operations.operations.append(
        OperationConfig.from_dict(
            {
                "include-name": list(CREDENTIALS),
                "checks": {"positive_data_acceptance": {"expected-statuses": [*signed_in, "422"]}},
            }
        )
    )
    schema.config.__class__ = _ResolvedOnce  # configured: nothing changes it from here
    return schema


class _ResolvedOnce(ProjectConfig):
    """The schema's configuration, each operation's merged settings worked out once. Schemathesis
    merges the operation entries above into the project's settings on every generated case and
    every answer checked (three per case here): a fifth of the client's time in this test, for
    answers that never change once the schema is configured."""

    __slots__ = ()
    _resolved: dict[tuple[int, str, str | None, str | None], Any] = {}

    def _once(self, kind: str, operation: Any, phase: str | None, resolve: Any) -> Any:
        key = (id(self), kind, operation.label if operation is not None else None, phase)
        if key not in self._resolved:
            self._resolved[key] = resolve()
        return self._resolved[key]

    def phases_for(self, *, operation: Any) -> Any:
        return self._once(
            "phases",
            operation,
            None,
            lambda: super(_ResolvedOnce, self).phases_for(operation=operation),
        )

    def generation_for(self, *, operation: Any = None, phase: str | None = None) -> Any:
        return self._once(
            "generation", operation, phase,
            lambda: super(_ResolvedOnce, self).generation_for(operation=operation, phase=phase),
        )  # fmt: skip

    def checks_config_for(self, *, operation: Any = None, phase: str | None = None) -> Any:
        return self._once(
            "checks", operation, phase,
            lambda: super(_ResolvedOnce, self).checks_config_for(operation=operation, phase=phase),
        )  # fmt: skip


schema = schemathesis.pytest.from_fixture("api_schema")


@pytest.fixture(scope="module")
def http() -> Iterator[requests.Session]:
    """One keep-alive connection for the run's tens of thousands of requests. It keeps no cookie,
    so every generated request is a stranger's, as if sent alone."""
    with requests.Session() as session:
        session.cookies.set_policy(DefaultCookiePolicy(allowed_domains=[]))
        session.trust_env = False  # loopback: no proxy to look up per request
        yield session


@schema.parametrize()
@settings(deadline=None, suppress_health_check=list(HealthCheck), database=None)
def test_every_operation_keeps_its_contract_on_every_demo_site(
    case: Any, live_server: str, demo_sites: list[dict[str, Any]], http: requests.Session
) -> None:
    CASES["count"] += 1
    for site in demo_sites:
        CASES["requests"] += 1
        case.call_and_validate(
            base_url=_loopback(live_server),
            session=http,
            headers={"Host": f"{site['slug']}.localhost"},
        )


def contract_summary() -> str | None:
    if not CASES["count"]:
        return None
    return (
        f"schemathesis: {CASES['count']} generated cases, {CASES['requests']} requests "
        "(every case on every demo site)"
    )
