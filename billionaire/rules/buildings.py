"""Buildings and tolls: buying one (again from its owner, at a higher price), the stop fee on
landing, the toll for passing, and what a building space offers."""
from __future__ import annotations

from ..choice import Choice
from ..events import say
from ..state import State
from ..tables import BUILDINGS
from . import casino
from .memo import memo
from .money import BUILDING_OF_SPACE, transfer


def building_price(state: State, sid: str) -> int:
    prop = state.buildings[sid]
    return BUILDINGS[BUILDING_OF_SPACE[sid]].price * (prop.sales + 1)


def toll_of(state: State, seat: int, path: list[str]) -> list[tuple[int, int, str]]:
    """(owner, amount, space id) for each building passed (not the destination), once each."""
    out, seen = [], set()
    for sid in path[:-1]:
        prop = state.buildings.get(sid)
        if prop is None or prop.owner is None or prop.owner == seat or sid in seen:
            continue
        seen.add(sid)
        spec = BUILDINGS[BUILDING_OF_SPACE[sid]]
        out.append((prop.owner, spec.stop_fee if spec.kind == "restaurant" else spec.stop_fee // 2, sid))
    return out


def building_choices(state: State, seat: int, space) -> list[Choice]:
    player = state.player(seat)
    prop = state.buildings[space.id]
    spec = BUILDINGS[space.building]
    out = []
    if prop.owner != seat:
        price = building_price(state, space.id)
        if player.cash >= price:
            out.append(_buy_building_choice(space.building, prop.owner, price))
    if spec.kind == "casino":
        out += casino.bet_choices(state, seat, prop, spec)
    return out


@memo
def _buy_building_choice(building: str, seller: int | None, price: int) -> Choice:
    """'Compra Pizza per 600 $', 'Compra Pizza da G2 Bruno per 1.200 $' (words: `texts`)."""
    return Choice("buy_building", confirm=True, cost=price, shows={"building": building, "seller": seller})


def _buy_building(state: State, seat: int, act: dict) -> None:
    player = state.player(seat)
    prop = state.buildings[player.pos]
    price = building_price(state, player.pos)
    seller = prop.owner
    transfer(state, seat, seller, price, "building_purchase", "building_sale", space=player.pos)
    prop.owner, prop.sales, prop.last_price = seat, prop.sales + 1, price
    say(state, "building_bought", seat=seat, space=player.pos, seller=seller, amount=price)


def pay_stop_fee(state: State, seat: int, space) -> None:
    """Landing on another player's building: its stop fee to the owner."""
    prop = state.buildings[space.id]
    if prop.owner is not None and prop.owner != seat:
        spec = BUILDINGS[space.building]
        transfer(state, seat, prop.owner, spec.stop_fee, "stop_fee", space=space.id)
        say(state, "stop_fee_paid", seat=seat, owner=prop.owner, amount=spec.stop_fee, space=space.id)


HANDLERS = {"buy_building": _buy_building}
