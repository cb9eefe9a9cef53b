"""The demo's dealer sites: a single-make franchise, a multi-state dealer group and an independent.

Between them they switch on each per-site feature the specs describe (promo and sponsored cards,
electric/hybrid and certified tags, view counts, phone reveal, gallery viewer, unregistered rego,
subscriptions, announcement, sticky bottom bar, minimum review rating, certified-only and used-only
stock), so every page of the product has data that exercises it.
"""

from typing import Any

from forecourt.core.slugs import slugify
from forecourt.demo.catalogue import MAKE_COLOURS
from forecourt.demo.places import (
    PARTS_HOURS,
    SALES_HOURS,
    SERVICE_HOURS,
    Address,
    DealershipPlan,
    LocationPlan,
    SitePlan,
    StockProfile,
    brand_logo_url,
    logo_url,
    place_image_url,
    week,
)
from forecourt.media.urls import image_url


def brand(title: str, *, path: str | None = None, description: tuple[str, ...] = (), colour: str = "",
          banner_shape: str = "suv") -> dict[str, Any]:  # fmt: skip
    slug = slugify(title)
    colour = colour or MAKE_COLOURS.get(title, "0b2545")
    entry: dict[str, Any] = {
        "title": title,
        "slug": slug,
        "logo": brand_logo_url(colour, slug),
        "banner": image_url(f"demo/{slug}/{colour}/{banner_shape}/0.jpg", 1400),
        "description": list(description)
        or [
            f"Explore the {title} range at Tasman Wide Group, with new, demo and used stock across our dealerships."
        ],
    }
    if path:
        entry["path"] = path
    return entry


# ---- Northside Mazda: single-make franchise, Brisbane -------------------------------------------------

