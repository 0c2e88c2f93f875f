"""The rulebook's tables as typed data. Rules read these; nothing here is computed."""
from __future__ import annotations

from dataclasses import dataclass

RESOURCES = ("oil", "gold", "platinum", "diamonds", "uranium")
CONTINENTS = ("europe", "africa", "north_america", "oceania", "asia", "south_america", "antarctica")

RESOURCE_IT = {"oil": "petrolio", "gold": "oro", "platinum": "platino", "diamonds": "diamanti", "uranium": "uranio"}
# "di petrolio", "d'oro": the preposition before a resource's name, elided as Italian wants it.
RESOURCE_OF = {"oil": "di petrolio", "gold": "d'oro", "platinum": "di platino", "diamonds": "di diamanti",
               "uranium": "di uranio"}
RESOURCE_PLURAL = frozenset(r for r, it in RESOURCE_IT.items() if it.endswith("i"))   # "i diamanti salgono"
CONTINENT_IT = {
    "europe": "Europa", "africa": "Africa", "north_america": "Nord America", "oceania": "Oceania",
    "asia": "Asia", "south_america": "Sud America", "antarctica": "Antartide",
}
# "dall'Europa", "dal Nord America": where a shipment comes from.
CONTINENT_FROM = {
    "europe": "dall'Europa", "africa": "dall'Africa", "north_america": "dal Nord America",
    "oceania": "dall'Oceania", "asia": "dall'Asia", "south_america": "dal Sud America",
    "antarctica": "dall'Antartide",
}
# "del petrolio", "dell'oro", "dei diamanti": "il prezzo dell'oro".
RESOURCE_THE = {"oil": "del petrolio", "gold": "dell'oro", "platinum": "del platino",
                "diamonds": "dei diamanti", "uranium": "dell'uranio"}

# Mining rights, per mine, by resource.
RIGHTS_COST = {"oil": 1000, "gold": 1200, "platinum": 1400, "diamonds": 2500, "uranium": 7000}
LICENCE_COST = {
    "europe": 1200, "africa": 1200, "north_america": 1300, "oceania": 2200,
    "asia": 3200, "south_america": 4000, "antarctica": 5500,
}
EXTRACTION_COST = {"oil": 40, "gold": 50, "platinum": 60, "diamonds": 90, "uranium": 160}
MINE_SALE_PRICE = {"oil": 200, "gold": 250, "platinum": 300, "diamonds": 450, "uranium": 800}
KG_PER_DIE = {1: 1, 2: 1, 3: 1, 4: 2, 5: 2, 6: 3}

# Exchange price ladders; index 0 is level 1, the game starts at level 3.
PRICE_LADDER = {
    "oil": (400, 425, 450, 475, 500),
    "gold": (500, 550, 600, 650, 700),
    "platinum": (600, 650, 700, 750, 800),
    "diamonds": (900, 975, 1050, 1125, 1200),
    "uranium": (1600, 1700, 1800, 1900, 2000),
}
START_LEVEL = 3
# Net worth per kg: half of the top price.
KG_VALUE = {"oil": 250, "gold": 350, "platinum": 400, "diamonds": 600, "uranium": 1000}


@dataclass(frozen=True)
class VehicleSpec:
    kind: str
    cost: int
    capacity: int
    speed: int


VEHICLES = {
    "ship": VehicleSpec("ship", 500, 12, 2),
    "plane": VehicleSpec("plane", 800, 6, 4),
}
TRANSIT_DISTANCE = {
    "oceania": 5, "europe": 6, "north_america": 7, "asia": 8,
    "africa": 9, "south_america": 10, "antarctica": 12,
}

FLIGHT_COST = 200
WORLD_AIRPORT_PRICE = 2600
TREASURE_CASH = 600
DEFAULT_STARTING_CASH = 10_000


@dataclass(frozen=True)
class BuildingSpec:
    id: str
    name: str
    kind: str  # restaurant | bank | skyscraper | casino | statue
    price: int
    stop_fee: int
    casino_wins: tuple[int, ...] = ()
    tile_name: str = ""   # the name on the board tile, whose price line already tells twins apart

    @property
    def board_name(self) -> str:
        return self.tile_name or self.name


# Twin buildings (two banks, three casinos) carry their printed price in their name ("Casinò da
# 4.000 $", as the rulebook says it), so a label, a ledger line or the chronicle says which one;
# the board tile shows the price on its own line.
BUILDINGS: dict[str, BuildingSpec] = {b.id: b for b in (
    BuildingSpec("hamburger", "Hamburger", "restaurant", 600, 100),
    BuildingSpec("burrito", "Burrito", "restaurant", 600, 100),
    BuildingSpec("brewery", "Birreria", "restaurant", 600, 150),
    BuildingSpec("pizza", "Pizza", "restaurant", 600, 150),
    BuildingSpec("sushi", "Sushi", "restaurant", 600, 200),
    BuildingSpec("bank_2000", "Banca da 2.000 $", "bank", 2000, 300, tile_name="Banca"),
    BuildingSpec("bank_3000", "Banca da 3.000 $", "bank", 3000, 500, tile_name="Banca"),
    BuildingSpec("burj", "Grattacielo Burj", "skyscraper", 5000, 600),
    BuildingSpec("empire_state", "Empire State", "skyscraper", 7000, 900),
    BuildingSpec("skyscraper", "Grattacielo", "skyscraper", 8000, 1200),
    BuildingSpec("casino_4000", "Casinò da 4.000 $", "casino", 4000, 100, (1, 2, 3, 4), tile_name="Casinò"),
    BuildingSpec("casino_5000", "Casinò da 5.000 $", "casino", 5000, 300, (2, 3, 4, 5), tile_name="Casinò"),
    BuildingSpec("casino_6000", "Casinò da 6.000 $", "casino", 6000, 500, (2, 3, 4, 5, 6), tile_name="Casinò"),
    BuildingSpec("statue", "Statua della Libertà", "statue", 6000, 2000),
)}

MINE_COUNTS = {"oil": 9, "gold": 7, "platinum": 5, "diamonds": 4, "uranium": 3}
