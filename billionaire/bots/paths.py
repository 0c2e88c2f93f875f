"""Static travel estimates for the bots: expected turns from any space to any target.

For each target space the expected number of turns to stop on it, playing the best destination
each roll, is solved once by value iteration over the real movement rules (`city_paths`,
`world_paths`, early stops included) and cached at module level. Flights link the two boards and
the world airports; `estimate` combines walking and flying.
"""
from __future__ import annotations

from ..board import CITY_AIRPORT, WORLD_AIRPORT
from ..layouts import CITY, WORLD
from ..rules.paths import city_paths, world_paths

CITY_IDX = {s.id: i for i, s in enumerate(CITY.spaces)}
WORLD_IDX = {s.id: i for i, s in enumerate(WORLD.spaces)}
CITY_AIRPORT_ID = CITY.of_kind(CITY_AIRPORT)[0].id
WORLD_AIRPORT_IDS = tuple(s.id for s in WORLD.of_kind(WORLD_AIRPORT))
FLIGHT_TURNS = 1.0

_OUTCOMES: dict[str, list[list[tuple[int, tuple[int, ...]]]]] = {}
_TOTAL_W = {"city": 36, "world": 6}
_TABLES: dict[tuple[str, str], list[float]] = {}
_AIR: dict[str, float] = {}          # world space -> expected turns to the nearest world airport
_ARRIVE: dict[str, float] = {}       # world target -> expected turns from the best airport


def _city_outcomes() -> list[list[tuple[int, tuple[int, ...]]]]:
    out = []
    for s in CITY.spaces:
        rows = []
        for a in range(1, 7):
            for b in range(a, 7):
                parity = "even" if (a + b) % 2 == 0 else "odd"
                dests = {p[-1] for steps in {a, b, a + b} for p in city_paths(CITY, s.id, steps, parity)}
                rows.append((1 if a == b else 2, tuple(sorted(CITY_IDX[d] for d in dests))))
        out.append(rows)
    return out


def _world_outcomes() -> list[list[tuple[int, tuple[int, ...]]]]:
    out = []
    for s in WORLD.spaces:
        rows = []
        for d in range(1, 7):
            dests = {p[-1] for p in world_paths(WORLD, s.id, d)}
            rows.append((1, tuple(sorted(WORLD_IDX[x] for x in dests))))
        out.append(rows)
    return out


def _outcomes(board: str):
    got = _OUTCOMES.get(board)
    if got is None:
        got = _OUTCOMES[board] = _city_outcomes() if board == "city" else _world_outcomes()
    return got


def table(board: str, target: str) -> list[float]:
    """Expected turns from every space of `board` to stop on `target` (walking only)."""
    key = (board, target)
    got = _TABLES.get(key)
    if got is not None:
        return got
    outcomes = _outcomes(board)
    idx = (CITY_IDX if board == "city" else WORLD_IDX)[target]
    total = _TOTAL_W[board]
    n = len(outcomes)
    e = [30.0] * n
    e[idx] = 0.0
    for _ in range(200):
        delta = 0.0
        for s in range(n):
            if s == idx:
                continue
            acc = 0.0
            for w, dests in outcomes[s]:
                best = 1e9
                for d in dests:
                    v = e[d]
                    if v < best:
                        best = v
                acc += w * best
            v = 1.0 + acc / total
            if abs(v - e[s]) > delta:
                delta = abs(v - e[s])
            e[s] = v
        if delta < 1e-3:
            break
    _TABLES[key] = e
    return e


def _air(pos: str) -> float:
    got = _AIR.get(pos)
    if got is None:
        i = WORLD_IDX[pos]
        got = _AIR[pos] = min(table("world", a)[i] for a in WORLD_AIRPORT_IDS)
    return got


def arrive(target: str) -> float:
    """Turns from the best world airport to a world target (0 for an airport)."""
    got = _ARRIVE.get(target)
    if got is None:
        t = table("world", target)
        got = _ARRIVE[target] = min(t[WORLD_IDX[a]] for a in WORLD_AIRPORT_IDS)
    return got


def walk(board: str, pos: str, target: str) -> float:
    return table(board, target)[(CITY_IDX if board == "city" else WORLD_IDX)[pos]]


_ESTIMATES: dict[tuple[str, str, str, str], float] = {}


def estimate(board: str, pos: str, tboard: str, target: str) -> float:
    """Expected turns to stop on (tboard, target) from (board, pos), walking and flying.

    Bots ask for the same few thousand pairs all game long: each is worked out once."""
    key = (board, pos, tboard, target)
    got = _ESTIMATES.get(key)
    if got is None:
        got = _ESTIMATES[key] = _estimate(board, pos, tboard, target)
    return got


_ROWS: dict[tuple[str, str, str], dict[str, float]] = {}


def estimates_to(board: str, tboard: str, target: str) -> dict[str, float]:
    """`estimate(board, pos, tboard, target)` for every space `pos` of `board`, as a dict: a bot
    choosing among destinations reads one value per destination without building a key."""
    key = (board, tboard, target)
    got = _ROWS.get(key)
    if got is None:
        spaces = CITY_IDX if board == "city" else WORLD_IDX
        got = _ROWS[key] = {pos: estimate(board, pos, tboard, target) for pos in spaces}
    return got


def _estimate(board: str, pos: str, tboard: str, target: str) -> float:
    if board == "city":
        if tboard == "city":
            return walk("city", pos, target)
        return walk("city", pos, CITY_AIRPORT_ID) + FLIGHT_TURNS + arrive(target)
    if tboard == "city":
        return _air(pos) + FLIGHT_TURNS + walk("city", CITY_AIRPORT_ID, target)
    return min(walk("world", pos, target), _air(pos) + FLIGHT_TURNS + arrive(target))


def warm() -> None:
    """Solve the tables the bots use most (for benchmarks and worker start-up), and fill the
    engine's route table, which every roll reads."""
    from ..rules import warm_routes
    warm_routes()
    for s in CITY.spaces:
        if s.kind in ("town_hall", "exchange", "port", "city_airport", "building", "coins", "treasure"):
            table("city", s.id)
    for s in WORLD.spaces:
        if s.kind in ("mine", "world_airport"):
            table("world", s.id)
    for s in WORLD.spaces:
        _air(s.id)
