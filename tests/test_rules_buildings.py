"""Buildings (purchase, stop fee, resale at 2x, 3x), world airports, treasure and coins."""
from __future__ import annotations

import pytest

from rules_kit import RuleError, act, choice, city, game, hold, kinds, put, script, turn_of, world

from billionaire.layouts import CITY

PIZZA = city("pizza")          # 600 $, stop fee 150


def back(sid: str) -> str:
    """The space one step behind `sid` along the track (a roll of 1 forward lands on `sid`)."""
    return CITY.track[sid][1]


TREASURE = city("Tesoro")
COINS_400 = next(s.id for s in CITY.spaces if s.coins == 400)
COINS_300 = next(s.id for s in CITY.spaces if s.coins == 300)


def land(g, seat, start, target, d1=1, d2=1, cards=()):
    put(g, seat, start)
    turn_of(g, seat)
    script(g, d1, d2, cards=cards)
    act(g, seat, "roll")
    act(g, seat, "move", to=target)


def test_buy_a_free_building_at_the_printed_price():
    g = game()
    land(g, 1, back(PIZZA), PIZZA)
    c = choice(g, 1, "buy_building")
    assert c.cost == 600 and c.confirm
    g.apply(1, c.action())
    assert g.state.buildings[PIZZA].owner == 1 and g.state.player(1).cash == 9_400
    assert "buy_building" not in kinds(g, 1)
    assert g.public_view()["players"][0]["buildings"] == [PIZZA]


def test_stop_fee_then_resale_at_double_then_triple():
    g = game(3)
    hold(g, 2, PIZZA)
    land(g, 1, back(PIZZA), PIZZA)
    p1, p2, p3 = (g.state.player(s) for s in (1, 2, 3))
    assert p1.cash == 10_000 - 150 and p2.cash == 10_150      # stop fee paid on arrival
    assert choice(g, 1, "buy_building").cost == 1200
    act(g, 1, "buy_building")
    assert g.state.buildings[PIZZA].owner == 1
    assert p1.cash == 10_000 - 150 - 1200 and p2.cash == 10_150 + 1200
    act(g, 1, "end_turn")
    land(g, 3, back(PIZZA), PIZZA)
    assert choice(g, 3, "buy_building").cost == 1800
    act(g, 3, "buy_building")
    assert p3.cash == 10_000 - 150 - 1800


def test_own_building_no_fee_no_purchase():
    g = game()
    hold(g, 1, PIZZA)
    land(g, 1, back(PIZZA), PIZZA)
    assert g.state.player(1).cash == 10_000
    assert "buy_building" not in kinds(g, 1)


def test_stop_fee_is_mandatory_purchase_needs_cash():
    g = game()
    hold(g, 2, city("skyscraper"))                    # fee 1.200
    g.state.player(1).cash = 1000
    land(g, 1, back(city("skyscraper")), city("skyscraper"))
    assert g.state.player(1).cash == -200
    assert "buy_building" not in kinds(g, 1)
    with pytest.raises(RuleError):
        act(g, 1, "buy_building")


@pytest.mark.parametrize("building,price,fee", [
    ("hamburger", 600, 100), ("burrito", 600, 100), ("brewery", 600, 150), ("pizza", 600, 150),
    ("sushi", 600, 200), ("bank_2000", 2000, 300), ("bank_3000", 3000, 500), ("burj", 5000, 600),
    ("empire_state", 7000, 900), ("skyscraper", 8000, 1200), ("casino_4000", 4000, 100),
    ("casino_5000", 5000, 300), ("casino_6000", 6000, 500), ("statue", 6000, 2000)])
def test_building_table(building, price, fee):
    from billionaire.tables import BUILDINGS
    assert (BUILDINGS[building].price, BUILDINGS[building].stop_fee) == (price, fee)
    city(building)                                     # on the board


# ---- treasure and coins -----------------------------------------------------------------------
def test_treasure_600_cash():
    g = game()
    land(g, 1, back(TREASURE), TREASURE)
    assert kinds(g, 1) - {"vote"} == {"treasure"}
    act(g, 1, "treasure", pick="cash")
    assert g.state.player(1).cash == 10_600
    assert "treasure" not in kinds(g, 1)


@pytest.mark.parametrize("d1,d2,won", [(1, 2, 0), (2, 6, 600), (3, 4, 700), (6, 6, 1200), (3, 1, 300)])
def test_treasure_dice(d1, d2, won):
    g = game()
    land(g, 1, back(TREASURE), TREASURE)
    script(g, d1, d2)
    act(g, 1, "treasure", pick="dice")
    assert g.state.player(1).cash == 10_000 + won


def test_coins_only_when_stopping():
    g = game()
    land(g, 1, back(COINS_400), COINS_400)           # 400 $ space
    assert g.state.player(1).cash == 10_400
    g2 = game()
    land(g2, 1, back(COINS_400), CITY.track[COINS_400][0], 1, 1)   # passes the 400 $ space
    assert g2.state.player(1).cash == 10_000
    g3 = game()
    land(g3, 1, back(COINS_300), COINS_300)           # 300 $ space
    assert g3.state.player(1).cash == 10_300
