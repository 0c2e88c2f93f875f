"""What a `normale` bot still needs for its own objective, what it costs, and where to go next.

`make_plan(state, seat)` reads only public state and the seat's own player record.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from .bot_paths import CITY_AIRPORT_ID, estimate
from .economy import BUILDING_OF_SPACE, MINE_CONTINENT, MINE_RESOURCE
from .layouts import CITY, WORLD
from .objectives import OBJECTIVE_BY_ID
from .tables import (BUILDINGS, CONTINENTS, EXTRACTION_COST, KG_VALUE, LICENCE_COST, MINE_SALE_PRICE,
                     PRICE_LADDER, RESOURCES, RIGHTS_COST, WORLD_AIRPORT_PRICE, FLIGHT_COST)

TOWN_HALL_ID = CITY.of_kind("town_hall")[0].id
EXCHANGE_ID = CITY.of_kind("exchange")[0].id
PORT_ID = CITY.of_kind("port")[0].id
WORLD_AIRPORTS = tuple(s.id for s in WORLD.of_kind("world_airport"))
MINES = tuple(s.id for s in WORLD.of_kind("mine"))
MINES_BY_CONT = {c: tuple(m for m in MINES if MINE_CONTINENT[m] == c) for c in CONTINENTS}
MINES_BY_RES = {r: tuple(m for m in MINES if MINE_RESOURCE[m] == r) for r in RESOURCES}
SPACE_OF_BUILDING = {b: sid for sid, b in BUILDING_OF_SPACE.items()}
BUILDING_SPACES = tuple(BUILDING_OF_SPACE)
COINS = {s.id: s.coins for s in CITY.of_kind("coins")}
TREASURE_IDS = {s.id for s in CITY.of_kind("treasure")}
CITY_MONEY_IDS = tuple(sorted(set(COINS) | TREASURE_IDS))
EXP_KG = 10 / 3                      # expected kg per extraction (two dice, 1-1-1-2-2-3 kg each)
NET_WORTH_SELL_LOSS = 0.4            # worst share of net worth lost selling kg from a mine
ALT_MARGIN = 2000                    # a same-kind building up to this much dearer is as good a stop
GRAB_TURNS = 3.0                     # a needed uranium mine this near is bought at once


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
@lru_cache(maxsize=4096)
def mine_plan(needs: tuple, licences: frozenset, rights: frozenset) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(licences, mines) that satisfy the mine requirements at the least cost still to pay."""
    if not needs:
        return (), tuple(sorted(rights & frozenset()))
    best = None
    for mask in range(1 << len(CONTINENTS)):
        conts = [c for i, c in enumerate(CONTINENTS) if mask >> i & 1]
        cset = set(conts)
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
                cands.sort(key=lambda m: (m not in rights, m not in chosen, MINES.index(m)))
                chosen += [m for m in cands[:n] if m not in chosen]
            elif need[0] == "each_resource":
                for r in RESOURCES:
                    if any(MINE_RESOURCE[m] == r for m in chosen):
                        continue
                    cands = [m for m in MINES_BY_RES[r] if MINE_CONTINENT[m] in cset]
                    if not cands:
                        ok = False
                        break
                    cands.sort(key=lambda m: (m not in rights, MINES.index(m)))
                    chosen.append(cands[0])
                if not ok:
                    break
        if not ok:
            continue
        used = {MINE_CONTINENT[m] for m in chosen}
        if used != cset:
            continue
        cost = sum(LICENCE_COST[c] for c in cset if c not in licences)
        cost += sum(RIGHTS_COST[MINE_RESOURCE[m]] for m in chosen if m not in rights)
        key = (cost, len(cset), mask)
        if best is None or key < best[0]:
            best = (key, tuple(conts), tuple(chosen))
    if best is None:
        return (), ()
    return best[1], best[2]


# ---- buildings ---------------------------------------------------------------------------------
def building_price(state, sid: str) -> int:
    return BUILDINGS[BUILDING_OF_SPACE[sid]].price * (state.buildings[sid].sales + 1)