WINDSOR = Address("425 Lutwyche Road", "Windsor", "QLD", "4030", -27.4312, 153.0316)
LUTWYCHE = Address("18 Bradshaw Street", "Lutwyche", "QLD", "4030", -27.4224, 153.0337)
NORTHSIDE_THEME = {
    "primary": "#9b1b30", "primary_contrast": "#ffffff", "accent": "#1f1f1f", "background": "#ffffff",
    "surface": "#f4f4f5", "text": "#18181b", "muted": "#52525b",
    "font": "'Helvetica Neue', Helvetica, Arial, sans-serif", "radius": "0.25rem",
    # A franchise showroom: a clean geometric face, square corners, the photo edge to edge.
    "typeface": "manrope", "hero_style": "full-bleed", "card_style": "flat",
    "logo_url": logo_url("9b1b30", "c0c3c7", "northside-mazda"),
}  # fmt: skip
NORTHSIDE = SitePlan(
    slug="northside-mazda",
    name="Northside Mazda",
    description="New Mazda, demo and certified pre-owned cars in Windsor, Brisbane. Service and genuine parts at Lutwyche.",
    template="default",
    finance_provider="youx",
    domain="www.northsidemazda.com.au",
    weight=0.3,
    hero_colour="9b1b30",
    theme=NORTHSIDE_THEME,
    config={
        "search": {"stock": {"excluded_stock_numbers": ["NM10011", "NM10023"]}},
        # The dealer's own fees (spec: vehicle §9): establishment $395, security registration $6,
        # dealer agency $912.25 and $8 a month.
        "finance": {
            "loan_max_follows_price": True,
            "popup": True,
            "phone": "07 3857 8800",
            "lenders": [
                {
                    "provider": "youx",
                    "name": "YouX",
                    "cta": "Get Pre-Approved",
                    "establishment_fee": 395,
                    "security_registration_fee": 6,
                    "dealer_agency_fee": 912.25,
                    "monthly_fee": 8,
                    "rates": {"GREAT": 8.49, "DECENT": 11.49, "POOR": 15.99},
                },
            ],
        },
        "cards": {
            "certified_used_make": "Mazda",
            "certified_used_badge_url": brand_logo_url("101010", "mazda-certified-pre-owned"),
            # Rotating promo nodes (spec: vehicle-detail §4): one for every search, one for used
            # cars only, and one whose window closed long ago, so it never shows.
            "promo": {
                "enabled": True,
                "every": 6,
                "nodes": [
                    {
                        "title": "We Want Your Car!",
                        "lines": [
                            "We buy all types of cars",
                            "Our high turnover means we can pay more",
                        ],
                        "link": "/sell-your-car",
                        "link_text": "Sell your car",
                    },
                    {
                        "title": "Mazda Certified Pre-Owned",
                        "lines": ["Inspected and reconditioned", "Backed by a 12 month warranty"],
                        "link": "/search/used-cars",
                        "link_text": "See certified cars",
                        "display": ["used"],
                    },
                    {
                        "title": "End of Financial Year Sale",
                        "lines": ["Drive away deals on every new Mazda"],
                        "link": "/special-offers",
                        "link_text": "See the offers",
                        "start": "2024-06-01",
                        "expiry": "2024-06-30",
                    },
                ],
            },
            "sponsored": {
                "enabled": True,
                "position": 4,
                "title": "Mazda Service Club",
                "text": "Book your next service online and get a free wash and vacuum.",
                "link": "/service",
                "image_url": place_image_url("9b1b30", "northside-mazda-service"),
            },
        },
        # New and demo cars list "stripe" as their payment processor: their deposit is a
        # reservation fee (spec: vehicle §9); used cars keep the site's own label.
        "reserve": {"fee_labels": {"stripe": "Reservation fee"}},
        "vehicle_page": {
            "announcement": "Run-out sale on now: 5 years' capped price servicing included on selected demonstrators. Ask us for details.",
            "location_block": "sales",
            "show_sales_counter": True,
            "phone_by_car_type": {
                "new": "07 3357 1100",
                "demo": "07 3357 1100",
                "used": "07 3357 1122",
            },
        },
        "presentation": {
            "slides": [
                {
                    "name": "CX-5 run-out now on",
                    "description": "5 years' capped-price servicing included on every new CX-5.",
                    "url": "/special-offers",
                    "hide_overlay": False,
                    "image": "demo/hero-nm1/9b1b30/suv/1.jpg",
                },
                {
                    "name": "Mazda3 from 1.9% p.a.",
                    "description": "Low-rate finance on every new Mazda3 hatch and sedan.",
                    "url": "/models/mazda3",
                    "hide_overlay": False,
                    "image": "demo/hero-nm2/4b5563/hatch/1.jpg",
                },
                {
                    "name": "Certified pre-owned",
                    "description": "Inspected, reconditioned and backed by a warranty.",
                    "url": "/search/used-cars",
                    "hide_overlay": False,
                    "image": "demo/hero-nm3/1e3a8a/wagon/1.jpg",
                },
            ],
            "hero_title": "Feel alive in a new Mazda",
            "hero_text": "Brisbane's northside Mazda dealer since 1998.",
            "brands": {
                "cars": [
                    brand(
                        "Mazda",
                        description=(
                            "Every new Mazda comes with a 5 year unlimited kilometre warranty and 5 years of roadside assistance.",
                            "Ask about Mazda certified pre-owned cars: inspected, reconditioned and backed by a warranty.",
                        ),
                    )
                ]
            },
            "map_zoom": 19,
            "models_menu_finance": True,
        },
    },  # fmt: skip
    dealerships=(
        DealershipPlan(
            slug="northside-mazda-windsor",
            name="Northside Mazda",
            phone="07 3357 1100",
            email="sales@northsidemazda.com.au",
            address=WINDSOR,
            dealer_licence="3180741",
            stock=StockProfile(
                "NM", new_makes=("Mazda",), mix=(0.45, 0.15, 0.4), certified_share=0.45
            ),
            locations=(
                LocationPlan(
                    "northside-mazda-sales",
                    "Northside Mazda Sales",
                    "sales",
                    "showroom",
                    WINDSOR,
                    "1300 462 992",
                    "07 3357 1100",
                    "sales@northsidemazda.com.au",
                    "3180741",
                    "MVR 40125",
                    (4.7, 612),
                    week(("08:30", "17:30"), ("08:30", "16:00"), thursday=("08:30", "19:00")),
                    primary=True,
                    manufacturers=("mazda",),
                ),
                LocationPlan(
                    "northside-mazda-service",
                    "Northside Mazda Service",
                    "service",
                    "workshop",
                    LUTWYCHE,
                    "1300 462 993",
                    "07 3357 1150",
                    "service@northsidemazda.com.au",
                    "3180741",
                    "MVR 40125",
                    (4.5, 388),
                    SERVICE_HOURS,
                    manufacturers=("mazda",),
                ),
                LocationPlan(
                    "northside-mazda-parts",
                    "Northside Mazda Parts",
                    "parts",
                    "parts-counter",
                    LUTWYCHE,
                    "1300 462 994",
                    "07 3357 1170",
                    "parts@northsidemazda.com.au",
                    "3180741",
                    "MVR 40125",
                    (4.6, 97),
                    PARTS_HOURS,
                    manufacturers=("mazda",),
                ),
            ),  # fmt: skip
        ),
    ),
)


