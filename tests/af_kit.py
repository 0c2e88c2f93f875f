"""Shared helpers for the Alta Finanza rules tests (no tests here).

Build a game with `game()`, arrange `g.state` directly (`at`, `top`, `dice`), then drive it
through `act()` (= `Game.apply`) and assert what a player would notice.
"""
from __future__ import annotations

from billionaire.alta_finanza import track
from billionaire.alta_finanza.engine import Game, RuleError, SeatSpec
from billionaire.alta_finanza.state import Turn
from billionaire.alta_finanza.tables import TYPES
from rules_kit import ScriptedRng

__all__ = ["game", "act", "refresh", "dice", "at", "top", "kinds", "choice", "space", "RuleError",
           "TYPES", "track", "give"]


def game(n: int = 2, seed: int = 1, bots: tuple[int, ...] = (), target: int = 1_000_000) -> Game:
    return Game.new(seed, [SeatSpec(f"P{i + 1}", bot=(i + 1) in bots) for i in range(n)], target)


def refresh(g: Game) -> None:
    g._cache_counter = -1
    g._cache = {}


def dice(g: Game, *ints: int) -> None:
    """The next dice: each pair of ints is one roll."""
    g.state.rng = ScriptedRng(0, ints)


def at(g: Game, seat: int, pos: int) -> None:
    """`seat`'s turn, about to move, its pawn on `pos`."""
    g.state.player(seat).pos = pos
    g.state.current = seat
    g.state.turn = Turn()
    g.state.phase = "move"
    refresh(g)


def top(g: Game, card: str) -> None:
    """Put a Telex card on top of the holder."""
    g.state.deck.remove(card)
    g.state.deck.insert(0, card)


def give(g: Game, seat: int, kind: str, n: int) -> None:
    """Move n shares of a type from the Bank to a seat (negative: back)."""
    g.state.player(seat).shares[kind] += n
    g.state.bank[kind] -= n
    refresh(g)


def space(kind: str, limit: int = 0) -> int:
    return next(s.index for s in track.TRACK if s.kind == kind and (not limit or s.limit == limit))


def act(g: Game, seat: int, kind: str, **params) -> None:
    g.apply(seat, {"kind": kind, **params})


def kinds(g: Game, seat: int) -> set[str]:
    return {c.kind for c in g.choices(seat)}


def choice(g: Game, seat: int, kind: str, **params):
    found = [c for c in g.choices(seat) if c.kind == kind and all(c.params.get(k) == v for k, v in params.items())]
    assert found, (kind, params, [c.action() for c in g.choices(seat)])
    return found[0]


def land(g: Game, seat: int, target: int) -> None:
    """Move `seat` onto `target` with a scripted roll from a few spaces before."""
    steps = 4
    at(g, seat, (target - steps) % 40)
    dice(g, 1, 3)
    act(g, seat, "roll")


__all__ += ["land"]
