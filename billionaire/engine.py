"""The one door to the rules: `Game.choices` says what a seat may do, `Game.apply` does it.

`apply` first matches the action against the legal choices, so a rejected action changes
nothing; handlers run only on validated actions and never raise.
"""
from __future__ import annotations

import hashlib
import json
import random
from dataclasses import asdict, dataclass, field

from . import cards as cardmod
from . import names
from . import rules
from .cards import CARD_BY_ID
from .choice import Choice, RuleError
from .events import say
from .layouts import BOARDS, CITY
from .rules.objectives import OBJECTIVES
from .state import Player, Property, State, Turn
from .tables import DEFAULT_STARTING_CASH, RESOURCES, START_LEVEL

MAX_SEATS = 6
LEVELS = ("facile", "normale")


@dataclass(frozen=True)
class SeatSpec:
    name: str
    bot: bool = False
    level: str = "normale"


def validate_setup(seats: list[SeatSpec], starting_cash: int) -> None:
    if not 1 <= len(seats) <= MAX_SEATS:
        raise RuleError("seat_count", "malformed", most=MAX_SEATS)
    if isinstance(starting_cash, bool) or not isinstance(starting_cash, int) or not 1000 <= starting_cash <= 1_000_000:
        raise RuleError("starting_cash", "malformed", low=1000, high=1_000_000)
    for s in seats:
        if not isinstance(s.name, str) or not s.name.strip() or len(s.name) > 40:
            raise RuleError("name_length", "malformed", most=40)
        problem = names.character_problem(s.name)   # control, invisible, line-breaking...
        if problem:
            raise RuleError(problem, "malformed", most_marks=names.MAX_MARKS)
        if s.level not in LEVELS:
            raise RuleError("bot_level", "malformed", level=repr(s.level))


