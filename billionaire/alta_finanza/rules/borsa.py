"""The Stock Exchange: trading one type with the Bank at the quotation, and how quotations move.

A trade of n shares costs or pays quotation x n at the quotation before the trade; right after,
the quotation moves 1,000 $ per share, up when buying and down when selling, never below 1,000 $
nor above 99,000 $ (0 only by a Crack). A type in Crack (quotation 0) is suspended.
"""
from __future__ import annotations

from ...choice import Choice
from ..events import say
from ..state import State
from ..tables import CAP, FLOOR, STEP, TYPES
from .money import change_cash, move_shares


def set_quote(state: State, kind: str, value: int, why: str) -> None:
    before = state.quotes[kind]
    if value != before:
        state.quotes[kind] = value
        say(state, "quotation_moved", type=kind, before=before, after=value, why=why)


def shift(state: State, kind: str, delta: int, why: str) -> None:
    """Move a traded type's quotation, within the floor and the cap; a Crack's 0 stays."""
    q = state.quotes[kind]
    if q == 0:
        return
    set_quote(state, kind, max(FLOOR, min(CAP, q + delta)), why)


def trade_choices(state: State, seat: int) -> list[Choice]:
    limit = state.turn.trade_limit
    if limit <= 0:
        return []
    player = state.player(seat)
    out = []
    for kind in TYPES:
        q = state.quotes[kind]
        if q == 0:
            continue
        most_buy = min(limit, state.bank[kind], player.cash // q)
        if most_buy >= 1:
            out.append(Choice("trade", {"type": kind, "side": "buy"}, amount=(1, most_buy), shows={"price": q}))
        most_sell = min(limit, player.shares[kind])
        if most_sell >= 1:
            out.append(Choice("trade", {"type": kind, "side": "sell"}, amount=(1, most_sell), shows={"price": q}))
    return out


def _trade(state: State, seat: int, act: dict) -> None:
    kind, n = act["type"], act["amount"]
    q = state.quotes[kind]
    if act["side"] == "buy":
        change_cash(state, seat, -q * n, "buy", type=kind, n=n)
        move_shares(state, seat, kind, n)
    else:
        change_cash(state, seat, q * n, "sell", type=kind, n=n)
        move_shares(state, seat, kind, -n)
    state.turn.trade_limit = 0          # one type, once, per stop
    say(state, "traded", seat=seat, side=act["side"], type=kind, n=n, price=q, total=q * n)
    shift(state, kind, STEP * n if act["side"] == "buy" else -STEP * n, "trade")


HANDLERS = {"trade": _trade}
