"""World airports: a free one can be bought on landing; its owner flies free from or to it and
is paid by others who do (the flights themselves: `flights`)."""
from __future__ import annotations

from ..choice import Choice
from ..events import say
from ..state import State
from ..tables import WORLD_AIRPORT_PRICE
from .memo import memo
from .money import transfer


def airport_choices(state: State, seat: int, space) -> list[Choice]:
    if state.airports[space.id].owner is None and state.player(seat).cash >= WORLD_AIRPORT_PRICE:
        return [_airport_choice(space.id)]
    return []


@memo
def _airport_choice(sid: str) -> Choice:
    """'Compra l'aeroporto del Cairo (2.600 $)', as the flights say 'Vola all'aeroporto del Cairo'."""
    return Choice("buy_airport", confirm=True, cost=WORLD_AIRPORT_PRICE, target=sid)


def _buy_airport(state: State, seat: int, act: dict) -> None:
    player = state.player(seat)
    prop = state.airports[player.pos]
    transfer(state, seat, None, WORLD_AIRPORT_PRICE, "airport_purchase", space=player.pos)
    prop.owner, prop.sales, prop.last_price = seat, 1, WORLD_AIRPORT_PRICE
    say(state, "airport_bought", seat=seat, space=player.pos, amount=WORLD_AIRPORT_PRICE)


HANDLERS = {"buy_airport": _buy_airport}
