"""The one validated door every game's engine shares (Billionaire's, Alta Finanza's).

`Door.choices(seat)` says what a seat may do now; `Door.apply(seat, action, decision)` matches
the action against those choices, so a refused action raises `RuleError` and changes nothing,
then runs the game's handler and keeps the decision numbers: a seat's number changes when its
choices may have (a turn, a phase, or the handler naming the seats it touched), and a screen
that sends an older number is refused as stale. A game brings its state and its rules: a module
with `choices(state, seat)`, `HANDLERS` (kind -> handler, which may return other seats whose
choices it changed) and `TURN_KINDS` (what only the current seat may do). Seat 0 is the host.
"""
from __future__ import annotations

from types import ModuleType
from typing import Any

from . import names
from .choice import Choice, RuleError

_NOT_PARAMS = frozenset(("kind", "amount"))


def check_seats(seats: list, levels: tuple[str, ...]) -> None:
    """The seats' own rules, the same in every game: a name of 1-40 characters a screen can show
    (`billionaire.names`), a known bot level."""
    for s in seats:
        if not isinstance(s.name, str) or not s.name.strip() or len(s.name) > 40:
            raise RuleError("name_length", "malformed", most=40)
        problem = names.character_problem(s.name)   # control, invisible, line-breaking...
        if problem:
            raise RuleError(problem, "malformed", most_marks=names.MAX_MARKS)
        if s.level not in levels:
            raise RuleError("bot_level", "malformed", level=repr(s.level))


class Door:
    rules: ModuleType          # the game's rules (see the module's docstring)

    def __init__(self, state: Any, setup: dict):
        self.state = state
        self.setup = setup
        self.log: list[dict] = []
        self._cache: dict[int, list[Choice]] = {}
        self._cache_counter = -1

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
            got = self._cache[seat] = self.rules.choices(state, seat)
        return got

    # ---- the door -----------------------------------------------------------------------
    def _after(self, state: Any) -> None:
        """After every accepted action, before the decision numbers move (a game's own end check)."""

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
        others = self.rules.HANDLERS[act["kind"]](state, seat, act)
        self._after(state)
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
            if seat != self.state.current and kind in self.rules.TURN_KINDS:
                raise RuleError("not_your_turn", "not_your_turn")
            raise RuleError("not_now", "illegal")
        raise RuleError("not_offered", "illegal")
