"""What the demo's stock is made of: makes, models, badges, engines, colours and equipment.

Figures are believable Australian-market values (drive-away prices in whole dollars, ADR fuel use),
not any manufacturer's official data.
"""

from dataclasses import dataclass, field

FUELS = {  # code -> (fuel, simple_fuel)
    "P": ("Unleaded Petrol", "Petrol"),
    "PP": ("Premium Unleaded Petrol", "Petrol"),
    "D": ("Diesel", "Diesel"),
    "H": ("Hybrid with Unleaded Petrol", "Hybrid"),
    "PH": ("Plug-in Hybrid with Premium Unleaded", "Plug-in Hybrid"),
    "E": ("Electric", "Electric"),
}
TRANSMISSIONS = {  # code -> (trans with {g} for the gear count, simple_transmission)
    "A": ("{g} Speed Automatic", "Automatic"),
    "SA": ("{g} Speed Sports Automatic", "Automatic"),
    "M": ("{g} Speed Manual", "Manual"),
    "CVT": ("Continuous Variable", "Automatic"),
    "DCT": ("{g} Speed Dual Clutch", "Automatic"),
    "E": ("1 Speed Reduction Gear", "Automatic"),
}
DRIVES = {  # code -> (drive, simple_drive)
    "FWD": ("Front Wheel Drive", "FWD"),
    "RWD": ("Rear Wheel Drive", "RWD"),
    "AWD": ("All Wheel Drive", "AWD"),
    "4WD": ("4x4 Dual Range", "4WD"),
    "CHAIN": ("Chain", None),
    "BELT": ("Belt", None),
    "SHAFT": ("Shaft", None),
}


@dataclass(frozen=True)
class Engine:
    fuel: str  # FUELS code
    litres: float | None
    cylinders: int | None
    power_kw: int
    torque_nm: int
    consumption: float | None  # L/100km combined (None for electric)
    tank: int | None  # litres
    trans: str  # TRANSMISSIONS code
    gears: int
    drive: str  # DRIVES code
    induction: str | None = None  # "Turbo", "Twin Turbo", "Aspirated"


@dataclass(frozen=True)
class Badge:
    name: str
    price: int  # new, drive away, this year
    engine: int = 0  # index into the model's engines


@dataclass(frozen=True)
class Model:
    make: str
    name: str
    item_type: str  # car, motorcycle, truck, caravan
    shape: str  # how the demo pictures draw it (vehicle_shapes.SHAPES)
    body: str
    simple_body: str
    seats: int | None
    doors: int | None
    years: tuple[int, int | None]  # on sale from, until (None: still sold new)
    badges: tuple[Badge, ...]
    engines: tuple[Engine, ...]
    size: tuple[int, int, int]  # length, width, height in mm
    ancap: int | None = 5
    towing: int | None = None  # braked, kg
    gvm: int | None = None  # kg
    bodyconfiguration: str | None = None
    series: tuple[tuple[int, str], ...] = ()  # (from year, series code)
    equipment: str = "car"  # EQUIPMENT pool
    caravan: tuple[int, int, int, int, str, int] | None = (
        None  # body length/width, tare, ATM, axle, sleeps
    )
    popularity: int = 3  # weight among used trade-ins
    extra_equipment: tuple[str, ...] = field(default=())

    def series_for(self, year: int) -> str | None:
        code = None
        for start, name in self.series:
            if year >= start:
                code = name
        return code


# Colour name shown to shoppers (the colour facet) -> paint shades the pictures use.
COLOURS: dict[str, tuple[tuple[int, int, int], ...]] = {
    "White": ((242, 242, 240), (236, 238, 236), (246, 244, 238)),
    "Silver": ((192, 195, 199), (176, 180, 186)),
    "Grey": ((107, 111, 117), (84, 88, 94), (128, 132, 136)),
    "Black": ((26, 26, 28), (34, 34, 40)),
    "Blue": ((31, 78, 156), (22, 48, 98), (60, 112, 180)),
    "Red": ((179, 18, 27), (155, 27, 48), (198, 40, 40)),
    "Green": ((47, 93, 58), (64, 84, 60)),
    "Orange": ((226, 103, 27), (214, 88, 30)),
    "Yellow": ((232, 194, 28),),
    "Brown": ((107, 74, 47), (92, 70, 54)),
    "Bronze": ((140, 106, 67),),
    "Gold": ((201, 162, 39),),
}
COLOUR_WEIGHTS = {
    "White": 28, "Grey": 15, "Silver": 12, "Black": 14, "Blue": 11, "Red": 9, "Green": 3,
    "Orange": 2, "Yellow": 1, "Brown": 2, "Bronze": 2, "Gold": 1,
}  # fmt: skip
INTERIORS = ("Black Cloth", "Black Leather", "Grey Cloth", "Charcoal Cloth", "Tan Leather",
             "Burgundy Leather", "Light Stone Leather")  # fmt: skip

