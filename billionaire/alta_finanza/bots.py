"""The bots of Alta Finanza: `choose_action(game, seat)` returns an action `game.apply` accepts.

* `facile`: naive. Rolls (now and then uses a Tessera), trades a random type a random amount,
  takes the loan at random, re-enters when ruined.
* `normale`: plays the market as the rulebook's advice says (docs/balance.md, "What Alta
  Finanza's `normale` does"). A trade moves the quotation 1,000 $ per share *after* it is priced,
  so a block bought is resold higher by the size of the block itself: every stop trades as many
  shares as the space allows (buy a block, sell it at the next stop; a block of 10 resold gains
  100,000 $ when nobody moved the quotation in between). It trades on its own Telex before
  revealing it (buys the type that will rise, sells the one that will fall or crash, builds the
  majority a prize rewards), then, once it holds the block, goes to the Press Room by Tessera
  when the Telex pays it (and there sells what rose); spends its Tessere on the Borsa 10 spaces; takes the loan while its
  cash is short (the interest is 30,000 $ however long it runs) and goes to repay it by Tessera
  when cash allows; keeps a majority once it has one; and near the target sells down to 15
  shares, repays the loan and wins.

A bot reads only its choices, the public state (quotations, the Bank, positions) and its own
seat (its Telex, its ledger), never another seat's Telex, the holder's order or the dice to come.
`facile`'s randomness comes from the seed, the decision counter and the seat; `normale` has none.
"""
from __future__ import annotations

import random

from . import track
from .tables import MAJORITY, NOMINAL, REPAYMENT, STEP, TYPES, WIN_SHARES
from .telex import CRACK, PRIZE, SWING, TELEX_BY_ID

RESERVE = 10_000          # cash a normale bot keeps for taxes and Trusts (no forced sales at 10,000 $)
LOAN_BELOW = 250_000      # takes the loan on the Credit while its cash is below this ...
LOAN_GO = 125_000         # ... and goes there by Tessera for it below this
REPAY_FROM = 400_000      # goes to repay the loan by Tessera from this much cash
SELL_GAIN = 3_000         # resells a block when it gains this much a share the stop allows ...
STOCK_CAP = 12            # ... or, holding more than this many shares for sale, sells the largest block
CORE_FROM = 0.8           # from this share of the target in cash, keeps the 15 shares the win needs


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
def _target(state, me) -> int:
    return state.target + me.penalty


def _telex_value(state, me) -> int:
    """What revealing my Telex now would change my worth by (roughly): > 0 good, < 0 bad.
    A neutral card is worth a little: revealed, it frees my hand for the next Telex."""
    if me.telex is None:
        return 0
    card = TELEX_BY_ID[me.telex]
    if card.kind == SWING:
        return 1 + me.shares[card.up] * card.rise - me.shares[card.down] * card.fall
    if card.kind == CRACK:
        return 1 - me.shares[card.crack] * state.quotes[card.crack]
    if card.kind == PRIZE:
        if card.to == "holder":
            return card.amount
        if card.to == "majority":
            return card.amount if me.shares[card.type] >= MAJORITY else -1
        mine = sum(me.shares[t] >= MAJORITY for t in TYPES)
        theirs = sum(p.shares[t] >= MAJORITY for p in state.active() if p.seat != me.seat for t in TYPES)
        return card.amount * mine - card.amount * theirs // 2 if mine else -1
    return 1


def _telex_drift(state, me) -> dict[str, int]:
    """How my unrevealed Telex will move each type's quotation (a Crack: to 0)."""
    if me.telex is None:
        return {}
    card = TELEX_BY_ID[me.telex]
    if card.kind == SWING:
        return {card.up: card.rise, card.down: -card.fall}
    if card.kind == CRACK:
        return {card.crack: -state.quotes[card.crack]}
    return {}


