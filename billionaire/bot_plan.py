"""What a `normale` bot still needs for its own objective, what it costs, and where to go next.

`make_plan(state, seat)` reads only public state and the seat's own player record. The part that
changes only when something is bought (what is missing, the income-mine search's constants) comes
from `bot_needs`; this module adds what moves every turn (cash, position, kg) and the target.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .bot_needs import (ALT_MARGIN, BUILDING_SPACES, EXP_KG, MINE_PRICE, MINES, MINES_BY_CONT,  # noqa: F401
                        MINES_BY_RES, Needs, building_plan, building_price, income_per_turn, mine_plan,
                        needs_for, needs_key, reserve_for, worth_per_turn)
from .bot_paths import CITY_AIRPORT_ID, estimate  # noqa: F401
from .economy import BUILDING_OF_SPACE, MINE_CONTINENT, MINE_RESOURCE
from .layouts import CITY, WORLD
from .tables import (KG_VALUE, LICENCE_COST, MINE_SALE_PRICE, PRICE_LADDER, RIGHTS_COST, WORLD_AIRPORT_PRICE,
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
        return (CITY_MONEY_BONUS.get(pos, 0.0) if board == "city" else 0.0) + self.fees.get(pos, 0.0)

    fees: dict = field(default_factory=dict)


CITY_MONEY_BONUS = {sid: -0.15 for sid in CITY_MONEY_IDS}     # coins and treasure spaces draw the bots


def _kg_value_at_exchange(state, kg: dict) -> int:
    return sum(PRICE_LADDER[r][state.prices[r] - 1] * n for r, n in kg.items())


_PLANS: dict = {}


def make_plan(state, seat: int) -> Plan:
    """The plan for `seat` now; cached while nothing it depends on changes (plans are read-only).

    The key is everything `_make_plan` reads, as plain data: the needs key (objective, holdings,
    owners) plus cash, position, kg wherever they are and the prices."""
    me = state.player(seat)
    nkey = needs_key(state, seat, me)
    key = (nkey, me.cash, me.board, me.pos, tuple(me.rights.values()), tuple(me.carried.items()),
           tuple(me.depots["port"].items()), tuple(me.depots["city_airport"].items()),
           tuple(state.prices.values()),
           tuple([(v.id, tuple(v.cargo.items())) for v in state.vehicles if v.owner == seat]) if state.vehicles else ())
    got = _PLANS.get(key)
    if got is None:
        if len(_PLANS) > 300:
            _PLANS.clear()
        got = _PLANS[key] = _make_plan(state, seat, me, needs_for(state, seat, me, nkey))
    return got


def _make_plan(state, seat: int, me, needs: Needs) -> Plan:
    rights = me.rights
    reserve = needs.reserve
    mine_cash = sum(kg * MINE_PRICE[m] for m, kg in rights.items())
    carried_value = _kg_value_at_exchange(state, me.carried) if me.carried else 0
    depot_value = sum(_kg_value_at_exchange(state, d) for d in me.depots.values() if d)
    liquid = me.cash + mine_cash + carried_value + depot_value

    worth_gap = 0
    for need_worth in needs.net_worth:
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
        worth = me.cash + needs.own_buildings_worth + sum(KG_VALUE[r] * n for r, n in kg_all.items())
        short_cash = max(0, needs.tax + reserve - me.cash)
        worth_gap = max(0, need_worth + int(NET_WORTH_SELL_LOSS * short_cash) - worth)

    missing_any = needs.missing or bool(worth_gap)
    # the engine's own test (cheap enough) decides "done"
    done = not missing_any and needs.objective_done(state, seat)

    plan = Plan(needs.objective, needs.tax, done, reserve, liquid, licences=list(needs.licences),
                mines=list(needs.mines), buildings=list(needs.buildings), airports_needed=needs.airports_needed,
                wanted_spaces=needs.wanted_spaces, wanted_mines=set(needs.wanted_mines))

    # --- an income mine, when the objective's own mines earn too little (or there are none)
    cost_left = needs.fixed_cost + worth_gap
    gap = max(0, cost_left + reserve - liquid)
    fly = FLIGHT_COST if me.board == "city" else 0    # the mines are a flight away
    spendable = liquid - reserve - fly
    if gap > 0 and not done:
        m = _income_mine(needs.search(bool(worth_gap), me), gap, spendable)
        if m is not None:
            c = MINE_CONTINENT[m]
            if c not in me.licences and c not in plan.licences:
                plan.licences.append(c)
            plan.mines.append(m)
            if c in me.licences:
                plan.wanted_mines.add(m)
            cost_left += RIGHTS_COST[MINE_RESOURCE[m]]

    plan.fees = needs.fees

    # --- the camp: best owned mine
    if rights:
        # the best earner; equal earners: the nearest one (no walk back to a twin mine across the
        # map). Only the mines tied for the best rounded rate are compared by distance.
        tied = needs.mine.best_earners(bool(worth_gap), rights)
        if len(tied) == 1:
            plan.camp = tied[0]
        else:
            key = worth_per_turn if worth_gap else income_per_turn
            plan.camp = max(tied, key=lambda m: (round(key(m)), -(0.0 if (me.board, me.pos) == ("world", m)
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

    plan.target, plan.mode = _choose_target(state, me, plan, needs.free_airports, cost_left)
    return plan


def _income_mine(s, gap: int, spendable: int) -> str | None:
    """The extra mine that earns the missing money soonest, if buying it beats the mines held.

    Each option's time: earn at its rate, moving to the objective's best earner (`s.goal`) as
    soon as that is affordable; a new mine pays 2 turns for the detour."""
    goal_rate = s.goal_rate

    def eta(rate: float, via_goal: bool, goal_pkg: int | None, spent: int, extra: int) -> float:
        need = gap + extra
        if via_goal:
            t1 = max(0.0, goal_pkg - (spendable - spent)) / rate
            return t1 + max(0.0, need - t1 * rate) / goal_rate
        return need / rate

    owned = s.owned
    if owned > 1.0:
        turns_without = eta(owned, s.goal is not None and goal_rate > owned, s.goal_pkg, 0, 0)
    else:   # no income yet: the objective's own affordable mines
        turns_without = min([eta(rate, via_goal, gp, pn, 0) for rate, pn, gp, via_goal in s.own if pn <= spendable]
                            + [1e9])
    # Every option takes at least (gap + its package) / its best rate + 2 turns: when even the
    # cheapest package at the best rate cannot beat `turns_without`, no option can (the margin
    # is far above rounding errors, so the answer is exactly the full search's).
    if not s.cands or (gap + s.floor_pkg) / s.top_rate + 2.0 > turns_without * (1 + 1e-9) + 1e-9:
        return None
    best = None
    for m, rate, pn, pkg, gp, via_goal in s.cands:
        if pn > spendable:
            continue
        turns_with = eta(rate, via_goal, gp, pn, pkg) + 2.0
        if turns_with < turns_without and (best is None or turns_with < best[0]):
            best = (turns_with, m)
    return best[1] if best is not None else None


def _choose_target(state, me, plan: Plan, free_airports, cost_left) -> tuple[tuple[str, str], str]:
    board, pos = me.board, me.pos

    def near(cands):
        return min(cands, key=lambda t: (estimate(board, pos, t[0], t[1]), t))

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

    city_items = [(LICENCE_COST[c], ("city", TOWN_HALL_ID)) for c in plan.licences]
    city_items += [(building_price(state, s), ("city", s)) for s in plan.buildings]
    world_items = [(RIGHTS_COST[MINE_RESOURCE[m]], ("world", m)) for m in plan.mines if m in plan.wanted_mines]
    if plan.airports_needed:
        world_items += [(WORLD_AIRPORT_PRICE, ("world", a)) for a in free_airports]

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
