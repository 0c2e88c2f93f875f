"""Plain mutable game state. Only `billionaire.engine` writes it."""
from __future__ import annotations

import random
from dataclasses import dataclass, field

# Seat colours: the Okabe–Ito palette, told apart with protanopia, deuteranopia and tritanopia,
# without its black and its dark blue (too dark on the app's dark background); each seat also has
# its own shape (pages/seat_marks.py draws them), so no information is carried by colour alone.
# tests/test_palette.py checks the contrasts and the colour-blind differences.
COLORS = ("#d55e00", "#56b4e9", "#009e73", "#f0e442", "#cc79a7", "#e69f00")
COLOR_NAMES = ("vermiglio", "azzurro", "verde acqua", "giallo", "rosa", "arancione")
SHAPES = ("circle", "square", "triangle", "diamond", "star", "pentagon")
SHAPE_NAMES = ("cerchio", "quadrato", "triangolo", "rombo", "stella", "pentagono")


@dataclass
class Player:
    seat: int
    name: str
    bot: bool
    level: str
    cash: int
    board: str                       # "city" | "world"
    pos: str                         # space id
    objective: str
    licences: list[str] = field(default_factory=list)
    rights: dict[str, int] = field(default_factory=dict)      # mine space id -> kg in the mine
    carried: dict[str, int] = field(default_factory=dict)     # resource -> kg with the player
    depots: dict[str, dict[str, int]] = field(default_factory=lambda: {"port": {}, "city_airport": {}})
    bonus: list[str] = field(default_factory=list)            # card ids in hand
    ledger: list[tuple[int, str]] = field(default_factory=list)
    vote: bool = False
    stand_in: str | None = None      # a bot plays this human's seat: "host" or "away" (rules/seats.py)
    notices: list[dict] = field(default_factory=list)        # see billionaire/notices.py
    notice_seq: int = 0                                       # ids of the notices so far

    @property
    def label(self) -> str:
        return f"G{self.seat}"

    @property
    def color(self) -> str:
        return COLORS[(self.seat - 1) % len(COLORS)]


@dataclass
class Property:
    """A building or a world airport: who owns it and its sale history."""
    owner: int | None = None
    sales: int = 0
    last_price: int = 0


@dataclass
class Vehicle:
    id: int
    owner: int
    kind: str                        # "ship" | "plane"
    continent: str
    cargo: dict[str, int]
    remaining: int
    total: int


@dataclass
class Turn:
    """Bookkeeping of the current turn, reset when a turn starts."""
    mine_slots: int = 0              # mine actions left (2 at most)
    mine_used: int = 0               # mine actions done
    moved: bool = False              # a movement happened (stay counts as not moved)
    landed_effects: bool = False     # the space where the pawn stands has effect this turn
    bet_done: bool = False
    treasure_pending: bool = False
    extra_move: bool = False         # the current movement comes from a bonus card
    dice: tuple[int, ...] = ()
    destinations: list[dict] = field(default_factory=list)
    queue: list[str] = field(default_factory=list)    # steps left after a movement: "card", "land"
    card_context: str | None = None  # card id awaiting a decision
    bids: dict[int, tuple[str, int] | None] = field(default_factory=dict)  # lawsuit: seat -> (target, amount) or None


@dataclass
class State:
    seed: int
    players: list[Player]
    rng: random.Random
    prices: dict[str, int]                           # resource -> level 1..5
    buildings: dict[str, Property]                   # city space id -> property
    airports: dict[str, Property]                    # world airport space id -> property
    vehicles: list[Vehicle] = field(default_factory=list)
    next_vehicle: int = 1
    current: int = 1
    round: int = 1
    phase: str = "move"
    turn: Turn = field(default_factory=Turn)
    counter: int = 0                                 # accepted actions so far
    epochs: dict[int, int] = field(default_factory=dict)  # seat -> counter when its choices last changed
    chronicle: list[str] = field(default_factory=list)
    last_card: dict | None = None
    winner: int | None = None
    end_reason: str | None = None
    card_effects: dict[int, list[int]] | None = None   # cash deltas while a card resolves

    def player(self, seat: int) -> Player:
        if not 1 <= seat <= len(self.players):   # never wrap around to the last seat
            raise IndexError(f"no seat {seat}")
        return self.players[seat - 1]
