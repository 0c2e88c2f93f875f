"""The bots' third speed pass must not change a single decision.

* plans made in two cached parts (a position-independent core keyed on the liquid money and a
  few flags, then the target at the pawn's space) equal plans made in one piece by the code
  before the pass, for every seat along bot games, random positions and positions edited by hand
  (selling from a mine, prices moving with kg carried, cash and kg moved but the liquid kept);
* a core key that forgets part of what the core reads is caught by the same comparison;
* every decision of the bots equals the decision of the bot before the pass (its own plan, path,
  move, ship and space choices), along bot games and random positions;
* `estimates_to` rows equal `estimate`, and the reserve read without a plan equals the plan's.
"""
from __future__ import annotations

import copy
import dataclasses
import random

import pytest

from billionaire import bots
from billionaire.bots import levels, needs as bot_needs, paths as bot_paths, plan as bot_plan
from billionaire.bots.needs import Needs, income_per_turn, needs_for, needs_key, reserve_for, worth_per_turn
from billionaire.bots.paths import estimate, walk
from billionaire.bots.plan import (EXCHANGE_ID, FLIGHT_COST, GRAB_TURNS, MINE_PRICE, NET_WORTH_SELL_LOSS, PORT_ID,
                                  TOWN_HALL_ID, CITY_MONEY_IDS, Plan, building_price, _kg_value_at_exchange)
from billionaire.rules.money import MINE_CONTINENT, MINE_RESOURCE
from billionaire.engine import Game, SeatSpec
from billionaire.layouts import CITY, WORLD
from billionaire.randomplay import play_actions
from rules_kit import bot_positions
from billionaire.tables import (EXTRACTION_COST, KG_VALUE, LICENCE_COST, MINE_SALE_PRICE, PRICE_LADDER, RIGHTS_COST,
                                VEHICLES, WORLD_AIRPORT_PRICE)


# ---- reference: the plan as made before the pass (one piece, from the needs) -------------------
def _ref_plan(state, seat: int) -> Plan:
    me = state.player(seat)
    needs = needs_for(state, seat, me, needs_key(state, seat, me))
    return _ref_make_plan(state, seat, me, needs)


def _ref_make_plan(state, seat: int, me, needs: Needs) -> Plan:
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
    done = not missing_any and needs.objective_done(state, seat)

    plan = Plan(needs.objective, needs.tax, done, reserve, liquid, licences=list(needs.licences),
                mines=list(needs.mines), buildings=list(needs.buildings), airports_needed=needs.airports_needed,
                wanted_spaces=needs.wanted_spaces, wanted_mines=set(needs.wanted_mines))

    cost_left = needs.fixed_cost + worth_gap
    gap = max(0, cost_left + reserve - liquid)
    fly = FLIGHT_COST if me.board == "city" else 0
    spendable = liquid - reserve - fly
    if gap > 0 and not done:
        m = _ref_income_mine(needs.search(bool(worth_gap), me), gap, spendable)
        if m is not None:
            c = MINE_CONTINENT[m]
            if c not in me.licences and c not in plan.licences:
                plan.licences.append(c)
            plan.mines.append(m)
            if c in me.licences:
                plan.wanted_mines.add(m)
            cost_left += RIGHTS_COST[MINE_RESOURCE[m]]

    plan.fees = needs.fees

    if rights:
        tied = needs.mine.best_earners(bool(worth_gap), rights)
        if len(tied) == 1:
            plan.camp = tied[0]
        else:
            key = worth_per_turn if worth_gap else income_per_turn
            plan.camp = max(tied, key=lambda m: (round(key(m)), -(0.0 if (me.board, me.pos) == ("world", m)
                                                                 else estimate(me.board, me.pos, "world", m)), m))

    if not rights and plan.mines and not done:
        def pkg(x):
            return RIGHTS_COST[MINE_RESOURCE[x]] + (0 if MINE_CONTINENT[x] in me.licences else LICENCE_COST[MINE_CONTINENT[x]])
        key = worth_per_turn if worth_gap else income_per_turn
        ok = [x for x in plan.mines if pkg(x) <= spendable]
        first = max(ok, key=lambda x: (key(x), -pkg(x), x)) if ok else min(plan.mines, key=lambda x: (pkg(x), x))
        plan.first_mine = first
        plan.keep = pkg(first)

    plan.target, plan.mode = _ref_choose_target(state, me, plan, needs.free_airports, cost_left)
    return plan


def _ref_income_mine(s, gap: int, spendable: int):
    goal_rate = s.goal_rate

    def eta(rate, via_goal, goal_pkg, spent, extra):
        need = gap + extra
        if via_goal:
            t1 = max(0.0, goal_pkg - (spendable - spent)) / rate
            return t1 + max(0.0, need - t1 * rate) / goal_rate
        return need / rate

    owned = s.owned
    if owned > 1.0:
        turns_without = eta(owned, s.goal is not None and goal_rate > owned, s.goal_pkg, 0, 0)
    else:
        turns_without = min([eta(rate, via_goal, gp, pn, 0) for rate, pn, gp, via_goal in s.own if pn <= spendable]
                            + [1e9])
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


