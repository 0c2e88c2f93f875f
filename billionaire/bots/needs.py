"""What a `normale` bot's objective still needs: licences, mines, buildings, airports, their costs
as the plan's target choice reads them (`TargetParts`), and the constants of its income-mine search.

All of it depends only on the seat's objective, licences and mines held, and on who owns which
building (and how often it was sold) and airport. That changes only when something is bought, so
`needs_for` computes it once per such key and every plan reuses it (`plan` adds what moves
each turn: cash, position, kg). The key is plain data, so an edited position is never stale.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from ..rules.money import BUILDING_OF_SPACE, MINE_CONTINENT, MINE_RESOURCE, objective_done
from ..layouts import CITY, WORLD
from ..rules.objectives import OBJECTIVE_BY_ID
from ..tables import (BUILDINGS, CONTINENTS, EXTRACTION_COST, KG_VALUE, LICENCE_COST, MINE_SALE_PRICE,
                     RESOURCES, RIGHTS_COST, WORLD_AIRPORT_PRICE)

MINES = tuple(s.id for s in WORLD.of_kind("mine"))
TOWN_HALL_ID = CITY.of_kind("town_hall")[0].id
MINES_BY_CONT = {c: tuple(m for m in MINES if MINE_CONTINENT[m] == c) for c in CONTINENTS}
MINES_BY_RES = {r: tuple(m for m in MINES if MINE_RESOURCE[m] == r) for r in RESOURCES}
BUILDING_SPACES = tuple(BUILDING_OF_SPACE)
EXP_KG = 10 / 3                      # expected kg per extraction (two dice, 1-1-1-2-2-3 kg each)
ALT_MARGIN = 2000                    # a same-kind building up to this much dearer is as good a stop
MINE_PRICE = {m: MINE_SALE_PRICE[MINE_RESOURCE[m]] for m in MINES}   # $ per kg sold from the mine

_INCOME = {m: 2 * (EXP_KG * MINE_SALE_PRICE[MINE_RESOURCE[m]] - EXTRACTION_COST[MINE_RESOURCE[m]]) for m in MINES}
_WORTH = {m: 2 * (EXP_KG * KG_VALUE[MINE_RESOURCE[m]] - EXTRACTION_COST[MINE_RESOURCE[m]]) for m in MINES}


def income_per_turn(mine: str) -> float:
    """Cash per turn camping on a mine: two extractions sold from the mine."""
    return _INCOME[mine]


def worth_per_turn(mine: str) -> float:
    """Net worth per turn camping on a mine: two extractions kept in the mine."""
    return _WORTH[mine]


def reserve_for(rights) -> int:
    top = max((EXTRACTION_COST[MINE_RESOURCE[m]] for m in rights), default=0)
    return 400 + 2 * top


# ---- mines -------------------------------------------------------------------------------------
def _continent_masks(needs: tuple) -> list[int]:
    """The continent sets (bit masks, ascending) that can satisfy `needs` at all: every needed
    continent in, and no continent that has none of the needed mines (it could never be used)."""
    bit = {c: 1 << i for i, c in enumerate(CONTINENTS)}
    required = relevant = 0
    for need in needs:
        if need[0] == "continent":
            required |= bit[need[1]]
            relevant |= bit[need[1]]
        elif need[0] == "resource":
            for m in MINES_BY_RES[need[1]]:
                relevant |= bit[MINE_CONTINENT[m]]
        elif need[0] == "each_resource":
            for m in MINES:
                relevant |= bit[MINE_CONTINENT[m]]
    return [mask for mask in range(1 << len(CONTINENTS)) if mask & required == required and not mask & ~relevant]


def _rights_floor(needs: tuple, rights: frozenset) -> int:
    """Mining rights that every plan for `needs` buys, whatever its continents: all the mines of
    a needed continent not held yet; for a resource, the mines missing from the count even if
    every mine held counted; for each resource, one mine of each resource none is held of."""
    floor = 0
    continent_mines = set()
    for need in needs:
        if need[0] == "continent":
            continent_mines.update(m for m in MINES_BY_CONT[need[1]] if m not in rights)
        elif need[0] == "resource":
            have = sum(1 for m in rights if MINE_RESOURCE[m] == need[1])
            floor = max(floor, RIGHTS_COST[need[1]] * max(0, need[2] - have))
        elif need[0] == "each_resource":
            have_res = {MINE_RESOURCE[m] for m in rights}
            floor = max(floor, sum(RIGHTS_COST[r] for r in RESOURCES if r not in have_res))
    return max(floor, sum(RIGHTS_COST[MINE_RESOURCE[m]] for m in continent_mines))


# continent set of each bit mask (bit i: CONTINENTS[i]), its licences' cost, and each mine's
# board order
_CONTINENT_BIT = {c: 1 << i for i, c in enumerate(CONTINENTS)}
_MASK_CONTINENTS = tuple(frozenset(c for c in CONTINENTS if mask & _CONTINENT_BIT[c])
                         for mask in range(1 << len(CONTINENTS)))
_MASK_LICENCE_COST = tuple(sum(LICENCE_COST[c] for c in cset) for cset in _MASK_CONTINENTS)
_MINE_ORDER = {m: i for i, m in enumerate(MINES)}


@lru_cache(maxsize=512)
def mine_plan(needs: tuple, licences: frozenset, rights: frozenset) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(licences, mines) that satisfy the mine requirements at the least cost still to pay."""
    if not needs:
        return (), tuple(sorted(rights & frozenset()))
    best = None
    # The plans compare by key (cost, number of continents, mask). A continent set's licences
    # plus the rights every plan pays (`_rights_floor`) give a floor of its key, so the sets are
    # tried by floor, and once a floor does not beat the best key no later set can: the answer
    # is the full search's.
    held = sum(_CONTINENT_BIT[c] for c in licences if c in _CONTINENT_BIT)
    rights_floor = _rights_floor(needs, rights)
    floors = sorted((_MASK_LICENCE_COST[mask & ~held] + rights_floor, len(_MASK_CONTINENTS[mask]), mask)
                    for mask in _continent_masks(needs))
    for floor in floors:
        if best is not None and floor >= best[0]:
            break
        mask = floor[2]
        cset = _MASK_CONTINENTS[mask]
        lic_cost = _MASK_LICENCE_COST[mask & ~held]
        chosen: list[str] = []
        ok = True
        for need in needs:
            if need[0] == "continent":
                if need[1] not in cset:
                    ok = False
                    break
                chosen += [m for m in MINES_BY_CONT[need[1]] if m not in chosen]
            elif need[0] == "resource":
                r, n = need[1], need[2]
                cands = [m for m in MINES_BY_RES[r] if MINE_CONTINENT[m] in cset]
                if len(cands) < n:
                    ok = False
                    break
                cands.sort(key=lambda m: (m not in rights, m not in chosen, _MINE_ORDER[m]))
                chosen += [m for m in cands[:n] if m not in chosen]
            elif need[0] == "each_resource":
                for r in RESOURCES:
                    if any(MINE_RESOURCE[m] == r for m in chosen):
                        continue
                    cands = [m for m in MINES_BY_RES[r] if MINE_CONTINENT[m] in cset]
                    if not cands:
                        ok = False
                        break
                    cands.sort(key=lambda m: (m not in rights, _MINE_ORDER[m]))
                    chosen.append(cands[0])
                if not ok:
                    break
        if not ok:
            continue
        used = {MINE_CONTINENT[m] for m in chosen}
        if used != cset:
            continue
        cost = lic_cost + sum(RIGHTS_COST[MINE_RESOURCE[m]] for m in chosen if m not in rights)
        key = (cost, len(cset), mask)
        if best is None or key < best[0]:
            best = (key, tuple(c for c in CONTINENTS if c in cset), tuple(chosen))
    if best is None:
        return (), ()
    return best[1], best[2]


