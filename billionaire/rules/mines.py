"""Mines and extraction: a mine's rights bought on its space (with the continent's licence),
up to two extractions a turn standing on an own mine (or one and a shipment), staying on it
instead of moving, and selling its kg back at the mine's price in any phase of one's turn."""
from __future__ import annotations

from functools import lru_cache

from ..choice import Choice
from ..events import say
from ..state import State
from ..tables import EXTRACTION_COST, KG_PER_DIE, MINE_SALE_PRICE, RIGHTS_COST, VEHICLES
from .memo import memo
from .money import MINE_RESOURCE, change_cash, transfer
from .shipping import ship_choice, shippable_kg


_SKIP_MINE = {True: Choice("skip_mine", auto=True),
              False: Choice("skip_mine", auto=False)}


def mine_choices(state: State, seat: int) -> list[Choice]:
    player = state.player(seat)
    res = MINE_RESOURCE[player.pos]
    out = []
    cost = EXTRACTION_COST[res]
    if player.cash >= cost:
        out.append(_extract_choice(res))
    if state.turn.mine_used == 1:
        kg = shippable_kg(player)
        if kg:
            for kind, spec in VEHICLES.items():
                if player.cash >= spec.cost:
                    out.append(ship_choice(kind, min(spec.capacity, kg)))
    out.append(_SKIP_MINE[not out])
    return out


@memo
def _extract_choice(res: str) -> Choice:
    cost = EXTRACTION_COST[res]
    return Choice("extract", auto=True, cost=cost, shows={"res": res})


def _extract(state: State, seat: int, act: dict) -> None:
    player = state.player(seat)
    res = MINE_RESOURCE[player.pos]
    transfer(state, seat, None, EXTRACTION_COST[res], "extraction", res=res)
    d1, d2 = state.rng.randint(1, 6), state.rng.randint(1, 6)
    kg = KG_PER_DIE[d1] + KG_PER_DIE[d2]
    player.rights[player.pos] += kg
    say(state, "extracted", seat=seat, res=res, dice=[d1, d2], kg=kg)
    _mine_slot_used(state)


def _mine_slot_used(state: State) -> None:
    state.turn.mine_used += 1
    if state.turn.mine_used >= state.turn.mine_slots:
        state.phase = "move"


def _skip_mine(state: State, seat: int, act: dict) -> None:
    state.phase = "move"


STAY = Choice("stay")


def _stay(state: State, seat: int, act: dict) -> None:
    say(state, "stayed", seat=seat, space=state.player(seat).pos)
    state.turn.landed_effects = False
    state.phase = "space"


def rights_choices(state: State, seat: int, space) -> list[Choice]:
    player = state.player(seat)
    cost = RIGHTS_COST[space.resource]
    if space.id in player.rights or space.continent not in player.licences or player.cash < cost:
        return []
    return [_rights_choice(space.id, cost)]


@memo
def _rights_choice(mine: str, cost: int) -> Choice:
    return Choice("buy_rights", confirm=True, cost=cost, target=mine)


def _buy_rights(state: State, seat: int, act: dict) -> None:
    player = state.player(seat)
    res = MINE_RESOURCE[player.pos]
    transfer(state, seat, None, RIGHTS_COST[res], "rights_purchase", space=player.pos)
    player.rights[player.pos] = 0
    say(state, "rights_bought", seat=seat, space=player.pos, amount=RIGHTS_COST[res])


@memo
def sell_mine_choices(rights: tuple[tuple[str, int], ...]) -> tuple[Choice, ...]:
    """One `sell_mine` per mine with kg in it. The rights change only on an extraction, a
    sale, a shipment, a new mine or a resource card, so one tuple serves the decisions between."""
    return tuple(_sell_mine_choice(mine, kg) for mine, kg in rights if kg > 0)


@lru_cache(maxsize=256)    # about 800 (mine, kg) pairs come up in 200 games; most within a turn
def _sell_mine_choice(mine: str, kg: int) -> Choice:
    res = MINE_RESOURCE[mine]
    return Choice("sell_mine", {"mine": mine}, amount=(1, kg), confirm=True, target=mine,
                  shows={"price": MINE_SALE_PRICE[res]})


def _sell_mine(state: State, seat: int, act: dict) -> None:
    player = state.player(seat)
    mine, kg = act["mine"], act["amount"]
    res = MINE_RESOURCE[mine]
    player.rights[mine] -= kg
    change_cash(state, seat, MINE_SALE_PRICE[res] * kg, "mine_sale", res=res, kg=kg, space=mine)
    say(state, "mine_sold", seat=seat, kg=kg, res=res, space=mine, amount=MINE_SALE_PRICE[res] * kg)


def stay_choices(state: State, seat: int) -> list[Choice]:
    """"Resta sulla miniera": offered where a roll is, to a pawn on one of its own mines."""
    player = state.player(seat)
    return [STAY] if player.board == "world" and player.pos in player.rights else []


HANDLERS = {"extract": _extract, "skip_mine": _skip_mine, "stay": _stay, "buy_rights": _buy_rights,
            "sell_mine": _sell_mine}