class Game:
    def __init__(self, state: State, setup: dict):
        self.state = state
        self.setup = setup
        self.log: list[dict] = []
        self._cache: dict[int, list[Choice]] = {}
        self._cache_counter = -1

    # ---- creation -------------------------------------------------------------------------
    @classmethod
    def new(cls, seed: int, seats: list[SeatSpec], starting_cash: int = DEFAULT_STARTING_CASH) -> "Game":
        validate_setup(seats, starting_cash)
        rng = random.Random(seed)
        dealt = rng.sample(range(len(OBJECTIVES)), len(seats))
        start = CITY.of_kind("city_airport")[0].id
        players = [
            Player(seat=i + 1, name=s.name.strip(), bot=s.bot, level=s.level, cash=starting_cash,
                   board="city", pos=start, objective=OBJECTIVES[dealt[i]].id)
            for i, s in enumerate(seats)
        ]
        state = State(
            seed=seed, players=players, rng=rng,
            prices={r: START_LEVEL for r in RESOURCES},
            buildings={s.id: Property() for s in CITY.of_kind("building")},
            airports={s.id: Property(last_price=0) for s in BOARDS["world"].of_kind("world_airport")},
        )
        say(state, "game_started", space=start)
        rules.start_turn(state)
        state.epochs = {s: 0 for s in range(0, len(players) + 1)}
        setup = {"seed": seed, "starting_cash": starting_cash,
                 "seats": [{"name": s.name, "bot": s.bot, "level": s.level} for s in seats]}
        return cls(state, setup)

    # ---- reading --------------------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.state.phase == "over"

    @property
    def decision(self) -> int:
        return self.state.counter

    def decision_for(self, seat: int) -> int:
        return self.state.epochs.get(seat, 0)

    @property
    def current_seat(self) -> int:
        return self.state.current

    def seats(self) -> list[int]:
        return [p.seat for p in self.state.players]

    def _known_seat(self, seat: object, host: bool) -> bool:
        return (not isinstance(seat, bool) and isinstance(seat, int)
                and (0 if host else 1) <= seat <= len(self.state.players))

    def choices(self, seat: int) -> list[Choice]:
        state = self.state
        if self._cache_counter != state.counter:
            self._cache = {}
            self._cache_counter = state.counter
        got = self._cache.get(seat) if type(seat) is int else None   # unhashable seats: no lookup
        if got is None:
            # a plain int in range (the usual seat) first; anything else as before
            if not (type(seat) is int and 0 <= seat <= len(state.players)) and not self._known_seat(seat, host=True):
                return []
            got = self._cache[seat] = rules.choices(state, seat)
        return got

    def public_view(self, lang: str = "it") -> dict:
        from .views import public_view
        return public_view(self, lang)

    def private_view(self, seat: int, lang: str = "it") -> dict:
        """Seat 1..N only: the host (0) and unknown seats have no secrets to see."""
        if not self._known_seat(seat, host=False):
            raise RuleError("unknown_seat", "malformed")
        from .views import private_view
        return private_view(self, seat, lang)

    def state_hash(self) -> str:
        return state_hash(self.state)

    # ---- the door -------------------------------------------------------------------------
    def apply(self, seat: int, action: dict, decision: int | None = None) -> None:
        """Apply a legal action fully, or raise RuleError and change nothing."""
        state = self.state
        if not (type(seat) is int and 0 <= seat <= len(state.players)) and not self._known_seat(seat, host=True):
            raise RuleError("unknown_seat", "malformed")
        if not isinstance(action, dict) or not isinstance(action.get("kind"), str):
            raise RuleError("bad_action", "malformed")
        if state.phase == "over":
            raise RuleError("game_over", "over")
        if decision is not None and (isinstance(decision, bool) or not isinstance(decision, int)):
            raise RuleError("bad_decision", "malformed")
        if decision is not None and decision != self.decision_for(seat):
            raise RuleError("stale", "stale")
        choice = self._match(seat, action)
        act = choice.action(action.get("amount")) if choice.amount else choice.action()
        before_phase, before_current = state.phase, state.current
        others = rules.HANDLERS[act["kind"]](state, seat, act)
        state.counter = counter = state.counter + 1
        epochs = state.epochs
        if state.phase != before_phase or state.current != before_current:
            for s in epochs:
                epochs[s] = counter
        else:
            epochs[seat] = counter
            for s in others or ():      # other seats whose choices the action took away
                epochs[s] = counter
        self.log.append({"seat": seat, "action": act})

    def _match(self, seat: int, action: dict) -> Choice:
        kind = action["kind"]
        keys = None
        for c in self.choices(seat):
            if c.kind != kind:
                continue
            params = c.params
            if not params and c.amount is None and len(action) == 1:
                return c            # "roll", "end_turn"...: nothing to compare but the kind
            if keys is None:        # the first choice of the action's kind
                keys = action.keys() - _NOT_PARAMS
            if keys != params.keys():
                continue
            for k, v in params.items():
                got = action[k]
                if got != v or type(got) is not type(v):
                    break
            else:
                if c.amount is None:
                    if "amount" in action:
                        continue
                    return c
                amount = action.get("amount")
                if isinstance(amount, bool) or not isinstance(amount, int):
                    raise RuleError("amount_not_int", "malformed")
                lo, hi = c.amount
                if not lo <= amount <= hi:
                    raise RuleError("amount_range", "illegal", low=lo, high=hi)
                return c
        if keys is None:            # no choice of this kind at all
            if seat != self.state.current and kind in rules.TURN_KINDS:
                raise RuleError("not_your_turn", "not_your_turn")
            raise RuleError("not_now", "illegal")
        raise RuleError("not_offered", "illegal")


_NOT_PARAMS = frozenset(("kind", "amount"))


# The table's settings the app keeps in a game's setup (no rule reads them): restored as stored.
TABLE_SETTINGS = ("away_minutes",)


def replay(setup: dict, log: list[dict]) -> Game:
    seats = [SeatSpec(s["name"], s["bot"], s["level"]) for s in setup["seats"]]
    game = Game.new(setup["seed"], seats, setup["starting_cash"])
    game.setup.update({k: setup[k] for k in TABLE_SETTINGS if k in setup})
    for entry in log:
        game.apply(entry["seat"], entry["action"])
    return game


def state_hash(state: State) -> str:
    data = {
        "players": [asdict(p) for p in state.players],
        "prices": state.prices,
        "buildings": {k: asdict(v) for k, v in state.buildings.items()},
        "airports": {k: asdict(v) for k, v in state.airports.items()},
        "vehicles": [asdict(v) for v in state.vehicles],
        "current": state.current, "round": state.round, "phase": state.phase,
        "turn": asdict(state.turn), "counter": state.counter, "epochs": state.epochs,
        "rng": state.rng.getstate(), "winner": state.winner, "end": state.end_reason,
        "chronicle": state.chronicle, "last_card": state.last_card,
    }
    raw = json.dumps(data, sort_keys=True, default=str)
    return hashlib.sha256(raw.encode()).hexdigest()[:16]


__all__ = ["Game", "SeatSpec", "Choice", "RuleError", "replay", "state_hash", "cardmod", "Turn", "CARD_BY_ID"]
