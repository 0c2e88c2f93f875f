"""The 40 spaces of the track, as data.

Space 0 is the Press Room, where every pawn starts. The track has four sides of ten spaces:
side 1 is spaces 1-10, side 2 11-20, side 3 21-30, side 4 31-39 and 0 (a corner ends its side).
The Credit (space 20) and the Press Room (space 0) each end a side, so a Tessera reaches them
from the nine spaces before them on that side ("no more than 10 spaces away, on the same side").
The counts are the rulebook's; the order is ours (docs/rules-decisions.md, Alta Finanza).
"""
from __future__ import annotations

from dataclasses import dataclass

PRESS, BOMB, TESSERA, BORSA, COUPON, TELEX = "press", "bomb", "tessera", "borsa", "coupon", "telex"
TRUST, INHERITANCE, THEFT, CREDIT, SHARE_TAX, RACE = "trust", "inheritance", "theft", "credit", "share_tax", "race"

COUNTS = {PRESS: 1, BOMB: 2, TESSERA: 7, BORSA: 12, COUPON: 5, TELEX: 6, TRUST: 2, INHERITANCE: 1,
          THEFT: 1, CREDIT: 1, SHARE_TAX: 1, RACE: 1}


@dataclass(frozen=True)
class Space:
    index: int
    kind: str
    limit: int = 0            # a Borsa's number: 5 or 10 shares

    @property
    def side(self) -> int:
        """1..4: the side whose last space is a corner (10, 20, 30, 0)."""
        return 4 if self.index == 0 else (self.index - 1) // 10 + 1


_LAYOUT = (
    (PRESS,),
    (BORSA, 5), (TELEX,), (TESSERA,), (BORSA, 10), (COUPON,), (THEFT,), (BORSA, 5), (TESSERA,), (TELEX,), (TRUST,),
    (BORSA, 10), (COUPON,), (BOMB,), (BORSA, 5), (TESSERA,), (INHERITANCE,), (BORSA, 10), (TELEX,), (SHARE_TAX,), (CREDIT,),
    (BORSA, 5), (TESSERA,), (COUPON,), (BORSA, 10), (TELEX,), (RACE,), (BORSA, 5), (TESSERA,), (TRUST,), (BOMB,),
    (BORSA, 10), (COUPON,), (TELEX,), (BORSA, 5), (TESSERA,), (TESSERA,), (BORSA, 10), (TELEX,), (COUPON,),
)
TRACK = tuple(Space(i, *row) for i, row in enumerate(_LAYOUT))
SIZE = len(TRACK)
PRESS_ROOM = next(s.index for s in TRACK if s.kind == PRESS)
CREDIT_SPACE = next(s.index for s in TRACK if s.kind == CREDIT)
BORSE = tuple(s.index for s in TRACK if s.kind == BORSA)


def ahead(pos: int, steps: int) -> int:
    return (pos + steps) % SIZE


def distance(start: int, end: int) -> int:
    """Spaces forward from start to end (0 when the same space)."""
    return (end - start) % SIZE


def nearest_borsa(pos: int) -> int:
    """The first Borsa ahead of `pos` in the direction of travel (never `pos` itself)."""
    return min(BORSE, key=lambda b: distance(pos, b) or SIZE)


def tessera_targets(pos: int) -> tuple[tuple[str, int], ...]:
    """Where a Tessera may take a pawn on `pos`: ("borsa", i) always; ("credit", i) and
    ("press", i) only from an earlier space of the same side."""
    out = [("borsa", nearest_borsa(pos))]
    here = TRACK[pos]
    for name, target in (("credit", CREDIT_SPACE), ("press", PRESS_ROOM)):
        if TRACK[target].side == here.side and 0 < distance(pos, target) < 10:
            out.append((name, target))
    return tuple(out)


assert SIZE == 40 and all(sum(s.kind == k for s in TRACK) == n for k, n in COUNTS.items())
assert sorted(s.limit for s in TRACK if s.kind == BORSA) == [5] * 6 + [10] * 6