# fmt: off
EQUIPMENT: dict[str, tuple[str, ...]] = {
    "car": (
        "Reversing Camera", "Apple CarPlay", "Android Auto", "Bluetooth Connectivity",
        "Cruise Control", "Autonomous Emergency Braking", "Lane Keep Assist", "Air Conditioning",
        "Alloy Wheels", "Keyless Entry", "Push Button Start", "Rear Parking Sensors",
        "Front Parking Sensors", "Blind Spot Monitoring", "Rear Cross Traffic Alert",
        "Adaptive Cruise Control", "Dual Zone Climate Control", "Heated Front Seats",
        "Leather-Accented Seats", "Power Driver Seat", "Sunroof", "Head-Up Display",
        "360 Degree Camera", "Wireless Phone Charger", "LED Headlights",
        "Digital Instrument Cluster", "Satellite Navigation", "Premium Sound System",
        "Power Tailgate", "Roof Rails", "Tyre Pressure Monitoring", "Auto Headlights",
        "Rain Sensing Wipers", "Traffic Sign Recognition", "Driver Attention Alert",
        "Ventilated Front Seats", "Heated Steering Wheel", "Privacy Glass",
        "Auto-Dimming Rear View Mirror", "Electric Park Brake",
    ),
    "ute": (
        "Tub Liner", "Side Steps", "Tow Bar", "Sports Bar", "Bull Bar", "Snorkel",
        "Rear Differential Lock", "Hill Descent Control", "Trailer Sway Control",
        "Roller Shutter", "Canopy", "Driving Lights", "UHF Radio",
    ),
    "electric": (
        "DC Fast Charging", "Heat Pump", "Vehicle-to-Load (V2L)", "Regenerative Braking",
        "One-Pedal Driving", "Type 2 Charging Cable", "Battery Pre-Conditioning",
    ),
    "motorcycle": (
        "ABS", "LED Lighting", "Slipper Clutch", "Ride Modes", "Traction Control", "Quickshifter",
        "TFT Display", "USB Charging", "Cruise Control", "Heated Grips", "Crash Bars",
        "Luggage Rack", "Smartphone Connectivity", "Adjustable Suspension", "Tyre Pressure Monitoring",
    ),
    "truck": (
        "Air Suspension Seat", "Exhaust Brake", "Reversing Camera", "Cruise Control",
        "Bluetooth Connectivity", "Tail Lift", "Side Door", "Dual Fuel Tanks",
        "Lane Departure Warning", "Advanced Emergency Braking", "Air Conditioning",
        "Electronic Stability Control", "Driver Airbag", "Power Windows", "Tow Hitch",
    ),
    "caravan": (
        "Ensuite", "Queen Bed", "Solar Panels", "Lithium Battery", "Diesel Heater",
        "Roof Air Conditioner", "Gas/Electric Hot Water", "Front Tunnel Boot", "External Shower",
        "Slide-out Kitchen", "Roll-out Awning", "Washing Machine", "TV with Antenna",
        "Independent Suspension", "Electric Brakes", "Twin 95L Water Tanks", "Bunk Beds",
        "Microwave", "Three-way Fridge", "Reversing Camera", "Bluetooth Sound System",
    ),
}

# fmt: on

CUSTOM_TAGS = ("Clearance", "Low Kms", "One Owner", "Price Drop", "Hot Deal", "Finance Special")

# World manufacturer identifiers for the VINs (first three characters).
VIN_PREFIXES = {
    "Toyota": "JTM", "Mazda": "JM0", "Ford": "MPB", "Hyundai": "KMH", "Kia": "KNA",
    "Mitsubishi": "MMA", "Nissan": "JN1", "Volkswagen": "WVW", "Subaru": "JF1", "Isuzu": "MPA",
    "Tesla": "LRW", "BYD": "LGX", "MG": "LSJ", "GWM": "LGW", "Honda": "MRH", "Holden": "6G1",
    "Suzuki": "JSA", "BMW": "WBA", "Mercedes-Benz": "W1K", "Audi": "WAU", "Lexus": "JTJ",
    "Volvo": "YV1", "Skoda": "TMB", "Jeep": "1C4", "LDV": "LSH", "Yamaha": "JYA",
    "Kawasaki": "JKA", "Harley-Davidson": "1HD", "Ducati": "ZDM", "KTM": "VBK", "Triumph": "SMT",
    "Hino": "JHH", "Fuso": "JLF", "Iveco": "ZCF", "UD Trucks": "JNC", "Kenworth": "6F4",
    "Jayco": "6J9", "Avan": "6A8", "Coromal": "6C7", "New Age": "6N5",
}  # fmt: skip

# Brand colours for the emblem pictures of each make.
MAKE_COLOURS = {
    "Toyota": "eb0a1e", "Mazda": "101010", "Ford": "1351d8", "Hyundai": "002c5f", "Kia": "05141f",
    "Mitsubishi": "e60012", "Nissan": "c3002f", "Volkswagen": "001e50", "Subaru": "013b84",
    "Isuzu": "c8102e", "Tesla": "cc0000", "BYD": "1f3a5f", "MG": "8b1a1a", "GWM": "7a0019",
    "Honda": "cc0000", "Holden": "b8001f", "Suzuki": "e30613", "BMW": "1c69d4",
    "Mercedes-Benz": "333333", "Audi": "bb0a30", "Lexus": "1a1a1a", "Volvo": "003057",
    "Skoda": "4ba82e", "Jeep": "3e4b2e", "LDV": "0052a5", "Yamaha": "0d2c6c", "Kawasaki": "4fb800",
    "Harley-Davidson": "f26f21", "Ducati": "cc0000", "KTM": "ff6600", "Triumph": "1c1c1c",
    "Hino": "d71920", "Fuso": "a6192e", "Iveco": "00509e", "UD Trucks": "a5a5a5",
    "Kenworth": "7d1e2b", "Jayco": "00539b", "Avan": "2a7de1", "Coromal": "005a9c",
    "New Age": "c41230",
}  # fmt: skip