@lru_cache(maxsize=8192)
def _min_cost_cover(cands: tuple[tuple[int, int, str], ...], need: int) -> tuple[str, ...] | None:
    """Cheapest subset of (price, printed value, sid) with printed sum >= need (units of 100)."""
    if need <= 0:
        return []
    cap = need // 100
    inf = float("inf")
    best: list[tuple[float, tuple[str, ...]]] = [(inf, ())] * (cap + 1)
    best[0] = (0, ())
    for price, value, sid in cands:
        v = value // 100
        for have in range(cap, -1, -1):
            cost, picks = best[have]
            if cost == inf:
                continue
            nxt = min(cap, have + v)
            cand = (cost + price + len(picks) * 1e-3, picks + (sid,))
            if cand[0] < best[nxt][0]:
                best[nxt] = cand
    return best[cap][1] if best[cap][0] < inf else None


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


# ---- the plan ----------------------------------------------------------------------------------
@dataclass
class Plan:
    objective: str
    tax: int
    done: bool
    reserve: int
    liquid: int
    target: tuple[str, str] = ("city", TOWN_HALL_ID)
    licences: list[str] = field(default_factory=list)       # still to buy
    mines: list[str] = field(default_factory=list)          # still to buy
    buildings: list[str] = field(default_factory=list)      # still to buy
    airports_needed: int = 0
    wanted_spaces: set[str] = field(default_factory=set)    # buildings/airports worth having
    wanted_mines: set[str] = field(default_factory=set)
    camp: str | None = None                                 # the mine to earn on
    mode: str = "buy"
    trip: set = field(default_factory=set)                  # other targets of this trip
    first_mine: str | None = None                           # no mine yet: the one to buy first
    keep: int = 0                                           # cash kept for it (licence included)

    def allowed(self, kind: str, params: dict, cost: int, cash: int) -> bool:
        """Whether a purchase leaves the reserve (and the first mine's money) intact."""
        keep = self.keep
        if self.first_mine is not None:
            fm = self.first_mine
            if kind == "buy_rights" or (kind == "buy_licence" and params.get("continent") == MINE_CONTINENT[fm]):
                keep = 0
            elif kind == "buy_licence" and MINE_CONTINENT[fm] not in self.licences:
                keep = RIGHTS_COST[MINE_RESOURCE[fm]]
        return cash - cost - keep >= self.reserve

    def purchases_at(self, state, board: str, pos: str) -> list[tuple[int, str, dict]]:
        out = []
        if board == "city":
            if pos == TOWN_HALL_ID:
                for c in self.licences:
                    out.append((LICENCE_COST[c], "buy_licence", {"continent": c}))
            elif pos in self.wanted_spaces and pos in state.buildings:
                out.append((building_price(state, pos), "buy_building", {}))
        else:
            if pos in self.wanted_mines:
                out.append((RIGHTS_COST[MINE_RESOURCE[pos]], "buy_rights", {}))
            elif pos in self.wanted_spaces and pos in state.airports and self.airports_needed > 0:
                out.append((WORLD_AIRPORT_PRICE, "buy_airport", {}))
        return out

    def camping_here(self, board: str, pos: str) -> bool:
        return board == "world" and pos == self.camp and self.target == ("world", pos)

    def space_bonus(self, board: str, pos: str) -> float:
        return _space_bonus_static(board, pos) + self.fees.get(pos, 0.0)

    fees: dict = field(default_factory=dict)


def _space_bonus_static(board: str, pos: str) -> float:
    if board != "city":
        return 0.0
    if pos in COINS:
        return -0.15
    if pos in TREASURE_IDS:
        return -0.15
    return 0.0


def _kg_value_at_exchange(state, kg: dict) -> int:
    return sum(PRICE_LADDER[r][state.prices[r] - 1] * n for r, n in kg.items())


_PLANS: dict = {}


def _plan_key(state, seat: int) -> tuple:
    """Everything `make_plan` reads: equal keys give equal plans (a per-position cache)."""
    me = state.player(seat)
    return (id(state), state.seed, seat, me.objective, me.cash, me.board, me.pos, tuple(me.licences),
            tuple(me.rights.items()), tuple(me.carried.items()),
            tuple(me.depots["port"].items()), tuple(me.depots["city_airport"].items()),
            tuple(state.prices.values()),
            tuple((p.owner, p.sales) for p in state.buildings.values()),
            tuple(p.owner for p in state.airports.values()),
            tuple((v.id, tuple(v.cargo.items())) for v in state.vehicles if v.owner == seat))


