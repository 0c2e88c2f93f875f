"""The two bot levels: `choose_action(game, seat)` returns an action dict that `game.apply(seat, action)` accepts.

Two levels, read from `game.state.player(seat).level`:

* `facile`: plausible but naive. Rolls, goes to a random destination, buys what it lands on when
  it keeps a reserve, extracts, sells everything at the exchange, pays the tax if it ever can.
* `normale`: plans toward its own secret objective (`plan`): which licences, mines,
  buildings and airports it still needs and what they cost; earns on its best mine (extracting
  twice a turn and selling from the mine only when it needs cash, since kg in a mine count more
  in the net worth than they fetch there), ships cargo when it leaves for the city and sells it
  at the exchange, travels by expected turns (`paths`), keeps a cash reserve, and pays the
  income tax as soon as the objective is done.

A bot reads only its choices, public state (board, prices, owners, positions) and its own player
record: never another seat's objective, bonus cards or bids. Any randomness comes from a
`random.Random` seeded with the game's seed, the decision counter and the seat.
"""
from __future__ import annotations

import random

from .needs import WANTS_AIRPORTS, WANTS_BUILDINGS
from .paths import CITY_AIRPORT_ID, WORLD_AIRPORT_IDS, estimate, estimates_to, walk

AIRPORTS = {CITY_AIRPORT_ID, *WORLD_AIRPORT_IDS}
from .plan import (CITY_MONEY_BONUS, EXCHANGE_ID, EXP_KG, PORT_ID, TOWN_HALL_ID, Plan, PlanCore,
                       income_per_turn, plan_core, plan_from_core, reserve_for)
from ..choice import Choice
from ..engine import Game
from ..rules.money import MINE_CONTINENT, MINE_RESOURCE
from ..tables import (EXTRACTION_COST, KG_VALUE, MINE_SALE_PRICE, PRICE_LADDER, RESOURCES, VEHICLES)

__all__ = ["choose_action"]

# Solve the travel tables once at import (about 0.3 s) so no decision pays for them.
from .paths import warm as _warm  # noqa: E402
_warm()


def _rng(game: Game, seat: int) -> random.Random:
    s = game.state
    return random.Random((s.seed * 1_000_003 + s.counter) * 8 + seat)


def choose_action(game: Game, seat: int) -> dict:
    """A legal action for `seat` now. Raises ValueError when the seat has nothing to do."""
    options = game.choices(seat)
    if len(options) == 1 and options[0].amount is None and options[0].kind != "vote":
        return options[0].action()             # the only thing to do ("end_turn" mostly)
    by_kind: dict[str, list[Choice]] = {}      # options by kind, in the choices' order
    for c in options:
        got = by_kind.get(c.kind)
        if got is None:
            by_kind[c.kind] = [c]
        else:
            got.append(c)
    if by_kind.pop("vote", None):              # humans' seats only: bots never vote
        options = [c for c in options if c.kind != "vote"]
    if not options:
        raise ValueError(f"seat {seat} has no choice now")
    if len(options) == 1 and options[0].amount is None:
        return options[0].action()
    me = game.state.players[seat - 1]         # a seat with choices is a known seat
    bot = _Normale if me.level != "facile" else _Facile
    return bot(game, seat, options, by_kind, me).choose()


class _lazy:
    """`functools.cached_property` without its lock (Python 3.11 takes it at every first use, a
    good share of a quick decision): a bot object lives for one decision in one thread."""

    def __init__(self, func):
        self.func = func
        self.name = func.__name__
        self.__doc__ = func.__doc__

    def __get__(self, obj, cls=None):
        if obj is None:
            return self
        value = obj.__dict__[self.name] = self.func(obj)
        return value