# ---- buildings ---------------------------------------------------------------------------------
def building_price(state, sid: str) -> int:
    return BUILDINGS[BUILDING_OF_SPACE[sid]].price * (state.buildings[sid].sales + 1)


@lru_cache(maxsize=512)
def _min_cost_cover(cands: tuple[tuple[int, int, str], ...], need: int) -> tuple[str, ...] | None:
    """Cheapest subset of (price, printed value, sid) with printed sum >= need (units of 100).

    A 0/1 knapsack over the printed sum (capped at the need), each candidate tried from the
    highest sum down. Sums above the highest reached so far are still unreached and skipped,
    and a candidate's picks are built only when it wins: the same table as trying them all."""
    if need <= 0:
        return []
    cap = need // 100
    inf = float("inf")
    costs: list[float] = [inf] * (cap + 1)     # cheapest cost (plus 1e-3 per earlier pick) per sum
    picks: list[tuple[str, ...]] = [()] * (cap + 1)
    costs[0] = 0
    top = 0                                    # highest sum reached
    for price, value, sid in cands:
        v = value // 100
        for have in range(top, -1, -1):
            cost = costs[have]
            if cost == inf:
                continue
            got = picks[have]
            nxt = have + v
            if nxt > cap:
                nxt = cap
            c = cost + price + len(got) * 1e-3
            if c < costs[nxt]:
                costs[nxt] = c
                picks[nxt] = got + (sid,)
        top = min(cap, top + v)
    return picks[cap] if costs[cap] < inf else None