# ---- Tasman Wide Group: dealer group across five states -----------------------------------------------


def _group_location(dealer: str, kind: str, address: Address, phone: str, landline: str, licence: str,
                    repairer: str, review: tuple[float, int], makes: tuple[str, ...], primary: bool = False,
                    subtype: str = "") -> LocationPlan:  # fmt: skip
    hours = {"sales": SALES_HOURS, "service": SERVICE_HOURS, "parts": PARTS_HOURS}[kind]
    name = f"{dealer} {kind.capitalize()}"
    return LocationPlan(slugify(name), name, kind, subtype or kind, address, phone, landline,
                        f"{kind}@{slugify(dealer).replace('-', '')}.com.au", licence, repairer, review, hours,
                        primary=primary, manufacturers=tuple(slugify(m) for m in makes))  # fmt: skip


PARRAMATTA = Address("120 Church Street", "Parramatta", "NSW", "2150", -33.8098, 151.0034)
PARRAMATTA_SERVICE = Address("6 Victoria Road", "Parramatta", "NSW", "2150", -33.8067, 151.0051)
DANDENONG = Address("244 Princes Highway", "Dandenong", "VIC", "3175", -37.9924, 145.2065)
SPRINGWOOD = Address("3430 Pacific Highway", "Springwood", "QLD", "4127", -27.6157, 153.1283)
SOUTHPORT = Address("88 Ferry Road", "Southport", "QLD", "4215", -27.9719, 153.4020)
WELSHPOOL = Address("212 Welshpool Road", "Welshpool", "WA", "6106", -31.9887, 115.9510)
GEPPS_CROSS = Address("650 Main North Road", "Gepps Cross", "SA", "5094", -34.8450, 138.6040)
MOONAH = Address("55 Main Road", "Moonah", "TAS", "7009", -42.8460, 147.3010)

BIKES = ("Yamaha", "Kawasaki", "Harley-Davidson", "Ducati", "KTM", "Triumph")
TRUCK_MAKES = ("Hino", "Fuso", "Iveco", "UD Trucks", "Kenworth")
CARAVAN_MAKES = ("Jayco", "Avan", "Coromal", "New Age")
FOUR_BY_FOURS = ("Toyota", "Ford", "Isuzu", "Mitsubishi", "Nissan", "Mazda", "Jeep")

