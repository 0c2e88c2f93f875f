"""The two boards as typed data: `CITY` and `WORLD`."""
from billionaire.board import Board
from billionaire.layouts.city import CITY
from billionaire.layouts.world import WORLD

BOARDS: dict[str, Board] = {"city": CITY, "world": WORLD}

__all__ = ["BOARDS", "CITY", "WORLD"]
