"""Money and shares moving between players and the Bank, each movement with its cause.

Every cash change goes through `change_cash`, which writes a ledger line `(delta, cause,
params)`: summed by cause, a player's ledger is their cash change, and the causes are the only
places where the rules create or destroy money (the Bank's cash is unlimited and not kept).
A payment a player cannot meet is the rulebook's: shares sold to the Bank at 10,000 $ each
(quotations untouched), else withdrawal with every supply back to the Bank.
"""
from __future__ import annotations

from ..events import say
from ..state import Player, State
from ..tables import (MAJORITY, NOMINAL, REENTRY_PENALTY, REPAYMENT, SHARES_PER_TYPE, START_CASH,
                      TESSERA_CARDS, TYPES, WIN_SHARES)

# The closed set of causes (docs/alta-finanza.md). Trust moves money between players: its two
# sides sum to zero; every other cause is money the Bank pays or takes.
CAUSES = ("buy", "sell", "coupons", "trust_paid", "trust_received", "loan", "repayment",
          "share_tax", "race_winnings", "prize", "forced_sale", "withdrawal", "reentry")
_KNOWN = frozenset(CAUSES)


def change_cash(state: State, seat: int, delta: int, cause: str, **params) -> None:
    assert cause in _KNOWN, cause
    if delta == 0:
        return
    player = state.player(seat)
    player.cash += delta
    player.ledger.append((delta, cause, params))


def move_shares(state: State, seat: int, kind: str, n: int) -> None:
    """n > 0: from the Bank to the player; n < 0: back to the Bank."""
    state.player(seat).shares[kind] += n
    state.bank[kind] -= n
    assert state.bank[kind] >= 0 and state.player(seat).shares[kind] >= 0


def majorities(player: Player) -> list[str]:
    return [t for t in TYPES if player.shares[t] >= MAJORITY]


def majority_holder(state: State, kind: str) -> int | None:
    for p in state.active():
        if p.shares[kind] >= MAJORITY:
            return p.seat
    return None


def pay(state: State, seat: int, amount: int, cause: str, to: int | None = None, **params) -> bool:
    """`seat` pays `amount` to the Bank (or to seat `to`, whose cause is `trust_received`).
    Short of cash, it sells shares to the Bank at 10,000 $ each, the lowest quoted first, only as
    many as needed; if even that cannot pay, it withdraws and nobody is paid. True if paid."""
    player = state.player(seat)
    if player.cash < amount and player.cash + NOMINAL * player.share_count >= amount:
        sold: dict[str, int] = {}
        order = sorted((t for t in TYPES if player.shares[t]), key=lambda t: (state.quotes[t], TYPES.index(t)))
        for kind in order:
            while player.shares[kind] and player.cash < amount:
                move_shares(state, seat, kind, -1)
                change_cash(state, seat, NOMINAL, "forced_sale", type=kind)
                sold[kind] = sold.get(kind, 0) + 1
        for kind, n in sold.items():
            say(state, "forced_sale", seat=seat, type=kind, n=n, amount=n * NOMINAL)
    if player.cash < amount:
        withdraw(state, seat, owed=amount)
        return False
    change_cash(state, seat, -amount, cause, **({"to": to} if to else {}), **params)
    if to is not None:
        change_cash(state, to, amount, "trust_received", **{"from": seat}, **params)
    return True


def withdraw(state: State, seat: int, owed: int) -> None:
    """Out of the game: shares, Tessere, the Telex (to the bottom of the holder), cash and a loan
    go back to the Bank."""
    player = state.player(seat)
    for kind in TYPES:
        if player.shares[kind]:
            move_shares(state, seat, kind, -player.shares[kind])
    state.tessere += player.tessere
    player.tessere = 0
    if player.telex is not None:
        state.deck.append(player.telex)
        player.telex = None
    change_cash(state, seat, -player.cash, "withdrawal")
    player.loan = False
    player.withdrawn = True
    player.pos = None
    say(state, "withdrew", seat=seat, owed=owed)


def reenter(state: State, seat: int) -> None:
    """A new initial supply (100,000 $, one share of each type the Bank can give and that is not
    in Crack, a Credit Card) and 150,000 $ more to reach before winning. The pawn starts again
    on the Press Room."""
    player = state.player(seat)
    player.withdrawn = False
    player.pos = 0
    player.penalty += REENTRY_PENALTY
    change_cash(state, seat, START_CASH, "reentry")
    for kind in TYPES:
        if state.bank[kind] and state.quotes[kind] > 0:
            move_shares(state, seat, kind, 1)
    say(state, "reentered", seat=seat, penalty=player.penalty)


def target_of(state: State, player: Player) -> int:
    return state.target + player.penalty


def has_won(state: State, player: Player) -> bool:
    """The winning condition: the target in cash, one's own Credit Card, at least 15 shares."""
    return (not player.withdrawn and not player.loan and player.share_count >= WIN_SHARES
            and player.cash >= target_of(state, player))


def worth(state: State, player: Player) -> int:
    """The ranking's measure when nobody has won: cash + shares at quotation - the repayment owed
    - the re-entry penalty (docs/rules-decisions.md)."""
    shares = sum(n * state.quotes[t] for t, n in player.shares.items())
    return player.cash + shares - (REPAYMENT if player.loan else 0) - player.penalty


def ranking(state: State) -> list[int]:
    """The winner first, then players still in by worth, then the withdrawn (lower seat first on ties)."""
    order = sorted((p.seat for p in state.players),
                   key=lambda s: (state.player(s).withdrawn, -worth(state, state.player(s)), s))
    if state.winner is not None:
        order.remove(state.winner)
        order.insert(0, state.winner)
    return order


def shares_conserved(state: State) -> bool:
    return all(state.bank[t] + sum(p.shares[t] for p in state.players) == SHARES_PER_TYPE for t in TYPES)


def tessere_conserved(state: State) -> bool:
    return state.tessere + sum(p.tessere for p in state.players) == TESSERA_CARDS