def building_plan(state, seat: int, needs: tuple) -> tuple[list[str], set[str]]:
    """(space ids still to buy, space ids worth buying if met on the way)."""
    mine = {sid for sid, p in state.buildings.items() if p.owner == seat}
    chosen: list[str] = []
    extra: set[str] = set()
    for need in needs:
        if need[0] != "kind":
            continue
        k, n = need[1], need[2]
        have = sum(1 for sid in mine if BUILDINGS[BUILDING_OF_SPACE[sid]].kind == k)
        if have >= n:
            continue
        cands = sorted((building_price(state, sid), sid) for sid in BUILDING_SPACES
                       if sid not in mine and BUILDINGS[BUILDING_OF_SPACE[sid]].kind == k)
        picks = cands[: n - have]
        chosen += [sid for _, sid in picks]
        if picks:
            # a dearer one of the same kind met on the way is worth buying too (saves stops)
            top = picks[-1][0] + ALT_MARGIN
            extra |= {sid for price, sid in cands if price <= top}
    for need in needs:
        if need[0] != "buildings_value":
            continue
        v, excl = need[1], need[2]
        have = sum(BUILDINGS[BUILDING_OF_SPACE[sid]].price for sid in list(mine) + chosen
                   if BUILDINGS[BUILDING_OF_SPACE[sid]].kind != excl)
        cands = tuple((building_price(state, sid), BUILDINGS[BUILDING_OF_SPACE[sid]].price, sid)
                      for sid in BUILDING_SPACES
                      if sid not in mine and sid not in chosen and BUILDINGS[BUILDING_OF_SPACE[sid]].kind != excl)
        picks = _min_cost_cover(cands, v - have)
        if picks:
            chosen += list(picks)
    extra |= set(chosen)
    return chosen, extra


# ---- the needs of one seat ---------------------------------------------------------------------
@dataclass
class IncomeSearch:
    """Constants of the income-mine search for one way of counting earnings (cash or worth).

    `goal`: the objective's best earner still to buy; `owned`: the best rate already held (1.0
    if none); `own`: (rate, package now, goal package after it, via goal) for the objective's
    mines; `cands`: (mine, rate, package now, full package, goal package after it, via goal) for
    every other mine, in board order. Mines with equal figures take equal times and the search
    keeps the first of equals, so only the first mine of each set of equal figures is listed."""
    goal: str | None
    goal_rate: float | None
    owned: float
    goal_pkg: int | None                     # the goal's package with no other purchase first
    own: tuple
    cands: tuple
    floor_pkg: int = 0                       # the smallest full package among `cands`
    top_rate: float = 1.0                    # the best rate among `cands` and the goal

    def __post_init__(self) -> None:
        if self.cands:
            self.floor_pkg = min(c[3] for c in self.cands)
            self.top_rate = max([c[1] for c in self.cands] + ([self.goal_rate] if self.goal is not None else []))


@dataclass
class MineNeeds:
    """The mine side: a function of (objective, licences, mines held) only."""
    licences: tuple[str, ...]                # still to buy
    mines: tuple[str, ...]                   # still to buy
    wanted_mines: frozenset
    reserve: int
    cost: int                                # of the licences and mines still to buy
    licence_items: tuple = ()                # (cost, target) of each licence to buy
    mine_items: tuple = ()                   # (cost, target) of each wanted mine to buy
    searches: dict = field(default_factory=dict)
    earners: dict = field(default_factory=dict)

    def best_earners(self, worth: bool, rights) -> tuple[str, ...]:
        """The mines held with the best rounded rate (cash or worth), in holding order."""
        got = self.earners.get(worth)
        if got is None:
            rate = _WORTH if worth else _INCOME
            top = max(round(rate[m]) for m in rights)
            got = self.earners[worth] = tuple(m for m in rights if round(rate[m]) == top)
        return got


@dataclass
class PropertyNeeds:
    """The building and airport side: a function of (seat, objective, owners, sales)."""
    buildings: tuple[str, ...]               # still to buy
    wanted_spaces: frozenset                 # buildings/airports worth having
    airports_needed: int
    free_airports: list[str]                 # listed only for an objective that counts airports
    cost: int                                # of the buildings and airports still to buy
    fees: dict                               # others' buildings to avoid landing on -> cost in turns
    own_buildings_worth: int                 # printed prices of the seat's buildings
    building_items: tuple = ()               # (price, target) of each building to buy
    airport_items: tuple = ()                # (price, target) of each free airport, if some are needed
    trip_items: tuple = ()                   # (price, target) of each wanted building not the seat's


