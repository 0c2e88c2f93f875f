"""The 21 secret objectives as data, and how far a seat is from each.

An objective is a list of requirements; the income tax at the town hall is the last step and is
not a requirement here.
"""
from __future__ import annotations

from dataclasses import dataclass

from .money import fmt
from .tables import BUILDINGS, CONTINENT_IT, KG_VALUE, MINE_COUNTS, RESOURCE_IT, RESOURCES

# Requirement kinds (first element of each requirement tuple):
#   ("continent", c)            rights on every mine of continent c
#   ("airports", n)             n world airports
#   ("kind", k, n)              n buildings of kind k ("casino", "restaurant", "bank", "skyscraper", "statue")
#   ("buildings_value", v, k)   printed prices of buildings, not counting kind k (None: count all) >= v
#   ("resource", r, n)          rights on n mines of resource r
#   ("each_resource",)          rights on a mine of every resource
#   ("net_worth", v)            cash + buildings + resources >= v (before paying the tax)


@dataclass(frozen=True)
class Objective:
    id: str
    text: str
    tax: int
    needs: tuple[tuple, ...]


def _all(kind: str) -> int:
    return sum(1 for b in BUILDINGS.values() if b.kind == kind)


OBJECTIVES: tuple[Objective, ...] = (
    Objective("na_airports", "Miniere in Nord America e 5 aeroporti", 8000,
              (("continent", "north_america"), ("airports", 5))),
    Objective("sa_oc_casino", "Miniere in Sud America e Oceania e un casinò", 5000,
              (("continent", "south_america"), ("continent", "oceania"), ("kind", "casino", 1))),
    Objective("eu_af_casino", "Miniere in Europa e Africa e un casinò", 10000,
              (("continent", "europe"), ("continent", "africa"), ("kind", "casino", 1))),
    Objective("asia_buildings", "Miniere in Asia ed edifici per 20.000 $", 4500,
              (("continent", "asia"), ("buildings_value", 20000, None))),
    Objective("oc_af_bank", "Miniere in Oceania e Africa e una banca", 9000,
              (("continent", "oceania"), ("continent", "africa"), ("kind", "bank", 1))),
    Objective("sa_af_casino", "Miniere in Sud America e Africa e un casinò", 7000,
              (("continent", "south_america"), ("continent", "africa"), ("kind", "casino", 1))),
    Objective("antarctica_casinos", "Miniere in Antartide e 2 casinò", 3000,
              (("continent", "antarctica"), ("kind", "casino", 2))),
    Objective("sa_eu", "Miniere in Sud America ed Europa", 8000,
              (("continent", "south_america"), ("continent", "europe"))),
    Objective("oil_6", "6 pozzi di petrolio, a scelta fra i 9", 6000,
              (("resource", "oil", 6),)),
    Objective("gold_5_restaurants", "5 miniere d'oro, a scelta fra le 7, e 3 ristoranti", 7500,
              (("resource", "gold", 5), ("kind", "restaurant", 3))),
    Objective("platinum_restaurant", "Tutte le miniere di platino e un ristorante", 7500,
              (("resource", "platinum", MINE_COUNTS["platinum"]), ("kind", "restaurant", 1))),
    Objective("diamonds_bank", "Tutte le miniere di diamanti e una banca", 5000,
              (("resource", "diamonds", MINE_COUNTS["diamonds"]), ("kind", "bank", 1))),
    Objective("uranium_all", "Tutte le miniere di uranio", 1500,
              (("resource", "uranium", MINE_COUNTS["uranium"]),)),
    Objective("casinos_all", "Tutti i casinò e altri edifici per 2.000 $", 1000,
              (("kind", "casino", _all("casino")), ("buildings_value", 2000, "casino"))),
    Objective("statue", "La Statua della Libertà e altri edifici per 9.000 $", 4000,
              (("kind", "statue", 1), ("buildings_value", 9000, "statue"))),
    Objective("net_worth", "Patrimonio di 65.000 $ tra edifici, risorse e contante", 5000,
              (("net_worth", 65000),)),
    Objective("skyscrapers", "Tutti i grattacieli: Burj, Empire State e Grattacielo", 10000,
              (("kind", "skyscraper", _all("skyscraper")),)),
    Objective("each_resource", "Una miniera di ogni risorsa ed edifici per 7.000 $", 9000,
              (("each_resource",), ("buildings_value", 7000, None))),
    Objective("na_eu_bank", "Miniere in Nord America ed Europa e una banca", 500,
              (("continent", "north_america"), ("continent", "europe"), ("kind", "bank", 1))),
    Objective("uranium_banks", "2 miniere di uranio, a scelta fra le 3, e tutte le banche", 2000,
              (("resource", "uranium", 2), ("kind", "bank", _all("bank")))),
    Objective("diamonds_restaurants", "3 miniere di diamanti, a scelta fra le 4, e tutti i ristoranti", 12000,
              (("resource", "diamonds", 3), ("kind", "restaurant", _all("restaurant")))),
)
OBJECTIVE_BY_ID = {o.id: o for o in OBJECTIVES}

