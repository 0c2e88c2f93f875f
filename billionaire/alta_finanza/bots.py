"""The bots of Alta Finanza: `choose_action(game, seat)` returns an action `game.apply` accepts.

* `facile`: naive. Rolls (now and then uses a Tessera), trades a random type a random amount,
  takes the loan at random, re-enters when ruined.
* `normale`: trades on its own Telex before revealing it (buys the type that will rise, sells
  the one that will fall or crash, aims at the majority a prize rewards), goes to the Press
  Room by Tessera when its Telex pays it and keeps away when it hurts; builds majorities;
  buys cheap and sells above its own average cost; takes the loan when short and repays it by
  Tessera when cash allows; near the target keeps 15 shares and its Credit Card and sells the
  rest into cash.

A bot reads only its choices, the public state (quotations, the Bank, positions) and its own
seat (its Telex, its ledger). Randomness comes from the seed, the decision counter and the seat.
"""
from __future__ import annotations

import random

from . import track
from .tables import MAJORITY, REPAYMENT, TYPES, WIN_SHARES
from .telex import CRACK, PRIZE, SWING, TELEX_BY_ID

RESERVE = 25_000


def _rng(game, seat: int) -> random.Random:
    s = game.state
    return random.Random((s.seed * 1_000_003 + s.counter) * 8 + seat)


def choose_action(game, seat: int) -> dict:
    options = [c for c in game.choices(seat) if c.kind != "vote"]
    if not options:
        raise ValueError(f"seat {seat} has no choice now")
    if len(options) == 1 and options[0].amount is None:
        return options[0].action()
    me = game.state.player(seat)
    pick = _facile if me.level == "facile" else _normale
    return pick(game, seat, options, me, _rng(game, seat))


def _by(options, kind):
    return [c for c in options if c.kind == kind]


def _trade(options, kind, side):
    return next((c for c in options if c.kind == "trade" and c.params == {"type": kind, "side": side}), None)


def _facile(game, seat, options, me, rng) -> dict:
    if _by(options, "reenter"):
        return {"kind": "reenter"}
    tess = _by(options, "use_tessera")
    if tess and rng.random() < 0.3:
        return rng.choice(tess).action()
    if _by(options, "roll"):
        return {"kind": "roll"}
    if _by(options, "take_loan") and rng.random() < 0.5:
        return {"kind": "take_loan"}
    trades = _by(options, "trade")
    if trades and rng.random() < 0.7:
        c = rng.choice(trades)
        return c.action(rng.randint(*c.amount))
    return {"kind": "end_turn"}


# ---- normale -------------------------------------------------------------------------------
def _telex_value(state, me) -> int:
    """What revealing my Telex now would change my worth by (roughly): > 0 good, < 0 bad."""
    if me.telex is None:
        return 0
    card = TELEX_BY_ID[me.telex]
    if card.kind == SWING:
        return me.shares[card.up] * card.rise - me.shares[card.down] * card.fall
    if card.kind == CRACK:
        return -me.shares[card.crack] * state.quotes[card.crack] + 1
    if card.kind == PRIZE:
        if card.to == "holder":
            return card.amount
        if card.to == "majority":
            return card.amount if me.shares[card.type] >= MAJORITY else 0
        return card.amount * sum(me.shares[t] >= MAJORITY for t in TYPES)
    return 0


def _near_target(state, me) -> bool:
    return me.cash + sum(n * state.quotes[t] for t, n in me.shares.items()) >= state.target + me.penalty + 100_000


def _avg_cost(me, kind) -> float | None:
    spent = n = 0
    for delta, cause, params in me.ledger:
        if cause == "buy" and params.get("type") == kind:
            spent, n = spent - delta, n + params["n"]
    return spent / n if n else None


