"""Who plays a seat: the host may hand a human's seat to a bot (a stand-in) and give it back.

The seat keeps everything it holds, its objective and its ledger: only who decides changes. A
stand-in is a host action (seat 0) in the log, so history, replay and a restart know who played
each move. `why` says who asked: "host" (the host's **Fai giocare un bot**) or "away" (the table
setting that lets a bot play a seat whose phone has been away on its turn; the app gives the
seat back when the phone returns). While a bot stands in, the seat does not vote and its vote
is withdrawn: the vote counts only the seats that humans hold (`vote`).
"""
from __future__ import annotations

from ..choice import Choice
from ..events import say
from ..state import State

LEVELS = ("facile", "normale")
WHY = ("host", "away")


def seat_choices(state: State) -> list[Choice]:
    """The host's choices over the seats: a stand-in for each seat a human holds (a human seat
    at the start, not stood in now), the seat back for each stood-in seat."""
    out: list[Choice] = []
    for p in state.players:
        if p.stand_in is not None:
            out.append(Choice("stand_down", {"seat": p.seat}))
        elif not p.bot:
            out += [Choice("stand_in", {"seat": p.seat, "level": level, "why": why})
                    for why in WHY for level in LEVELS]
    return out


def _stand_in(state: State, seat: int, act: dict) -> tuple[int, ...]:
    player = state.player(act["seat"])
    player.bot, player.level, player.stand_in = True, act["level"], act["why"]
    player.vote = False
    say(state, "stand_in", seat=player.seat, level=act["level"], why=act["why"])
    return (player.seat,)          # its phone's choices (the vote) are gone


def _stand_down(state: State, seat: int, act: dict) -> tuple[int, ...]:
    player = state.player(act["seat"])
    player.bot, player.stand_in = False, None
    say(state, "stand_down", seat=player.seat)
    return (player.seat,)


HANDLERS = {"stand_in": _stand_in, "stand_down": _stand_down}