def _ref_choose_target(state, me, plan, free_airports, cost_left):
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
        return _ref_earn_target(me, plan), "earn"

    budget = plan.liquid - plan.reserve
    if plan.first_mine is not None:
        fm = plan.first_mine
        if plan.keep + (FLIGHT_COST if board == "city" else 0) <= budget:
            if MINE_CONTINENT[fm] in me.licences:
                return ("world", fm), "first"
            return ("city", TOWN_HALL_ID), "first"
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
        return _ref_earn_target(me, plan), "earn"
    camp_income = income_per_turn(plan.camp) if plan.camp else 0.0
    if everything and (afford_world or afford_city):
        plan.trip = set(afford_world)
        return near(afford_world or afford_city), "buy"
    upgrades = [("world", m) for m in plan.mines if m in plan.wanted_mines
                and RIGHTS_COST[MINE_RESOURCE[m]] <= budget and income_per_turn(m) > camp_income]
    upgrades += [("world", m) for m in plan.mines if m in plan.wanted_mines and MINE_RESOURCE[m] == "uranium"
                 and RIGHTS_COST["uranium"] <= budget and estimate(board, pos, "world", m) <= GRAB_TURNS]
    if upgrades:
        return near(upgrades), "buy"
    world_cost = sum(c for c, _ in world_items)
    if afford_world and (not plan.camp or (budget >= world_cost and not plan.licences)):
        return near(afford_world), "buy"
    if afford_city and not plan.camp:
        return near(afford_city), "buy"
    return _ref_earn_target(me, plan), "earn"


def _ref_earn_target(me, plan):
    if me.board == "city" and me.cash < FLIGHT_COST:
        return min((("city", s) for s in CITY_MONEY_IDS), key=lambda t: (estimate("city", me.pos, *t), t))
    if plan.camp:
        return ("world", plan.camp)
    if plan.licences:
        return ("city", TOWN_HALL_ID)
    if plan.mines:
        return ("world", plan.mines[0])
    return ("city", TOWN_HALL_ID)


# ---- reference: the normale bot's decisions before the pass --------------------------------------
class _RefNormale(levels._Normale):
    """The bot before the pass: its plan made in one piece, read for every decision as before."""

    @property
    def plan(self):
        got = self.__dict__.get("_ref")
        if got is None:
            got = self.__dict__["_ref"] = _ref_plan(self.state, self.seat)
        return got

    core = plan

    @property
    def reserve(self):
        return self.plan.reserve

    def can_buy_here(self) -> bool:
        me = self.me
        here = me.pos
        state = self.state
        if here in state.buildings:
            return state.buildings[here].owner != me.seat
        return here == TOWN_HALL_ID or here in state.airports or (here in MINE_RESOURCE and here not in me.rights)

    def pick_ship(self):
        me = self.me
        cont = MINE_CONTINENT[me.pos]
        stock = sorted(((KG_VALUE[MINE_RESOURCE[m]], MINE_RESOURCE[m], kg) for m, kg in me.rights.items()
                        if MINE_CONTINENT[m] == cont and kg > 0), reverse=True)
        best, best_gain = None, 0.0
        for c in self.by_kind["ship"]:
            spec = VEHICLES[c.params["vehicle"]]
            room, gain = spec.capacity, 0.0
            for _, r, kg in stock:
                take = min(room, kg)
                room -= take
                price = PRICE_LADDER[r][self.state.prices[r] - 1]
                gain += take * (price - MINE_SALE_PRICE[r])
            r_here = MINE_RESOURCE[me.pos]
            gain -= spec.cost + EXP_KG * MINE_SALE_PRICE[r_here] - EXTRACTION_COST[r_here]
            if me.cash - spec.cost < reserve_for(me.rights):
                continue
            if gain > best_gain:
                best, best_gain = c, gain
        return best.action() if best is not None else None

    def choose_move(self) -> dict:
        me = self.me
        tb, tp = self.plan.target
        if self.has("stay") and (tb, tp) == ("world", me.pos):
            return self.first("stay").action()
        if (me.board, me.pos) == (tb, tp) and self.has("stay"):
            return self.first("stay").action()
        flights = self.by_kind.get("fly", [])
        if tb != me.board:
            best_roll = 1e9 if flights else estimate(me.board, me.pos, tb, tp)
        else:
            best_roll = walk(me.board, me.pos, tp) if (me.board, me.pos) != (tb, tp) else 0.5
        if not flights and me.pos in levels.AIRPORTS and tb != me.board and me.cash < 200:
            got = self.raise_cash(200 + self.plan.reserve - me.cash)
            if got:
                return got
        best, best_v = self.first("roll"), best_roll
        for c in flights:
            to = c.params["to"]
            board = "city" if to.startswith("c") else "world"
            v = 1.0 + (0.0 if (board, to) == (tb, tp) else estimate(board, to, tb, tp)) + c.cost / 5000
            if v < best_v - 1e-9:
                best, best_v = c, v
        return best.action()

    def choose_path(self) -> dict:
        plan = self.plan
        tb, tp = plan.target
        board = self.me.board
        best, best_v = None, 1e18
        trip = [t[1] for t in plan.trip if t[0] == board]
        for c in self.by_kind["move"]:
            to = c.target
            if (board, to) == (tb, tp) or (board, to) in plan.trip:
                v = -1000.0
            else:
                v = estimate(board, to, tb, tp)
                for t in trip:
                    w = estimate(board, to, board, t)
                    if w < v:
                        v = w
            v += c.toll / 1500
            v += plan.space_bonus(board, to)
            if v < best_v:
                best, best_v = c, v
        return best.action()


