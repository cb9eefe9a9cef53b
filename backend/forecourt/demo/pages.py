"""The demo sites' content pages, in Markdown: what a dealer would write about itself, its
warranty, roadside assistance, care plans and legal terms; the group's brand pages and the
sweepstake terms (spec §9). Every text names the site's own dealership, phone and state."""

from dataclasses import dataclass

from forecourt.content.schemas import PageIn
from forecourt.demo.places import DealershipPlan, SitePlan

GROUP_SLUG = "tasman-wide-group"


@dataclass(frozen=True)
class Facts:
    site: str
    dealer: str
    phone: str
    email: str
    address: str
    state: str
    count: int  # dealerships

    @classmethod
    def of(cls, sp: SitePlan) -> "Facts":
        d: DealershipPlan = sp.dealerships[0]
        a = d.address
        return cls(
            site=sp.name,
            dealer=d.name,
            phone=d.phone,
            email=d.email,
            address=f"{a.street}, {a.city} {a.state} {a.postcode}",
            state=a.state,
            count=len(sp.dealerships),
        )


def _about(f: Facts) -> str:
    where = (
        f"{f.count} dealerships across Australia" if f.count > 1 else f"our showroom at {f.address}"
    )
    return f"""\
{f.site} has helped local families, tradies and businesses into the right vehicle for over
twenty years. Today we sell new, demonstrator and used vehicles from {where}, and we look after
them afterwards in our own service and parts departments.

## What we stand for

- **Straight answers.** Every car online shows its real drive-away or excluding-charges price.
- **No pressure.** Take a test drive on your own, at a time that suits you.
- **Looked after.** Every used vehicle passes a multi-point inspection before it is listed.

## Visit us

Call us on [{f.phone}](tel:{f.phone.replace(" ", "")}), email [{f.email}](mailto:{f.email}) or
[send us an enquiry](/contact). You can also [browse our stock](/search/new-used-and-demo-cars)
or [book a service](/service) online.
"""


def _privacy(f: Facts) -> str:
    return f"""\
This policy explains how {f.site} collects, uses and protects your personal information under the
*Privacy Act 1988* (Cth) and the Australian Privacy Principles.

## What we collect

Your name, phone number, email address and postcode when you send an enquiry, book a test drive
or service, reserve a vehicle, apply for finance or value a trade-in; the vehicle you asked about;
and the pages you viewed before sending it, so that our team can answer your question.

## How we use it

To answer your enquiry, arrange what you asked for, and, if you agreed, to tell you about offers.
Finance applications are passed to the lender you chose. We never sell your information.

## Saved cars, searches and alerts

If you sign in with your mobile number, we keep your saved cars and searches until you delete
them. You can delete your account and all of it at any time from My garage. Every alert has a
link that stops it.

## Access and complaints

Ask us for a copy of the information we hold about you, or to correct it, by emailing
[{f.email}](mailto:{f.email}). If you are not satisfied with our answer, you can contact the
Office of the Australian Information Commissioner at oaic.gov.au.
"""


def _terms(f: Facts) -> str:
    return f"""\
These terms apply to your use of the {f.site} website.

## Prices and availability

Prices shown are in Australian dollars and include GST. A price marked *Drive Away* includes
registration, stamp duty and dealer delivery; *Excl. Govt. Charges* means those charges are
extra. Vehicles may be sold at any time; a vehicle is only yours once a contract of sale is
signed or a reservation is confirmed by us.

## Finance estimates

Repayments shown are estimates to help you compare, not an offer of credit. Credit is provided
by the lender named, subject to its approval criteria, fees and charges.

## Photos and descriptions

We take care that every listing is accurate, but photos may show optional equipment. Please
confirm any feature that matters to you before you buy.

## Contact

{f.dealer}, {f.address}. Phone {f.phone}.
"""


def _warranty(f: Facts) -> str:
    return f"""\
Every used vehicle sold by {f.site} comes with the protection of Australian Consumer Law, and
most come with more.

| Vehicle | Cover |
| --- | --- |
| New | The manufacturer's new-vehicle warranty, usually 5 to 7 years, unlimited kilometres |
| Demonstrator | The balance of the manufacturer's warranty from its first registration |
| Used, under 10 years and 160,000 km | Statutory warranty of 3 months or 5,000 km in {f.state} where it applies, plus our 12-month mechanical cover |

## Making a claim

Call our service team on [{f.phone}](tel:{f.phone.replace(" ", "")}) or
[book a service](/service) and tell us it is a warranty matter. Keep your service book up to
date: servicing with us, or with any licensed repairer to the maker's schedule, keeps your
warranty intact.
"""


def _roadside(f: Facts) -> str:
    return f"""\
Buy a vehicle from {f.site} and drive away with 12 months of roadside assistance, 24 hours a
day, anywhere in Australia.

- Flat battery jump-starts and replacement batteries at cost
- Flat tyre changes, lost-key help and emergency fuel
- Towing to the nearest repairer when the car cannot be fixed on the spot
- Accommodation and travel help when you break down more than 100 km from home

Service with us each year and your roadside assistance renews with every service. Call
[{f.phone}](tel:{f.phone.replace(" ", "")}) to check your cover.
"""


