"""What a `normale` bot still needs for its own objective, what it costs, and where to go next.

`make_plan(state, seat)` reads only public state and the seat's own player record. The part that
changes only when something is bought (what is missing, the income-mine search's constants, the
costs of what is still to buy) comes from `needs`; this module adds what moves every turn, in
two cached parts: the core (`plan_core`: done, the income mine, the first mine, what is missing
with it), which reads cash and kg only through the liquid money and a few flags, and the plan at
the pawn's space (the camp among equal mines, the target), which adds the position. Deciding what
to buy on a space needs only the core.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .needs import (ALT_MARGIN, BUILDING_SPACES, EXP_KG, MINE_PRICE, MINES, MINES_BY_CONT,  # noqa: F401
                        MINES_BY_RES, Needs, building_plan, building_price, income_per_turn, mine_plan,
                        needs_for, needs_key, reserve_for, worth_per_turn)
from .paths import CITY_AIRPORT_ID, estimate  # noqa: F401
from ..rules.money import BUILDING_OF_SPACE, MINE_CONTINENT, MINE_RESOURCE
from ..layouts import CITY, WORLD
from ..tables import (KG_VALUE, LICENCE_COST, MINE_SALE_PRICE, PRICE_LADDER, RIGHTS_COST, WORLD_AIRPORT_PRICE,
                     FLIGHT_COST)

TOWN_HALL_ID = CITY.of_kind("town_hall")[0].id
EXCHANGE_ID = CITY.of_kind("exchange")[0].id
PORT_ID = CITY.of_kind("port")[0].id
WORLD_AIRPORTS = tuple(s.id for s in WORLD.of_kind("world_airport"))
SPACE_OF_BUILDING = {b: sid for sid, b in BUILDING_OF_SPACE.items()}
COINS = {s.id: s.coins for s in CITY.of_kind("coins")}
TREASURE_IDS = {s.id for s in CITY.of_kind("treasure")}
CITY_MONEY_IDS = tuple(sorted(set(COINS) | TREASURE_IDS))
NET_WORTH_SELL_LOSS = 0.4            # worst share of net worth lost selling kg from a mine
GRAB_TURNS = 3.0                     # a needed uranium mine this near is bought at once


# ---- the plan ----------------------------------------------------------------------------------
class _Purchases:
    """What may be bought where: shared by the plan and its core (`PlanCore`), which hold the
    fields these read (licences, wanted spaces and mines, airports needed, first mine, keep,
    reserve)."""
    __slots__ = ()

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


@dataclass
class Plan(_Purchases):
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

    def camping_here(self, board: str, pos: str) -> bool:
        return board == "world" and pos == self.camp and self.target == ("world", pos)

    def space_bonus(self, board: str, pos: str) -> float:
        return (CITY_MONEY_BONUS.get(pos, 0.0) if board == "city" else 0.0) + self.fees.get(pos, 0.0)

    fees: dict = field(default_factory=dict)


CITY_MONEY_BONUS = {sid: -0.15 for sid in CITY_MONEY_IDS}     # coins and treasure spaces draw the bots


def _kg_value_at_exchange(state, kg: dict) -> int:
    return sum(PRICE_LADDER[r][state.prices[r] - 1] * n for r, n in kg.items())


_PLANS: dict = {}      # (core, position) -> plan
_CORES: dict = {}      # core key -> what the plan is, wherever the pawn stands


def make_plan(state, seat: int) -> Plan:
    """The plan for `seat` now; cached while nothing it depends on changes (plans are read-only).

    Made in two parts, each cached on everything it reads, as plain data: the core (see
    `core_key`), then the plan at the pawn's space (the camp among equal mines, the target)."""
    return plan_from_core(state, seat, plan_core(state, seat))


def plan_core(state, seat: int) -> PlanCore:
    """The part of the plan that does not depend on where the pawn stands: enough for choosing
    what to buy here."""
    me = state.player(seat)
    needs = needs_for(state, seat, me, needs_key(state, seat, me))
    liquid, key = core_key(state, seat, me, needs)
    core = _CORES.get(key)
    if core is None:
        if len(_CORES) > 300:
            _CORES.clear()
        core = _CORES[key] = _plan_core(state, seat, me, needs, liquid)
    return core


