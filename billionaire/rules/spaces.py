"""The two boards' spaces as the rules look them up: airports, board order, names."""
from __future__ import annotations

from ..board import CITY_AIRPORT, WORLD_AIRPORT
from ..layouts import BOARDS

CITY = BOARDS["city"]
WORLD = BOARDS["world"]
CITY_AIRPORT_ID = CITY.of_kind(CITY_AIRPORT)[0].id
AIRPORT_IDS = [CITY_AIRPORT_ID] + [s.id for s in WORLD.of_kind(WORLD_AIRPORT)]
IS_AIRPORT = frozenset(AIRPORT_IDS)     # membership; AIRPORT_IDS keeps the order of the flights
SPACE_INDEX = {s.id: i for b in BOARDS.values() for i, s in enumerate(b.spaces)}


def space_of(board: str, sid: str):
    return BOARDS[board].space(sid)


def space_name(sid: str) -> str:
    """A space's Italian name (logs, tests); screens ask `billionaire.texts` in their language."""
    from ..texts import it
    return it.space_name(sid)