TWG_DEALERS = (
    DealershipPlan(
        "twg-toyota-parramatta", "TWG Toyota Parramatta", "02 9890 4400", "toyota@tasmanwidegroup.com.au",
        PARRAMATTA, "MD 045218",
        (_group_location("TWG Toyota Parramatta", "sales", PARRAMATTA, "1300 894 400", "02 9890 4400", "MD 045218",
                         "MVRL 38211", (4.6, 1204), ("Toyota",), primary=True, subtype="showroom"),
         _group_location("TWG Toyota Parramatta", "service", PARRAMATTA_SERVICE, "1300 894 401", "02 9890 4455",
                         "MD 045218", "MVRL 38211", (4.4, 733), ("Toyota",), subtype="workshop")),
        StockProfile("TP", new_makes=("Toyota",), subscription_share=0.12),
        weight=0.25,
    ),
    DealershipPlan(
        "twg-ford-dandenong", "TWG Ford Dandenong", "03 9791 2200", "ford@tasmanwidegroup.com.au",
        DANDENONG, "LMCT 11482",
        (_group_location("TWG Ford Dandenong", "sales", DANDENONG, "1300 367 322", "03 9791 2200", "LMCT 11482",
                         "VACC 55871", (4.5, 845), ("Ford",), primary=True, subtype="showroom"),
         _group_location("TWG Ford Dandenong", "service", DANDENONG, "1300 367 323", "03 9791 2250", "LMCT 11482",
                         "VACC 55871", (4.3, 402), ("Ford",), subtype="workshop")),
        StockProfile("FD", new_makes=("Ford",), subscription_share=0.08),
        weight=0.2,
    ),
    DealershipPlan(
        "twg-kia-hyundai-springwood", "TWG Kia Hyundai Springwood", "07 3208 6600", "springwood@tasmanwidegroup.com.au",
        SPRINGWOOD, "3205518",
        (_group_location("TWG Kia Hyundai Springwood", "sales", SPRINGWOOD, "1300 542 466", "07 3208 6600", "3205518",
                         "MVR 41877", (4.8, 932), ("Kia", "Hyundai"), primary=True, subtype="showroom"),),
        StockProfile("KS", new_makes=("Kia", "Hyundai"), subscription_share=0.15),
        weight=0.17,
    ),
    DealershipPlan(
        "twg-motorcycles-gold-coast", "TWG Motorcycles Gold Coast", "07 5591 3300", "bikes@tasmanwidegroup.com.au",
        SOUTHPORT, "3199044",
        (_group_location("TWG Motorcycles Gold Coast", "sales", SOUTHPORT, "1300 245 337", "07 5591 3300", "3199044",
                         "MVR 40990", (4.9, 288), BIKES, primary=True, subtype="motorcycles"),),
        StockProfile("MG", new_makes=BIKES, mix=(0.55, 0.1, 0.35), used_item_type="motorcycle", spin_share=0.0),
        weight=0.12,
    ),
    DealershipPlan(
        "twg-trucks-welshpool", "TWG Trucks Welshpool", "08 9351 7700", "trucks@tasmanwidegroup.com.au",
        WELSHPOOL, "MD 24417",
        (_group_location("TWG Trucks Welshpool", "sales", WELSHPOOL, "1300 878 257", "08 9351 7700", "MD 24417",
                         "MRB 4567", (4.4, 151), TRUCK_MAKES, primary=True, subtype="trucks"),
         _group_location("TWG Trucks Welshpool", "parts", WELSHPOOL, "1300 878 258", "08 9351 7760", "MD 24417",
                         "MRB 4567", (4.5, 64), TRUCK_MAKES, subtype="parts-counter")),
        StockProfile("TW", new_makes=TRUCK_MAKES, mix=(0.5, 0.1, 0.4), used_item_type="truck", spin_share=0.0),
        weight=0.08,
    ),
    DealershipPlan(
        "twg-caravans-4x4-gepps-cross", "TWG Caravans & 4x4 Gepps Cross", "08 8260 5500",
        "caravans@tasmanwidegroup.com.au", GEPPS_CROSS, "MVD 278431",
        (_group_location("TWG Caravans & 4x4 Gepps Cross", "sales", GEPPS_CROSS, "1300 227 282", "08 8260 5500",
                         "MVD 278431", "MVR 22614", (4.6, 377), CARAVAN_MAKES, primary=True, subtype="caravans"),),
        StockProfile("CG", new_makes=CARAVAN_MAKES, mix=(0.6, 0.05, 0.35), used_makes=FOUR_BY_FOURS, spin_share=0.0),
        weight=0.1,
    ),
    DealershipPlan(
        "twg-cars-moonah", "TWG Cars Moonah", "03 6228 1100", "moonah@tasmanwidegroup.com.au", MOONAH, "MVT 10932",
        (_group_location("TWG Cars Moonah", "sales", MOONAH, "1300 894 227", "03 6228 1100", "MVT 10932",
                         "MVR 30551", (4.5, 219), (), primary=True, subtype="used-car-centre"),),
        StockProfile("CM", mix=(0.0, 0.0, 1.0), certified_share=0.3),
        weight=0.08,
    ),
)  # fmt: skip

TWG_THEME = {
    "primary": "#0b2545", "primary_contrast": "#ffffff", "accent": "#f2a900", "background": "#ffffff",
    "surface": "#eef2f7", "text": "#0f172a", "muted": "#475569",
    "font": "'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif", "radius": "0.75rem",
    # A group's portal: search first, on the brand colour; cards lifted off the page.
    "typeface": "inter", "hero_style": "text", "card_style": "elevated",
    "logo_url": logo_url("0b2545", "f2a900", "twg-motor-group"),
}  # fmt: skip

