"""Flights between airports (cost, payee, card, cash needed) and world airports for sale."""
from __future__ import annotations

import pytest

from billionaire.board import AIRPORT_KINDS
from billionaire.layouts import WORLD
from rules_kit import NEAR_NY, RuleError, act, choice, game, hold, kinds, ledger, put, script, turn_of, world


def roll(g, seat, *dice):
    script(g, *dice)
    act(g, seat, "roll")
    return {c.target: c for c in g.choices(seat) if c.kind == "move"}


def land(g, seat, start, target, d1=1, d2=1):
    put(g, seat, start)
    turn_of(g, seat)
    script(g, d1, d2)
    act(g, seat, "roll")
    act(g, seat, "move", to=target)


# ---- flights ----------------------------------------------------------------------------------
def _fly_choices(g, seat):
    return {c.params["to"]: c for c in g.choices(seat) if c.kind == "fly"}


def test_flight_costs_200_to_the_bank_and_draws_a_card():
    g = game()
    ny = world("New York")
    script(g, cards=["refund_insurance"])
    flights = _fly_choices(g, 1)
    assert set(flights) == {s.id for s in WORLD.spaces if s.kind in AIRPORT_KINDS}
    assert flights[ny].cost == 200 and flights[ny].confirm
    act(g, 1, "fly", to=ny)
    p = g.state.player(1)
    assert (p.board, p.pos) == ("world", ny)
    assert p.cash == 10_000 - 200 + 300
    assert g.state.last_card["id"] == "refund_insurance"


def test_flight_paid_to_arrival_airport_owner_or_free_when_yours():
    g = game(3)
    ny, tokyo = world("New York"), world("Tokyo")
    hold(g, 2, ny)
    hold(g, 1, tokyo)
    script(g, cards=["price_up_oil"])
    assert _fly_choices(g, 1)[tokyo].cost == 0           # the arrival airport is mine
    assert _fly_choices(g, 1)[ny].cost == 200
    act(g, 1, "fly", to=ny)
    assert g.state.player(1).cash == 9_800 and g.state.player(2).cash == 10_200
    assert ledger(g, 1)[-1] == (-200, "volo")
    turn_of(g, 1)                                         # next turn, from G2's New York
    assert _fly_choices(g, 1)[tokyo].cost == 0           # world -> world: arrival counts
    cash = g.state.player(1).cash
    script(g, cards=["price_up_oil"])
    act(g, 1, "fly", to=tokyo)
    assert g.state.player(1).cash == cash and g.state.player(2).cash == 10_200


def test_flight_to_city_pays_departure_owner():
    g = game(2)
    ny = world("New York")
    hold(g, 2, ny)
    put(g, 1, ny)
    script(g, cards=["price_up_oil"])
    assert _fly_choices(g, 1)["c0"].cost == 200
    act(g, 1, "fly", to="c0")
    assert g.state.player(1).cash == 9_800 and g.state.player(2).cash == 10_200
    g2 = game(2)
    hold(g2, 1, ny)
    put(g2, 1, ny)
    assert _fly_choices(g2, 1)["c0"].cost == 0


def test_no_flight_with_less_than_200_cash():
    g = game()
    g.state.player(1).cash = 199
    assert "fly" not in kinds(g, 1)
    with pytest.raises(RuleError):
        act(g, 1, "fly", to=world("New York"))


def test_arriving_on_an_airport_by_dice_no_flight_same_turn():
    g = game()
    put(g, 1, "c3")
    roll(g, 1, 1, 2)
    act(g, 1, "move", to="c0")
    assert "fly" not in kinds(g, 1)
    assert g.state.phase == "space"


def test_walking_onto_a_world_airport_is_free_even_if_owned():
    g = game()
    ny = world("New York")
    hold(g, 2, ny)
    put(g, 1, NEAR_NY)
    roll(g, 1, 1)
    act(g, 1, "move", to=ny)
    assert g.state.player(1).cash == 10_000 and g.state.player(2).cash == 10_000
    assert "buy_airport" not in kinds(g, 1)


# ---- world airports ---------------------------------------------------------------------------
def test_world_airport_bought_for_2600_once():
    g = game()
    ny = world("New York")
    land(g, 1, NEAR_NY, ny, 1)
    c = choice(g, 1, "buy_airport")
    assert c.cost == 2600
    g.apply(1, c.action())
    assert g.state.airports[ny].owner == 1 and g.state.player(1).cash == 7_400
    act(g, 1, "end_turn")
    land(g, 2, NEAR_NY, ny, 1)
    assert "buy_airport" not in kinds(g, 2)
    assert g.state.player(2).cash == 10_000


def test_world_airport_needs_cash_and_city_airport_is_not_for_sale():
    g = game()
    g.state.player(1).cash = 2599
    land(g, 1, NEAR_NY, world("New York"), 1)
    assert "buy_airport" not in kinds(g, 1)
    g2 = game()
    land(g2, 1, "c1", "c0")
    assert not kinds(g2, 1) & {"buy_airport", "buy_building"}
    assert len([s for s in WORLD.spaces if s.kind == "world_airport"]) == len(g2.state.airports) == 7