class Needs:
    """Both sides together, with the objective's tax and net-worth thresholds."""

    def __init__(self, objective: str, mine: MineNeeds, prop: PropertyNeeds):
        obj = OBJECTIVE_BY_ID[objective]
        self.objective, self.tax = obj.id, obj.tax
        self.net_worth = tuple(n[1] for n in obj.needs if n[0] == "net_worth")
        self.mine, self.prop = mine, prop
        self.reserve = mine.reserve
        self.licences, self.mines, self.wanted_mines = mine.licences, mine.mines, mine.wanted_mines
        self.buildings, self.wanted_spaces = prop.buildings, prop.wanted_spaces
        self.airports_needed, self.free_airports, self.fees = prop.airports_needed, prop.free_airports, prop.fees
        self.own_buildings_worth = prop.own_buildings_worth
        self.fixed_cost = mine.cost + prop.cost + obj.tax
        self.missing = bool(self.licences or self.mines or self.buildings or self.airports_needed)
        self._done: bool | None = None
        self.parts = TargetParts(mine.licence_items + prop.building_items, mine.mine_items, prop.airport_items,
                                 prop.trip_items)

    def objective_done(self, state, seat: int) -> bool:
        """The engine's own test. Without a net-worth requirement it reads only what the needs
        key holds (mines, buildings, airports), so it is asked once."""
        if self.net_worth:
            return objective_done(state, seat)
        if self._done is None:
            self._done = objective_done(state, seat)
        return self._done

    def search(self, worth: bool, me) -> IncomeSearch:
        searches = self.mine.searches
        got = searches.get(worth)
        if got is None:
            got = searches[worth] = _income_search(self.mine, _WORTH if worth else _INCOME, me.licences, me.rights)
        return got


@dataclass
class TargetParts:
    """(cost, target) of what the needs still buy, for choosing the plan's target: `city` the
    licences (one each, at the town hall) then the buildings; `mines` the wanted mines among the
    mines to buy; `airports` the free airports when some are needed; `trip` every wanted building
    of another seat or free, worth a stop on the way."""
    city: tuple
    mines: tuple
    airports: tuple
    trip: tuple


def _pkg_now(x: str, licences, paid: str | None = None) -> int:
    c = MINE_CONTINENT[x]
    lic = 0 if c in licences or (paid is not None and MINE_CONTINENT[paid] == c) else LICENCE_COST[c]
    return RIGHTS_COST[MINE_RESOURCE[x]] + lic


def _income_search(needs: MineNeeds, rate: dict, licences, rights) -> IncomeSearch:
    mines = needs.mines
    goal = max(mines, key=lambda x: (rate[x], x), default=None)
    goal_rate = rate[goal] if goal is not None else None
    owned = max([rate[x] for x in rights] + [1.0])
    own = tuple(dict.fromkeys((rate[x], _pkg_now(x, licences), _pkg_now(goal, licences, x) if goal is not None else None,
                               goal is not None and x != goal and goal_rate > rate[x]) for x in mines))
    cands = {}
    for m in MINES:
        if m in rights or m in mines:
            continue
        c = MINE_CONTINENT[m]
        pkg = RIGHTS_COST[MINE_RESOURCE[m]] + (0 if c in licences or c in needs.licences else LICENCE_COST[c])
        via = m if owned <= 1.0 else None
        figures = (rate[m], _pkg_now(m, licences), pkg, _pkg_now(goal, licences, via) if goal is not None else None,
                   goal is not None and via != goal and goal_rate > rate[m])
        cands.setdefault(figures, m)
    return IncomeSearch(goal, goal_rate, owned, _pkg_now(goal, licences) if goal is not None else None,
                        own, tuple((m, *figures) for figures, m in cands.items()))


_NEEDS: dict = {}
_MINE_NEEDS: dict = {}
_PROPERTY_NEEDS: dict = {}


# Objectives that count buildings (kind or value) or airports. Without the first, no building is
# ever wanted and building prices (sales) are never read; without the second, airports are not.
WANTS_BUILDINGS = {o: any(n[0] in ("kind", "buildings_value") for n in obj.needs) for o, obj in OBJECTIVE_BY_ID.items()}
WANTS_AIRPORTS = {o: any(n[0] == "airports" for n in obj.needs) for o, obj in OBJECTIVE_BY_ID.items()}


