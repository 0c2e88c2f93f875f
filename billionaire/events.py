"""What happened, as data: the chronicle is a list of events, each `{"k": kind, **params}`.

Handlers append events in the order things happen (`say`); `billionaire.texts` puts them into
words in each screen's language. Params are typed: seats are ints, spaces are space ids,
resources and continents are their ids, money is an int. The kinds are a closed set
(docs/engine.md); a test checks that each has an Italian and an English text.
"""
from __future__ import annotations

from .state import State

KINDS = (
    "game_started", "round_ended", "vehicle_arrived", "coins_found", "depot_collected", "stop_fee_paid",
    "game_ended", "extracted", "shipped", "rolled", "toll_paid", "moved", "flew", "stayed",
    "building_bought", "airport_bought", "rights_bought", "licence_bought", "casino_bet",
    "treasure_taken", "treasure_rolled", "exchange_sold", "mine_sold", "price_bonus_used",
    "extra_move_used", "preempted", "preempt_declined", "bid_answered", "bid_skipped",
    "lawsuit_no_bids", "lawsuit_settled", "voted", "card_drawn", "bonus_card_drawn", "stand_in",
    "stand_down",
)
_KNOWN = frozenset(KINDS)


def say(state: State, kind: str, **params) -> None:
    """Add an event to the chronicle."""
    assert kind in _KNOWN, kind
    params["k"] = kind
    state.chronicle.append(params)