# "Miniere d'oro", "Pozzi di petrolio", as the rulebook and the objectives' titles say them.
MINES_OF = {"oil": "Pozzi di petrolio", "gold": "Miniere d'oro", "platinum": "Miniere di platino",
            "diamonds": "Miniere di diamanti", "uranium": "Miniere di uranio"}

_KIND_IT = {"casino": ("casinò", "casinò"), "restaurant": ("ristorante", "ristoranti"),
            "bank": ("banca", "banche"), "skyscraper": ("grattacielo", "grattacieli"),
            "statue": ("Statua della Libertà", "Statua della Libertà")}


def requirement_text(need: tuple, have: object) -> str:
    """Italian line for one requirement with the current count, e.g. 'Casinò: 1 di 2'."""
    kind = need[0]
    if kind == "continent":
        return f"Tutte le miniere in {CONTINENT_IT[need[1]]}: {have[0]} di {have[1]}"
    if kind == "airports":
        return f"Aeroporti del mondo: {have} di {need[1]}"
    if kind == "kind":
        name = _KIND_IT[need[1]][1 if need[2] > 1 else 0]
        return f"{name[0].upper()}{name[1:]}: {have} di {need[2]}"
    if kind == "buildings_value":
        extra = "" if need[2] is None else f" (senza {_KIND_IT[need[2]][1]})"
        return f"Edifici per {fmt(need[1])}{extra}: ne hai per {fmt(have)}"
    if kind == "resource":
        return f"{MINES_OF[need[1]]}: {have} di {need[2]}"
    if kind == "each_resource":
        return f"Una miniera di ogni risorsa: {have} di {len(RESOURCES)}"
    if kind == "net_worth":
        # Not the header's net worth: the objective counts cash, buildings and resources only.
        return (f"Contante, edifici e risorse: {fmt(have)} di {fmt(need[1])} "
                "(il patrimonio in alto conta anche aeroporti, licenze e diritti)")
    raise ValueError(kind)


def _measure(need: tuple, facts: "Facts") -> tuple[object, bool]:
    kind = need[0]
    if kind == "continent":
        total = facts.mines_in_continent[need[1]]
        have = sum(1 for m in facts.rights if facts.mine_continent[m] == need[1])
        return (have, total), total > 0 and have >= total
    if kind == "airports":
        return facts.airports, facts.airports >= need[1]
    if kind == "kind":
        have = sum(1 for b in facts.buildings if BUILDINGS[b].kind == need[1])
        return have, have >= need[2]
    if kind == "buildings_value":
        have = sum(BUILDINGS[b].price for b in facts.buildings if BUILDINGS[b].kind != need[2])
        return have, have >= need[1]
    if kind == "resource":
        have = sum(1 for m in facts.rights if facts.mine_resource[m] == need[1])
        return have, have >= need[2]
    if kind == "each_resource":
        have = len({facts.mine_resource[m] for m in facts.rights})
        return have, have >= len(RESOURCES)
    if kind == "net_worth":
        return facts.objective_worth, facts.objective_worth >= need[1]
    raise ValueError(kind)


@dataclass
class Facts:
    """What objectives measure about one seat, gathered by the engine."""
    rights: list[str]
    buildings: list[str]
    airports: int
    objective_worth: int
    mine_continent: dict[str, str]
    mine_resource: dict[str, str]
    mines_in_continent: dict[str, int]


def progress(objective: Objective, facts: Facts) -> list[tuple[str, bool]]:
    out = []
    for need in objective.needs:
        have, done = _measure(need, facts)
        out.append((requirement_text(need, have), done))
    return out


def is_done(objective: Objective, facts: Facts) -> bool:
    return all(_measure(need, facts)[1] for need in objective.needs)


def kg_worth(kg: dict[str, int]) -> int:
    return sum(KG_VALUE[r] * n for r, n in kg.items())
