"""Casinos: one bet a turn, its stake paid to the bank when nobody owns the casino (free for
the owner's guests), two dice that win 100 $ a pip on the casino's numbers."""
from __future__ import annotations

from ..choice import Choice
from ..events import say
from ..notices import notify
from ..state import State
from ..tables import BUILDINGS
from .memo import memo
from .money import BUILDING_OF_SPACE, change_cash, transfer


@memo
def bet_choice(cost: int) -> Choice:
    return Choice("bet", confirm=True, cost=cost)


def bet_choices(state: State, seat: int, prop, spec) -> list[Choice]:
    """The bet a casino's space offers (at most one a turn)."""
    if state.turn.bet_done:
        return []
    cost = spec.stop_fee if prop.owner is None else 0
    return [bet_choice(cost)] if state.player(seat).cash >= cost else []


def casino_payout(wins: tuple[int, ...], d1: int, d2: int) -> int:
    return sum(d * 100 for d in (d1, d2) if d in wins)


def _bet(state: State, seat: int, act: dict) -> None:
    player = state.player(seat)
    prop = state.buildings[player.pos]
    spec = BUILDINGS[BUILDING_OF_SPACE[player.pos]]
    if prop.owner is None:
        transfer(state, seat, None, spec.stop_fee, "casino_bet", space=player.pos)
    d1, d2 = state.rng.randint(1, 6), state.rng.randint(1, 6)
    win = casino_payout(spec.casino_wins, d1, d2)
    change_cash(state, seat, win, "casino_win", space=player.pos)
    notify(state, seat, "casino", dice=[d1, d2], amount=win, space=player.pos)
    state.turn.bet_done = True
    say(state, "casino_bet", seat=seat, dice=[d1, d2], amount=win, space=player.pos)


HANDLERS = {"bet": _bet}