class _Base:
    def __init__(self, game: Game, seat: int, options: list[Choice], by_kind: dict[str, list[Choice]], me=None):
        self.game = game
        self.state = game.state
        self.seat = seat
        self.me = game.state.player(seat) if me is None else me
        self.options = options
        self.by_kind = by_kind

    def first(self, kind: str) -> Choice | None:
        got = self.by_kind.get(kind)
        return got[0] if got else None

    def has(self, kind: str) -> bool:
        return kind in self.by_kind

    # ---- shared helpers -----------------------------------------------------------------
    def mine_cash(self) -> int:
        return sum(kg * MINE_SALE_PRICE[MINE_RESOURCE[m]] for m, kg in self.me.rights.items())

    def raise_cash(self, need: int) -> dict | None:
        """A `sell_mine` action towards `need` more cash (most valuable mine first), or None."""
        sells = self.by_kind.get("sell_mine")
        if not sells or need <= 0:
            return None
        best = max(sells, key=lambda c: (MINE_SALE_PRICE[MINE_RESOURCE[c.params["mine"]]] * c.amount[1],
                                         c.params["mine"]))
        price = MINE_SALE_PRICE[MINE_RESOURCE[best.params["mine"]]]
        kg = min(best.amount[1], max(best.amount[0], -(-need // price)))
        return best.action(kg)

    def sell_all(self) -> dict | None:
        sells = self.by_kind.get("sell")
        if not sells:
            return None
        c = sells[0]
        return c.action(c.amount[1])

    def fallback(self) -> dict:
        for kind in ("end_turn", "skip_mine", "roll", "treasure", "preempt", "bid", "accept_bid"):
            c = self.first(kind)
            if c is not None:
                if kind == "preempt":
                    c = next(x for x in self.by_kind[kind] if x.params["target"] is None)
                if kind == "bid":
                    c = next(x for x in self.by_kind[kind] if x.params["target"] is None)
                return c.action()
        c = self.options[0]
        return c.action(c.amount[0]) if c.amount else c.action()

    def accept_best(self, keep: set[str] = frozenset()) -> dict:
        bids = self.by_kind["accept_bid"]
        amounts = {b: t for b, t in self.state.turn.bids.items() if t is not None}  # bids made to me
        best = max(bids, key=lambda c: (c.target not in keep, amounts[c.params["bidder"]][1], -c.params["bidder"]))
        return best.action()


# ---- facile ------------------------------------------------------------------------------------
class _Facile(_Base):
    RESERVE = 1500

    def choose(self) -> dict:
        rng = _rng(self.game, self.seat)
        me = self.me
        phase = self.state.phase
        if phase == "bids":
            return next(c for c in self.by_kind["bid"] if c.params["target"] is None).action()
        if phase == "accept":
            return self.accept_best()
        if phase == "preempt":
            return next(c for c in self.by_kind["preempt"] if c.params["target"] is None).action()
        if me.cash < 0:
            got = self.raise_cash(-me.cash + 200)
            if got:
                return got
        if phase == "mine":
            c = self.first("extract") or self.first("skip_mine")
            return c.action()
        if phase == "move":
            flights = self.by_kind.get("fly", [])
            if flights and me.cash >= 1200 and rng.random() < 0.5:
                return rng.choice(flights).action()
            if self.has("stay") and rng.random() < 0.5:
                return self.first("stay").action()
            return self.first("roll").action()
        if phase == "path":
            return rng.choice(self.by_kind["move"]).action()
        # space
        if self.has("treasure"):
            return self.first("treasure").action()
        if self.has("pay_tax"):
            return self.first("pay_tax").action()
        got = self.sell_all()
        if got:
            return got
        for kind in ("buy_building", "buy_airport", "buy_rights"):
            c = self.first(kind)
            if c is not None and me.cash - c.cost >= self.RESERVE:
                return c.action()
        lic = [c for c in self.by_kind.get("buy_licence", []) if me.cash - c.cost >= self.RESERVE]
        if lic and len(me.licences) < 2:
            return rng.choice(lic).action()
        c = self.first("bet")
        if c is not None and me.cash - c.cost >= self.RESERVE:
            return c.action()
        return self.fallback()


# ---- normale -----------------------------------------------------------------------------------
class _Normale(_Base):
    @_lazy
    def core(self) -> PlanCore:
        """The plan's position-independent part, made on first use: what to buy on a space is
        decided from it alone."""
        return plan_core(self.state, self.seat)

    @_lazy
    def plan(self) -> Plan:
        """Made on first use: many decisions (a first extraction, a stop on a plain space with
        kg to sell) never look at it."""
        return plan_from_core(self.state, self.seat, self.core)

    @property
    def reserve(self) -> int:
        """The plan's reserve without the plan: it depends only on the mines held."""
        return reserve_for(self.me.rights)

    def choose(self) -> dict:
        phase = self.state.phase
        if phase == "bids":
            return self.choose_bid()
        if phase == "accept":
            return self.accept_best(self.core.wanted_spaces)
        if phase == "preempt":
            return self.choose_preempt()
        me = self.me
        # Debt or no cash for the mine: sell from the mine first.
        if me.cash < 0 or (phase == "mine" and not self.has("extract") and self.has("sell_mine")
                           and self.state.turn.mine_used == 0 and self.plan.target == ("world", me.pos)):
            got = self.raise_cash(max(-me.cash, 0) + self.reserve)
            if got:
                return got
        if phase == "mine":
            return self.choose_mine()
        if phase == "move":
            return self.choose_move()
        if phase == "path":
            return self.choose_path()
        return self.choose_space()

    # ---- lawsuits and pre-emptions ------------------------------------------------------
    def choose_bid(self) -> dict:
        plan = self.core
        cash = self.me.cash
        best = None
        for c in self.by_kind["bid"]:
            if c.params["target"] is None or c.target not in plan.wanted_spaces:
                continue
            lo, hi = c.amount
            amount = min(hi, lo + lo // 10)
            if cash - amount >= plan.reserve and (best is None or amount < best[1]):
                best = (c, amount)
        if best:
            return best[0].action(best[1])
        return next(c for c in self.by_kind["bid"] if c.params["target"] is None).action()

    def choose_preempt(self) -> dict:
        for c in self.by_kind["preempt"]:
            if c.params["target"] in self.core.wanted_spaces and self.me.cash - c.cost >= self.reserve:
                return c.action()
        return next(c for c in self.by_kind["preempt"] if c.params["target"] is None).action()

    # ---- mine -----------------------------------------------------------------------------
    def choose_mine(self) -> dict:
        me = self.me
        turn = self.state.turn
        if turn.mine_used == 1 and self.has("ship"):
            # a ship that pays is rare: look for one before making the plan that allows it
            ship = self.pick_ship()
            if ship is not None and self.plan.target[0] == "city" and not self.plan.done:
                return ship
        c = self.first("extract")
        if c is not None and me.cash - c.cost >= 0:
            return c.action()
        return self.first("skip_mine").action()

    def pick_ship(self) -> dict | None:
        me = self.me
        reserve = reserve_for(me.rights)      # the plan's reserve
        ships = [c for c in self.by_kind["ship"] if me.cash - VEHICLES[c.params["vehicle"]].cost >= reserve]
        if not ships:
            return None
        cont = MINE_CONTINENT[me.pos]
        stock = sorted(((KG_VALUE[MINE_RESOURCE[m]], MINE_RESOURCE[m], kg) for m, kg in me.rights.items()
                        if MINE_CONTINENT[m] == cont and kg > 0), reverse=True)
        prices = self.state.prices
        margins = [(r, kg, PRICE_LADDER[r][prices[r] - 1] - MINE_SALE_PRICE[r]) for _, r, kg in stock]
        r_here = MINE_RESOURCE[me.pos]
        best, best_gain = None, 0.0
        for c in ships:
            spec = VEHICLES[c.params["vehicle"]]
            room, gain = spec.capacity, 0.0
            for r, kg, margin in margins:
                take = min(room, kg)
                room -= take
                gain += take * margin
            # the second extraction it replaces
            gain -= spec.cost + EXP_KG * MINE_SALE_PRICE[r_here] - EXTRACTION_COST[r_here]
            if gain > best_gain:
                best, best_gain = c, gain
        return best.action() if best is not None else None

    # ---- movement -------------------------------------------------------------------------
    def choose_move(self) -> dict:
        me = self.me
        flights = self.by_kind.get("fly", [])
        if not flights and not self.has("stay") and not (me.pos in AIRPORTS and me.cash < 200):
            return self.first("roll").action()      # whatever the target: no plan needed
        tb, tp = self.plan.target
        if self.has("stay") and (tb, tp) == ("world", me.pos):
            return self.first("stay").action()
        if (me.board, me.pos) == (tb, tp) and self.has("stay"):
            return self.first("stay").action()
        if tb != me.board:
            best_roll = 1e9 if flights else estimate(me.board, me.pos, tb, tp)
        else:
            best_roll = walk(me.board, me.pos, tp) if (me.board, me.pos) != (tb, tp) else 0.5
        if not flights and me.pos in AIRPORTS and tb != me.board and me.cash < 200:
            got = self.raise_cash(200 + self.reserve - me.cash)
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
        """The destination nearest the target or another target of the trip (the targets
        themselves first), tolls and the space's own bonus or fee counted."""
        plan = self.plan
        tb, tp = plan.target
        board = self.me.board
        city = board == "city"
        fees = plan.fees
        trip = {t[1] for t in plan.trip if t[0] == board}
        to_target = estimates_to(board, tb, tp)
        to_trip = [estimates_to(board, board, t) for t in trip]
        best, best_v = None, 1e18
        for c in self.by_kind["move"]:
            to = c.target
            if (to == tp and board == tb) or to in trip:
                v = -1000.0
            else:
                v = to_target[to]
                for row in to_trip:
                    w = row[to]
                    if w < v:
                        v = w
            v += c.toll / 1500
            v += (CITY_MONEY_BONUS.get(to, 0.0) if city else 0.0) + fees.get(to, 0.0)    # plan.space_bonus
            if v < best_v:
                best, best_v = c, v
        return best.action()

    # ---- on the space -----------------------------------------------------------------------
    def choose_space(self) -> dict:
        me = self.me
        if self.has("pay_tax"):
            return self.first("pay_tax").action()
        if self.has("treasure"):
            return next(c for c in self.by_kind["treasure"] if c.params["pick"] == "cash").action()
        turn = self.state.turn
        here = me.pos
        # Tax: objective done, on the town hall, cash short.
        if turn.landed_effects and here == TOWN_HALL_ID and self.core.done:
            got = self.raise_cash(self.core.tax - me.cash)
            if got:
                return got
        # Exchange: bonus card up, then sell.
        if self.has("sell"):
            bonus = self.price_bonus_for_sale()
            if bonus:
                return bonus
            return self.sell_all()
        # Purchases the plan wants here.
        if turn.landed_effects and self.can_buy_here():
            plan = self.core
            for cost, kind, params in plan.purchases_at(self.state, me.board, here):
                if plan.allowed(kind, params, cost, me.cash):
                    c = next((x for x in self.by_kind.get(kind, []) if x.params == params), None)
                    if c is not None:
                        return c.action()
                elif plan.allowed(kind, params, cost, me.cash + self.mine_cash()):
                    got = self.raise_cash(cost + plan.reserve - me.cash)
                    if got:
                        return got
        c = self.first("bet")
        if c is not None and me.cash - c.cost >= reserve_for(me.rights):      # the plan's reserve
            return c.action()
        c = self.first("use_extra_move")
        if c is not None and (me.board, here) != self.plan.target and not self.plan.camping_here(me.board, here):
            return c.action()
        return self.first("end_turn").action() if self.has("end_turn") else self.fallback()

    def can_buy_here(self) -> bool:
        """Whether `Plan.purchases_at` can list anything here: the town hall, another seat's or
        a free building if the objective counts buildings, a mine not held yet, a world airport
        if the objective counts airports. Elsewhere no plan is needed."""
        me = self.me
        here = me.pos
        state = self.state
        if here in state.buildings:
            return state.buildings[here].owner != me.seat and WANTS_BUILDINGS[me.objective]
        if here in state.airports:
            return WANTS_AIRPORTS[me.objective]
        return here == TOWN_HALL_ID or (here in MINE_RESOURCE and here not in me.rights)

    def price_bonus_for_sale(self) -> dict | None:
        bonuses = self.by_kind.get("use_price_bonus")
        if not bonuses:
            return None
        carried = self.me.carried
        if not carried:
            return None
        r = max(carried, key=lambda x: (carried[x] * PRICE_LADDER[x][2], x))
        level = self.state.prices[r]
        if level >= 5:
            return None
        delta = min(2, 5 - level)
        c = next((x for x in bonuses if x.params["resource"] == r and x.params["delta"] == delta), None)
        return c.action() if c else None


RESOURCES_ORDER = RESOURCES
