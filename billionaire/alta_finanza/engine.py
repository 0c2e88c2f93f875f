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

from .. import names
from ..choice import Choice, RuleError
from ..engine import SeatSpec
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
    for s in seats:
        if not isinstance(s.name, str) or not s.name.strip() or len(s.name) > 40:
            raise RuleError("name_length", "malformed", most=40)
        problem = names.character_problem(s.name)
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

    # ---- reading ------------------------------------------------------------------------
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
        return (type(seat) is int and (0 if host else 1) <= seat <= len(self.state.players))

    def choices(self, seat: int) -> list[Choice]:
        if not self._known_seat(seat, host=True):
            return []
        if self._cache_counter != self.state.counter:
            self._cache, self._cache_counter = {}, self.state.counter
        got = self._cache.get(seat)
        if got is None:
            got = self._cache[seat] = rules.choices(self.state, seat)
        return got

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

    # ---- the door -----------------------------------------------------------------------
    def apply(self, seat: int, action: dict, decision: int | None = None) -> None:
        """Apply a legal action fully, or raise RuleError and change nothing."""
        state = self.state
        if not self._known_seat(seat, host=True):
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
        rules.check_win(state)
        state.counter = counter = state.counter + 1
        if state.phase != before_phase or state.current != before_current:
            for s in state.epochs:
                state.epochs[s] = counter
        else:
            state.epochs[seat] = counter
            for s in others or ():
                state.epochs[s] = counter
        self.log.append({"seat": seat, "action": act})

    def _match(self, seat: int, action: dict) -> Choice:
        kind = action["kind"]
        keys = action.keys() - _NOT_PARAMS
        seen = False
        for c in self.choices(seat):
            if c.kind != kind:
                continue
            seen = True
            if keys != c.params.keys():
                continue
            if any(action[k] != v or type(action[k]) is not type(v) for k, v in c.params.items()):
                continue
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
        if not seen:
            if seat != self.state.current and kind in rules.TURN_KINDS:
                raise RuleError("not_your_turn", "not_your_turn")
            raise RuleError("not_now", "illegal")
        raise RuleError("not_offered", "illegal")


_NOT_PARAMS = frozenset(("kind", "amount"))


def replay(setup: dict, log: list[dict]) -> Game:
    seats = [SeatSpec(s["name"], s["bot"], s["level"]) for s in setup["seats"]]
    game = Game.new(setup["seed"], seats, setup["target"])
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