def _move(game, seat, options, me, rng) -> dict:
    state = game.state
    tess = {c.target: c for c in _by(options, "use_tessera")}
    value = _telex_value(state, me)
    if me.loan and "credit" in tess and me.cash >= REPAYMENT + RESERVE:
        return tess["credit"].action()
    if not me.loan and "credit" in tess and me.cash < 60_000 and not _near_target(state, me):
        return tess["credit"].action()
    if "press" in tess and value > 0:
        return tess["press"].action()
    if value < 0 and "borsa" in tess:
        return tess["borsa"].action()       # sell what the Telex will hurt before the Press Room
    if me.cash >= state.target + me.penalty and not me.loan and "borsa" in tess and me.share_count < WIN_SHARES:
        return tess["borsa"].action()
    return {"kind": "roll"}


def _buy(c, me, state, most=None) -> dict | None:
    if c is None:
        return None
    q = c.shows["price"]
    n = min(c.amount[1], max(0, (me.cash - RESERVE) // q), most if most is not None else c.amount[1])
    return c.action(n) if n >= 1 else None


def _space(game, seat, options, me, rng) -> dict:
    state = game.state
    if _by(options, "take_loan") and me.cash < 200_000 and not _near_target(state, me):
        return {"kind": "take_loan"}
    if not _by(options, "trade"):
        return {"kind": "end_turn"}
    target = state.target + me.penalty
    # 1. cash in toward the win: keep 15 shares and the card
    if not me.loan and _near_target(state, me):
        spare = me.share_count - WIN_SHARES
        for kind in sorted(TYPES, key=lambda t: -state.quotes[t]):
            c = _trade(options, kind, "sell")
            if c is not None and spare >= 1:
                return c.action(min(c.amount[1], spare))
        if me.share_count < WIN_SHARES:
            cheapest = min((t for t in TYPES if _trade(options, t, "buy")), key=lambda t: state.quotes[t], default=None)
            if cheapest is not None:
                got = _buy(_trade(options, cheapest, "buy"), me, state, WIN_SHARES - me.share_count)
                if got and me.cash - got["amount"] * state.quotes[cheapest] >= target:
                    return got
        return {"kind": "end_turn"}
    # 2. my Telex before it is revealed
    if me.telex is not None:
        card = TELEX_BY_ID[me.telex]
        doomed = card.down if card.kind == SWING else card.crack if card.kind == CRACK else None
        if doomed and _trade(options, doomed, "sell"):
            c = _trade(options, doomed, "sell")
            return c.action(c.amount[1])
        wanted = card.up if card.kind == SWING else card.type if card.kind == PRIZE and card.to == "majority" else None
        if wanted:
            got = _buy(_trade(options, wanted, "buy"), me, state)
            if got:
                return got
    # 3. take profits above my own average cost (keeping a majority)
    for kind in sorted(TYPES, key=lambda t: -state.quotes[t]):
        c = _trade(options, kind, "sell")
        cost = _avg_cost(me, kind)
        if c is None or cost is None:
            continue
        if state.quotes[kind] >= cost + 6_000:
            keep = MAJORITY if me.shares[kind] >= MAJORITY else 0
            n = min(c.amount[1], me.shares[kind] - keep)
            if n >= 1:
                return c.action(n)
    # 4. build a majority within reach
    for kind in sorted(TYPES, key=lambda t: -me.shares[t]):
        need = MAJORITY - me.shares[kind]
        if 0 < need <= 8 and state.bank[kind] >= need:
            got = _buy(_trade(options, kind, "buy"), me, state, need)
            if got:
                return got
    # 5. buy the cheapest type to resell higher
    buys = [t for t in TYPES if _trade(options, t, "buy")]
    if buys and me.cash > 2 * RESERVE:
        kind = min(buys, key=lambda t: state.quotes[t])
        got = _buy(_trade(options, kind, "buy"), me, state)
        if got:
            return got
    return {"kind": "end_turn"}


def _normale(game, seat, options, me, rng) -> dict:
    if _by(options, "reenter"):
        return {"kind": "reenter"}
    if _by(options, "roll"):
        return _move(game, seat, options, me, rng)
    return _space(game, seat, options, me, rng)


__all__ = ["choose_action"]
