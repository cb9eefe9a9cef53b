"""The finance calls in the spec's own shapes (camelCase: finance-signin-locations §3, §7;
vehicle §3 finance lender entry) and the application status page."""

from datetime import datetime
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from forecourt.core import form_fields as f
from forecourt.core.types import MAX_DB_ID
from forecourt.identity.schemas import MobilePhone

Score = Literal["GREAT", "DECENT", "POOR"]
Term = Annotated[float, Field(ge=1, le=7, multiple_of=0.5)]
Price = Annotated[int, Field(ge=1000, le=5_000_000)]
Year = Annotated[int, Field(ge=1900, le=2100)]
Vin = Annotated[str, Field(max_length=17, pattern=r"^[A-Za-z0-9]*$")]
Nvic = Annotated[str, Field(max_length=20, pattern=r"^[A-Za-z0-9]*$")]
Helper = Annotated[str, Field(max_length=100)]


class QuoteIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    selfAssessedCreditScore: Score = "GREAT"  # noqa: N815 - the spec's field names
    purchasePrice: Price  # noqa: N815
    loanTerm: Term = 5  # noqa: N815
    year: Year | None = None
    vin: Vin | None = None
    nvic: Nvic | None = None
    whoIsHelping: Helper | None = None  # noqa: N815


class QuoteOut(BaseModel):
    weeklyRepaymentAmount: float  # noqa: N815
    advertisedRate: float  # noqa: N815
    comparisonRate: float  # noqa: N815
    monthlyRepaymentAmount: float = Field(description="weekly x 4.33")  # noqa: N815
    lender: str = Field(description="The lender's name")


class QuickQuoteOut(QuoteOut):
    disclaimer: str = Field(
        description="What the estimate assumes (spec: finance §9): shown with its figures"
    )


class LenderFailure(BaseModel):
    """A lender that could not answer (spec §8): the form shows `error` and stops."""

    error: str


class CustomerData(BaseModel):
    model_config = ConfigDict(extra="forbid")

    nvic: Nvic | None = None
    vin: Vin | None = None
    selfAssessedCreditScore: Score = "GREAT"  # noqa: N815
    purchasePrice: Price  # noqa: N815
    year: Year | None = None
    loanTerm: Term = 5  # noqa: N815
    phoneNumber: MobilePhone  # noqa: N815
    firstName: f.Name  # noqa: N815
    lastName: f.LastName | None = None  # noqa: N815
    email: f.Email
    subscribe: bool = False
    postCode: f.Postcode | None = None  # noqa: N815


class LeadReference(BaseModel):
    """additionalData.lead: what ties the application to the finance lead sent with it."""

    model_config = ConfigDict(extra="ignore")

    lead_id: int | None = Field(None, ge=1, le=MAX_DB_ID)
    car_id: int | None = Field(None, ge=1, le=MAX_DB_ID)
    dealership_slug: Annotated[str, Field(max_length=100)] | None = None
    whoIsHelping: Helper | None = None  # noqa: N815


class AdditionalData(BaseModel):
    model_config = ConfigDict(extra="forbid")

    lead: LeadReference = Field(default_factory=LeadReference)


class CustomerIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    data: CustomerData
    additionalData: AdditionalData = Field(default_factory=AdditionalData)  # noqa: N815


class CustomerOut(BaseModel):
    redirectUrl: str  # noqa: N815
    applicationId: str  # noqa: N815


class FinanceLenderEntry(BaseModel):
    """A car's figures from one lender (spec: vehicle §3 finance lender entry)."""

    financeProvider: str  # noqa: N815
    name: str
    cta: str
    interestRate: float  # noqa: N815
    comparisonRate: float  # noqa: N815
    paymentWeek: float | None = Field(  # noqa: N815
        description="None on a site that shows monthly repayments only"
    )
    paymentMonth: float = Field(  # noqa: N815
        description="Weekly x 4.33; on a monthly-only site the monthly repayment itself"
    )
    paymentText: str | None = Field(  # noqa: N815
        description="'Enquire for Finance' when the payment shown is $25 or less"
    )
    deposit: float
    termYears: float  # noqa: N815
    termMonths: int  # noqa: N815
    termWeeks: int  # noqa: N815
    balloon: float
    establishmentFees: float = Field(  # noqa: N815
        description="Every fee payable when the loan is made: establishment, security"
        " registration, dealer agency"
    )
    totalPayable: float  # noqa: N815
    disclaimer: str


class CalculatorOut(BaseModel):
    """The finance calculator's sliders for this car and lender (spec: vehicle §5)."""

    loan_min: int
    loan_max: int
    loan_step: int
    term_max: float
    term_step: float
    term_options: list[float] = Field(
        description="The site's custom year increments the term stops at; empty: 1 to"
        " term_max by term_step"
    )
    rate_min: float
    rate_max: float
    rate_step: float
    rate_editable: bool
    default_amount: int
    default_term: float
    default_rate: float
    default_deposit: float = Field(0, description="The estimate's deposit, when the car shows one")
    default_balloon: float = Field(0, description="The estimate's final payment, likewise")
    amount_max: int = Field(description="Deposit, residual and typed amounts: 0 to this")
    upfront_fees: float = Field(description="Fees payable when the loan is made")
    monthly_fee: float
    comparison_range: tuple[float, float]


class CarFinanceOut(BaseModel):
    primary: str | None = Field(description="The provider whose figures the page shows")
    lenders: dict[str, FinanceLenderEntry] = Field(description="Eligible lenders, by provider")
    calculator: CalculatorOut
    comparison_warning: str


class ApplicationCar(BaseModel):
    name: str
    path: str


class ApplicationOut(BaseModel):
    id: str
    status: str
    status_text: str
    lender: str
    submitted: CustomerData
    quote: QuoteOut | None
    car: ApplicationCar | None
    created_at: datetime
    updated_at: datetime


class RepaymentOut(BaseModel):
    """The calculator's answer: what the shopper pays per period and in all."""

    frequency: Literal["weekly", "fortnightly", "monthly"]
    amount_financed: float
    periods: int
    repayment: float = Field(description="Per period, fees included")
    payment_text: str | None = Field(description="'Enquire for Finance' at $25 or less")
    monthly_display: float | None = Field(description="Weekly x 4.33, for weekly repayments")
    total_payable: float
    total_interest: float
    balloon: float