# The sidebar of a site that sells online: Buy Online beside Reserve (spec: vehicle §1, §4).
SELLS_ONLINE = ["CTD", "enquire", "finance", "tradeIn", "testDrive", "reserve", "buyOnline"]

TWG_NAV = [
    {"name": "Home", "url": "/"},
    {"name": "New Vehicles", "url": "/search/new-cars", "dynamic_models": True},
    {"name": "Stock", "url": "/search/new-used-and-demo-cars", "dropdown": [
        {"name": "All Stock", "url": "/search/new-used-and-demo-cars"},
        {"name": "Cars", "url": "/search/new-used-and-demo-cars?item_type=car"},
        {"name": "Motorcycles", "url": "/search/new-used-and-demo-cars?item_type=motorcycle"},
        {"name": "Trucks", "url": "/search/new-used-and-demo-cars?item_type=truck"},
        {"name": "Caravans", "url": "/search/new-used-and-demo-cars?item_type=caravan"},
    ]},
    {"name": "Brands", "url": "/brands"},
    {"name": "Service", "url": "/service", "dropdown": [{"name": "Book a Service", "url": "/service"}]},
    {"name": "Special Offers", "url": "/special-offers"},
    {"name": "More", "url": "#", "dropdown": [
        {"name": "Finance & Insurance", "url": "/finance-and-insurance"},
        {"name": "Dealer Locator", "url": "/dealer-locator"},
        {"name": "Our Dealerships", "url": "/dealerships"},
        {"name": "About Us", "url": "/about-us"},
        {"name": "Contact Us", "url": "/contact"},
        {"name": "Privacy Policy", "url": "/privacy-policy"},
    ]},
]  # fmt: skip

# TWG Ford Dandenong's header: Ford's own range, service and offers first (spec §2.7 header links).
TWG_FORD_NAV = [
    {"name": "Home", "url": "/"},
    {"name": "New Fords", "url": "/search/new-cars?make=Ford"},
    {"name": "Used Cars", "url": "/search/used-cars"},
    {"name": "Ford Service", "url": "/service"},
    {"name": "Ford Offers", "url": "/special-offers?make=Ford"},
    {"name": "Our Dealerships", "url": "/dealer-locator"},
    {"name": "Contact Us", "url": "/contact"},
]  # fmt: skip

TWG_GROUP_BRANDS = [
    brand("TWG Cars", path="/twg-cars", colour="0b2545", banner_shape="sedan",
          description=("Quality used cars from every TWG dealership, inspected and ready to drive away.",)),
    brand("TWG Rental", path="/twg-rental", colour="0b2545", banner_shape="van",
          description=("Cars, utes and vans by the day, week or month from our Parramatta and Dandenong sites.",)),
    brand("TWG Tyres", path="/twg-tyres", colour="0b2545", banner_shape="ute",
          description=("Tyres, wheel alignments and balancing for cars, 4x4s and light trucks.",)),
    brand("Finance & Insurance", path="/finance-and-insurance", colour="f2a900", banner_shape="suv",
          description=("Car loans, novated leases and insurance arranged in-house.",
                       "Competitive rates from our panel of lenders, approved in as little as an hour.")),
    brand("Neotek", path="/neotek", colour="334155", banner_shape="coupe",
          description=("Paint protection, ceramic coatings and window tinting by Neotek.",)),
    brand("4x4 & Outdoor", path="/4x4-outdoor", colour="3f6212", banner_shape="ute",
          description=("Bull bars, canopies, roof racks and touring gear fitted by our 4x4 specialists.",)),
]  # fmt: skip

