"""Motorcycles, trucks and caravans for the group site's specialist dealerships (demo catalogue)."""

from forecourt.demo.catalogue import Badge as B
from forecourt.demo.catalogue import Engine as E
from forecourt.demo.catalogue import Model


def _bike(make: str, name: str, body: str, years: tuple[int, int | None], badges: tuple[B, ...],
          engine: E, size: tuple[int, int, int], popularity: int = 3) -> Model:  # fmt: skip
    return Model(make, name, "motorcycle", "motorcycle", body, "Motorcycle", 2, None, years, badges,
                 (engine,), size, ancap=None, equipment="motorcycle", popularity=popularity)  # fmt: skip


def _truck(make: str, name: str, body: str, badges: tuple[B, ...], engine: E, size: tuple[int, int, int],
           gvm: int, series: tuple[tuple[int, str], ...] = ()) -> Model:  # fmt: skip
    return Model(make, name, "truck", "truck", body, "Truck", 3, 2, (2014, None), badges, (engine,), size,
                 ancap=None, gvm=gvm, bodyconfiguration="Cab Chassis", series=series, equipment="truck")  # fmt: skip


def _van(make: str, name: str, body: str, badges: tuple[B, ...], caravan: tuple[int, int, int, int, str, int],
         popularity: int = 3) -> Model:  # fmt: skip
    return Model(make, name, "caravan", "caravan", body, "Caravan", None, None, (2016, None), badges, (), 
                 (caravan[0] + 1500, caravan[1], 2900), ancap=None, equipment="caravan", caravan=caravan,
                 popularity=popularity)  # fmt: skip


# fmt: off
MOTORCYCLES: tuple[Model, ...] = (
    _bike("Yamaha", "MT-07", "Naked", (2014, None), (B("LAMS", 12499), B("Full Power", 12999)),
          E("P", 0.689, 2, 54, 67, 4.3, 14, "M", 6, "CHAIN", "Aspirated"), (2085, 780, 1105), 6),
    _bike("Yamaha", "Tenere 700", "Adventure", (2019, None), (B("Standard", 18999), B("World Raid", 23999)),
          E("P", 0.689, 2, 54, 68, 4.3, 16, "M", 6, "CHAIN", "Aspirated"), (2370, 915, 1455), 4),
    _bike("Yamaha", "YZF-R3", "Sport", (2015, None), (B("LAMS", 8999),),
          E("P", 0.321, 2, 31, 30, 3.8, 14, "M", 6, "CHAIN", "Aspirated"), (2090, 730, 1140), 5),
    _bike("Yamaha", "WR450F", "Enduro", (2016, None), (B("Enduro", 15999),),
          E("P", 0.45, 1, 40, 48, None, 8, "M", 5, "CHAIN", "Aspirated"), (2165, 825, 1280), 3),
    _bike("Kawasaki", "Ninja 400", "Sport", (2018, None), (B("LAMS", 8990), B("KRT Edition", 9290)),
          E("P", 0.399, 2, 33, 38, 4.1, 14, "M", 6, "CHAIN", "Aspirated"), (1990, 710, 1120), 5),
    _bike("Kawasaki", "Z900", "Naked", (2017, None), (B("Standard", 15990), B("SE", 18990)),
          E("P", 0.948, 4, 92, 99, 5.7, 17, "M", 6, "CHAIN", "Aspirated"), (2070, 825, 1080), 4),
    _bike("Kawasaki", "KLR650", "Adventure", (2022, None), (B("Adventure", 10990),),
          E("P", 0.652, 1, 30, 52, 4.6, 23, "M", 5, "CHAIN", "Aspirated"), (2305, 960, 1390), 3),
    _bike("Harley-Davidson", "Street Bob 114", "Cruiser", (2018, None), (B("Standard", 29995),),
          E("P", 1.868, 2, 69, 155, 5.6, 13, "M", 6, "BELT", "Aspirated"), (2320, 900, 1200), 3),
    _bike("Harley-Davidson", "Fat Boy 114", "Cruiser", (2018, None), (B("Standard", 38995),),
          E("P", 1.868, 2, 69, 155, 5.6, 19, "M", 6, "BELT", "Aspirated"), (2370, 1000, 1150), 2),
    _bike("Harley-Davidson", "Pan America 1250", "Adventure", (2021, None), (B("Special", 36495),),
          E("P", 1.252, 2, 112, 127, 5.6, 21, "M", 6, "BELT", "Aspirated"), (2265, 965, 1510), 2),
    _bike("Ducati", "Monster", "Naked", (2021, None), (B("Standard", 21900), B("Plus", 22500)),
          E("P", 0.937, 2, 82, 93, 5.2, 14, "M", 6, "CHAIN", "Aspirated"), (2075, 830, 1085), 3),
    _bike("Ducati", "Scrambler", "Scrambler", (2015, None), (B("Icon", 17500),),
          E("P", 0.803, 2, 54, 65, 5.2, 14, "M", 6, "CHAIN", "Aspirated"), (2100, 845, 1150), 3),
    _bike("KTM", "390 Duke", "Naked", (2017, None), (B("LAMS", 9995),),
          E("P", 0.399, 1, 33, 39, 3.4, 15, "M", 6, "CHAIN", "Aspirated"), (2002, 805, 1090), 4),
    _bike("KTM", "890 Adventure", "Adventure", (2021, None), (B("Standard", 21795), B("R", 25495)),
          E("P", 0.889, 2, 77, 100, 4.5, 20, "M", 6, "CHAIN", "Aspirated"), (2305, 925, 1470), 3),
    _bike("Triumph", "Speed 400", "Naked", (2024, None), (B("LAMS", 8490),),
          E("P", 0.398, 1, 29, 37, 3.5, 13, "M", 6, "CHAIN", "Aspirated"), (2055, 815, 1075), 3),
    _bike("Triumph", "Tiger 900", "Adventure", (2020, None), (B("GT Pro", 24990), B("Rally Pro", 26990)),
          E("P", 0.888, 3, 79, 90, 5.2, 20, "M", 6, "CHAIN", "Aspirated"), (2305, 930, 1410), 2),
)

