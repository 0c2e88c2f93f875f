"""Alta Finanza: the Stock Exchange (Borsa) and how quotations move."""
from __future__ import annotations

import pytest

from af_kit import RuleError, act, choice, game, give, kinds, land, space


def on_borsa(limit: int, quote: int = 19_000, kind: str = "oil"):
    g = game(2)
    g.state.quotes[kind] = quote
    land(g, 1, space("borsa", limit))
    return g


def test_buying_pays_quotation_times_n_then_the_quotation_rises_1000_per_share():
    g = on_borsa(5)
    act(g, 1, "trade", type="oil", side="buy", amount=3)
    p = g.state.player(1)
    assert p.cash == 100_000 - 57_000 and p.shares["oil"] == 4
    assert g.state.quotes["oil"] == 22_000 and g.state.bank["oil"] == 20


def test_selling_receives_quotation_times_n_then_the_quotation_falls():
    g = on_borsa(10, 20_000, "banks")
    give(g, 1, "banks", 6)
    act(g, 1, "trade", type="banks", side="sell", amount=7)
    assert g.state.player(1).cash == 100_000 + 140_000
    assert g.state.quotes["banks"] == 13_000 and g.state.player(1).shares["banks"] == 0


def test_the_space_number_caps_the_shares_traded():
    g = on_borsa(5, 10_000)
    assert choice(g, 1, "trade", type="oil", side="buy").amount == (1, 5)
    with pytest.raises(RuleError) as e:
        act(g, 1, "trade", type="oil", side="buy", amount=6)
    assert e.value.code == "amount_range"
    g = on_borsa(10, 10_000)
    assert choice(g, 1, "trade", type="oil", side="buy").amount == (1, 10)


def test_one_type_once_per_stop():
    g = on_borsa(10, 10_000)
    act(g, 1, "trade", type="oil", side="buy", amount=2)
    assert "trade" not in kinds(g, 1)
    with pytest.raises(RuleError):
        act(g, 1, "trade", type="banks", side="buy", amount=1)


def test_cannot_buy_beyond_cash_or_the_banks_stock_nor_sell_more_than_held():
    g = on_borsa(10, 40_000)
    assert choice(g, 1, "trade", type="oil", side="buy").amount == (1, 2)     # 100,000 / 40,000
    assert choice(g, 1, "trade", type="oil", side="sell").amount == (1, 1)
    g.state.bank["oil"] = 1
    g.state.player(2).shares["oil"] += 20
    g._cache_counter = -1
    assert choice(g, 1, "trade", type="oil", side="buy").amount == (1, 1)


def test_selling_never_pushes_a_quotation_below_1000():
    g = on_borsa(10, 4_000, "oil")
    give(g, 1, "oil", 9)
    act(g, 1, "trade", type="oil", side="sell", amount=10)
    assert g.state.player(1).cash == 140_000 and g.state.quotes["oil"] == 1_000


def test_quotations_cap_at_99000():
    g = on_borsa(10, 95_000, "oil")
    g.state.player(1).cash = 1_000_000
    g._cache_counter = -1
    act(g, 1, "trade", type="oil", side="buy", amount=10)
    assert g.state.quotes["oil"] == 99_000


def test_a_type_in_crack_cannot_be_traded():
    g = on_borsa(10)
    g.state.quotes["computers"] = 0
    g._cache_counter = -1
    assert not [c for c in g.choices(1) if c.kind == "trade" and c.params["type"] == "computers"]