def plan_from_core(state, seat: int, core: PlanCore) -> Plan:
    me = state.player(seat)
    got = _PLANS.get((core, me.pos))
    if got is None:
        if len(_PLANS) > 300:
            _PLANS.clear()
        got = _PLANS[(core, me.pos)] = _plan_at(state, me, core)
    return got


def core_key(state, seat: int, me, needs: Needs) -> tuple[int, tuple]:
    """(liquid money, key of the plan's core).

    Cash and kg reach the plan only through the liquid money (cash + kg sold from the mines +
    kg carried and in depots at the exchange) and a few tests the key holds as flags: kg carried,
    kg at the port (and worth 1500 at the exchange), cash short of a flight (in the city), cash
    and mine kg short of the tax and reserve. Selling from a mine, or prices moving while nothing
    is carried, leaves the key as it was. A net-worth objective also reads cash and every kg
    (valued at fixed rates): then they are in the key too."""
    cash = me.cash
    mine_cash = 0
    rights = me.rights
    for m, kg in rights.items():
        mine_cash += kg * MINE_PRICE[m]
    liquid = cash + mine_cash
    carried, depots = me.carried, me.depots
    port = depots["port"]
    if carried:
        liquid += _kg_value_at_exchange(state, carried)
    port_flag = 0
    for d in depots.values():
        if d:
            value = _kg_value_at_exchange(state, d)
            liquid += value
            if d is port:
                port_flag = 2 if value >= 1500 else 1
    board = me.board
    key = (needs, liquid, board, bool(carried), port_flag, board == "city" and cash < FLIGHT_COST,
           cash + mine_cash < needs.tax + needs.reserve)
    if needs.net_worth:
        key += (cash, tuple(rights.values()), tuple(carried.items()), tuple(port.items()),
                tuple(depots["city_airport"].items()),
                tuple([(v.id, tuple(v.cargo.items())) for v in state.vehicles if v.owner == seat]))
    return liquid, key


class PlanCore(_Purchases):
    """The position-independent part of a plan (made by `_plan_core`); the plan's fields of the
    same names are these."""
    __slots__ = ("needs", "liquid", "worth", "done", "cost_left", "licences", "mines", "wanted_mines",
                 "city_items", "mine_items", "first_mine", "keep", "tax", "reserve", "wanted_spaces",
                 "airports_needed")


def _plan_core(state, seat: int, me, needs: Needs, liquid: int) -> PlanCore:
    core = PlanCore()
    core.needs = needs
    core.liquid = liquid
    core.tax, core.reserve = needs.tax, needs.reserve
    core.wanted_spaces, core.airports_needed = needs.wanted_spaces, needs.airports_needed
    reserve = needs.reserve
    worth_gap = _worth_gap(state, seat, me, needs) if needs.net_worth else 0
    core.worth = bool(worth_gap)
    # the engine's own test (cheap enough) decides "done"
    core.done = done = not needs.missing and not worth_gap and needs.objective_done(state, seat)
    parts = needs.parts

    # --- an income mine, when the objective's own mines earn too little (or there are none)
    cost_left = needs.fixed_cost + worth_gap
    gap = cost_left + reserve - liquid
    fly = FLIGHT_COST if me.board == "city" else 0    # the mines are a flight away
    spendable = liquid - reserve - fly
    extra = None
    if gap > 0 and not done:
        extra = _income_mine(needs.search(bool(worth_gap), me), gap, spendable)
    licences, mines, wanted_mines = needs.licences, needs.mines, needs.wanted_mines
    city_items, mine_items = parts.city, parts.mines
    if extra is not None:
        c = MINE_CONTINENT[extra]
        mines = mines + (extra,)
        if c in me.licences:
            wanted_mines = wanted_mines | {extra}
            mine_items = mine_items + ((RIGHTS_COST[MINE_RESOURCE[extra]], ("world", extra)),)
        elif c not in licences:
            licences = licences + (c,)
            city_items = city_items + ((LICENCE_COST[c], ("city", TOWN_HALL_ID)),)
        cost_left += RIGHTS_COST[MINE_RESOURCE[extra]]
    core.cost_left = cost_left
    core.licences, core.mines, core.wanted_mines = licences, mines, wanted_mines
    core.city_items, core.mine_items = city_items, mine_items

    # --- no income yet: the first mine comes before anything else
    core.first_mine, core.keep = None, 0
    if not me.rights and mines and not done:
        def pkg(x):
            return RIGHTS_COST[MINE_RESOURCE[x]] + (0 if MINE_CONTINENT[x] in me.licences else LICENCE_COST[MINE_CONTINENT[x]])
        rate = worth_per_turn if worth_gap else income_per_turn
        ok = [x for x in mines if pkg(x) <= spendable]
        first = max(ok, key=lambda x: (rate(x), -pkg(x), x)) if ok else min(mines, key=lambda x: (pkg(x), x))
        core.first_mine = first
        core.keep = pkg(first)
    return core