def make_plan(state, seat: int) -> Plan:
    """The plan for `seat` now; cached while nothing it depends on changes (plans are read-only)."""
    key = _plan_key(state, seat)
    got = _PLANS.get(key)
    if got is None:
        if len(_PLANS) > 4000:
            _PLANS.clear()
        got = _PLANS[key] = _make_plan(state, seat)
    return got


def _make_plan(state, seat: int) -> Plan:
    me = state.player(seat)
    obj = OBJECTIVE_BY_ID[me.objective]
    rights = me.rights
    reserve = reserve_for(rights)
    mine_cash = sum(kg * MINE_SALE_PRICE[MINE_RESOURCE[m]] for m, kg in rights.items())
    carried_value = _kg_value_at_exchange(state, me.carried)
    depot_value = sum(_kg_value_at_exchange(state, d) for d in me.depots.values())
    liquid = me.cash + mine_cash + carried_value + depot_value

    # --- what is missing
    mine_needs = tuple(n for n in obj.needs if n[0] in ("continent", "resource", "each_resource"))
    lic_plan, mine_list = mine_plan(mine_needs, frozenset(me.licences), frozenset(rights))
    licences = [c for c in lic_plan if c not in me.licences]
    mines = [m for m in mine_list if m not in rights]
    wanted_mines = {m for m in mines if MINE_CONTINENT[m] in me.licences}
    for need in mine_needs:   # any mine of a needed resource is as good as the chosen one
        if need[0] == "resource":
            have = sum(1 for m in rights if MINE_RESOURCE[m] == need[1])
            if have < need[2]:
                wanted_mines |= {m for m in MINES_BY_RES[need[1]] if m not in rights and MINE_CONTINENT[m] in me.licences}
    buildings, wanted_spaces = building_plan(state, seat, obj.needs)
    airports_needed = 0
    for need in obj.needs:
        if need[0] == "airports":
            have = sum(1 for p in state.airports.values() if p.owner == seat)
            airports_needed = max(0, need[1] - have)
            if airports_needed:
                wanted_spaces |= set(state.airports)
    free_airports = [a for a, p in state.airports.items() if p.owner is None]
    worth_gap = 0
    for need in obj.needs:
        if need[0] == "net_worth":
            bworth = sum(BUILDINGS[BUILDING_OF_SPACE[sid]].price for sid, p in state.buildings.items() if p.owner == seat)
            kg_all = {}
            for m, kg in rights.items():
                kg_all[MINE_RESOURCE[m]] = kg_all.get(MINE_RESOURCE[m], 0) + kg
            for v in state.vehicles:
                if v.owner == seat:
                    for r, kg in v.cargo.items():
                        kg_all[r] = kg_all.get(r, 0) + kg
            for d in list(me.depots.values()) + [me.carried]:
                for r, kg in d.items():
                    kg_all[r] = kg_all.get(r, 0) + kg
            worth = me.cash + bworth + sum(KG_VALUE[r] * n for r, n in kg_all.items())
            short_cash = max(0, obj.tax + reserve - me.cash)
            worth_gap = max(0, need[1] + int(NET_WORTH_SELL_LOSS * short_cash) - worth)

    missing_any = bool(licences or mines or buildings or airports_needed or worth_gap)
    # the engine's own test (cheap enough) decides "done"
    from .economy import objective_done
    done = not missing_any and objective_done(state, seat)
    if not missing_any and not done:
        missing_any = True   # e.g. the net worth sits right at the line

    plan = Plan(obj.id, obj.tax, done, reserve, liquid, licences=licences, mines=mines,
                buildings=buildings, airports_needed=airports_needed, wanted_spaces=wanted_spaces,
                wanted_mines=wanted_mines)

    # --- an income mine, when the objective's own mines earn too little (or there are none)
    owned_best = max((income_per_turn(m) for m in rights), default=0.0)
    plan_best = max([owned_best] + [income_per_turn(m) for m in mine_list])
    cost_left = (sum(LICENCE_COST[c] for c in licences) + sum(RIGHTS_COST[MINE_RESOURCE[m]] for m in mines)
                 + sum(building_price(state, s) for s in buildings) + airports_needed * WORLD_AIRPORT_PRICE
                 + obj.tax + worth_gap)
    gap = max(0, cost_left + reserve - liquid)
    fly = FLIGHT_COST if me.board == "city" else 0    # the mines are a flight away
    spendable = liquid - reserve - fly
    base = worth_per_turn if worth_gap else income_per_turn
    # the objective's best earner still to buy: a cheaper mine can be a stepping stone that pays
    # for it (e.g. an oil well in Asia before the uranium mine there)
    goal = max(mines, key=lambda x: (base(x), x), default=None)

    def pkg_now(x: str, paid: str | None = None) -> int:
        c = MINE_CONTINENT[x]
        lic = 0 if c in me.licences or (paid is not None and MINE_CONTINENT[paid] == c) else LICENCE_COST[c]
        return RIGHTS_COST[MINE_RESOURCE[x]] + lic

    def eta(rate: float, via: str | None, spent: int, extra: int) -> float:
        """Turns to earn the gap (+extra) at `rate`, moving to the goal mine once affordable."""
        need = gap + extra
        if goal is not None and via != goal and base(goal) > rate:
            t1 = max(0.0, pkg_now(goal, via) - (spendable - spent)) / rate
            return t1 + max(0.0, need - t1 * rate) / base(goal)
        return need / rate

    if gap > 0 and not done:
        best = None
        owned = max([base(x) for x in rights] + [1.0])
        if owned > 1.0:
            turns_without = eta(owned, None, 0, 0)
        else:   # no income yet: the objective's own affordable mines
            turns_without = min([eta(base(x), x, pkg_now(x), 0) for x in mines if pkg_now(x) <= spendable]
                                + [1e9])
        for m in MINES:
            if m in rights or m in plan.mines or pkg_now(m) > spendable:
                continue
            pkg = RIGHTS_COST[MINE_RESOURCE[m]] + (0 if MINE_CONTINENT[m] in me.licences or MINE_CONTINENT[m] in licences
                                                   else LICENCE_COST[MINE_CONTINENT[m]])
            turns_with = eta(base(m), m if owned <= 1.0 else None, pkg_now(m), pkg) + 2.0
            if turns_with < turns_without and (best is None or turns_with < best[0]):
                best = (turns_with, m)
        if best is not None:
            m = best[1]
            c = MINE_CONTINENT[m]
            if c not in me.licences and c not in plan.licences:
                plan.licences.append(c)
            plan.mines.append(m)
            if c in me.licences:
                plan.wanted_mines.add(m)
            cost_left += RIGHTS_COST[MINE_RESOURCE[m]]

    # stop fees of others' buildings (avoid landing there)
    plan.fees = {sid: BUILDINGS[BUILDING_OF_SPACE[sid]].stop_fee / 1500 for sid, p in state.buildings.items()
                 if p.owner is not None and p.owner != seat and sid not in wanted_spaces}

    # --- the camp: best owned mine
    if rights:
        key = worth_per_turn if worth_gap else income_per_turn
        # equal earners: the nearest one (no walk back to a twin mine across the map)
        plan.camp = max(rights, key=lambda m: (round(key(m)), -(0.0 if (me.board, me.pos) == ("world", m)
                                                                else estimate(me.board, me.pos, "world", m)), m))

    # --- no income yet: the first mine comes before anything else
    if not rights and plan.mines and not done:
        def pkg(x):
            return RIGHTS_COST[MINE_RESOURCE[x]] + (0 if MINE_CONTINENT[x] in me.licences else LICENCE_COST[MINE_CONTINENT[x]])
        key = worth_per_turn if worth_gap else income_per_turn
        ok = [x for x in plan.mines if pkg(x) <= spendable]
        first = max(ok, key=lambda x: (key(x), -pkg(x), x)) if ok else min(plan.mines, key=lambda x: (pkg(x), x))
        plan.first_mine = first
        plan.keep = pkg(first)

    plan.target, plan.mode = _choose_target(state, me, plan, free_airports, cost_left)
    return plan