EXP_KG = bot_plan.EXP_KG


def _ref_choose_action(game: Game, seat: int) -> dict:
    options = game.choices(seat)
    by_kind: dict = {}
    for c in options:
        by_kind.setdefault(c.kind, []).append(c)
    if by_kind.pop("vote", None):
        options = [c for c in options if c.kind != "vote"]
    if len(options) == 1 and options[0].amount is None:
        return options[0].action()
    if game.state.player(seat).level == "facile":
        return levels._Facile(game, seat, options, by_kind).choose()
    return _RefNormale(game, seat, options, by_kind).choose()


# ---- helpers -------------------------------------------------------------------------------------
def _fields(plan) -> dict:
    out = {}
    for f in dataclasses.fields(plan):
        v = getattr(plan, f.name)
        out[f.name] = list(v) if isinstance(v, (list, tuple)) and f.name != "target" else v
    return out


CASES = [(21, 4, 0), (22, 3, 150), (23, 6, 0), (24, 2, 400), (25, 5, 60)]


# ---- plans ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("seed,players,scramble", CASES)
def test_two_part_plans_equal_the_one_piece_plans(seed, players, scramble):
    checked = 0
    for game, _ in bot_positions(seed, players, 700, scramble, every=3, facile_every=4):
        for s in game.seats():
            assert _fields(bot_plan.make_plan(game.state, s)) == _fields(_ref_plan(game.state, s)), (seed, s)
            checked += 1
    assert checked > 300


def _hand_edits(state, seat, rng):
    """Edits that keep or move the liquid money: selling from a mine, cash moved into kg,
    prices moving with kg carried, kg at the port, cash short of a flight."""
    me = state.player(seat)
    kind = rng.randrange(6)
    if kind == 0 and me.rights:                       # sell from a mine: liquid kept
        m = rng.choice(list(me.rights))
        kg = rng.randint(0, me.rights[m])
        me.rights[m] -= kg
        me.cash += kg * MINE_PRICE[m]
    elif kind == 1:                                   # carried kg, then prices move
        r = rng.choice(list(state.prices))
        me.carried[r] = me.carried.get(r, 0) + rng.randint(1, 8)
        state.prices[r] = rng.randint(1, 5)
    elif kind == 2:                                   # kg at the port (or at the city airport)
        depot = me.depots[rng.choice(["port", "city_airport"])]
        r = rng.choice(list(state.prices))
        depot[r] = depot.get(r, 0) + rng.randint(1, 6)
    elif kind == 3:                                   # cash short of a flight, or in debt
        me.cash = rng.choice([-300, 0, 150, FLIGHT_COST - 1, FLIGHT_COST])
    elif kind == 4 and me.rights:                     # liquid kept, cash and kg moved both ways
        m = rng.choice(list(me.rights))
        me.rights[m] += 5
        me.cash -= 5 * MINE_PRICE[m]
    else:                                             # prices move with nothing carried
        r = rng.choice(list(state.prices))
        state.prices[r] = rng.randint(1, 5)


@pytest.mark.parametrize("seed", [31, 32, 33])
def test_plans_after_hand_edits_equal_the_one_piece_plans(seed):
    """Plans cached before an edit must never be served after it (unless the edit cannot
    change them): each edited position is compared to the reference with warm caches."""
    rng = random.Random(seed)
    checked = 0
    for game, seat in bot_positions(seed, 4, 500, scramble=seed * 3, every=4, facile_every=4):
        state = copy.deepcopy(game.state)
        for s in game.seats():
            bot_plan.make_plan(state, s)            # warm the caches on the unedited position
        for _ in range(3):
            s = rng.choice(game.seats())
            _hand_edits(state, s, rng)
            for t in game.seats():
                assert _fields(bot_plan.make_plan(state, t)) == _fields(_ref_plan(state, t)), (seed, t)
                checked += 1
    assert checked > 500


