"""The 21 secret objectives as data, and how far a seat is from each.

An objective is a list of requirements; the income tax at the town hall is the last step and is
not a requirement here.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..tables import BUILDINGS, KG_VALUE, MINE_COUNTS, RESOURCES

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
    """An objective's words are the text layer's (`objective:<id>`); `text` is the Italian."""
    id: str
    tax: int
    needs: tuple[tuple, ...]

    @property
    def text(self) -> str:
        from ..texts import plain
        return plain("it").say("objective:" + self.id)


def _all(kind: str) -> int:
    return sum(1 for b in BUILDINGS.values() if b.kind == kind)


OBJECTIVES: tuple[Objective, ...] = (
    Objective("na_airports", 8000,
              (("continent", "north_america"), ("airports", 5))),
    Objective("sa_oc_casino", 5000,
              (("continent", "south_america"), ("continent", "oceania"), ("kind", "casino", 1))),
    Objective("eu_af_casino", 10000,
              (("continent", "europe"), ("continent", "africa"), ("kind", "casino", 1))),
    Objective("asia_buildings", 4500,
              (("continent", "asia"), ("buildings_value", 20000, None))),
    Objective("oc_af_bank", 9000,
              (("continent", "oceania"), ("continent", "africa"), ("kind", "bank", 1))),
    Objective("sa_af_casino", 7000,
              (("continent", "south_america"), ("continent", "africa"), ("kind", "casino", 1))),
    Objective("antarctica_casinos", 3000,
              (("continent", "antarctica"), ("kind", "casino", 2))),
    Objective("sa_eu", 8000,
              (("continent", "south_america"), ("continent", "europe"))),
    Objective("oil_6", 6000,
              (("resource", "oil", 6),)),
    Objective("gold_5_restaurants", 7500,
              (("resource", "gold", 5), ("kind", "restaurant", 3))),
    Objective("platinum_restaurant", 7500,
              (("resource", "platinum", MINE_COUNTS["platinum"]), ("kind", "restaurant", 1))),
    Objective("diamonds_bank", 5000,
              (("resource", "diamonds", MINE_COUNTS["diamonds"]), ("kind", "bank", 1))),
    Objective("uranium_all", 1500,
              (("resource", "uranium", MINE_COUNTS["uranium"]),)),
    Objective("casinos_all", 1000,
              (("kind", "casino", _all("casino")), ("buildings_value", 2000, "casino"))),
    Objective("statue", 4000,
              (("kind", "statue", 1), ("buildings_value", 9000, "statue"))),
    Objective("net_worth", 5000,
              (("net_worth", 65000),)),
    Objective("skyscrapers", 10000,
              (("kind", "skyscraper", _all("skyscraper")),)),
    Objective("each_resource", 9000,
              (("each_resource",), ("buildings_value", 7000, None))),
    Objective("na_eu_bank", 500,
              (("continent", "north_america"), ("continent", "europe"), ("kind", "bank", 1))),
    Objective("uranium_banks", 2000,
              (("resource", "uranium", 2), ("kind", "bank", _all("bank")))),
    Objective("diamonds_restaurants", 12000,
              (("resource", "diamonds", 3), ("kind", "restaurant", _all("restaurant")))),
)
OBJECTIVE_BY_ID = {o.id: o for o in OBJECTIVES}

def requirement(need: tuple, have: object) -> dict:
    """One requirement with the current count, as data for the text layer (`need:<kind>`):
    e.g. {"k": "kind", "building_kind": "casino", "have": 1, "of": 2} -> 'Casinò: 1 di 2'."""
    kind = need[0]
    if kind == "continent":
        return {"k": kind, "continent": need[1], "have": have[0], "of": have[1]}
    if kind == "airports":
        return {"k": kind, "have": have, "of": need[1]}
    if kind == "kind":
        return {"k": kind, "building_kind": need[1], "have": have, "of": need[2]}
    if kind == "buildings_value":
        return {"k": kind, "value": need[1], "without": need[2], "have": have}
    if kind == "resource":
        return {"k": kind, "res": need[1], "have": have, "of": need[2]}
    if kind == "each_resource":
        return {"k": kind, "have": have, "of": len(RESOURCES)}
    if kind == "net_worth":
        # Not the header's net worth: the objective counts cash, buildings and resources only.
        return {"k": kind, "have": have, "of": need[1]}
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


def progress(objective: Objective, facts: Facts) -> list[tuple[dict, bool]]:
    """(requirement as data, done) for each requirement of the objective."""
    out = []
    for need in objective.needs:
        have, done = _measure(need, facts)
        out.append((requirement(need, have), done))
    return out


def is_done(objective: Objective, facts: Facts) -> bool:
    return all(_measure(need, facts)[1] for need in objective.needs)


def kg_worth(kg: dict[str, int]) -> int:
    return sum(KG_VALUE[r] * n for r, n in kg.items())