def _choose_target(state, me, plan: Plan, free_airports, cost_left) -> tuple[tuple[str, str], str]:
    board, pos = me.board, me.pos
    cash_now = me.cash + sum(kg * MINE_SALE_PRICE[MINE_RESOURCE[m]] for m, kg in me.rights.items())

    def near(cands):
        return min(cands, key=lambda t: (estimate(board, pos, t[0], t[1]), t))

    if plan.done:
        if board == "city" and me.carried and cash_now < plan.tax + plan.reserve:
            return ("city", EXCHANGE_ID), "sell"
        if board == "city" and me.depots["port"] and cash_now < plan.tax + plan.reserve:
            return ("city", PORT_ID), "pickup"
        if plan.liquid >= plan.tax:
            return ("city", TOWN_HALL_ID), "tax"
        return _earn_target(me, plan), "earn"

    budget = plan.liquid - plan.reserve
    if plan.first_mine is not None:
        fm = plan.first_mine
        if plan.keep + (FLIGHT_COST if board == "city" else 0) <= budget:
            if MINE_CONTINENT[fm] in me.licences:
                return ("world", fm), "first"
            return ("city", TOWN_HALL_ID), "first"
    # errands in the city: sell what we carry, collect what arrived at the port
    if board == "city" and me.carried:
        return ("city", EXCHANGE_ID), "sell"
    if board == "city" and me.depots["port"] and _kg_value_at_exchange(state, me.depots["port"]) >= 1500:
        return ("city", PORT_ID), "pickup"

    city_items = [(LICENCE_COST[c], ("city", TOWN_HALL_ID)) for c in plan.licences]
    city_items += [(building_price(state, s), ("city", s)) for s in plan.buildings]
    world_items = [(RIGHTS_COST[MINE_RESOURCE[m]], ("world", m)) for m in plan.mines if m in plan.wanted_mines]
    if plan.airports_needed:
        world_items += [(WORLD_AIRPORT_PRICE, ("world", a)) for a in free_airports]
    city_cost = sum(c for c, _ in city_items)
    lic_cost = sum(LICENCE_COST[c] for c in plan.licences)
    blocked = any(m not in plan.wanted_mines for m in plan.mines)

    afford_world = [t for c, t in world_items if c <= budget]
    afford_city = [t for c, t in city_items if c <= budget]
    everything = budget >= cost_left
    if board == "city":
        if afford_city:
            plan.trip = set(afford_city) | {
                ("city", sid) for sid in plan.wanted_spaces
                if sid in state.buildings and state.buildings[sid].owner != me.seat
                and building_price(state, sid) <= budget}
            return near(afford_city), "buy"
        if afford_world:
            return near(afford_world), "buy"
        return _earn_target(me, plan), "earn"
    camp_income = income_per_turn(plan.camp) if plan.camp else 0.0
    if everything and (afford_world or afford_city):
        plan.trip = set(afford_world)
        return near(afford_world or afford_city), "buy"
    upgrades = [("world", m) for m in plan.mines if m in plan.wanted_mines
                and RIGHTS_COST[MINE_RESOURCE[m]] <= budget and income_per_turn(m) > camp_income]
    # uranium mines are everyone's favourite earner: a needed one nearby is bought at once,
    # before another seat takes it (uranium_all needs all three)
    upgrades += [("world", m) for m in plan.mines if m in plan.wanted_mines and MINE_RESOURCE[m] == "uranium"
                 and RIGHTS_COST["uranium"] <= budget and estimate(board, pos, "world", m) <= GRAB_TURNS]
    if upgrades:
        return near(upgrades), "buy"
    world_cost = sum(c for c, _ in world_items)
    if afford_world and (not plan.camp or (budget >= world_cost and not plan.licences)):
        return near(afford_world), "buy"
    if afford_city and not plan.camp:
        return near(afford_city), "buy"
    return _earn_target(me, plan), "earn"


def _earn_target(me, plan: Plan) -> tuple[str, str]:
    if me.board == "city" and me.cash < FLIGHT_COST:
        # Without the flight money the mines are out of reach: earn on the city's coin and
        # treasure spaces (a bot waiting at the airport would sink under taxes and interest).
        return min((("city", s) for s in CITY_MONEY_IDS), key=lambda t: (estimate("city", me.pos, *t), t))
    if plan.camp:
        return ("world", plan.camp)
    if plan.licences:
        return ("city", TOWN_HALL_ID)
    if plan.mines:
        return ("world", plan.mines[0])
    return ("city", TOWN_HALL_ID)