def _plan_at(state, me, core: PlanCore) -> Plan:
    """The plan from its core at the pawn's space: the camp, then the target."""
    needs = core.needs
    plan = Plan(needs.objective, needs.tax, core.done, needs.reserve, core.liquid, ("city", TOWN_HALL_ID),
                core.licences, core.mines, needs.buildings, needs.airports_needed, needs.wanted_spaces,
                core.wanted_mines, None, "buy", set(), core.first_mine, core.keep, needs.fees)

    # --- the camp: best owned mine
    rights = me.rights
    if rights:
        # the best earner; equal earners: the nearest one (no walk back to a twin mine across the
        # map). Only the mines tied for the best rounded rate are compared by distance.
        tied = needs.mine.best_earners(core.worth, rights)
        if len(tied) == 1:
            plan.camp = tied[0]
        else:
            rate = worth_per_turn if core.worth else income_per_turn
            plan.camp = max(tied, key=lambda m: (round(rate(m)), -(0.0 if (me.board, me.pos) == ("world", m)
                                                                  else estimate(me.board, me.pos, "world", m)), m))

    plan.target, plan.mode = _choose_target(state, me, plan, needs.parts, core.city_items,
                                            core.mine_items, core.cost_left)
    return plan


def _worth_gap(state, seat: int, me, needs: Needs) -> int:
    """Net worth still missing for a net-worth objective (with a margin for selling from mines)."""
    worth_gap = 0
    for need_worth in needs.net_worth:
        kg_all = {}
        for m, kg in me.rights.items():
            kg_all[MINE_RESOURCE[m]] = kg_all.get(MINE_RESOURCE[m], 0) + kg
        for v in state.vehicles:
            if v.owner == seat:
                for r, kg in v.cargo.items():
                    kg_all[r] = kg_all.get(r, 0) + kg
        for d in list(me.depots.values()) + [me.carried]:
            for r, kg in d.items():
                kg_all[r] = kg_all.get(r, 0) + kg
        worth = me.cash + needs.own_buildings_worth + sum(KG_VALUE[r] * n for r, n in kg_all.items())
        short_cash = max(0, needs.tax + needs.reserve - me.cash)
        worth_gap = max(0, need_worth + int(NET_WORTH_SELL_LOSS * short_cash) - worth)
    return worth_gap