def test_a_core_key_missing_the_carried_kg_is_caught(monkeypatch):
    """The comparison above can fail: a core key that leaves kg carried and in depots out of
    the liquid money serves stale plans once prices move, and the test sees it."""
    real = bot_plan.core_key

    def broken(state, seat, me, needs):
        liquid, key = real(state, seat, me, needs)
        lost = sum(_kg_value_at_exchange(state, d) for d in [me.carried, *me.depots.values()] if d)
        return liquid, (key[0], liquid - lost) + key[2:]

    monkeypatch.setattr(bot_plan, "core_key", broken)
    bot_plan._CORES.clear()
    bot_plan._PLANS.clear()
    mismatches = 0
    try:
        for seed in (31, 32, 33):
            rng = random.Random(seed)
            for game, seat in bot_positions(seed, 4, 300, scramble=seed * 3, every=4, facile_every=4):
                state = copy.deepcopy(game.state)
                for s in game.seats():
                    bot_plan.make_plan(state, s)
                for _ in range(3):
                    _hand_edits(state, rng.choice(game.seats()), rng)
                    for t in game.seats():
                        mismatches += _fields(bot_plan.make_plan(state, t)) != _fields(_ref_plan(state, t))
    finally:
        bot_plan._CORES.clear()
        bot_plan._PLANS.clear()
    assert mismatches > 0


# ---- decisions -----------------------------------------------------------------------------------
@pytest.mark.parametrize("seed,players,scramble", CASES)
def test_decisions_equal_the_bot_before_the_pass(seed, players, scramble):
    checked = 0
    for game, seat in bot_positions(seed, players, 900, scramble, facile_every=4):
        expected = _ref_choose_action(game, seat)
        assert bots.choose_action(game, seat) == expected, (seed, game.state.counter, seat)
        checked += 1
    assert checked > 200


def test_decisions_from_random_positions_equal_the_bot_before_the_pass():
    """Random play reaches what bots rarely do (debt, flights without cash, kg at the port)."""
    checked = 0
    for seed in range(40, 52):
        game = Game.new(seed, [SeatSpec(f"B{i}", bot=True) for i in range(3 + seed % 3)],
                        starting_cash=[10_000, 60_000, 3_000][seed % 3])
        rng = random.Random(seed)
        for _ in range(60):
            if game.over:
                break
            play_actions(game, rng.randint(1, 12), rng)
            if game.over:
                break
            seat = game.state.current
            if game.state.phase == "bids":
                seat = next(s for s in game.seats() if game.choices(s))
            if not [c for c in game.choices(seat) if c.kind != "vote"]:
                continue
            assert bots.choose_action(game, seat) == _ref_choose_action(game, seat), (seed, game.state.counter)
            checked += 1
    assert checked > 300


# ---- small parts ---------------------------------------------------------------------------------
def test_estimate_rows_equal_estimate():
    for board, spaces in (("city", CITY.spaces), ("world", WORLD.spaces)):
        for tboard, targets in (("city", CITY.spaces[::5]), ("world", WORLD.spaces[::5])):
            for t in targets:
                row = bot_paths.estimates_to(board, tboard, t.id)
                assert row == {s.id: estimate(board, s.id, tboard, t.id) for s in spaces}


def test_reserve_without_a_plan_is_the_plans():
    for game, seat in bot_positions(26, 4, 400, every=5, facile_every=4):
        for s in game.seats():
            assert reserve_for(game.state.player(s).rights) == bot_plan.make_plan(game.state, s).reserve


def _ref_min_cost_cover(cands, need):
    """The knapsack before the pass: every sum tried for every candidate."""
    if need <= 0:
        return []
    cap = need // 100
    inf = float("inf")
    best = [(inf, ())] * (cap + 1)
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


def test_knapsack_of_building_values_equals_the_full_table():
    from billionaire.rules.money import BUILDING_OF_SPACE
    from billionaire.tables import BUILDINGS
    rng = random.Random(5)
    sids = list(BUILDING_OF_SPACE)
    for _ in range(1500):
        chosen = rng.sample(sids, rng.randint(0, len(sids)))
        cands = tuple((BUILDINGS[BUILDING_OF_SPACE[s]].price * rng.choice([1, 1, 2, 3]),
                       BUILDINGS[BUILDING_OF_SPACE[s]].price, s) for s in chosen)
        need = rng.choice([0, -100, 50, 100, 2000, 7000, 9000, 20000, rng.randint(1, 60000)])
        assert bot_needs._min_cost_cover.__wrapped__(cands, need) == _ref_min_cost_cover(cands, need), (cands, need)
