"""Flights: from an airport, instead of rolling, to any other airport; the fare goes to the
owner of the airport that counts (the departure towards the city, the arrival otherwise)."""
from __future__ import annotations

from ..choice import Choice
from ..events import say
from ..state import State
from ..tables import FLIGHT_COST
from .memo import memo
from .money import transfer
from .spaces import AIRPORT_IDS, CITY_AIRPORT_ID, IS_AIRPORT
from .turn import after_movement


def flight_cost(state: State, seat: int, frm: str, to: str) -> tuple[int, int | None]:
    """(cost, payee). Towards the city the departure airport counts, otherwise the arrival."""
    counts = frm if to == CITY_AIRPORT_ID else to
    owner = state.airports[counts].owner if counts in state.airports else None
    if owner == seat:
        return 0, None
    return FLIGHT_COST, owner


@memo
def fly_choice(to: str, cost: int) -> Choice:
    return Choice("fly", {"to": to}, confirm=True, target=to, cost=cost)


def _fly(state: State, seat: int, act: dict) -> None:
    player = state.player(seat)
    cost, payee = flight_cost(state, seat, player.pos, act["to"])
    if cost:
        transfer(state, seat, payee, cost, "flight", space=act["to"])
    player.pos = act["to"]
    player.board = "city" if act["to"] == CITY_AIRPORT_ID else "world"
    say(state, "flew", seat=seat, to=player.pos, amount=cost, owner=payee)
    after_movement(state, ["card", "land"])


def flight_choices(state: State, seat: int) -> list[Choice]:
    """A flight to every other airport, offered where a roll is (not after the extra-move card)."""
    player = state.player(seat)
    if player.pos not in IS_AIRPORT or player.cash < FLIGHT_COST:
        return []
    out = []
    for to in AIRPORT_IDS:
        if to == player.pos:
            continue
        cost, _ = flight_cost(state, seat, player.pos, to)
        out.append(fly_choice(to, cost))
    return out


HANDLERS = {"fly": _fly}
