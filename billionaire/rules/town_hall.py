"""The town hall: the continents' licences (needed to buy a mine's rights), and the income tax
that ends the game once one's objective is reached (the objectives themselves: `objectives`)."""
from __future__ import annotations

from ..choice import Choice
from ..events import say
from ..state import State
from ..tables import CONTINENTS, LICENCE_COST
from .memo import memo
from .money import objective_done, transfer
from .objectives import OBJECTIVE_BY_ID
from .turn import finish


def town_hall_choices(state: State, seat: int, space) -> list[Choice]:
    player = state.player(seat)
    out = []
    for c in CONTINENTS:
        if c not in player.licences and player.cash >= LICENCE_COST[c]:
            out.append(_licence_choice(c))
    tax = OBJECTIVE_BY_ID[player.objective].tax
    if player.cash >= tax and objective_done(state, seat):
        out.append(_tax_choice(tax))
    return out


@memo
def _licence_choice(c: str) -> Choice:
    return Choice("buy_licence", {"continent": c}, confirm=True, cost=LICENCE_COST[c])


@memo
def _tax_choice(tax: int) -> Choice:
    return Choice("pay_tax", confirm=True, cost=tax)


def _buy_licence(state: State, seat: int, act: dict) -> None:
    player = state.player(seat)
    c = act["continent"]
    transfer(state, seat, None, LICENCE_COST[c], "licence_purchase", continent=c)
    player.licences.append(c)
    say(state, "licence_bought", seat=seat, continent=c, amount=LICENCE_COST[c])


def _pay_tax(state: State, seat: int, act: dict) -> None:
    tax = OBJECTIVE_BY_ID[state.player(seat).objective].tax
    transfer(state, seat, None, tax, "income_tax")
    finish(state, "objective", seat)


HANDLERS = {"buy_licence": _buy_licence, "pay_tax": _pay_tax}
