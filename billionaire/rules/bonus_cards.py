"""The bonus cards kept in hand: the extra move (after one's movement, move again) and the
price card (move one resource's price by one or two steps, in any phase of one's turn)."""
from __future__ import annotations

from ..choice import Choice
from ..events import say
from ..state import State
from ..tables import RESOURCES
from . import card_deck
from .memo import memo


@memo
def extra_move_choice(card: str) -> Choice:
    return Choice("use_extra_move", {"card": card}, confirm=True)


def _use_extra_move(state: State, seat: int, act: dict) -> None:
    player = state.player(seat)
    player.bonus.remove(act["card"])
    state.turn.extra_move = True
    state.turn.landed_effects = False
    state.phase = "move"
    say(state, "extra_move_used", seat=seat)


@memo
def all_price_bonus_choices(card: str, levels: tuple[int, ...]) -> tuple[Choice, ...]:
    """Every `use_price_bonus` of the card at these price levels (one per resource, in
    RESOURCES order): levels change once a round, so one tuple serves the whole round."""
    return tuple(c for r, level in zip(RESOURCES, levels) for c in _price_bonus_choices(card, r, level))


@memo
def _price_bonus_choices(card: str, r: str, level: int) -> tuple[Choice, ...]:
    """Every move of resource `r`'s price (now at `level`) that the card allows. Keyed per
    resource: 4 cards x 6 resources x 5 levels fit the memo, all six levels together do not."""
    out = []
    for delta in (-2, -1, 1, 2):
        if 1 <= level + delta <= 5:
            out.append(Choice("use_price_bonus", {"card": card, "resource": r, "delta": delta}, confirm=True))
    return tuple(out)


def _use_price_bonus(state: State, seat: int, act: dict) -> None:
    player = state.player(seat)
    player.bonus.remove(act["card"])
    notes: list[dict] = []
    card_deck.move_price(state, act["resource"], act["delta"], notes)
    say(state, "price_bonus_used", seat=seat, effect=notes[0])


HANDLERS = {"use_extra_move": _use_extra_move, "use_price_bonus": _use_price_bonus}
