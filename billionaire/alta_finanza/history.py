"""An Alta Finanza game's history, from its log (never a second bookkeeping): the classroom's
charts, debrief and workbook read it, as Billionaire's read `billionaire.history`.

- `points`: the start (round 0), the end of every round, and the game's end (or the last action
  of a log that stops mid-round): each share type's quotation, each player's cash, shares held,
  worth (`rules.money.worth`: cash + shares at quotation - the loan's repayment - re-entry
  penalties), majorities, and whether their Credit Card is with the Bank;
- `quote_moves`: every change of a quotation, with its cause (a trade, a Telex, a Crack or a
  Recovery, a forced sale never moves one) and who;
- `flows(seat)`: what each money cause brought or cost the seat over the game;
- `winner`, `end_reason`: the game's result at the log's end;
- `stand_ins`: when a bot played a human's seat (`billionaire.away.Spell`).
"""
from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

from ..away import Spell, note_spell
from .engine import Game, SeatSpec
from .rules.money import CAUSES, majorities, worth
from .state import State
from .tables import TYPES

MOVE_CAUSES = ("trade", "telex", "crack", "recovery")     # what moves a quotation


@dataclass(frozen=True)
class PlayerPoint:
    seat: int
    cash: int
    shares: dict[str, int]
    worth: int
    majorities: tuple[str, ...]
    loan: bool
    withdrawn: bool
    ledger_len: int


@dataclass(frozen=True)
class Point:
    """The game at the end of `round` (0: the start), after `action` actions of the log."""
    round: int
    action: int
    final: bool
    quotes: dict[str, int]
    players: tuple[PlayerPoint, ...]

    def player(self, seat: int) -> PlayerPoint:
        return self.players[seat - 1]


@dataclass(frozen=True)
class QuoteMove:
    """`type`'s quotation went from `old` to `new` during `round`, at the log's action number
    `action` (0-based), because of `cause` (MOVE_CAUSES), by `seat` (the trader or the Telex's
    revealer; None when nobody did), with the Telex card id when one did."""
    round: int
    action: int
    type: str
    old: int
    new: int
    cause: str
    seat: int | None
    telex: str | None


@dataclass
class History:
    setup: dict
    points: list[Point]
    quote_moves: list[QuoteMove]
    ledgers: dict[int, list[tuple[int, str, dict]]] = field(default_factory=dict)
    winner: int | None = None           # at the log's end (None while the game runs)
    end_reason: str | None = None
    stand_ins: dict[int, tuple[Spell, ...]] = field(default_factory=dict)   # seat -> a bot's spells

    def round_of(self, seat: int, index: int) -> int:
        """The round in which the seat's ledger entry number `index` was written."""
        for pt in self.points[1:]:
            if index < pt.player(seat).ledger_len:
                return pt.round
        return self.points[-1].round

    def seats(self) -> list[int]:
        return [p.seat for p in self.points[0].players]

    def flows(self, seat: int) -> dict[str, int]:
        """Money by cause over the whole game (positive: came in), every cause listed."""
        out = dict.fromkeys(CAUSES, 0)
        for delta, cause, _params in self.ledgers.get(seat, []):
            out[cause] += delta
        return out


def _point(state: State, round_: int, action: int, final: bool = False) -> Point:
    players = tuple(PlayerPoint(seat=p.seat, cash=p.cash, shares=dict(p.shares), worth=worth(state, p),
                                majorities=tuple(majorities(p)), loan=p.loan, withdrawn=p.withdrawn,
                                ledger_len=len(p.ledger))
                    for p in state.players)
    return Point(round=round_, action=action, final=final, quotes=dict(state.quotes), players=players)


def _cause(events: list[dict], seat: int, kind: str) -> tuple[str, int | None, str | None]:
    """Why `kind`'s quotation moved during an action, from the events it told."""
    for e in events:
        if e.get("k") == "telex_revealed":
            card = e.get("card") or e.get("id")
            for f in events:
                if f.get("k") in ("crack", "recovery") and f.get("type") == kind:
                    return f["k"], e.get("seat", seat), card
            return "telex", e.get("seat", seat), card
    for e in events:
        if e.get("k") in ("crack", "recovery") and e.get("type") == kind:
            return e["k"], None, None
    return "trade", seat, None


def history(setup: dict, log: list[dict]) -> History:
    seats = [SeatSpec(s["name"], s["bot"], s["level"]) for s in setup["seats"]]
    game = Game.new(setup["seed"], seats, setup["target"])
    state = game.state
    points = [_point(state, 0, 0)]
    moves: list[QuoteMove] = []
    spells: dict[int, list[Spell]] = {}
    for i, entry in enumerate(log):
        before_round, before_quotes, seen = state.round, dict(state.quotes), len(state.chronicle)
        game.apply(entry["seat"], entry["action"])
        note_spell(spells, i, entry["action"], state)
        if state.quotes != before_quotes:
            events = state.chronicle[seen:]
            for kind in TYPES:
                if state.quotes[kind] != before_quotes[kind]:
                    cause, who, card = _cause(events, entry["seat"], kind)
                    moves.append(QuoteMove(round=before_round, action=i, type=kind, old=before_quotes[kind],
                                           new=state.quotes[kind], cause=cause, seat=who, telex=card))
        if state.round != before_round:
            points.append(_point(state, before_round, i + 1))
    if points[-1].action != len(log) or state.phase == "over":
        if points[-1].action == len(log):
            points[-1] = _point(state, points[-1].round, len(log), final=True)
        else:
            points.append(_point(state, state.round, len(log), final=True))
    ledgers = defaultdict(list, {p.seat: list(p.ledger) for p in state.players})
    return History(setup=setup, points=points, quote_moves=moves, ledgers=dict(ledgers),
                   winner=state.winner, end_reason=state.end_reason,
                   stand_ins={seat: tuple(found) for seat, found in spells.items()})