def _care_plans(f: Facts) -> str:
    return f"""\
A care plan fixes the price of your next three or five scheduled services when you buy, so you
can budget and never skip a service.

## What is included

Every scheduled service to the maker's specification, genuine parts and oils, and a free
loan car or drop-off to your work within 10 km of the dealership.

Ask your salesperson, or call {f.dealer} on {f.phone}, for the price for your vehicle.
"""


GROUP_BRANDS = {
    "/twg-cars": (
        "TWG Cars",
        "New and used cars from every TWG dealership in one place.",
        "Over a dozen brands under one roof across the group. Search [all our cars]"
        "(/search/new-used-and-demo-cars?item_type=car), compare up to three side by side, and "
        "have any car moved to the TWG dealership nearest you.\n\n"
        "Buy before 24 June and you could win your car's price back in our prize draw: "
        "[enter the draw](/spin-to-win) and [read its terms](/pages/sweepstake-terms).",
    ),
    "/twg-rental": (
        "TWG Rental",
        "Cars, utes and vans to rent by the day, week or month.",
        "Hire late-model cars, dual-cab utes and vans from our city branches. Weekly and monthly "
        "rates include insurance and roadside assistance. Call {phone} to book.",
    ),
    "/twg-tyres": (
        "TWG Tyres",
        "Tyres, wheel alignments and balancing at TWG service centres.",
        "All major tyre brands at every TWG service centre, fitted while you wait, with free "
        "puncture repairs for the life of the tyre. [Book a service](/service) and ask for a "
        "tyre check.",
    ),
    "/neotek": (
        "Neotek Paint Protection",
        "Ceramic paint and interior protection applied at TWG dealerships.",
        "Neotek ceramic coating protects paint from UV, bird droppings and road grime for up to "
        "five years, and fabric guard keeps the cabin like new. Ask for it with your next car or "
        "at your next service.",
    ),
    "/4x4-outdoor": (
        "4x4 & Outdoor",
        "Bull bars, canopies, suspension and touring gear fitted by TWG.",
        "Everything for the trip: bull bars, winches, lift kits, canopies, drawers and awnings, "
        "fitted and certified by our accessory team. See our [4x4s in stock]"
        "(/search/new-used-and-demo-cars?item_type=car).",
    ),
}

SWEEPSTAKE = """\
These terms govern the promotion *Drive Away a Winner* (the Promotion), a trade promotion lottery
run by Tasman Wide Group (the Promoter).

## 1. Promotion period

The Promotion runs from 13 May 2024 to 24 June 2024. Vehicles must be delivered by 29 June 2024
to be eligible.

## 2. Who can enter

Entry is open to individuals aged 18 or over who are residents of New South Wales. Fleet,
government and rental buyers are excluded.

## 3. How to enter

Buy and take delivery of a new or used vehicle from a participating TWG dealership during the
promotion period for one entry. You receive an extra entry for each of the following bought with
the vehicle: finance arranged through the dealership; a car care package; accessories; a trade-in.
Entries for car care or accessories need a minimum spend of $500 each.

## 4. The draw

The draw takes place on 8 July 2024. The winner is contacted within 7 days by phone and email.
If the prize is unclaimed, an unclaimed-prize draw takes place on 22 July 2024.

## 5. The prize

The prize is the purchase price of the winner's vehicle, paid in cash. Payment of the prize may
take up to 30 working days after the winner's identity and eligibility are confirmed.

## 6. General

The Promoter's decision on any matter of the Promotion is final. Further terms are available
from any participating dealership.
"""


def demo_pages(sp: SitePlan) -> list[PageIn]:
    f = Facts.of(sp)
    pages = [
        PageIn(path="/about-us", title=f"About {f.site}", markdown=_about(f),
               description=f"Who we are at {f.site}: new, demo and used vehicles, service and parts."),
        PageIn(path="/privacy-policy", title="Privacy Policy", markdown=_privacy(f),
               description=f"How {f.site} collects, uses and protects your personal information.", layout="terms"),
        PageIn(path="/terms-and-conditions", title="Terms and Conditions", markdown=_terms(f),
               description=f"The terms of use of the {f.site} website: prices, finance estimates and listings.", layout="terms"),
        PageIn(path="/pages/warranty", title="Warranty", markdown=_warranty(f),
               description=f"New, demonstrator and used vehicle warranty at {f.site}, and how to claim."),
        PageIn(path="/pages/roadside-assist", title="Roadside Assist", markdown=_roadside(f),
               description=f"12 months of 24-hour roadside assistance with every vehicle from {f.site}."),
        PageIn(path="/pages/care-plans", title="Care Plans", markdown=_care_plans(f),
               description=f"Fixed-price servicing for your next three or five services at {f.site}."),
    ]  # fmt: skip
    if sp.slug == GROUP_SLUG:
        for path, (title, description, text) in GROUP_BRANDS.items():
            pages.append(
                PageIn(path=path, title=title, description=description,
                       markdown=text.format(phone=f.phone))
            )  # fmt: skip
        pages.append(
            PageIn(path="/pages/sweepstake-terms", title="Drive Away a Winner: Terms and Conditions",
                   description="The terms of the TWG prize draw for vehicle buyers, 13 May to 24 June 2024.",
                   markdown=SWEEPSTAKE, layout="terms")
        )  # fmt: skip
    return pages
