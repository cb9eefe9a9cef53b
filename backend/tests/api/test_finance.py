"""Finance through the real app: lenders as configuration, each car's figures per
eligible lender, the calculator, the quick quote and customer creation in the spec's shapes with
the built-in lender and a YouX-shaped lender on loopback, the application status page only for
the shopper who applied, and the finance lead."""

import json

from sqlalchemy import select

from forecourt.core.clock import utcnow
from forecourt.core.db import make_sessionmaker
from forecourt.core.secrets import secret_key
from forecourt.finance.models import STATUS_TEXT
from forecourt.finance.status import set_status
from forecourt.outbox.models import OutboxMessage
from forecourt.outbox.sms import open_text
from forecourt.outbox.transports import SIGNATURE_HEADER, verify_signature
from tests.factories import make_car, make_dealership, make_site
from tests.loopback import WebhookReceiver
from tests.shoppers import MOBILE, sign_in

PUBLISHED = {  # $30,000, 5 years, 10%, $395 upfront and $8 a month: $637.41, 11.12% (monthly)
    "provider": "taurus",
    "name": "Taurus",
    "rates": {"GREAT": 10, "DECENT": 12.5, "POOR": 17},
    "establishment_fee": 395,
    "fee_financed": False,
    "monthly_fee": 8,
    "deposit_percent": 0,
    "max_age_years": 12,
    "sellable_only": True,
    "loan_min": 5000,
    "rate_min": 7.5,
    "rate_max": 14.5,
}
OTHER = {"provider": "360finance", "name": "360 Finance", "cta": "Apply with 360 Finance"}


async def _site(session, lender=None, slug="alpha", finance=None, **sign_in):
    config = {
        "sign_in": {"captcha": False, **sign_in},
        "finance": {"lenders": [lender or PUBLISHED, OTHER], **(finance or {})},
    }
    site = await make_site(session, slug, config=config)
    site.finance_provider = "taurus"
    dealership = await make_dealership(session, site, phone="07 3000 1000")
    return site, dealership


async def test_each_eligible_lender_gives_the_car_its_figures(session, client_for):
    _site_row, dealership = await _site(session)
    fresh = await make_car(session, dealership, price=30000, year=2024)
    old = await make_car(session, dealership, price=9000, year=2008)
    cheap = await make_car(session, dealership, price=450, year=2024)
    await session.commit()
    client = client_for("alpha")

    finance = (await client.get(f"/api/v1/cars/{fresh.slug}")).json()["finance"]
    assert finance["primary"] == "taurus" and set(finance["lenders"]) == {"taurus", "360finance"}
    taurus = finance["lenders"]["taurus"]
    assert taurus["interestRate"] == 10 and taurus["comparisonRate"] == 11.12
    assert taurus["termYears"] == 5 and taurus["termMonths"] == 60 and taurus["termWeeks"] == 260
    assert taurus["paymentMonth"] == round(taurus["paymentWeek"] * 4.33, 2)
    assert "Call 07 3000 1000 to talk to our finance team" in taurus["disclaimer"]
    assert finance["calculator"]["loan_min"] == 5000  # the lender's own minimum
    assert (finance["calculator"]["rate_min"], finance["calculator"]["rate_max"]) == (7.5, 14.5)
    assert finance["comparison_warning"].startswith("WARNING: This comparison rate")

    # Taurus: not for a car 12 or more years old; every lender: not at $500 or less.
    old_finance = (await client.get(f"/api/v1/cars/{old.slug}")).json()["finance"]
    assert set(old_finance["lenders"]) == {"360finance"} and old_finance["primary"] is None
    assert (await client.get(f"/api/v1/cars/{cheap.slug}")).json()["finance"]["lenders"] == {}


