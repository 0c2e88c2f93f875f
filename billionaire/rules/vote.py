"""The end by vote (a majority of the humans) or by the host; the end by objective is the
income tax (`town_hall`)."""
from __future__ import annotations

from ..choice import Choice
from ..events import say
from ..state import State
from .turn import finish

HOST_END = Choice("host_end", confirm=True)
VOTE = {False: Choice("vote", {"yes": True}, confirm=True),
        True: Choice("vote", {"yes": False}, confirm=True)}


def _vote(state: State, seat: int, act: dict) -> None:
    player = state.player(seat)
    player.vote = act["yes"]
    say(state, "voted", seat=seat, yes=player.vote)
    humans = [p for p in state.players if not p.bot]
    if sum(p.vote for p in humans) >= votes_needed(len(humans)):
        finish(state, "vote")


def votes_needed(humans: int) -> int:
    """The vote ends the game with a majority of the humans: more than half."""
    return humans // 2 + 1


def _host_end(state: State, seat: int, act: dict) -> None:
    finish(state, "host")


HANDLERS = {"vote": _vote, "host_end": _host_end}
