"""Treasure and coins: coins paid on landing; the treasure's choice of cash or two dice."""
from __future__ import annotations

from ..choice import Choice
from ..events import say
from ..notices import notify
from ..state import State
from ..tables import TREASURE_CASH
from .money import change_cash


TREASURE_CHOICES = (Choice("treasure", {"pick": "cash"}, shows={"amount": TREASURE_CASH}),
                    Choice("treasure", {"pick": "dice"}, shows={"low": 0, "high": 1200}))   # treasure_dice(1, 1), (6, 6)


def _treasure(state: State, seat: int, act: dict) -> None:
    player = state.player(seat)
    if act["pick"] == "cash":
        amount = TREASURE_CASH
        say(state, "treasure_taken", seat=seat, amount=amount)
    else:
        d1, d2 = state.rng.randint(1, 6), state.rng.randint(1, 6)
        amount = treasure_dice(d1, d2)
        say(state, "treasure_rolled", seat=seat, dice=[d1, d2], amount=amount)
        notify(state, seat, "treasure", dice=[d1, d2], amount=amount)
    change_cash(state, seat, amount, "treasure", pick=act["pick"])
    state.turn.treasure_pending = False


def treasure_dice(d1: int, d2: int) -> int:
    return sum(d * 100 for d in (d1, d2) if d >= 3)


def land_on_coins(state: State, seat: int, space) -> None:
    change_cash(state, seat, space.coins, "coins", space=space.id)
    say(state, "coins_found", seat=seat, amount=space.coins)


def land_on_treasure(state: State, seat: int, space) -> None:
    state.turn.treasure_pending = True


HANDLERS = {"treasure": _treasure}