async def test_the_calculator_starts_where_the_estimate_is(session, client_for):
    """The sidebar's estimate and the calculator below it agree until the shopper moves a
    slider: the calculator starts at the car's price, the lender's term, rate, deposit and final
    payment."""
    lender = {**PUBLISHED, "deposit_percent": 10, "balloon_percent": 20}
    _site_row, dealership = await _site(session, lender)
    car = await make_car(session, dealership, price=37990, year=2024)
    await session.commit()
    client = client_for("alpha")
    finance = (await client.get(f"/api/v1/cars/{car.slug}")).json()["finance"]
    shown, calculator = finance["lenders"]["taurus"], finance["calculator"]
    assert calculator["default_amount"] == 37990 and calculator["default_term"] == 5
    assert calculator["default_rate"] == shown["interestRate"]
    assert calculator["default_deposit"] == shown["deposit"] == 3799
    assert calculator["default_balloon"] == shown["balloon"]
    params = {"amount": calculator["default_amount"], "years": calculator["default_term"],
              "rate": calculator["default_rate"], "deposit": calculator["default_deposit"],
              "balloon": calculator["default_balloon"]}  # fmt: skip
    repayment = (await client.get("/api/v1/finance/repayment", params=params)).json()
    assert repayment["repayment"] == shown["paymentWeek"]


async def test_a_monthly_only_site_shows_monthly_repayments_everywhere(session, client_for):
    """The car's estimate is a monthly repayment (12 a year, no weekly figure), the calculator
    repays monthly unless asked otherwise and starts where the estimate is."""
    lender = {**PUBLISHED, "deposit_percent": 10}
    _site_row, dealership = await _site(session, lender, finance={"monthly_only": True})
    car = await make_car(session, dealership, price=30000, year=2024)
    await session.commit()
    client = client_for("alpha")
    finance = (await client.get(f"/api/v1/cars/{car.slug}")).json()["finance"]
    shown, calculator = finance["lenders"]["taurus"], finance["calculator"]
    assert shown["paymentWeek"] is None
    params = {"amount": calculator["default_amount"], "years": calculator["default_term"],
              "rate": calculator["default_rate"], "deposit": calculator["default_deposit"]}  # fmt: skip
    repayment = (await client.get("/api/v1/finance/repayment", params=params)).json()
    assert repayment["frequency"] == "monthly" and repayment["periods"] == 60
    assert repayment["monthly_display"] is None
    assert repayment["repayment"] == shown["paymentMonth"] == 581.67  # $27,000: $573.67 + $8
    weekly = await client.get("/api/v1/finance/repayment", params={**params, "frequency": "weekly"})
    assert weekly.json()["periods"] == 260

    _beta, elsewhere_dealership = await _site(session, lender, slug="beta")
    other = await make_car(session, elsewhere_dealership, price=30000, year=2024)
    await session.commit()
    beta = client_for("beta")
    elsewhere = (await beta.get(f"/api/v1/cars/{other.slug}")).json()["finance"]["lenders"]
    assert elsewhere["taurus"]["paymentWeek"] is not None
    assert (await beta.get("/api/v1/finance/repayment", params=params)).json()["periods"] == 260


async def test_a_sold_car_offers_no_finance(session, client_for):
    _site_row, dealership = await _site(session)
    sold = await make_car(
        session, dealership, price=30000, year=2024, status="sold", sold_at=utcnow()
    )
    await session.commit()
    body = (await client_for("alpha").get(f"/api/v1/cars/{sold.slug}")).json()
    assert body["availability"]["available"] is False
    assert body["finance_shown"] is False and body["finance"] is None


async def test_the_calculator_stops_at_the_sites_custom_term_increments(session, client_for):
    _site_row, dealership = await _site(session, finance={"term_options": [2, 3, 4, 6]})
    car = await make_car(session, dealership, price=30000, year=2024)
    await session.commit()
    finance = (await client_for("alpha").get(f"/api/v1/cars/{car.slug}")).json()["finance"]
    assert finance["calculator"]["term_options"] == [2, 3, 4, 6]
    assert finance["calculator"]["default_term"] == 4  # the lender's 5 years: 4 and 6 as near


async def test_the_calculator_repays_at_the_rate_divided_by_the_frequency(session, client_for):
    await _site(session)
    await session.commit()
    client = client_for("alpha")
    monthly = await client.get(
        "/api/v1/finance/repayment?amount=30000&years=5&rate=10&frequency=monthly"
    )
    assert monthly.status_code == 200
    body = monthly.json()
    assert body["periods"] == 60 and body["repayment"] == 645.41  # $637.41 + $8 a month
    weekly = (await client.get("/api/v1/finance/repayment?amount=30000&years=5&rate=10")).json()
    assert weekly["periods"] == 260 and weekly["monthly_display"] == round(
        weekly["repayment"] * 4.33, 2
    )
    less = (
        await client.get("/api/v1/finance/repayment?amount=30000&deposit=5000&years=5&rate=10")
    ).json()
    assert less["repayment"] < weekly["repayment"]
    tiny = (await client.get("/api/v1/finance/repayment?amount=1000&years=7&rate=1")).json()
    assert tiny["payment_text"] == "Enquire for Finance"
    bad = await client.get("/api/v1/finance/repayment?amount=300000&years=8&rate=10")
    assert bad.status_code == 422
    assert {e["field"] for e in bad.json()["errors"]} == {"amount", "years"}