def _income_mine(s, gap: int, spendable: int) -> str | None:
    """The extra mine that earns the missing money soonest, if buying it beats the mines held.

    Each option's time: earn at its rate, moving to the objective's best earner (`s.goal`) as
    soon as that is affordable; a new mine pays 2 turns for the detour. (`_eta` spelled out
    inline in the loops below, same operations in the same order: this runs at most plans.)"""
    goal_rate = s.goal_rate
    owned = s.owned
    if owned > 1.0:
        turns_without = _eta(gap, spendable, goal_rate, owned, s.goal is not None and goal_rate > owned,
                             s.goal_pkg, 0, 0)
    else:   # no income yet: the objective's own affordable mines
        turns_without = 1e9
        for rate, pn, gp, via_goal in s.own:
            if pn <= spendable:
                t = _eta(gap, spendable, goal_rate, rate, via_goal, gp, pn, 0)
                if t < turns_without:
                    turns_without = t
    # Every option takes at least (gap + its package) / its best rate + 2 turns: when even the
    # cheapest package at the best rate cannot beat `turns_without`, no option can (the margin
    # is far above rounding errors, so the answer is exactly the full search's).
    if not s.cands or (gap + s.floor_pkg) / s.top_rate + 2.0 > turns_without * (1 + 1e-9) + 1e-9:
        return None
    best = None
    best_t = turns_without
    for m, rate, pn, pkg, gp, via_goal in s.cands:
        if pn > spendable:
            continue
        need = gap + pkg
        if via_goal:
            t1 = max(0.0, gp - (spendable - pn)) / rate
            t = t1 + max(0.0, need - t1 * rate) / goal_rate + 2.0
        else:
            t = need / rate + 2.0
        if t < best_t:
            best, best_t = m, t
    return best


def _eta(gap: int, spendable: int, goal_rate, rate: float, via_goal: bool, goal_pkg, spent: int, extra: int) -> float:
    """Turns to earn `gap + extra` at `rate`, switching to the goal's rate once its package
    (`goal_pkg`) is paid from what is left after spending `spent`."""
    need = gap + extra
    if via_goal:
        t1 = max(0.0, goal_pkg - (spendable - spent)) / rate
        return t1 + max(0.0, need - t1 * rate) / goal_rate
    return need / rate


def _nearest(board: str, pos: str, cands) -> tuple[str, str]:
    """The candidate the fewest expected turns away; equal times: the smallest (board, space)."""
    best = best_v = None
    for t in cands:
        v = estimate(board, pos, t[0], t[1])
        if best is None or v < best_v or (v == best_v and t < best):
            best, best_v = t, v
    return best


def _choose_target(state, me, plan: Plan, parts, city_items, mine_items, cost_left) -> tuple[tuple[str, str], str]:
    """`city_items`, `mine_items`: (cost, target) of the licences and buildings, and of the wanted
    mines, still to buy (the needs' own plus the income mine's)."""
    board, pos = me.board, me.pos

    if plan.done:
        cash_now = me.cash + sum(kg * MINE_SALE_PRICE[MINE_RESOURCE[m]] for m, kg in me.rights.items())
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

    world_items = mine_items + parts.airports
    afford_world = [t for c, t in world_items if c <= budget]
    afford_city = [t for c, t in city_items if c <= budget]
    everything = budget >= cost_left
    if board == "city":
        if afford_city:
            plan.trip = set(afford_city) | {t for price, t in parts.trip if price <= budget}
            return _nearest(board, pos, afford_city), "buy"
        if afford_world:
            return _nearest(board, pos, afford_world), "buy"
        return _earn_target(me, plan), "earn"
    camp_income = income_per_turn(plan.camp) if plan.camp else 0.0
    if everything and (afford_world or afford_city):
        plan.trip = set(afford_world)
        return _nearest(board, pos, afford_world or afford_city), "buy"
    upgrades = [t for c, t in mine_items if c <= budget and income_per_turn(t[1]) > camp_income]
    # uranium mines are everyone's favourite earner: a needed one nearby is bought at once,
    # before another seat takes it (uranium_all needs all three)
    upgrades += [t for c, t in mine_items if MINE_RESOURCE[t[1]] == "uranium" and c <= budget
                 and estimate(board, pos, "world", t[1]) <= GRAB_TURNS]
    if upgrades:
        return _nearest(board, pos, upgrades), "buy"
    world_cost = sum(c for c, _ in world_items)
    if afford_world and (not plan.camp or (budget >= world_cost and not plan.licences)):
        return _nearest(board, pos, afford_world), "buy"
    if afford_city and not plan.camp:
        return _nearest(board, pos, afford_city), "buy"
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
