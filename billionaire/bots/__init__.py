"""The bots that fill the empty seats: `choose_action(game, seat)`.

- `levels`: the two levels (`facile`, `normale`) and how each picks among its choices;
- `plan`: the `normale` bot's plan toward its secret objective, and its reserve of cash;
- `needs`: what an objective still needs (licences, mines, buildings, airports) and its cost;
- `paths`: expected turns to reach a space, for travelling by the shortest expected way.

A bot reads only its choices, the public state and its own player record.
"""
from __future__ import annotations

from .levels import choose_action

__all__ = ["choose_action"]
