"""The finance estimate a car's card shows: the figure its own page shows (finance/service.py
car_finance's primary lender), so a shopper reads one repayment for one car everywhere."""

from forecourt.finance import engine, lenders
from forecourt.inventory.schemas import CarCard, CardRepayment
from forecourt.tenancy.service import ResolvedSite


def card_repayment(site: ResolvedSite, card: CarCard, this_year: int) -> CardRepayment | None:
    finance = site.config.finance
    if not lenders.finance_offered(
        card.make, finance.hidden_for_makes, finance.enabled, card.available
    ):
        return None
    price = card.price.amount if card.price.kind == "price" else None
    lender = lenders.primary_lender(finance, site.finance_provider)
    facts = lenders.CarFacts(price=price, year=card.year, available=card.available)
    if price is None or not lenders.eligible(lender, facts, this_year):
        return None
    frequency = lenders.shown_frequency(finance)
    quote = lenders.quote(lender, price, lender.term_years, frequency=frequency)
    if engine.payment_text(quote.payment):  # "Enquire for Finance": no figure to show
        return None
    return CardRepayment(frequency=frequency, amount=quote.payment)


def with_repayments(site: ResolvedSite, cards: list[CarCard], this_year: int) -> list[CarCard]:
    return [
        card.model_copy(update={"repayment": card_repayment(site, card, this_year)})
        for card in cards
    ]
