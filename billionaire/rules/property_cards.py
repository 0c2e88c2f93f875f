"""The chance cards that move property: the pre-emption (buy another player's building or
airport above its last price) and the lost lawsuit (sealed bids on the drawer's properties,
the drawer accepts one; the host may skip a bidder who does not answer)."""
from __future__ import annotations

from ..cards import CARD_BY_ID
from ..choice import Choice
from ..events import say
from ..notices import notify
from ..state import State
from . import card_deck
from .memo import memo
from .money import transfer
from .turn import advance


def preempt_targets(state: State, seat: int, pct: int) -> list[tuple[str, int, int]]:
    """(space id, price, owner) of other players' buildings and airports the seat can afford."""
    cash = state.player(seat).cash
    out = []
    for props in (state.buildings, state.airports):
        for sid, prop in props.items():
            if prop.owner is not None and prop.owner != seat:
                price = -(-prop.last_price * (100 + pct) // 100)
                if price <= cash:
                    out.append((sid, price, prop.owner))
    return out


def lawsuit_min(prop) -> int:
    return -(-prop.last_price * 150 // 100)


def properties_of(state: State, seat: int) -> list[tuple[str, object]]:
    return [(sid, p) for props in (state.buildings, state.airports) for sid, p in props.items() if p.owner == seat]


def lawsuit_bidders(state: State, seat: int) -> list[int]:
    targets = properties_of(state, seat)
    if not targets:
        return []
    cheapest = min(lawsuit_min(p) for _, p in targets)
    return [p.seat for p in state.players if p.seat != seat and p.cash >= cheapest]


_NO_PREEMPT = Choice("preempt", {"target": None})


_NO_BID = Choice("bid", {"target": None})


def preempt_choices(state: State, seat: int) -> list[Choice]:
    pct = CARD_BY_ID[state.turn.card_context].amount
    out = [Choice("preempt", {"target": sid}, confirm=True, cost=price, target=sid, shows={"owner": owner})
           for sid, price, owner in preempt_targets(state, seat, pct)]
    out.append(_NO_PREEMPT)
    return out


def bid_choices(state: State, seat: int) -> list[Choice]:
    cash = state.player(seat).cash
    out = []
    for sid, prop in properties_of(state, state.current):
        lo = lawsuit_min(prop)
        if cash >= lo:
            out.append(Choice("bid", {"target": sid}, amount=(lo, cash), confirm=True, target=sid))
    out.append(_NO_BID)
    return out


def silent_bidders(state: State) -> list[int]:
    """During the sealed bids of a lost lawsuit: the seats still to answer (bid or pass)."""
    if state.phase != "bids":
        return []
    return [s for s in lawsuit_bidders(state, state.current) if s not in state.turn.bids]


@memo
def skip_bid_choice(bidder: int) -> Choice:
    return Choice("skip_bid", {"bidder": bidder}, confirm=True)


def accept_choices(state: State, seat: int) -> list[Choice]:
    return [Choice("accept_bid", {"bidder": b}, confirm=True, target=bid[0], cost=bid[1])
            for b, bid in sorted(state.turn.bids.items()) if bid is not None]


def _preempt(state: State, seat: int, act: dict) -> None:
    player = state.player(seat)
    target = act["target"]
    if target is not None:
        pct = CARD_BY_ID[state.turn.card_context].amount
        _, price, owner = next(t for t in preempt_targets(state, seat, pct) if t[0] == target)
        _transfer_property(state, target, seat, price, "preempt")
        notify(state, owner, "preempted", by=seat, space=target, price=price)
        say(state, "preempted", seat=seat, space=target, owner=owner, amount=price)
        card_deck.settle(state, seat, owner, price, {"k": "got_property", "seat": seat, "space": target, "owner": owner})
    else:
        say(state, "preempt_declined", seat=seat)
        card_deck.settle(state, note={"k": "preempt_declined", "seat": seat})
    state.turn.card_context = None
    advance(state)


def _transfer_property(state: State, sid: str, buyer: int, price: int, how: str) -> None:
    """A property changes hands by a card: `how` is "preempt" or "lawsuit"."""
    prop = state.buildings.get(sid) or state.airports[sid]
    transfer(state, buyer, prop.owner, price, f"{how}_purchase", f"{how}_sale", space=sid)
    prop.owner, prop.sales, prop.last_price = buyer, prop.sales + 1, price


def _bid(state: State, seat: int, act: dict) -> None:
    state.turn.bids[seat] = (act["target"], act["amount"]) if act["target"] is not None else None
    say(state, "bid_answered", seat=seat)
    _bids_received(state)


def _skip_bid(state: State, seat: int, act: dict) -> tuple[int, ...]:
    """The host skips a silent bidder: a pass. Their phone's bid buttons go (their decision number
    changes) and a notice tells them why."""
    bidder = act["bidder"]
    state.turn.bids[bidder] = None
    say(state, "bid_skipped", seat=bidder)
    notify(state, bidder, "bid_skipped")
    _bids_received(state)
    return (bidder,)


def _bids_received(state: State) -> None:
    turn = state.turn
    if all(b in turn.bids for b in lawsuit_bidders(state, state.current)):
        if any(v is not None for v in turn.bids.values()):
            state.phase = "accept"
        else:
            say(state, "lawsuit_no_bids", seat=state.current)
            card_deck.settle(state, note={"k": "no_bids"})
            _close_lawsuit(state)


def _close_lawsuit(state: State) -> None:
    state.turn.bids = {}
    state.turn.card_context = None
    advance(state)


def _accept_bid(state: State, seat: int, act: dict) -> None:
    bidder = act["bidder"]
    target, amount = state.turn.bids[bidder]
    _transfer_property(state, target, bidder, amount, "lawsuit")
    notify(state, bidder, "bid_won", space=target, price=amount, seller=seat)
    for other, bid in sorted(state.turn.bids.items()):
        if bid is not None and other != bidder:
            notify(state, other, "bid_refused", space=bid[0], winner=bidder, won_space=target)
    say(state, "lawsuit_settled", seat=bidder, space=target, owner=seat, amount=amount)
    card_deck.settle(state, bidder, seat, amount, {"k": "got_property", "seat": bidder, "space": target, "owner": seat})
    _close_lawsuit(state)


HANDLERS = {"preempt": _preempt, "bid": _bid, "skip_bid": _skip_bid, "accept_bid": _accept_bid}