TWG = SitePlan(
    slug="tasman-wide-group",
    name="Tasman Wide Group",
    description="New and used cars, motorcycles, trucks and caravans from TWG dealerships in NSW, VIC, QLD, WA, SA and TAS.",
    template="group",
    finance_provider="360finance",
    domain="www.tasmanwidegroup.com.au",
    weight=0.5,
    hero_colour="0b2545",
    theme=TWG_THEME,
    config={
        "search": {"make_facet_limit": 12},
        # spec §2.7: dealerships of the group present their cars their own way.
        "dealership_overrides": {
            "twg-toyota-parramatta": {
                "cards": {"buttons": ["enquire", "finance", "viewDetails"]},
                "vehicle_page": {
                    "sidebar_buttons": ["CTD", "enquire", "finance", "tradeIn"],
                    "interested_block": True,
                },
                "presentation": {
                    "map_zoom": 19,
                    "contact_links": [
                        {"label": "Sales 02 9890 4400", "url": "tel:0298904400"},
                        {"label": "Service 02 9890 4455", "url": "tel:0298904455"},
                        {"label": "Email us", "url": "mailto:toyota@tasmanwidegroup.com.au"},
                    ],
                    "consent_text": (
                        "By sending this form you agree that TWG Toyota Parramatta may contact you "
                        "about this enquiry and about Toyota offers. Reply STOP to any text or use "
                        "the unsubscribe link in any e-mail to opt out."
                    ),
                },
            },
            "twg-ford-dandenong": {
                "cards": {
                    "buttons": ["testDrive", "viewDetails", "reserve"],
                    "show_extra_fields": False,
                },
                "vehicle_page": {"sidebar_buttons": ["testDrive", "reserve", "enquire"]},
                "presentation": {
                    "map_zoom": 19,
                    "nav": TWG_FORD_NAV,
                    "disclaimer": (
                        "TWG Ford Dandenong, LMCT 11482. Drive-away prices include dealer delivery, "
                        "registration, CTP and stamp duty for a private buyer in Victoria; "
                        "fleet, government and rental buyers are excluded."
                    ),
                },
            },
            "twg-motorcycles-gold-coast": {
                "cards": {
                    "buttons": ["enquire", "viewDetails"],
                    "show_view_count": False,
                    "sponsored": {
                        "enabled": True,
                        "position": 4,
                        "title": "Rider gear at TWG Motorcycles",
                        "text": "Helmets, jackets and boots fitted in store, 10% off with any new bike.",
                        "link": "/vehicle-parts-and-accessories",
                        "image_url": place_image_url("b91c1c", "twg-rider-gear"),
                    },
                },
                "vehicle_page": {"review_min_rating": 4},
                "search": {"hidden_filters": ["body", "seats", "drive", "filtered_features"]},
                "presentation": {
                    "contact_links": [
                        {"label": "Bikes 07 5591 3300", "url": "tel:0755913300"},
                        {
                            "label": "Find us in Southport",
                            "url": "/locations/twg-motorcycles-gold-coast-sales",
                        },
                    ],
                    "slides": [
                        {
                            "name": "Ride away this weekend",
                            "description": "Learner-approved bikes from Yamaha, Kawasaki and KTM.",
                            "url": "/search/new-used-and-demo-cars?item_type=motorcycle",
                            "hide_overlay": False,
                            "image": "demo/hero-twgm1/b91c1c/motorcycle/2.jpg",
                        },
                        {
                            "name": "Ducati Monster: $1,000 of gear included",
                            "url": "/special-offers",
                            "hide_overlay": True,  # the artwork carries its own words
                            "image": "demo/hero-twgm2/111827/motorcycle/3.jpg",
                        },
                    ],
                },
            },
        },
        # A group that asks 1% of the price to hold a car, at most $1,000.
        "reserve": {"deposit_percent": 1, "deposit_max": 1000},
        "cards": {
            "electric_hybrid_tag": True,
            "show_view_count": True,
            "show_extra_fields": True,
            "compare_enabled": True,
            "sponsored": {
                "enabled": True,
                "position": 9,
                "title": "TWG Finance & Insurance",
                "text": "Competitive rates from our panel of lenders, approved in as little as an hour.",
                "link": "/finance-and-insurance",
                "image_url": place_image_url("0b2545", "twg-finance-insurance"),
            },
        },
        "links": {"checkout_style": "buy-online", "finance": "/finance-and-insurance"},
        "vehicle_page": {
            "sidebar_buttons": SELLS_ONLINE,
            "offers_subscriptions": True,
            "sticky_layout": "bottom_bar",
            "review_min_rating": 3,
            "location_block": "all",
            "video_slide_position": "middle",
        },
        "finance": {
            "loan_max": 250000,
            # The group's lender offers these terms only (spec: vehicle §5, custom increments).
            "term_options": [2, 3, 4, 5, 7],
            "lenders": [
                {
                    "provider": "360finance",
                    "name": "360 Finance",
                    "cta": "Apply with 360 Finance",
                    "establishment_fee": 1360.5,
                    "monthly_fee": 10,
                    "loan_min": 5000,
                    "rate_min": 7.5,
                    "rate_max": 14.5,
                    "rates": {"GREAT": 7.99, "DECENT": 10.49, "POOR": 13.99},
                },
            ],
            "price_presets": [10000, 20000, 30000, 45000, 60000, 70000],
        },
        "sign_in": {"gate_checkout": True, "garage_paths": ["/my-garage", "/mymotorama"]},
        # The group's prize draw (/spin-to-win, terms at /pages/sweepstake-terms). The demo leaves
        # out the 2024 promotion's dates (spec §9) so its entry can be tried today.
        "sweepstake": {
            "enabled": True,
            "draw": "drive-away-a-winner",
            "name": "Drive Away a Winner",
            "description": "Buy your next car from a TWG dealership and you could win its price "
            "back in cash.",
        },
        "presentation": {
            "slides": [
                {
                    "name": "The TWG trade-in guarantee",
                    "description": "$1,000 over our valuation when you trade on any vehicle.",
                    "url": "/special-offers",
                    "hide_overlay": False,
                    "image": "demo/hero-twg1/0b2545/ute/1.jpg",
                },
                {
                    "name": "Caravans and campers",
                    "description": "Hit the road with a camper from TWG Caravans.",
                    "url": "/search/new-used-and-demo-cars?item_type=caravan",
                    "hide_overlay": False,
                    "image": "demo/hero-twg2/e5e7eb/caravan/1.jpg",
                },
                {
                    "name": "Bikes for every rider",
                    "description": "New and used motorcycles at TWG Motorcycles Gold Coast.",
                    "url": "/search/new-used-and-demo-cars?item_type=motorcycle",
                    "hide_overlay": False,
                    "image": "demo/hero-twg3/b91c1c/motorcycle/1.jpg",
                },
            ],
            "promotions": [
                {
                    "name": "TWG service: book online and save 10%",
                    "url": "/service",
                    "image": "demo/promo-twg1/0b2545/van/2.jpg",
                },
                {
                    "name": "4x4 and outdoor accessories fitted by TWG",
                    "url": "/4x4-outdoor",
                    "image": "demo/promo-twg2/374151/ute/3.jpg",
                },
            ],
            "tagline_counts": [
                {"count": "50+", "label": "locations"},
                {"count": "40+", "label": "brands"},
                {"count": "30+", "label": "years"},
            ],
            "tagline": "50+ locations, 40+ brands, 30+ years",
            "contact_links": [
                {"label": "Find a dealership", "url": "/dealer-locator"},
                {"label": "Book a service", "url": "/service"},
                {"label": "Finance & insurance", "url": "/finance-and-insurance"},
            ],
            "hero_title": "One group. Every kind of vehicle.",
            "hero_text": "Cars, motorcycles, trucks and caravans from dealerships in six states.",
            "nav": TWG_NAV,
            "brands": {
                "cars": [brand(m) for m in ("Toyota", "Ford", "Kia", "Hyundai")],
                "motorcycles": [brand(m, banner_shape="motorcycle") for m in BIKES],
                "trucks": [brand(m, banner_shape="truck") for m in TRUCK_MAKES],
                "group": TWG_GROUP_BRANDS,
            },
        },
    },  # fmt: skip
    dealerships=TWG_DEALERS,
)


