"""Quotes, hand-off to the lender and the application status page, through the site's lender's
adapter; and the finance block of a car's page."""

import secrets
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from forecourt.core.errors import Forbidden, NotFound
from forecourt.finance import engine, lenders
from forecourt.finance.adapters import LenderAdapter, adapter_for
from forecourt.finance.models import STATUS_TEXT, FinanceApplication
from forecourt.finance.schemas import (
    ApplicationCar,
    ApplicationOut,
    CalculatorOut,
    CarFinanceOut,
    CustomerData,
    CustomerIn,
    CustomerOut,
    FinanceLenderEntry,
    QuickQuoteOut,
    QuoteIn,
    QuoteOut,
    RepaymentOut,
)
from forecourt.identity.models import ShopperUser
from forecourt.inventory.cards import car_path
from forecourt.inventory.models import Car
from forecourt.inventory.visibility import car_detail_conditions
from forecourt.tenancy.config import LenderConfig
from forecourt.tenancy.service import ResolvedSite

NOT_YOUR_PHONE = "Please use the mobile number you verified."


def site_lender(site: ResolvedSite) -> LenderConfig:
    return lenders.primary_lender(site.config.finance, site.finance_provider)


def site_adapter(site: ResolvedSite, secret: str) -> LenderAdapter:
    return adapter_for(site_lender(site), secret)


async def quick_quote(adapter: LenderAdapter, request: QuoteIn) -> QuickQuoteOut:
    """The lender's quick quote, with the disclaimer of what it assumes."""
    quote = await adapter.quote(request)
    return QuickQuoteOut(
        **quote.model_dump(), disclaimer=lenders.quick_quote_disclaimer(request.loanTerm)
    )


def repayment(
    site: ResolvedSite,
    *,
    amount: float,
    years: float,
    rate: float,
    deposit: float,
    balloon: float,
    frequency: engine.Frequency | None,
) -> RepaymentOut:
    """The calculator: the site's lender's fees on the shopper's loan, repaid at the frequency
    asked for, else at the site's (monthly on a monthly-only site, else weekly)."""
    frequency = frequency or lenders.shown_frequency(site.config.finance)
    figures = engine.repayment(
        lenders.loan_terms(
            site_lender(site),
            amount,
            years,
            rate,
            frequency=frequency,
            deposit=min(deposit, amount),
            balloon=balloon,
        )
    )
    per_period = figures.total_per_period
    return RepaymentOut(
        frequency=frequency,
        amount_financed=figures.amount_financed,
        periods=figures.periods,
        repayment=per_period,
        payment_text=engine.payment_text(per_period),
        monthly_display=engine.monthly_display(per_period) if frequency == "weekly" else None,
        total_payable=figures.total_payable,
        total_interest=figures.total_interest,
        balloon=min(balloon, figures.amount_financed),
    )


async def create_customer(
    session: AsyncSession,
    site: ResolvedSite,
    user: ShopperUser,
    body: CustomerIn,
    adapter: LenderAdapter,
    now: datetime,
) -> CustomerOut:
    """Hands the shopper to the lender and keeps the application; the answer's redirectUrl is
    the lender's page (remote) or the application's status page here (built in)."""
    data = body.data
    if data.phoneNumber != user.phone:
        raise Forbidden(NOT_YOUR_PHONE, field="data.phoneNumber")
    lender = site_lender(site)
    handoff = await adapter.create_customer(data)
    quote = await _quote_or_none(adapter, data)
    ref = body.additionalData.lead
    car = await _car(session, site, ref.car_id)
    application = FinanceApplication(
        public_id=secrets.token_urlsafe(16),
        site_id=site.id,
        user_id=user.id,
        lead_id=None,
        car_id=car.id if car else None,
        provider=lender.provider,
        lender_name=lender.name,
        status="submitted" if handoff.redirect_url else "received",
        submitted=data.model_dump(mode="json"),
        quote=quote.model_dump() if quote else None,
        lender_reference=handoff.reference,
        redirect_url=handoff.redirect_url,
        created_at=now,
        updated_at=now,
    )
    if ref.lead_id is not None:  # only a lead of this site, from this shopper's phone
        application.lead_id = await _own_lead(session, site.id, ref.lead_id, user.phone)
    session.add(application)
    await session.commit()
    local = f"/finance/applications/{application.public_id}"
    return CustomerOut(
        redirectUrl=handoff.redirect_url or local, applicationId=application.public_id
    )


async def _quote_or_none(adapter: LenderAdapter, data: CustomerData) -> QuoteOut | None:
    try:
        return await adapter.quote(
            QuoteIn(
                selfAssessedCreditScore=data.selfAssessedCreditScore,
                purchasePrice=data.purchasePrice,
                loanTerm=data.loanTerm,
                year=data.year,
                vin=data.vin,
                nvic=data.nvic,
            )
        )
    except Exception:  # the application stands without the indicative figures
        return None