async def test_the_quick_quote_in_the_specs_shape(session, client_for):
    await _site(session)
    await session.commit()
    client = client_for("alpha")
    body = {"selfAssessedCreditScore": "GREAT", "purchasePrice": 30000, "loanTerm": 5}
    great = await client.post("/api/youx/quote", json=body)
    assert great.status_code == 200, great.text
    assert set(great.json()) >= {"weeklyRepaymentAmount", "advertisedRate", "comparisonRate"}
    assert great.json()["advertisedRate"] == 10
    assert great.json()["comparisonRate"] == 11.12
    poor = await client.post("/api/youx/quote", json={**body, "selfAssessedCreditScore": "POOR"})
    assert poor.json()["advertisedRate"] == 17
    assert poor.json()["weeklyRepaymentAmount"] > great.json()["weeklyRepaymentAmount"]
    bad = await client.post("/api/youx/quote", json={**body, "selfAssessedCreditScore": "OK"})
    assert bad.status_code == 422


async def test_the_quick_quotes_maths_and_disclaimer_say_the_same_thing(session, client_for):
    """spec: finance §9 - a 10% deposit and a 30% final payment, in the figures and in words:
    $40,000 less $4,000, $12,000 owed at the end, over 4 years at 10%, $395 upfront, $8 a month."""
    await _site(session)
    await session.commit()
    body = {"purchasePrice": 40000, "loanTerm": 4}
    quote = (await client_for("alpha").post("/api/youx/quote", json=body)).json()
    assert "a 4 year term, a 10% deposit and a 30% final payment" in quote["disclaimer"]
    rate = 0.10 / 52
    repayment = (36_000 - 12_000 / (1 + rate) ** 208) * rate / (1 - (1 + rate) ** -208)
    assert quote["weeklyRepaymentAmount"] == round(repayment + 8 * 12 / 52, 2)
    assert quote["monthlyRepaymentAmount"] == round(quote["weeklyRepaymentAmount"] * 4.33, 2)


async def test_a_remote_lender_on_loopback_quotes_and_takes_the_customer(
    session, client_for, engine, settings
):
    lender = WebhookReceiver(
        reply=json.dumps(
            {
                "weeklyRepaymentAmount": 151.2,
                "advertisedRate": 9.49,
                "comparisonRate": 10.31,
                "redirectUrl": "https://apply.lender.example/continue/abc",
                "customerId": "cus_42",
            }
        ).encode()
    )
    try:
        remote = {**OTHER, "provider": "taurus", "adapter": "remote", "remote_url": lender.url}
        await _site(session, lender=remote)
        await session.commit()
        client = client_for("alpha")
        quote = await client.post("/api/youx/quote", json={"purchasePrice": 30000})
        assert quote.json()["weeklyRepaymentAmount"] == 151.2
        assert quote.json()["comparisonRate"] == 10.31
        sent = lender.received[0]
        assert sent.path.endswith("/quote")
        assert verify_signature(
            secret_key(settings), sent.headers[SIGNATURE_HEADER.lower()], sent.body
        )

        token = await sign_in(client, engine, settings)
        customer = {
            "data": {
                "purchasePrice": 30000,
                "loanTerm": 5,
                "phoneNumber": MOBILE,
                "firstName": "Sam",
                "email": "sam@example.com",
            }
        }
        created = await client.post(
            "/api/youx/create-customer", json=customer, headers={"X-CSRF-Token": token}
        )
        assert created.status_code == 200, created.text
        assert created.json()["redirectUrl"] == "https://apply.lender.example/continue/abc"
        posted = json.loads(lender.received[-2].body)  # then the quote kept with it
        assert posted["phoneNumber"] == "0412345678" and posted["firstName"] == "Sam"

        lender.status = 500
        failed = await client.post("/api/youx/quote", json={"purchasePrice": 30000})
        assert failed.status_code == 502
        assert failed.json() == {"error": "Failed to get YouX quick quote"}
        refused = await client.post(
            "/api/youx/create-customer", json=customer, headers={"X-CSRF-Token": token}
        )
        assert refused.json() == {"error": "Failed to create customer with YouX"}
    finally:
        lender.close()


