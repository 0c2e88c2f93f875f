"""What a bot did for a seat while it stood in for its player (`stand_in` ... `stand_down`), read
from the chronicle, for any game: a player coming back to their phone learns what was played in
their name (the purchases, the trades, what they paid) instead of finding the seat changed.

Events name a seat under a few keys (the actor `seat`, and `payer`, `to`, `by`...); every event
between the seat's last `stand_in` and the `stand_down` after it that names the seat counts.

Every private view asks, so the answer is kept per (chronicle, seat) and length: the chronicle
only grows (events are appended, never edited), so a view read again after no new event
scans nothing, and one new event makes the next view scan again.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

SEAT_KEYS = ("seat", "payer", "to", "owner", "by", "seller", "buyer", "winner", "bidder")
MAX_LINES = 12     # the newest ones; the rest are counted
Found = tuple[int, int | None, list[int]] | None

# (id of the chronicle, seat) -> (that chronicle, its length then, what `while_away` found). The
# chronicle itself is held so that its id is never another list's; emptied when it grows big.
_FOUND: dict[tuple[int, int], tuple[list, int, Found]] = {}
_FOUND_MAX = 256


def while_away(chronicle: list[dict], seat: int) -> Found:
    """(index of the seat's last `stand_in` event, index of the `stand_down` that ended it or
    None while the bot still plays, indexes of the events naming the seat in between), or None
    when no bot ever played for the seat. Read only: callers never change what it returns."""
    key = (id(chronicle), seat)
    kept = _FOUND.get(key)
    if kept is not None and kept[0] is chronicle and kept[1] == len(chronicle):
        return kept[2]
    found = _scan(chronicle, seat)
    if len(_FOUND) >= _FOUND_MAX:
        _FOUND.clear()
    _FOUND[key] = (chronicle, len(chronicle), found)
    return found


def _scan(chronicle: list[dict], seat: int) -> Found:
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


# ---- the same periods in a game's history (the classroom's workbook and debrief) --------------
STAND_KINDS = ("stand_in", "stand_down")


@dataclass(frozen=True)
class Spell:
    """A bot played `seat` for its player from the host's `stand_in` (the log's action number
    `start`, 0-based) to the `stand_down` (`end`; None: still at the log's end). The seat's
    ledger entries `first_entry` .. `end_entry` (excluded; None: on) were written meanwhile."""
    seat: int
    level: str
    start: int
    end: int | None
    first_entry: int
    end_entry: int | None

    def covers_action(self, i: int) -> bool:
        """Whether the log's action number `i` came while the bot held the seat."""
        return self.start < i and (self.end is None or i < self.end)

    def covers_entry(self, j: int) -> bool:
        """Whether the seat's ledger entry number `j` was written while the bot held the seat."""
        return self.first_entry <= j and (self.end_entry is None or j < self.end_entry)

    def overlaps(self, first: int, stop: int) -> bool:
        """Whether the bot played any of the log's actions `first` .. `stop` (excluded)."""
        return max(first, self.start + 1) < (stop if self.end is None else min(stop, self.end))

    def holds(self, first: int, stop: int) -> bool:
        """Whether the bot played all of the log's actions `first` .. `stop` (excluded; one
        action at least)."""
        return first < stop and self.start < first and (self.end is None or stop <= self.end)


def note_spell(spells: dict[int, list[Spell]], index: int, action: dict, state: Any) -> None:
    """After the log's action number `index` was applied to `state` (a history's replay, any
    game): a `stand_in` opens a spell of its seat, a `stand_down` closes it."""
    kind = action.get("kind")
    if kind not in STAND_KINDS:
        return
    seat = action["seat"]
    entries = len(state.player(seat).ledger)
    if kind == "stand_in":
        spells.setdefault(seat, []).append(Spell(seat, action.get("level") or "", index, None, entries, None))
    elif spells.get(seat) and spells[seat][-1].end is None:
        last = spells[seat][-1]
        spells[seat][-1] = Spell(seat, last.level, last.start, index, last.first_entry, entries)


def bot_entry(spells: dict[int, Any], seat: int, j: int) -> bool:
    """Whether a bot standing in wrote the seat's ledger entry number `j`."""
    return any(s.covers_entry(j) for s in spells.get(seat, ()))


def bot_action(spells: dict[int, Any], seat: int | None, i: int) -> bool:
    """Whether the log's action number `i` came while a bot stood in for `seat`."""
    return seat is not None and any(s.covers_action(i) for s in spells.get(seat, ()))


def bot_mark(seat: int | None, played: list[bool]) -> dict | None:
    """A key moment's `bot` mark (`say_moment`): a bot standing in for `seat` played all or some
    of the moves the moment tells (`played`: one flag per move), or None when none."""
    if seat is None or not any(played):
        return None
    return {"seat": seat, "all": all(played)}


def by_entries(moment: dict, spells: dict[int, Any], seat: int, entries: list[int]) -> dict:
    """`moment` with its `bot` mark when a bot standing in for `seat` wrote some of its ledger
    `entries` (a history's `stand_ins`)."""
    mark = bot_mark(seat, [bot_entry(spells, seat, j) for j in entries])
    return {**moment, "bot": mark} if mark else moment


def by_action(moment: dict, spells: dict[int, Any], seat: int | None, actions: list[int]) -> dict:
    """`moment` with its `bot` mark when a bot stood in for `seat` at some of the log's `actions`."""
    mark = bot_mark(seat, [bot_action(spells, seat, i) for i in actions])
    return {**moment, "bot": mark} if mark else moment


def say_moment(w: Any, moment: dict) -> str:
    """A key moment in words (`moment:<kind>`, any game's words), followed by who played it when
    a bot stood in for the seat (`moment:bot_all`, `moment:bot_part`)."""
    text = w.say("moment:" + moment["k"], **{k: v for k, v in moment.items() if k not in ("k", "bot")})
    mark = moment.get("bot")
    if mark:
        text += " " + w.say("moment:bot_all" if mark["all"] else "moment:bot_part", seat=mark["seat"])
    return text
