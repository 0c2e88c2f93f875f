"""Moving: two dice, or a Tessera instead of the dice (to the nearest Borsa ahead, or to the
Credit / the Press Room from an earlier space of its side, `track.tessera_targets`)."""
from __future__ import annotations

from ...choice import Choice
from ..events import say
from ..state import State
from .. import track
from .turn import land

ROLL = Choice("roll", auto=True)


def move_choices(state: State, seat: int) -> list[Choice]:
    player = state.player(seat)
    out = [ROLL]
    if player.tessere:
        out += [Choice("use_tessera", {"to": target}, target=name, shows={"space": target})
                for name, target in track.tessera_targets(player.pos)]
    return out


def _move(state: State, seat: int, steps: int) -> None:
    player = state.player(seat)
    start = player.pos
    for k in range(1, steps):
        if track.ahead(start, k) == track.PRESS_ROOM:
            say(state, "passed", seat=seat, space=track.PRESS_ROOM)   # passing reveals nothing
    player.pos = track.ahead(start, steps)
    state.turn.moved = True
    say(state, "moved", seat=seat, space=player.pos, on=track.TRACK[player.pos].kind)
    land(state, seat)


def _roll(state: State, seat: int, act: dict) -> None:
    dice = (state.rng.randint(1, 6), state.rng.randint(1, 6))
    state.turn.dice = dice
    say(state, "rolled", seat=seat, dice=list(dice), total=sum(dice))
    _move(state, seat, sum(dice))


def _use_tessera(state: State, seat: int, act: dict) -> None:
    player = state.player(seat)
    player.tessere -= 1
    state.tessere += 1                       # back to the holder
    say(state, "tessera_used", seat=seat, space=act["to"])
    _move(state, seat, track.distance(player.pos, act["to"]))


HANDLERS = {"roll": _roll, "use_tessera": _use_tessera}
