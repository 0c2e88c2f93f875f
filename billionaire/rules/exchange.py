"""The exchange and its prices: selling carried kg at today's price, and the prices' drift at
the end of every round (the price cards: `bonus_cards`, the price chance cards: `card_deck`)."""
from __future__ import annotations

from ..choice import Choice
from ..events import say
from ..state import State
from ..tables import PRICE_LADDER, RESOURCES
from .memo import memo
from .money import change_cash


def exchange_choices(state: State, seat: int, space) -> list[Choice]:
    player = state.player(seat)
    out = []
    for r in RESOURCES:
        kg = player.carried.get(r, 0)
        if kg:
            out.append(_sell_choice(r, kg, PRICE_LADDER[r][state.prices[r] - 1]))
    return out


@memo
def _sell_choice(r: str, kg: int, price: int) -> Choice:
    return Choice("sell", {"resource": r}, amount=(1, kg), confirm=True, shows={"price": price})


def _sell(state: State, seat: int, act: dict) -> None:
    player = state.player(seat)
    r, kg = act["resource"], act["amount"]
    price = PRICE_LADDER[r][state.prices[r] - 1]
    player.carried[r] -= kg
    if not player.carried[r]:
        del player.carried[r]
    change_cash(state, seat, price * kg, "exchange_sale", res=r, kg=kg)
    say(state, "exchange_sold", seat=seat, kg=kg, res=r, amount=price * kg)


def end_round(state: State) -> None:
    changes = []
    for r in RESOURCES:
        x = state.rng.random()
        delta = 1 if x < 0.25 else (0 if x < 0.75 else -1)
        old = state.prices[r]
        state.prices[r] = max(1, min(5, old + delta))
        if state.prices[r] != old:
            changes.append((r, 1 if state.prices[r] > old else -1))
    say(state, "round_ended", round=state.round, changes=changes)
    state.round += 1


HANDLERS = {"sell": _sell}
