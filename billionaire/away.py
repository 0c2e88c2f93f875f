"""What a bot did for a seat while it stood in for its player (`stand_in` ... `stand_down`), read
from the chronicle, for any game: a player coming back to their phone learns what was played in
their name (the purchases, the trades, what they paid) instead of finding the seat changed.

Events name a seat under a few keys (the actor `seat`, and `payer`, `to`, `by`...); every event
between the seat's last `stand_in` and the `stand_down` after it that names the seat counts.
"""
from __future__ import annotations

from typing import Any, Callable

SEAT_KEYS = ("seat", "payer", "to", "owner", "by", "seller", "buyer", "winner", "bidder")
MAX_LINES = 12     # the newest ones; the rest are counted


def while_away(chronicle: list[dict], seat: int) -> tuple[int, int | None, list[int]] | None:
    """(index of the seat's last `stand_in` event, index of the `stand_down` that ended it or
    None while the bot still plays, indexes of the events naming the seat in between), or None
    when no bot ever played for the seat."""
    back = None
    for i in range(len(chronicle) - 1, -1, -1):
        e = chronicle[i]
        if e.get("seat") != seat:
            continue
        if e.get("k") == "stand_down" and back is None:
            back = i
        elif e.get("k") == "stand_in":
            stop = len(chronicle) if back is None else back
            named = [j for j in range(i + 1, stop)
                     if any(chronicle[j].get(k) == seat for k in SEAT_KEYS)]
            return i, back, named
    return None


def away_view(chronicle: list[dict], seat: int, say: Callable[[dict], str]) -> dict[str, Any] | None:
    """The private view's `away`: `since` (identifies this stand-in), `back` (whether the player
    has the seat again), the newest `lines` in words and how many `more` there were."""
    found = while_away(chronicle, seat)
    if found is None:
        return None
    since, back, named = found
    return {"since": since, "back": back is not None,
            "lines": [say(chronicle[j]) for j in named[-MAX_LINES:]],
            "more": max(0, len(named) - MAX_LINES)}
