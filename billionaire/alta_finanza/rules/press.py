"""Telex cards: drawn on a Telex space (secret), revealed on the Press Room, drawn and revealed at
once on a Bomb; what a revealed Telex does, for everyone, in the card's order.

Order of effects (docs/rules-decisions.md): a rise-and-fall moves the rising type then the
falling one from their current quotations; a Crack-and-Recovery first brings the type in Crack
back to 10,000 $, then crashes the card's type; a prize is paid at once. The card then goes to
the bottom of the holder. Only the Press Room's revealer may then trade up to 10 shares.
"""
from __future__ import annotations

from ..events import say
from ..state import State
from ..tables import PRESS_TRADE_LIMIT, RECOVERY_QUOTE, TYPES
from ..telex import CRACK, PRIZE, SWING, TELEX_BY_ID
from .borsa import set_quote, shift
from .money import change_cash, majorities, majority_holder, move_shares, worth


def land_on_telex(state: State, seat: int) -> None:
    player = state.player(seat)
    if player.telex is not None:           # one Telex at a time: the holder draws nothing
        say(state, "telex_kept", seat=seat)
        return
    player.telex = state.deck.pop(0)
    say(state, "telex_drawn", seat=seat)


def land_on_press(state: State, seat: int) -> None:
    player = state.player(seat)
    if player.telex is None:
        return
    card, player.telex = player.telex, None
    reveal(state, seat, card, "press")
    if not player.withdrawn:
        state.turn.trade_limit = PRESS_TRADE_LIMIT


def land_on_bomb(state: State, seat: int) -> None:
    reveal(state, seat, state.deck.pop(0), "bomb")


def reveal(state: State, seat: int, card_id: str, how: str) -> None:
    card = TELEX_BY_ID[card_id]
    before = {p.seat: worth(state, p) for p in state.players if not p.withdrawn}
    say(state, "telex_revealed", seat=seat, card=card_id, how=how)
    EFFECTS[card.kind](state, seat, card)
    state.deck.append(card_id)
    # what it did to each player still in: their worth after minus before (shares at the new
    # quotations, prizes), public like the card itself (the monitor and phones say it)
    effect = [[s, worth(state, state.player(s)) - w] for s, w in before.items()]
    state.last_telex = {"id": card_id, "seat": seat, "how": how, "effect": effect}


def _swing(state: State, seat: int, card) -> None:
    for kind, delta in ((card.up, card.rise), (card.down, -card.fall)):
        if state.quotes[kind] == 0:
            say(state, "suspended", type=kind)
        else:
            shift(state, kind, delta, "telex")


def _crack(state: State, seat: int, card) -> None:
    for kind in TYPES:
        if state.quotes[kind] == 0:
            set_quote(state, kind, RECOVERY_QUOTE, "recovery")
            say(state, "recovery", type=kind)
    kind = card.crack
    returned = {}
    for p in state.players:
        if p.shares[kind]:
            returned[p.seat] = p.shares[kind]
            move_shares(state, p.seat, kind, -p.shares[kind])
    set_quote(state, kind, 0, "crack")
    say(state, "crack", type=kind, returned=returned)


def _prize(state: State, seat: int, card) -> None:
    paid = False
    if card.to == "holder":
        if not state.player(seat).withdrawn:
            change_cash(state, seat, card.amount, "prize", card=card.id)
            say(state, "prize", seat=seat, amount=card.amount, card=card.id)
            paid = True
    elif card.to == "majority":
        holder = majority_holder(state, card.type)
        if holder is not None:
            change_cash(state, holder, card.amount, "prize", card=card.id)
            say(state, "prize", seat=holder, amount=card.amount, card=card.id)
            paid = True
    else:                                   # "majorities": per majority held, to each holder
        for p in state.active():
            n = len(majorities(p))
            if n:
                change_cash(state, p.seat, n * card.amount, "prize", card=card.id)
                say(state, "prize", seat=p.seat, amount=n * card.amount, card=card.id)
                paid = True
    if not paid:
        say(state, "no_prize", card=card.id)


EFFECTS = {SWING: _swing, CRACK: _crack, PRIZE: _prize, "neutral": lambda state, seat, card: None}
HANDLERS: dict = {}
