"""The memo of the choice builders.

Choices are immutable and the same ones come back all game long ("Tira i dadi", "Vendi dalla
miniera ... 7 kg"), so each is built once: constants in each area's module, and small memoized
builders (`_..._choice`) keyed on exactly what their fields read.
"""
from __future__ import annotations

from functools import lru_cache

# Bounded small: a server runs for hours, and an entry is reused within a turn or two, so 128
# per builder keep the hit rate (1-3 % slower than 512) while the caches stay about 1 MB.
# The few builders whose entries come back from game to game rather than within a turn (a
# roll's destinations and `move` choices, `sell_mine` choices) say their own larger bound.
memo = lru_cache(maxsize=128)
