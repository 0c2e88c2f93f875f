"""Billionaire's engine: `Game.choices` says what a seat may do, `Game.apply` does it.

The door itself (matching an action against the legal choices, so a rejected action changes
nothing; decision numbers) is shared by every game: `billionaire.door`. Handlers run only on
validated actions and never raise.
"""
from __future__ import annotations

import hashlib
import json
import random
from dataclasses import asdict, dataclass

from . import cards as cardmod
from . import rules
from .cards import CARD_BY_ID
from .choice import Choice, RuleError
from .door import Door, check_seats
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
    check_seats(seats, LEVELS)


class Game(Door):
    """Billionaire behind the shared door (`billionaire.door`): its rules, its views."""
    rules = rules

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

    # ---- reading (the rest is the door's) ------------------------------------------------
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
