"""The city board: an outer ring of 38 spaces with two chords across it (four junctions).

Forward is clockwise on screen along the ring (top row left to right, right column downwards,
bottom row right to left, left column upwards) and downwards along both chords (from the top
junction to the bottom one). Backward is the opposite. `c0` is the airport, where everyone starts.
"""
from __future__ import annotations

from billionaire.board import (
    BUILDING, CHANCE, CITY_AIRPORT, COINS, EXCHANGE, PLAIN, PORT, TOWN_HALL, TREASURE,
    Board, Link, Space,
)
from billionaire.tables import BUILDINGS

WIDTH, HEIGHT = 1100, 700

# Token -> (kind, Italian name, coins). Any other token is a BUILDINGS id.
_TOKENS = {
    "A": (CITY_AIRPORT, "Aeroporto", 0),
    "P": (PORT, "Porto", 0),
    "B": (EXCHANGE, "Borsa", 0),
    "M": (TOWN_HALL, "Municipio", 0),
    "?": (CHANCE, "?", 0),
    "T": (TREASURE, "Tesoro", 0),
    "300": (COINS, "300 $", 300),
    "400": (COINS, "400 $", 400),
    ".": (PLAIN, "", 0),
}

# (id, token, x, y): c0..c37 is the ring clockwise from the airport, c38..c43 the left chord and
# c44..c49 the right chord, each listed top to bottom.
_SPACES = [
    ("c0", "A", 70, 389),
    ("c1", "hamburger", 70, 311),
    ("c2", "sushi", 70, 234),
    ("c3", ".", 70, 157),
    ("c4", ".", 70, 80),
    ("c5", "statue", 150, 80),
    ("c6", "400", 230, 80),
    ("c7", "brewery", 310, 80),
    ("c8", ".", 390, 80),
    ("c9", "B", 470, 80),
    ("c10", "?", 550, 80),
    ("c11", ".", 630, 80),
    ("c12", ".", 710, 80),
    ("c13", ".", 790, 80),
    ("c14", ".", 870, 80),
    ("c15", ".", 950, 80),
    ("c16", ".", 1030, 80),
    ("c17", ".", 1030, 157),
    ("c18", "bank_3000", 1030, 234),
    ("c19", "?", 1030, 311),
    ("c20", ".", 1030, 389),
    ("c21", "P", 1030, 466),
    ("c22", ".", 1030, 543),
    ("c23", ".", 1030, 620),
    ("c24", "?", 950, 620),
    ("c25", "?", 870, 620),
    ("c26", ".", 790, 620),
    ("c27", ".", 710, 620),
    ("c28", "?", 630, 620),
    ("c29", ".", 550, 620),
    ("c30", "300", 470, 620),
    ("c31", ".", 390, 620),
    ("c32", "casino_6000", 310, 620),
    ("c33", ".", 230, 620),
    ("c34", ".", 150, 620),
    ("c35", "burrito", 70, 620),
    ("c36", "pizza", 70, 543),
    ("c37", ".", 70, 466),
    ("c38", "burj", 390, 157),
    ("c39", "empire_state", 390, 234),
    ("c40", "bank_2000", 390, 311),
    ("c41", "casino_4000", 390, 389),
    ("c42", "casino_5000", 390, 466),
    ("c43", "skyscraper", 390, 543),
    ("c44", "T", 710, 157),
    ("c45", ".", 710, 234),
    ("c46", ".", 710, 311),
    ("c47", "?", 710, 389),
    ("c48", "M", 710, 466),
    ("c49", "?", 710, 543),
]

# Chains listed in the forward direction. The ring is closed (c37 -> c0).
_RING = [f"c{i}" for i in range(38)]
_CHORDS = [
    ["c8", "c38", "c39", "c40", "c41", "c42", "c43", "c31"],   # left chord, top to bottom
    ["c12", "c44", "c45", "c46", "c47", "c48", "c49", "c27"],  # right chord, top to bottom
]

# junction -> {neighbour: "even" | "odd" | None}
_BRANCHES = {
    "c8": {"c9": "even", "c38": "odd", "c7": None},
    "c12": {"c44": "even", "c13": "odd", "c11": None},
    "c27": {"c28": "even", "c49": "odd", "c26": None},
    "c31": {"c43": "even", "c32": "odd", "c30": None},
}


def _space(sid: str, token: str, x: float, y: float) -> Space:
    if token in _TOKENS:
        kind, name, coins = _TOKENS[token]
        return Space(sid, kind, x, y, name=name, coins=coins)
    return Space(sid, BUILDING, x, y, name=BUILDINGS[token].name, building=token)


def _build() -> Board:
    chains = [_RING + _RING[:1]] + _CHORDS
    links = [Link(a, b) for chain in chains for a, b in zip(chain, chain[1:])]
    track: dict[str, tuple[str, str]] = {}
    for chain in chains:
        for prev, here, nxt in zip(chain, chain[1:], chain[2:]):
            if here not in _BRANCHES:
                track[here] = (nxt, prev)
    track["c0"] = ("c1", "c37")  # the ring closes on c0
    return Board(
        name="city", width=WIDTH, height=HEIGHT,
        spaces=tuple(_space(*row) for row in _SPACES),
        links=tuple(links), branches=_BRANCHES, track=track,
    )


CITY = _build()
