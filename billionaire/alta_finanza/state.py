"""Plain mutable state of an Alta Finanza game. Only the engine's rules write it."""
from __future__ import annotations

import random
from dataclasses import dataclass, field

from ..state import COLORS
from .tables import TYPES


@dataclass
class Player:
    seat: int
    name: str
    bot: bool
    level: str
    cash: int
    shares: dict[str, int] = field(default_factory=lambda: {t: 1 for t in TYPES})
    pos: int | None = 0               # a track index; None once withdrawn
    tessere: int = 0
    telex: str | None = None          # the card id held, secret until revealed
    loan: bool = False                # the Credit Card is with the Bank
    withdrawn: bool = False
    penalty: int = 0                  # 150,000 $ per re-entry: added to the target
    ledger: list[tuple[int, str, dict]] = field(default_factory=list)
    vote: bool = False
    stand_in: str | None = None

    @property
    def label(self) -> str:
        return f"G{self.seat}"

    @property
    def color(self) -> str:
        return COLORS[(self.seat - 1) % len(COLORS)]

    @property
    def share_count(self) -> int:
        return sum(self.shares.values())


@dataclass
class Turn:
    """The current turn's bookkeeping, reset when a turn starts."""
    moved: bool = False
    dice: tuple[int, ...] = ()
    trade_limit: int = 0              # shares the seat may still trade now (Borsa 5/10, Press Room 10)
    loan_offer: bool = False          # on the Credit without a loan out


@dataclass
class State:
    seed: int
    target: int
    players: list[Player]
    rng: random.Random
    quotes: dict[str, int]
    bank: dict[str, int]              # shares of each type in the Bank
    deck: list[str]                   # Telex ids in the holder, top first
    tessere: int                      # Tessera cards in the holder
    current: int = 1
    round: int = 1
    phase: str = "move"               # move | space | over
    turn: Turn = field(default_factory=Turn)
    counter: int = 0
    epochs: dict[int, int] = field(default_factory=dict)
    chronicle: list[dict] = field(default_factory=list)
    last_telex: dict | None = None    # the last revealed Telex: {"id", "seat", "how", "effect": [[seat, worth change]]}
    winner: int | None = None
    end_reason: str | None = None

    def player(self, seat: int) -> Player:
        if not 1 <= seat <= len(self.players):
            raise IndexError(f"no seat {seat}")
        return self.players[seat - 1]

    def active(self) -> list[Player]:
        return [p for p in self.players if not p.withdrawn]