def needs_key(state, seat: int, me) -> tuple:
    """Everything `needs_for` reads: (mine-side key, property-side key). Building and airport
    dicts always list the board's spaces in board order, so their owners in that order
    identify them; sales and airports only for an objective that reads them."""
    obj = me.objective
    buildings = state.buildings.values()
    return ((obj, tuple(me.licences), tuple(me.rights)),
            (seat, obj,
             tuple([(p.owner, p.sales) for p in buildings]) if WANTS_BUILDINGS[obj] else tuple([p.owner for p in buildings]),
             tuple([p.owner for p in state.airports.values()]) if WANTS_AIRPORTS[obj] else None))


def needs_for(state, seat: int, me, key: tuple) -> Needs:
    got = _NEEDS.get(key)
    if got is None:
        mkey, pkey = key
        mine = _cached(_MINE_NEEDS, mkey, lambda: _mine_needs(me))
        prop = _cached(_PROPERTY_NEEDS, pkey, lambda: _property_needs(state, seat, OBJECTIVE_BY_ID[me.objective]))
        got = _cached(_NEEDS, key, lambda: Needs(me.objective, mine, prop))
    return got


def _cached(cache: dict, key, make):
    got = cache.get(key)
    if got is None:
        if len(cache) > 300:
            cache.clear()
        got = cache[key] = make()
    return got


def _mine_needs(me) -> MineNeeds:
    obj = OBJECTIVE_BY_ID[me.objective]
    rights = me.rights
    mine_needs = tuple(n for n in obj.needs if n[0] in ("continent", "resource", "each_resource"))
    lic_plan, mine_list = mine_plan(mine_needs, frozenset(me.licences), frozenset(rights))
    licences = tuple(c for c in lic_plan if c not in me.licences)
    mines = tuple(m for m in mine_list if m not in rights)
    wanted_mines = {m for m in mines if MINE_CONTINENT[m] in me.licences}
    for need in mine_needs:   # any mine of a needed resource is as good as the chosen one
        if need[0] == "resource":
            have = sum(1 for m in rights if MINE_RESOURCE[m] == need[1])
            if have < need[2]:
                wanted_mines |= {m for m in MINES_BY_RES[need[1]] if m not in rights and MINE_CONTINENT[m] in me.licences}
    cost = sum(LICENCE_COST[c] for c in licences) + sum(RIGHTS_COST[MINE_RESOURCE[m]] for m in mines)
    licence_items = tuple((LICENCE_COST[c], ("city", TOWN_HALL_ID)) for c in licences)
    mine_items = tuple((RIGHTS_COST[MINE_RESOURCE[m]], ("world", m)) for m in mines if m in wanted_mines)
    return MineNeeds(licences, mines, frozenset(wanted_mines), reserve_for(rights), cost, licence_items, mine_items)


def _property_needs(state, seat: int, obj) -> PropertyNeeds:
    buildings, wanted_spaces = building_plan(state, seat, obj.needs)
    airports_needed = 0
    for need in obj.needs:
        if need[0] == "airports":
            have = sum(1 for p in state.airports.values() if p.owner == seat)
            airports_needed = max(0, need[1] - have)
            if airports_needed:
                wanted_spaces |= set(state.airports)
    free_airports = [a for a, p in state.airports.items() if p.owner is None] if WANTS_AIRPORTS[obj.id] else []
    cost = sum(building_price(state, s) for s in buildings) + airports_needed * WORLD_AIRPORT_PRICE
    # stop fees of others' buildings (avoid landing there)
    fees = {sid: BUILDINGS[BUILDING_OF_SPACE[sid]].stop_fee / 1500 for sid, p in state.buildings.items()
            if p.owner is not None and p.owner != seat and sid not in wanted_spaces}
    worth = sum(BUILDINGS[BUILDING_OF_SPACE[sid]].price for sid, p in state.buildings.items() if p.owner == seat)
    building_items = tuple((building_price(state, s), ("city", s)) for s in buildings)
    airport_items = tuple((WORLD_AIRPORT_PRICE, ("world", a)) for a in free_airports) if airports_needed else ()
    trip_items = tuple((building_price(state, sid), ("city", sid)) for sid in wanted_spaces
                       if sid in state.buildings and state.buildings[sid].owner != seat)
    return PropertyNeeds(tuple(buildings), frozenset(wanted_spaces), airports_needed, free_airports, cost, fees, worth,
                         building_items, airport_items, trip_items)