def _basis(state, me) -> dict[str, float]:
    """What the shares I hold of each type cost me, a share: the holding is the most recent
    purchases not sold since (read backwards through my own ledger); shares the ledger does not
    explain (the six of the start, an Inheritance) count at their nominal 10,000 $."""
    need = dict(me.shares)
    sold = dict.fromkeys(TYPES, 0)
    cost = dict.fromkeys(TYPES, 0)
    open_types = sum(1 for t in TYPES if need[t])
    for delta, cause, params in reversed(me.ledger):
        if not open_types:
            break
        if cause == "withdrawal":
            break
        kind = params.get("type") if cause in ("buy", "sell", "forced_sale") else None
        if kind is None or not need[kind]:
            continue
        n = params.get("n", 1)
        if cause != "buy":
            sold[kind] += n
            continue
        back = min(n, sold[kind])
        sold[kind] -= back
        take = min(n - back, need[kind])
        if take:
            cost[kind] += take * (-delta // n)
            need[kind] -= take
            if not need[kind]:
                open_types -= 1
    return {t: (cost[t] + need[t] * NOMINAL) / me.shares[t] for t in TYPES if me.shares[t]}


def _keep(state, me, kind) -> int:
    """Shares of `kind` not for sale: a majority once held (it pays at the Coupons, the Trust and
    some Telex prizes) unless my Telex says it will crash or fall; and from 80 % of the target in
    cash on, the 15 shares the win needs."""
    keep = 0
    if me.shares[kind] >= MAJORITY and _telex_drift(state, me).get(kind, 0) >= 0:
        keep = MAJORITY
    if me.cash >= _target(state, me) * CORE_FROM:
        keep = max(keep, me.shares[kind] - max(0, me.share_count - WIN_SHARES))
    return keep


def _ready(state, me) -> bool:
    """Cash in sight: what I hold, sold at its quotation, would reach the target (and the loan's
    repayment) with 15 shares left."""
    excess = me.share_count - WIN_SHARES
    value = 0
    for kind in sorted(TYPES, key=lambda t: -state.quotes[t]):
        if excess <= 0:
            break
        n = min(excess, me.shares[kind])
        value += n * state.quotes[kind]
        excess -= n
    return me.cash + value >= _target(state, me) + (REPAYMENT if me.loan else 0)


def _prepared(state, me) -> bool:
    """Ready to reveal: a rise is worth revealing once I hold a block of the rising type (or
    cannot buy one: the Bank is out of it, or my cash is)."""
    card = TELEX_BY_ID[me.telex] if me.telex else None
    if card is None or card.kind != SWING or state.quotes[card.up] == 0:
        return True
    q = state.quotes[card.up]
    return me.shares[card.up] >= 5 or state.bank[card.up] < 3 or (me.cash - RESERVE) // q < 3


def _move(game, seat, options, me, rng) -> dict:
    state = game.state
    tess = {c.target: c for c in _by(options, "use_tessera")}
    if not tess:
        return {"kind": "roll"}
    value = _telex_value(state, me)
    if me.loan and "credit" in tess and (me.cash >= REPAY_FROM or _ready(state, me)) and me.cash >= REPAYMENT + RESERVE:
        return tess["credit"].action()
    if (not me.loan and "credit" in tess and me.cash < LOAN_GO and not _ready(state, me)
            and me.tessere >= 2):
        return tess["credit"].action()
    if "press" in tess and value > 0 and _prepared(state, me):
        return tess["press"].action()
    borsa = tess["borsa"]
    limit = track.TRACK[borsa.params["to"]].limit
    urgent = value < 0 or any(d < 0 and me.shares[t] > _keep(state, me, t) for t, d in _telex_drift(state, me).items())
    if urgent or limit == 10 or me.tessere >= 3:
        # a Borsa 10 is worth a Tessera; sell what my Telex will hurt before the Press Room;
        # keep one Tessera for the Press Room while a good Telex waits for side 4
        if not urgent and value > 0 and me.tessere == 1 and track.TRACK[me.pos].side != 4:
            return {"kind": "roll"}
        return borsa.action()
    return {"kind": "roll"}


def _most_buy(c, me) -> int:
    """As many shares as the stop allows and my cash pays, keeping the reserve."""
    if c is None:
        return 0
    return max(0, min(c.amount[1], (me.cash - RESERVE) // c.shows["price"]))


def _endgame(state, options, me) -> dict | None:
    """The win within one trade: with the target (and the loan's repayment) in cash, buy up to
    15 shares, the cheapest; short of it, one sale that reaches it keeping 15 shares."""
    goal = _target(state, me) + (REPAYMENT if me.loan else 0)
    if me.cash >= goal:
        need = WIN_SHARES - me.share_count
        for kind in sorted(TYPES, key=lambda t: state.quotes[t]):
            c = _trade(options, kind, "buy")
            if need >= 1 and c is not None:
                n = min(need, c.amount[1])
                if me.cash - n * state.quotes[kind] >= goal - (REPAYMENT if me.loan else 0) or n < need:
                    return c.action(n)
        return {"kind": "end_turn"}          # the loan left to repay: keep the cash
    spare = me.share_count - WIN_SHARES
    for kind in sorted(TYPES, key=lambda t: -state.quotes[t] * min(me.shares[t], spare)):
        c = _trade(options, kind, "sell")
        if c is not None and spare >= 1:
            n = min(c.amount[1], spare)
            if me.cash + n * state.quotes[kind] >= goal:
                return c.action(n)
    return None


def _space(game, seat, options, me, rng) -> dict:
    state = game.state
    if _by(options, "take_loan") and me.cash < LOAN_BELOW and not _ready(state, me):
        return {"kind": "take_loan"}
    if not _by(options, "trade"):
        return {"kind": "end_turn"}
    got = _endgame(state, options, me)
    if got is not None:
        return got
    drift = _telex_drift(state, me)
    # 1. my Telex before it is revealed: out of what will fall or crash, into what will rise or
    # the majority a prize rewards, whichever is worth more
    moves = []
    for kind, d in drift.items():
        if d < 0:
            c = _trade(options, kind, "sell")
            n = min(c.amount[1], me.shares[kind] - _keep(state, me, kind)) if c else 0
            if n >= 1:
                moves.append((-n * d, TYPES.index(kind), c.action(n)))
        else:
            c = _trade(options, kind, "buy")
            n = _most_buy(c, me)
            if n >= 1:
                moves.append((n * d + n * n * STEP // 2, TYPES.index(kind), c.action(n)))
    card = TELEX_BY_ID[me.telex] if me.telex else None
    if card is not None and card.kind == PRIZE and card.to == "majority":
        c = _trade(options, card.type, "buy")
        n = _most_buy(c, me)
        if 0 < MAJORITY - me.shares[card.type] <= state.bank[card.type] and n >= 1:
            moves.append((card.amount, TYPES.index(card.type), c.action(n)))
    if moves:
        return max(moves, key=lambda m: (m[0], -m[1]))[2]
    basis = _basis(state, me)
    # 2. resell above cost: the block I bought last is worth its own rise
    best, best_gain = None, 0
    for kind in TYPES:
        c = _trade(options, kind, "sell")
        if c is None:
            continue
        n = min(c.amount[1], me.shares[kind] - _keep(state, me, kind))
        gain = n * (state.quotes[kind] - basis[kind]) if n >= 1 else 0
        if gain > best_gain:
            best, best_gain = c.action(n), gain
    limit = state.turn.trade_limit
    if best is not None and best_gain >= SELL_GAIN * limit:
        return best
    stock = {t: me.shares[t] - _keep(state, me, t) for t in TYPES if _trade(options, t, "sell")}
    if stock and sum(stock.values()) > STOCK_CAP:
        kind = max(stock, key=lambda t: (stock[t] * state.quotes[t], -TYPES.index(t)))
        c = _trade(options, kind, "sell")
        n = min(c.amount[1], stock[kind])
        if n >= 1:
            return c.action(n)
    # 3. buy a block to resell: as many shares as the stop allows; a majority within reach first
    for kind in sorted(TYPES, key=lambda t: -me.shares[t]):
        need = MAJORITY - me.shares[kind]
        c = _trade(options, kind, "buy")
        if 0 < need <= _most_buy(c, me) and drift.get(kind, 0) >= 0:
            return c.action(_most_buy(c, me))
    buys = []
    for kind in TYPES:
        c = _trade(options, kind, "buy")
        n = _most_buy(c, me)
        if n >= 1 and drift.get(kind, 0) >= 0:
            others = sum(p.shares[kind]   # who could sell it down
                         for p in state.active() if p.seat != seat)
            buys.append((-n, others, state.quotes[kind], TYPES.index(kind), c, n))
    if buys:
        *_, c, n = min(buys)
        if n * n * STEP // 2 >= best_gain:
            return c.action(n)
    if best is not None:
        return best
    return {"kind": "end_turn"}


def _normale(game, seat, options, me, rng) -> dict:
    if _by(options, "reenter"):
        return {"kind": "reenter"}
    if _by(options, "roll"):
        return _move(game, seat, options, me, rng)
    return _space(game, seat, options, me, rng)


__all__ = ["choose_action"]
