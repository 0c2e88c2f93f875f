"""Board types. The layouts themselves are data in `billionaire.layouts`.

A board is an undirected graph of spaces. The city track gives each ordinary space a forward
neighbour and a backward neighbour; a junction has three neighbours whose branches are labelled
`even`, `odd` and `None` (the unlabelled branch).
"""
from __future__ import annotations

from dataclasses import dataclass, field

# Space kinds.
CITY_AIRPORT = "city_airport"
PORT = "port"
EXCHANGE = "exchange"
TOWN_HALL = "town_hall"
BUILDING = "building"
CHANCE = "chance"
TREASURE = "treasure"
COINS = "coins"
PLAIN = "plain"
MINE = "mine"
WORLD_AIRPORT = "world_airport"

CITY_KINDS = {CITY_AIRPORT, PORT, EXCHANGE, TOWN_HALL, BUILDING, CHANCE, TREASURE, COINS, PLAIN}
WORLD_KINDS = {MINE, WORLD_AIRPORT, PLAIN}
AIRPORT_KINDS = {CITY_AIRPORT, WORLD_AIRPORT}


@dataclass(frozen=True)
class Space:
    id: str                      # "c0".."cN" in the city, "w0".."wN" in the world
    kind: str
    x: float                     # drawing coordinates in the board's own viewBox
    y: float
    name: str = ""               # Italian label for screens ("Porto", "Miniera d'oro del Congo")
    building: str | None = None  # BuildingSpec id for BUILDING spaces
    coins: int = 0               # 300 or 400 for COINS spaces
    resource: str | None = None  # for MINE spaces
    continent: str | None = None # every world space belongs to a continent


@dataclass(frozen=True)
class Link:
    a: str
    b: str
    wrap: bool = False           # world: the map-edge link between North America and Asia


@dataclass(frozen=True, eq=False)
class Board:
    name: str                    # "city" or "world"
    width: float                 # viewBox size for drawing
    height: float
    spaces: tuple[Space, ...]
    links: tuple[Link, ...]
    # city only: junction id -> {neighbour id: "even" | "odd" | None}
    branches: dict[str, dict[str, str | None]] = field(default_factory=dict)
    # city only: space id -> (forward neighbour, backward neighbour) for non-junction spaces
    track: dict[str, tuple[str, str]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        by_id = {s.id: s for s in self.spaces}
        adj: dict[str, list[str]] = {s.id: [] for s in self.spaces}
        for link in self.links:
            adj[link.a].append(link.b)
            adj[link.b].append(link.a)
        object.__setattr__(self, "by_id", by_id)
        object.__setattr__(self, "adj", {k: tuple(v) for k, v in adj.items()})

    def space(self, space_id: str) -> Space:
        return self.by_id[space_id]  # type: ignore[attr-defined]

    def neighbours(self, space_id: str) -> tuple[str, ...]:
        return self.adj[space_id]  # type: ignore[attr-defined]

    def of_kind(self, kind: str) -> list[Space]:
        return [s for s in self.spaces if s.kind == kind]
