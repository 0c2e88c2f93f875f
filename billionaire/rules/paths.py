"""Where a roll can take a pawn, on the city track and on the world graph."""
from __future__ import annotations

from functools import lru_cache

from ..board import AIRPORT_KINDS, CITY_AIRPORT, EXCHANGE, MINE, PORT, WORLD_AIRPORT, Board

CITY_EARLY_STOP = {PORT, CITY_AIRPORT, EXCHANGE}
WORLD_EARLY_STOP = {MINE, WORLD_AIRPORT}


def city_next(board: Board, cur: str, prev: str, parity: str) -> str:
    """The space after `cur` when arriving from `prev` with the dice sum's parity."""
    branches = board.branches.get(cur)
    if branches is None:
        a, b = board.neighbours(cur)
        return b if a == prev else a
    nxt = next(n for n, label in branches.items() if label == parity)
    if nxt == prev:
        nxt = next(n for n, label in branches.items() if label is None)
    return nxt


def city_paths(board: Board, start: str, steps: int, parity: str) -> tuple[tuple[str, ...], ...]:
    """Every path of exactly `steps` spaces (start excluded) and its early stops.

    Paths depend only on the board, so they are computed once per (start, steps, parity)."""
    return _city_paths(board, start, steps, parity)


@lru_cache(maxsize=4096)
def _city_paths(board: Board, start: str, steps: int, parity: str) -> tuple[tuple[str, ...], ...]:
    paths = []
    for first in board.neighbours(start):
        path = [first]
        prev, cur = start, first
        while len(path) < steps:
            prev, cur = cur, city_next(board, cur, prev, parity)
            path.append(cur)
        paths.append(tuple(path))
        for i, sid in enumerate(path[:-1]):
            if board.space(sid).kind in CITY_EARLY_STOP:
                paths.append(tuple(path[: i + 1]))
    return tuple(paths)


def world_paths(board: Board, start: str, steps: int) -> tuple[tuple[str, ...], ...]:
    """Exact-length walks with no immediate backtracking, plus early stops on mines/airports."""
    return _world_paths(board, start, steps)


@lru_cache(maxsize=4096)
def _world_paths(board: Board, start: str, steps: int) -> tuple[tuple[str, ...], ...]:
    out: list[tuple[str, ...]] = []

    def walk(path: list[str], prev: str | None, cur: str) -> None:
        if len(path) == steps:
            out.append(tuple(path))
            return
        if path and board.space(cur).kind in WORLD_EARLY_STOP:
            out.append(tuple(path))
        for nxt in board.neighbours(cur):
            if nxt == prev:
                continue
            path.append(nxt)
            walk(path, cur, nxt)
            path.pop()

    walk([], None, start)
    return tuple(out)


def airports(boards: dict[str, Board]) -> list[tuple[str, str]]:
    """(board, space id) of every airport, city first."""
    return [(name, s.id) for name, b in boards.items() for s in b.spaces if s.kind in AIRPORT_KINDS]
