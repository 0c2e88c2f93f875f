"""What the other spaces do when a pawn stops on them: Tessera, coupons, Trust, Credit,
Inheritance, Theft, Share Tax, Race Winnings. Each is automatic but the Credit's loan, which
the player may ask for (`take_loan`)."""
from __future__ import annotations

from ...choice import Choice
from ..events import say
from ..state import State
from ..tables import (COUPON_PER_MAJORITY, COUPON_PER_SHARE, LOAN, RACE_WINNINGS, REPAYMENT, SHARE_TAX,
                      TRUST_PER_MAJORITY, TYPES)
from .money import change_cash, majorities, move_shares, pay

TAKE_LOAN = Choice("take_loan", confirm=True, shows={"amount": LOAN, "repay": REPAYMENT})


def land_on_tessera(state: State, seat: int) -> None:
    if state.tessere == 0:
        say(state, "tessera_none", seat=seat)
        return
    state.tessere -= 1
    state.player(seat).tessere += 1
    say(state, "tessera_drawn", seat=seat)


def land_on_coupon(state: State, seat: int) -> None:
    player = state.player(seat)
    shares, held = player.share_count, len(majorities(player))
    amount = COUPON_PER_SHARE * shares + COUPON_PER_MAJORITY * held
    change_cash(state, seat, amount, "coupons", shares=shares, majorities=held)
    say(state, "coupons", seat=seat, amount=amount, shares=shares, majorities=held)


def land_on_trust(state: State, seat: int) -> None:
    held = len(majorities(state.player(seat)))
    if not held:
        say(state, "no_trust", seat=seat)
        return
    for other in state.active():
        if other.seat != seat:
            amount = TRUST_PER_MAJORITY * held
            if pay(state, other.seat, amount, "trust_paid", to=seat, majorities=held):
                say(state, "trust", seat=seat, payer=other.seat, amount=amount)


def land_on_credit(state: State, seat: int) -> None:
    """A loan out must be repaid here (and no new loan on the same stop); else one may be asked."""
    player = state.player(seat)
    if player.loan:
        if pay(state, seat, REPAYMENT, "repayment"):
            player.loan = False
            say(state, "loan_repaid", seat=seat, amount=REPAYMENT)
    else:
        state.turn.loan_offer = True


def _take_loan(state: State, seat: int, act: dict) -> None:
    player = state.player(seat)
    player.loan = True
    state.turn.loan_offer = False
    change_cash(state, seat, LOAN, "loan")
    say(state, "loan_taken", seat=seat, amount=LOAN)


def _highest(state: State, kinds) -> str | None:
    """The highest-quoted of `kinds` (ties: the board's order of the types)."""
    kinds = [t for t in kinds if state.quotes[t] > 0]
    return max(kinds, key=lambda t: (state.quotes[t], -TYPES.index(t))) if kinds else None


def land_on_inheritance(state: State, seat: int) -> None:
    kind = _highest(state, [t for t in TYPES if state.bank[t]])
    if kind is not None:
        move_shares(state, seat, kind, 1)
    say(state, "inheritance", seat=seat, type=kind)


def land_on_theft(state: State, seat: int) -> None:
    player = state.player(seat)
    kind = _highest(state, [t for t in TYPES if player.shares[t]])
    if kind is not None:
        move_shares(state, seat, kind, -1)
    say(state, "theft", seat=seat, type=kind)


def land_on_share_tax(state: State, seat: int) -> None:
    amount = SHARE_TAX * state.player(seat).share_count
    if pay(state, seat, amount, "share_tax"):
        say(state, "share_tax", seat=seat, amount=amount)


def land_on_race(state: State, seat: int) -> None:
    change_cash(state, seat, RACE_WINNINGS, "race_winnings")
    say(state, "race_winnings", seat=seat, amount=RACE_WINNINGS)


HANDLERS = {"take_loan": _take_loan}