TRUCKS: tuple[Model, ...] = (
    _truck("Hino", "300 Series 616", "Pantech", (B("Auto Standard Cab", 79990), B("Hybrid Wide Cab", 92990)),
           E("D", 4.0, 4, 110, 420, None, 100, "A", 6, "RWD", "Turbo"), (6200, 1995, 3200), 6500,
           ((2014, "XKU"),)),
    _truck("Hino", "500 Series FD 1124", "Tautliner", (B("Standard Cab", 149990),),
           E("D", 7.7, 6, 177, 745, None, 200, "A", 6, "RWD", "Turbo"), (8900, 2490, 3450), 11000),
    _truck("Fuso", "Canter 515", "Tray", (B("Wide Cab Duonic", 73990), B("City Cab", 68990)),
           E("D", 3.0, 4, 110, 370, None, 100, "DCT", 6, "RWD", "Turbo"), (6000, 1995, 2250), 4495,
           ((2014, "FEB21"),)),
    _truck("Fuso", "Fighter 1627", "Refrigerated Pantech", (B("Standard Cab", 164990),),
           E("D", 7.5, 6, 199, 1030, None, 200, "A", 6, "RWD", "Turbo"), (9400, 2490, 3800), 15500),
    _truck("Iveco", "Daily 70C21", "Tipper", (B("Cab Chassis", 109990),),
           E("D", 3.0, 4, 155, 470, None, 100, "A", 8, "RWD", "Turbo"), (6800, 2100, 2650), 7000),
    _truck("UD Trucks", "Croner PK 17 280", "Curtainsider", (B("Standard Cab", 169990),),
           E("D", 8.0, 6, 206, 1050, None, 200, "A", 6, "RWD", "Turbo"), (9300, 2490, 3600), 16000),
    _truck("Kenworth", "T410", "Prime Mover", (B("Day Cab", 289990),),
           E("D", 12.9, 6, 375, 2508, None, 400, "A", 18, "RWD", "Turbo"), (7800, 2490, 3400), 26500),
)

CARAVANS: tuple[Model, ...] = (
    _van("Jayco", "Journey", "Caravan", (B("19.61-3 Outback", 89990), B("21.62-3 Outback", 96990)),
         (6200, 2400, 2350, 2950, "Tandem", 2), 6),
    _van("Jayco", "Crossover", "Caravan", (B("17.49-3 Off-Road", 58990),), (5100, 2300, 1790, 2300, "Single", 3), 5),
    _van("Jayco", "Starcraft", "Caravan", (B("17.55-4", 54990), B("19.61-2 Bunk", 62990)),
         (5700, 2300, 1950, 2500, "Tandem", 4), 5),
    _van("Avan", "Aspire", "Pop Top", (B("555 Couples", 66990),), (5550, 2250, 1720, 2100, "Single", 2), 3),
    _van("Avan", "Cruiseliner", "Pop Top", (B("Hybrid", 55990),), (4900, 2150, 1390, 1800, "Single", 2), 2),
    _van("Coromal", "Element", "Caravan", (B("E602 Ensuite", 72990),), (6400, 2400, 2280, 2800, "Tandem", 2), 3),
    _van("New Age", "Manta Ray", "Caravan", (B("19ERS Off-Road", 99990), B("21ERS Family", 109990)),
         (6700, 2450, 2600, 3300, "Tandem", 4), 4),
    _van("New Age", "Big Red", "Caravan", (B("19ER Off-Road", 119990),), (6500, 2450, 2700, 3500, "Tandem", 2), 2),
)
# fmt: on
