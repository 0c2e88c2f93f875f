"""The turn: whose it is (withdrawn seats are skipped), landing on a space, the end of a turn,
the win (checked after every accepted action) and the end of the game."""
from __future__ import annotations

from ...choice import Choice
from ..events import say
from ..state import State, Turn
from .. import track
from . import press, spaces
from .money import has_won, ranking

TURN_KINDS = {"roll", "use_tessera", "trade", "take_loan", "end_turn"}
END_TURN = Choice("end_turn", auto=True)

# What stopping on a space does at once, by kind; a Borsa opens a trade (`land`).
LANDING = {
    track.TESSERA: spaces.land_on_tessera, track.TELEX: press.land_on_telex,
    track.PRESS: press.land_on_press, track.BOMB: press.land_on_bomb,
    track.COUPON: spaces.land_on_coupon, track.TRUST: spaces.land_on_trust,
    track.CREDIT: spaces.land_on_credit, track.INHERITANCE: spaces.land_on_inheritance,
    track.THEFT: spaces.land_on_theft, track.SHARE_TAX: spaces.land_on_share_tax,
    track.RACE: spaces.land_on_race,
}


def start_turn(state: State) -> None:
    state.turn = Turn()
    state.phase = "move"


def land(state: State, seat: int) -> None:
    space = track.TRACK[state.player(seat).pos]
    state.phase = "space"
    if space.kind == track.BORSA:
        state.turn.trade_limit = space.limit
    else:
        effect = LANDING.get(space.kind)
        if effect is not None:
            effect(state, seat)
    if state.player(seat).withdrawn:      # ruined on its own stop: the turn passes at once
        end_turn(state)


def end_turn(state: State) -> None:
    if not state.active():
        finish(state, "all_out")
        return
    n = len(state.players)
    seat = state.current
    while True:
        seat = seat % n + 1
        if seat == 1:
            state.round += 1
        if not state.player(seat).withdrawn:
            break
    state.current = seat
    start_turn(state)


def check_win(state: State) -> None:
    """The first to meet the condition wins: the current seat first, then the others in seat order."""
    if state.phase == "over":
        return
    n = len(state.players)
    for k in range(n):
        player = state.player((state.current - 1 + k) % n + 1)
        if has_won(state, player):
            finish(state, "target", player.seat)
            return


def finish(state: State, reason: str, winner: int | None = None) -> None:
    if winner is None:
        winner = ranking(state)[0]
    state.winner = winner
    state.end_reason = reason
    state.phase = "over"
    say(state, "game_ended", reason=reason, winner=winner)


def _end_turn(state: State, seat: int, act: dict) -> None:
    end_turn(state)


HANDLERS = {"end_turn": _end_turn}
