"""The end by vote (a majority of the seats humans hold) or by the host, and the host's stand-ins
(a bot plays a human's seat, and gives it back), as in Billionaire."""
from __future__ import annotations

from ...choice import Choice
from ..events import say
from ..state import State
from .turn import finish

HOST_END = Choice("host_end", confirm=True)
VOTE = {False: Choice("vote", {"yes": True}, confirm=True),
        True: Choice("vote", {"yes": False}, confirm=True)}
LEVELS = ("facile", "normale")
WHY = ("host", "away")


def votes_needed(humans: int) -> int:
    return humans // 2 + 1


def seat_choices(state: State) -> list[Choice]:
    out: list[Choice] = []
    for p in state.players:
        if p.stand_in is not None:
            out.append(Choice("stand_down", {"seat": p.seat}))
        elif not p.bot:
            out += [Choice("stand_in", {"seat": p.seat, "level": lv, "why": why}) for why in WHY for lv in LEVELS]
    return out


def _vote(state: State, seat: int, act: dict) -> None:
    player = state.player(seat)
    player.vote = act["yes"]
    say(state, "voted", seat=seat, yes=player.vote)
    humans = [p for p in state.players if not p.bot]
    if sum(p.vote for p in humans) >= votes_needed(len(humans)):
        finish(state, "vote")


def _host_end(state: State, seat: int, act: dict) -> None:
    finish(state, "host")


def _stand_in(state: State, seat: int, act: dict) -> tuple[int, ...]:
    player = state.player(act["seat"])
    player.bot, player.level, player.stand_in, player.vote = True, act["level"], act["why"], False
    say(state, "stand_in", seat=player.seat, level=act["level"], why=act["why"])
    return (player.seat,)


def _stand_down(state: State, seat: int, act: dict) -> tuple[int, ...]:
    player = state.player(act["seat"])
    player.bot, player.stand_in = False, None
    say(state, "stand_down", seat=player.seat)
    return (player.seat,)


HANDLERS = {"vote": _vote, "host_end": _host_end, "stand_in": _stand_in, "stand_down": _stand_down}