# ---- Redgum Car Co.: independent used-car dealer, Melbourne's east ---------------------------------------

RINGWOOD = Address("310 Maroondah Highway", "Ringwood", "VIC", "3134", -37.8137, 145.2190)
BAYSWATER = Address("780 Mountain Highway", "Bayswater", "VIC", "3153", -37.8439, 145.2611)
REDGUM = SitePlan(
    slug="redgum-car-co",
    name="Redgum Car Co.",
    description="Quality certified used cars in Ringwood and Bayswater. Every car inspected, warranted and ready to drive away.",
    template="default",
    finance_provider="taurus",
    domain="www.redgumcarco.com.au",
    weight=0.2,
    hero_colour="7a2e1d",
    theme={
        "primary": "#7a2e1d",
        "primary_contrast": "#ffffff",
        "accent": "#d97706",
        "background": "#fffdf9",
        "surface": "#f7efe6",
        "text": "#1c1917",
        "muted": "#57534e",
        "font": "'Trebuchet MS', 'Lucida Grande', sans-serif",
        # An independent yard with a voice: a warm serif for headings, the photo beside the words.
        "typeface": "fraunces",
        "hero_style": "split",
        "card_style": "outlined",
        "radius": "1rem",
        "logo_url": logo_url("7a2e1d", "d97706", "redgum-car-co"),
    },
    config={
        "search": {"certified_only": True, "stock": {"used_only": True}},
        # A used-car yard: its reporting reads each trade-in valuation (POST /api/miscellaneous).
        "trade_in": {"record_valuation": True, "reconditioning": 2000, "margin_percent": 15},
        "cards": {
            "promo": {"enabled": True, "every": 3, "random_extra": 2},
            "show_extra_fields": True,
        },
        "vehicle_page": {
            "sidebar_buttons": SELLS_ONLINE,
            "phone_revealed": True,
            "default_viewer": "gallery",
            "rego_unregistered_when_expired": True,
            "contact_text": "Call Redgum",
        },
        "finance": {
            "default_rate": 12.95,
            "rate_min": 9.95,
            "rate_max": 19.95,
            "term_max_years": 5,
            "default_term_years": 5,
            "amount_from_price": True,
            # The yard's customers budget by the month (spec: vehicle §9, monthly only).
            "monthly_only": True,
            "lenders": [
                # Taurus lends on cars under 12 years old that are for sale (spec: vehicle §5).
                {
                    "provider": "taurus",
                    "name": "Taurus",
                    "cta": "Get Pre-Approved with Taurus",
                    "establishment_fee": 1300,
                    "monthly_fee": 8,
                    "max_age_years": 12,
                    "sellable_only": True,
                    "rates": {"GREAT": 10.95, "DECENT": 13.95, "POOR": 18.95},
                },
            ],
        },
        "sign_in": {"terms_checkbox_required": True, "postcode_field": True},
        "presentation": {
            "slides": [
                {
                    "name": "Quality used cars",
                    "description": "Every car inspected, with 12 months' warranty.",
                    "url": "/search/used-cars",
                    "hide_overlay": False,
                    "image": "demo/hero-rg1/065f46/sedan/1.jpg",
                },
                {
                    "name": "Sell us your car",
                    "description": "A fair offer in 24 hours, paid on the spot.",
                    "url": "/sell-your-car",
                    "hide_overlay": False,
                    "image": "demo/hero-rg2/92400e/suv/1.jpg",
                },
            ],
            "hero_title": "Good used cars, honestly priced",
            "hero_text": "Every Redgum car is certified: a 150-point inspection, 12 months' warranty and roadside assist.",
            "proposition_banner": True,
        },
    },  # fmt: skip
    dealerships=(
        DealershipPlan(
            slug="redgum-car-co-ringwood",
            name="Redgum Car Co.",
            phone="03 9870 4100",
            email="hello@redgumcarco.com.au",
            address=RINGWOOD,
            dealer_licence="LMCT 12093",
            stock=StockProfile("RG", mix=(0.0, 0.0, 1.0), certified_share=0.7),
            locations=(
                LocationPlan(
                    "redgum-ringwood",
                    "Redgum Car Co. Ringwood",
                    "sales",
                    "car-yard",
                    RINGWOOD,
                    "0412 870 410",
                    "03 9870 4100",
                    "ringwood@redgumcarco.com.au",
                    "LMCT 12093",
                    "VACC 60317",
                    (4.8, 436),
                    week(("09:00", "17:30"), ("09:00", "17:00"), ("10:00", "16:00")),
                    primary=True,
                ),
                LocationPlan(
                    "redgum-bayswater",
                    "Redgum Car Co. Bayswater",
                    "sales",
                    "car-yard",
                    BAYSWATER,
                    "0412 870 420",
                    "03 9720 4200",
                    "bayswater@redgumcarco.com.au",
                    "LMCT 12093",
                    "VACC 60317",
                    (4.7, 203),
                    week(("09:00", "17:30"), ("09:00", "16:00")),
                ),
            ),  # fmt: skip
        ),
    ),
)

SITES: tuple[SitePlan, ...] = (NORTHSIDE, TWG, REDGUM)