async def _car(session: AsyncSession, site: ResolvedSite, car_id: int | None) -> Car | None:
    if car_id is None:
        return None
    return await session.scalar(
        select(Car).where(Car.id == car_id, *car_detail_conditions(site.id, site.config))
    )


async def _own_lead(session: AsyncSession, site_id: int, lead_id: int, phone: str) -> int | None:
    from forecourt.leads.models import Lead

    national = "0" + phone.removeprefix("+61")
    found = await session.scalar(
        select(Lead.id).where(Lead.id == lead_id, Lead.site_id == site_id, Lead.phone == national)
    )
    return found


async def application(
    session: AsyncSession, site: ResolvedSite, user: ShopperUser, public_id: str
) -> ApplicationOut:
    found = await session.scalar(
        select(FinanceApplication).where(
            FinanceApplication.public_id == public_id,
            FinanceApplication.site_id == site.id,
            FinanceApplication.user_id == user.id,
        )
    )
    if found is None:  # someone else's reads exactly like none at all
        raise NotFound("No such application.")
    car = await session.get(Car, found.car_id) if found.car_id else None
    return ApplicationOut(
        id=found.public_id,
        status=found.status,
        status_text=STATUS_TEXT.get(found.status, found.status),
        lender=found.lender_name,
        submitted=CustomerData.model_validate(found.submitted),
        quote=QuoteOut.model_validate(found.quote) if found.quote else None,
        car=ApplicationCar(name=car.name, path=car_path(car.slug)) if car else None,
        created_at=found.created_at,
        updated_at=found.updated_at,
    )


# --- a car's page --------------------------------------------------------------------------


def lender_entry(
    lender: LenderConfig, price: int, phone: str | None, frequency: lenders.ShownFrequency
) -> FinanceLenderEntry:
    figures = lenders.quote(lender, price, lender.term_years, frequency=frequency)
    months = round(lender.term_years * 12)
    return FinanceLenderEntry(
        financeProvider=lender.provider,
        name=lender.name,
        cta=lender.cta,
        interestRate=figures.rate,
        comparisonRate=figures.comparison_rate,
        paymentWeek=figures.weekly,
        paymentMonth=figures.monthly,
        paymentText=engine.payment_text(figures.payment),
        deposit=figures.deposit,
        termYears=lender.term_years,
        termMonths=months,
        termWeeks=round(lender.term_years * 52),
        balloon=figures.balloon,
        establishmentFees=lenders.upfront_fees(lender),
        totalPayable=figures.repayment.total_payable,
        disclaimer=lenders.disclaimer(lender, phone),
    )


def car_finance(
    site: ResolvedSite, facts: lenders.CarFacts, phone: str | None, this_year: int
) -> CarFinanceOut:
    finance = site.config.finance
    frequency = lenders.shown_frequency(finance)
    primary = site_lender(site)
    entries = {
        lender.provider: lender_entry(lender, facts.price, phone, frequency)
        for lender in finance.lenders
        if facts.price is not None and lenders.eligible(lender, facts, this_year)
    }
    bounds = lenders.calculator_bounds(finance, primary, facts.price)
    from_price = finance.amount_from_price and facts.price
    default_amount = facts.price if from_price and facts.price else lenders.DEFAULT_AMOUNT
    term, rate, deposit, balloon = finance.default_term_years, finance.default_rate, 0.0, 0.0
    if facts.price and primary.provider in entries:
        # The car shows its lender's estimate: the calculator starts from the very same inputs,
        # so both show the same figure until the shopper moves a slider.
        shown = lenders.quote(primary, facts.price, primary.term_years, frequency=frequency)
        default_amount, term, rate = facts.price, primary.term_years, shown.rate
        deposit, balloon = shown.deposit, shown.balloon
    return CarFinanceOut(
        primary=primary.provider if primary.provider in entries else None,
        lenders=entries,
        calculator=CalculatorOut(
            loan_min=bounds.loan_min,
            loan_max=bounds.loan_max,
            loan_step=lenders.LOAN_STEP,
            term_max=bounds.term_max,
            term_step=lenders.TERM_STEP,
            term_options=bounds.term_options,
            rate_min=bounds.rate_min,
            rate_max=bounds.rate_max,
            rate_step=lenders.RATE_STEP,
            rate_editable=finance.rate_editable,
            default_amount=min(max(default_amount, bounds.loan_min), bounds.loan_max),
            default_term=bounds.term(term),
            default_rate=min(max(rate, bounds.rate_min), bounds.rate_max),
            default_deposit=deposit,
            default_balloon=balloon,
            amount_max=lenders.CALCULATOR_MAX,
            upfront_fees=lenders.upfront_fees(primary),
            monthly_fee=primary.monthly_fee,
            comparison_range=finance.comparison_rate_range,
        ),
        comparison_warning=engine.COMPARISON_WARNING,
    )
