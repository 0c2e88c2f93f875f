"""Quotations: the ladders, the round-end move (25 % up, 50 % still, 25 % down), price cards."""
from __future__ import annotations

from billionaire.tables import PRICE_LADDER, RESOURCES
from rules_kit import act, game, script, turn_of

from billionaire.layouts import CITY


def _back(sid: str) -> str:
    """The space one step behind `sid` along the track (layout-independent place lookup)."""
    return CITY.track[sid][1]


_CHANCE = next(sid for sid in CITY.track if CITY.space(sid).kind == "chance")   # a ? off the junctions


def _fwd(sid: str) -> str:
    """The space one step ahead of `sid` along the track."""
    return CITY.track[sid][0]


def end_round(g):
    n = len(g.state.players)
    turn_of(g, n, "space")
    act(g, n, "end_turn")


def test_ladders_and_start_level():
    assert PRICE_LADDER == {
        "oil": (400, 425, 450, 475, 500), "gold": (500, 550, 600, 650, 700),
        "platinum": (600, 650, 700, 750, 800), "diamonds": (900, 975, 1050, 1125, 1200),
        "uranium": (1600, 1700, 1800, 1900, 2000)}
    g = game()
    assert all(v["level"] == 3 for v in g.public_view()["prices"].values())
    assert g.public_view()["prices"]["gold"]["price"] == 600


def test_prices_move_only_when_the_round_ends():
    g = game(3)
    before = dict(g.state.prices)
    turn_of(g, 1, "space")
    act(g, 1, "end_turn")
    act(g, 2, "roll")
    turn_of(g, 2, "space")
    act(g, 2, "end_turn")
    assert g.state.prices == before and g.state.round == 1
    script(g, floats=[0.1, 0.5, 0.9, 0.24, 0.75])     # up, still, down, up, down
    turn_of(g, 3, "space")
    act(g, 3, "end_turn")
    assert g.state.round == 2 and g.state.current == 1
    assert [g.state.prices[r] for r in RESOURCES] == [4, 3, 2, 4, 2]


def test_prices_stay_within_the_ladder():
    g = game(1)
    g.state.prices.update({"oil": 5, "gold": 1})
    script(g, floats=[0.0, 0.99, 0.5, 0.5, 0.5])
    end_round(g)
    assert g.state.prices["oil"] == 5 and g.state.prices["gold"] == 1


def test_round_end_distribution_25_50_25():
    g = game(1, seed=12345)
    n = 4000
    ups = downs = stills = 0
    for _ in range(n):
        g.state.prices = {r: 3 for r in RESOURCES}
        end_round(g)
        for r in RESOURCES:
            d = g.state.prices[r] - 3
            ups += d == 1
            downs += d == -1
            stills += d == 0
    total = n * len(RESOURCES)
    assert abs(ups / total - 0.25) < 0.02
    assert abs(stills / total - 0.50) < 0.02
    assert abs(downs / total - 0.25) < 0.02


def test_price_card_moves_the_price_now_and_shows_it():
    g = game()
    g.state.player(1).pos = _back(_CHANCE)
    turn_of(g, 1)
    script(g, 1, 1, cards=["price_down_uranium"])
    act(g, 1, "roll")
    act(g, 1, "move", to=_CHANCE)
    assert g.state.prices["uranium"] == 2
    card = g.public_view()["last_card"]
    assert card["id"] == "price_down_uranium"
    assert any("1.800 $ → 1.700 $" in e for e in card["effects"])
