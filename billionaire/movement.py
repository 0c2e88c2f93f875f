"""Where a roll can take a pawn, on the city track and on the world graph."""
from __future__ import annotations

from .board import AIRPORT_KINDS, CITY_AIRPORT, EXCHANGE, MINE, PORT, WORLD_AIRPORT, Board

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


def city_paths(board: Board, start: str, steps: int, parity: str) -> list[list[str]]:
    """Every path of exactly `steps` spaces (start excluded) and its early stops."""
    paths = []
    for first in board.neighbours(start):
        path = [first]
        prev, cur = start, first
        while len(path) < steps:
            prev, cur = cur, city_next(board, cur, prev, parity)
            path.append(cur)
        paths.append(path)
        for i, sid in enumerate(path[:-1]):
            if board.space(sid).kind in CITY_EARLY_STOP:
                paths.append(path[: i + 1])
    return paths


def world_paths(board: Board, start: str, steps: int) -> list[list[str]]:
    """Exact-length walks with no immediate backtracking, plus early stops on mines/airports."""
    out: list[list[str]] = []

    def walk(path: list[str], prev: str | None, cur: str) -> None:
        if len(path) == steps:
            out.append(list(path))
            return
        if path and board.space(cur).kind in WORLD_EARLY_STOP:
            out.append(list(path))
        for nxt in board.neighbours(cur):
            if nxt == prev:
                continue
            path.append(nxt)
            walk(path, cur, nxt)
            path.pop()

    walk([], None, start)
    return out


def airports(boards: dict[str, Board]) -> list[tuple[str, str]]:
    """(board, space id) of every airport, city first."""
    return [(name, s.id) for name, b in boards.items() for s in b.spaces if s.kind in AIRPORT_KINDS]
