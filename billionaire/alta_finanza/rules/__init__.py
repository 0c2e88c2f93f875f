"""The rules of Alta Finanza, one module per area of the rulebook.

- the turn, landing, the win and the end: `turn`; what a seat may do now: `choices` below
- moving with the dice or a Tessera: `movement` (the track itself: `..track`)
- the Borsa, trading and quotations: `borsa`
- Telex, Press Room, Bomb: `press` (the cards: `..telex`)
- Tessera, coupons, Trust, Credit, Inheritance, Theft, Share Tax, Race Winnings: `spaces`
- money, payments beyond one's cash, withdrawal and re-entry, the win condition, ranking: `money`
- the vote, the host's end, stand-ins: `vote`
"""
from __future__ import annotations

from ...choice import Choice
from ..state import State
from . import borsa, movement, money, press, spaces, turn, vote
from .borsa import trade_choices
from .movement import move_choices
from .spaces import TAKE_LOAN
from .turn import END_TURN, TURN_KINDS, check_win, finish, start_turn
from .vote import HOST_END, VOTE, seat_choices, votes_needed

REENTER = Choice("reenter", confirm=True)

HANDLERS = {kind: handler for area in (turn, movement, borsa, press, spaces, vote)
            for kind, handler in area.HANDLERS.items()}
HANDLERS["reenter"] = lambda state, seat, act: money.reenter(state, seat)


def choices(state: State, seat: int) -> list[Choice]:
    if state.phase == "over":
        return []
    if seat == 0:
        return [HOST_END, *seat_choices(state)]
    player = state.player(seat)
    out: list[Choice] = []
    if player.withdrawn:
        out.append(REENTER)          # any time: back at the table with the penalty
    elif seat == state.current:
        if state.phase == "move":
            out += move_choices(state, seat)
        else:
            out += trade_choices(state, seat)
            if state.turn.loan_offer:
                out.append(TAKE_LOAN)
            out.append(END_TURN)
    if not player.bot:
        out.append(VOTE[bool(player.vote)])
    return out


__all__ = ["HANDLERS", "TURN_KINDS", "choices", "check_win", "finish", "start_turn", "votes_needed"]
