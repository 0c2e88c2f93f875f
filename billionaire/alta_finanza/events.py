"""The chronicle as data: `{"k": kind, **params}` events, put into words by `texts`.

Public: the chronicle never names a Telex still held (`telex_drawn` says who drew, not what).
"""
from __future__ import annotations

from .state import State

KINDS = (
    "game_started", "quotation_set", "rolled", "moved", "tessera_used", "passed", "traded",
    "quotation_moved", "tessera_drawn", "tessera_none", "telex_drawn", "telex_kept", "telex_revealed",
    "crack", "recovery", "suspended", "prize", "no_prize", "coupons", "trust", "no_trust",
    "loan_taken", "loan_repaid", "inheritance", "theft", "share_tax", "race_winnings",
    "forced_sale", "withdrew", "reentered", "voted", "stand_in", "stand_down", "game_ended",
)
_KNOWN = frozenset(KINDS)


def say(state: State, kind: str, **params) -> None:
    assert kind in _KNOWN, kind
    params["k"] = kind
    state.chronicle.append(params)