async def test_an_application_is_kept_and_shown_only_to_the_shopper_who_applied(
    session, client_for, engine, settings
):
    _site_row, dealership = await _site(session)
    car = await make_car(session, dealership, price=30000, year=2024)
    await make_site(session, "beta")
    await session.commit()
    client = client_for("alpha")
    customer = {
        "data": {
            "purchasePrice": 30000,
            "loanTerm": 5,
            "phoneNumber": MOBILE,
            "firstName": "Sam",
            "email": "sam@example.com",
            "selfAssessedCreditScore": "DECENT",
        },
        "additionalData": {"lead": {"car_id": car.id}},
    }
    assert (await client.post("/api/youx/create-customer", json=customer)).status_code == 401
    token = await sign_in(client, engine, settings)
    headers = {"X-CSRF-Token": token}
    other_phone = {**customer, "data": {**customer["data"], "phoneNumber": "0499 000 111"}}
    mismatch = await client.post("/api/youx/create-customer", json=other_phone, headers=headers)
    assert mismatch.status_code == 403

    created = await client.post("/api/youx/create-customer", json=customer, headers=headers)
    assert created.status_code == 200, created.text
    url = created.json()["redirectUrl"]
    assert url == f"/finance/applications/{created.json()['applicationId']}"
    shown = await client.get(f"/api/v1{url}")
    assert shown.status_code == 200
    page = shown.json()
    assert page["status"] == "received" and page["lender"] == "Taurus"
    assert page["submitted"]["selfAssessedCreditScore"] == "DECENT"
    assert page["car"]["path"] == f"/cars/{car.slug}"
    assert page["quote"]["advertisedRate"] == 12.5

    stranger = client_for("alpha")
    await sign_in(stranger, engine, settings, phone="0499 000 111")
    assert (await stranger.get(f"/api/v1{url}")).status_code == 404
    assert (await client_for("beta").get(f"/api/v1{url}")).status_code == 401
    page_redirect = await client_for("alpha").get(url, follow_redirects=False)
    assert page_redirect.status_code == 303

    # The finance team moves it on: the page shows it and the shopper is texted the link.
    public_id = created.json()["applicationId"]
    async with make_sessionmaker(engine)() as other:
        await set_status(other, public_id, "approved", utcnow(), settings)
    assert (await client.get(f"/api/v1{url}")).json()["status"] == "approved"
    async with make_sessionmaker(engine)() as other:
        [text] = await other.scalars(
            select(OutboxMessage).where(OutboxMessage.purpose == "finance_status")
        )
    assert open_text(secret_key(settings), text) == (
        f"Alpha: your finance application is now {STATUS_TEXT['approved']} "
        f"http://alpha.localhost{url}"
    )


async def test_the_finance_lead_is_a_finance_enquiry_and_follows_the_gate(session, client_for):
    _site_row, dealership = await _site(session)
    await _site(session, slug="gated", gate_finance=True)
    await session.commit()
    lead = {
        "kind": "finance",
        "name": "Sam",
        "email": "sam@example.com",
        "phone": "0412 345 678",
        "amount": 45000,
        "term": 5,
        "selfAssessedCreditScore": "GREAT",
        "tags": ["quick-quote"],
        "lead_attributes": {"visited_pages": ["/finance"], "linked_query_params": {"car_id": "7"}},
    }
    answer = await client_for("alpha").post("/api/v1/leads", json=lead)
    assert answer.status_code == 201, answer.text
    assert answer.json()["category"] == "Finance Enquiry"
    too_much = await client_for("alpha").post("/api/v1/leads", json={**lead, "amount": 250000})
    assert too_much.status_code == 422
    assert (await client_for("gated").post("/api/v1/leads", json=lead)).status_code == 401
