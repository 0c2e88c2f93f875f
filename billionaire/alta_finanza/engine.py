"""The one door to Alta Finanza's rules, the same as Billionaire's: `Game.choices` says what a seat
may do, `Game.apply` does a legal action fully or raises RuleError and changes nothing.

The app is the Game Director: it rolls the starting quotations, keeps the Bank, shuffles the
Telex holder and carries out every Telex. A game is fully determined by its setup (seed, seats,
target) and its action log: `replay` rebuilds an identical state.
"""
from __future__ import annotations

import hashlib
import json
import random
from dataclasses import asdict

from ..choice import Choice, RuleError
from ..door import Door, check_seats
from ..engine import TABLE_SETTINGS, SeatSpec
from . import rules
from .events import say
from .state import Player, State
from .tables import (DEFAULT_TARGET, MAX_SEATS, MAX_TARGET, MIN_SEATS, MIN_TARGET, SHARES_PER_TYPE,
                     START_CASH, START_QUOTE_BASE, TESSERA_CARDS, TYPES)
from .telex import DECK

GAME = "alta_finanza"
LEVELS = ("facile", "normale")


def validate_setup(seats: list[SeatSpec], target: int) -> None:
    if not isinstance(seats, list) or not MIN_SEATS <= len(seats) <= MAX_SEATS:
        raise RuleError("af_seat_count", "malformed", least=MIN_SEATS, most=MAX_SEATS)
    if isinstance(target, bool) or not isinstance(target, int) or not MIN_TARGET <= target <= MAX_TARGET:
        raise RuleError("af_target", "malformed", low=MIN_TARGET, high=MAX_TARGET)
    check_seats(seats, LEVELS)


class Game(Door):
    """Alta Finanza behind the shared door (`billionaire.door`); after every action the first
    player to meet the win's conditions wins."""
    rules = rules

    def _after(self, state: State) -> None:
        rules.check_win(state)

    @classmethod
    def new(cls, seed: int, seats: list[SeatSpec], target: int = DEFAULT_TARGET) -> "Game":
        validate_setup(seats, target)
        rng = random.Random(seed)
        players = [Player(seat=i + 1, name=s.name.strip(), bot=s.bot, level=s.level, cash=START_CASH)
                   for i, s in enumerate(seats)]
        quotes = {}
        for kind in TYPES:                    # the Game Director rolls each type: 2 dice + 10, x 1,000
            quotes[kind] = (rng.randint(1, 6) + rng.randint(1, 6) + START_QUOTE_BASE) * 1000
        deck = [t.id for t in DECK]
        rng.shuffle(deck)
        state = State(seed=seed, target=target, players=players, rng=rng, quotes=quotes,
                      bank={t: SHARES_PER_TYPE - len(players) for t in TYPES}, deck=deck,
                      tessere=TESSERA_CARDS)
        say(state, "game_started", target=target)
        for kind in TYPES:
            say(state, "quotation_set", type=kind, quote=quotes[kind])
        rules.start_turn(state)
        state.epochs = {s: 0 for s in range(0, len(players) + 1)}
        setup = {"game": GAME, "seed": seed, "target": target,
                 "seats": [{"name": s.name, "bot": s.bot, "level": s.level} for s in seats]}
        return cls(state, setup)

    # ---- reading (the rest is the door's) ----------------------------------------------
    def public_view(self, lang: str = "it") -> dict:
        from .views import public_view
        return public_view(self, lang)

    def private_view(self, seat: int, lang: str = "it") -> dict:
        """Seat 1..N only: the host (0) has no secrets to see."""
        if not self._known_seat(seat, host=False):
            raise RuleError("unknown_seat", "malformed")
        from .views import private_view
        return private_view(self, seat, lang)

    def state_hash(self) -> str:
        return state_hash(self.state)


def replay(setup: dict, log: list[dict]) -> Game:
    seats = [SeatSpec(s["name"], s["bot"], s["level"]) for s in setup["seats"]]
    game = Game.new(setup["seed"], seats, setup["target"])
    game.setup.update({k: setup[k] for k in TABLE_SETTINGS if k in setup})   # the app's, kept
    for entry in log:
        game.apply(entry["seat"], entry["action"])
    return game


def state_hash(state: State) -> str:
    data = {
        "players": [asdict(p) for p in state.players], "quotes": state.quotes, "bank": state.bank,
        "deck": state.deck, "tessere": state.tessere, "current": state.current, "round": state.round,
        "phase": state.phase, "turn": asdict(state.turn), "counter": state.counter,
        "epochs": state.epochs, "rng": state.rng.getstate(), "winner": state.winner,
        "end": state.end_reason, "chronicle": state.chronicle, "last_telex": state.last_telex,
        "target": state.target,
    }
    raw = json.dumps(data, sort_keys=True, default=str)
    return hashlib.sha256(raw.encode()).hexdigest()[:16]


__all__ = ["Game", "SeatSpec", "Choice", "RuleError", "replay", "state_hash", "GAME", "LEVELS"]
