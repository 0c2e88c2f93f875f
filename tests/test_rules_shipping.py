"""Shipping from the mines, vehicles in transit, depots, pick-up and selling at the exchange."""
from __future__ import annotations

import pytest

from billionaire.layouts import WORLD
from billionaire.tables import KG_VALUE
from rules_kit import (NEAR_NY, NEAR_NY_CONT, NEAR_NY_RES, RuleError, act, choice, city, game, kinds, mines,
                       put, script, turn_of, world)

from billionaire.layouts import CITY


def _back(sid: str) -> str:
    """The space one step behind `sid` along the track (layout-independent place lookup)."""
    return CITY.track[sid][1]


def _fwd(sid: str) -> str:
    """The space one step ahead of `sid` along the track."""
    return CITY.track[sid][0]

TEXAS, RES, CONT = NEAR_NY, NEAR_NY_RES, NEAR_NY_CONT
EXTRACT = {"oil": 40, "gold": 50, "platinum": 60, "diamonds": 90, "uranium": 160}


def start_on_mine(g, mine, seat=1):
    put(g, seat, mine)
    prev = (seat - 2) % len(g.state.players) + 1
    turn_of(g, prev, "space")
    act(g, prev, "end_turn")
    assert g.state.phase == "mine"


def test_ship_instead_of_second_extraction_from_every_mine_of_the_continent():
    g = game()
    p = g.state.player(1)
    others = [m for m in mines(continent=CONT) if m != TEXAS][:2]
    away = mines(continent="europe" if CONT != "europe" else "africa")[0]
    p.rights.update({TEXAS: 5, others[0]: 4, others[1]: 5, away: 7})
    start_on_mine(g, TEXAS)
    assert "ship" not in kinds(g, 1)
    script(g, 1, 1)
    act(g, 1, "extract")                                 # +2 kg: 7 kg here, 16 kg on the continent
    c = choice(g, 1, "ship", vehicle="ship")
    assert c.cost == 500 and c.confirm and "12 kg" in c.label
    before = dict(p.rights)
    g.apply(1, c.action())
    (v,) = g.state.vehicles
    assert sum(v.cargo.values()) == 12                   # capacity of a ship
    assert p.rights[away] == 7                           # other continents untouched
    taken = {m: before[m] - p.rights[m] for m in before}
    assert sum(taken.values()) == 12
    # reading: the most valuable kg leave first
    order = sorted([TEXAS] + others, key=lambda m: (-KG_VALUE[WORLD.space(m).resource], m))
    room = 12
    for m in order:
        assert taken[m] == min(room, before[m])
        room -= taken[m]
    cargo = {}
    for m, kg in taken.items():
        if kg:
            r = WORLD.space(m).resource
            cargo[r] = cargo.get(r, 0) + kg
    assert v.cargo == cargo and v.continent == CONT
    assert p.cash == 10_000 - EXTRACT[RES] - 500
    assert g.state.phase == "move" and "extract" not in kinds(g, 1)


def test_plane_carries_six():
    g = game()
    g.state.player(1).rights.update({TEXAS: 10})
    start_on_mine(g, TEXAS)
    script(g, 1, 1)
    act(g, 1, "extract")
    c = choice(g, 1, "ship", vehicle="plane")
    assert c.cost == 800
    g.apply(1, c.action())
    (v,) = g.state.vehicles
    assert v.cargo == {RES: 6} and g.state.player(1).rights[TEXAS] == 6


def test_no_shipping_without_cash_or_cargo():
    g = game()
    g.state.player(1).rights.update({TEXAS: 0})
    start_on_mine(g, TEXAS)
    g.state.player(1).cash = EXTRACT[RES] + 500
    script(g, 1, 1)
    act(g, 1, "extract")
    assert {c.params["vehicle"] for c in g.choices(1) if c.kind == "ship"} == {"ship"}
    g.state.player(1).cash = 499
    from rules_kit import refresh
    refresh(g)
    assert "ship" not in kinds(g, 1)


DISTANCES = {"oceania": 5, "europe": 6, "north_america": 7, "asia": 8, "africa": 9,
             "south_america": 10, "antarctica": 12}


@pytest.mark.parametrize("continent", sorted(DISTANCES))
@pytest.mark.parametrize("vehicle,speed", [("ship", 2), ("plane", 4)])
def test_distance_and_speed_then_depot(continent, vehicle, speed):
    g = game(1)
    mine = next(s.id for s in WORLD.spaces if s.kind == "mine" and s.continent == continent)
    g.state.player(1).rights[mine] = 6
    start_on_mine(g, mine)
    script(g, 1, 1)
    act(g, 1, "extract")
    act(g, 1, "ship", vehicle=vehicle)
    (v,) = g.state.vehicles
    assert v.remaining == v.total == DISTANCES[continent]
    turns = 0
    while g.state.vehicles:
        assert g.public_view()["vehicles"][0]["remaining"] == DISTANCES[continent] - turns * speed
        if g.state.phase == "move":
            act(g, 1, "stay")
        act(g, 1, "end_turn")                         # the next turn starts: vehicles advance
        turns += 1
        if g.state.phase == "mine":
            act(g, 1, "skip_mine")
    assert turns == -(-DISTANCES[continent] // speed)
    depot = g.state.player(1).depots["port" if vehicle == "ship" else "city_airport"]
    assert sum(depot.values()) == (8 if vehicle == "ship" else 6)


def test_vehicles_advance_only_at_the_owners_turn():
    g = game(2)
    g.state.player(1).rights[TEXAS] = 6
    start_on_mine(g, TEXAS)
    script(g, 1, 1)
    act(g, 1, "extract")
    act(g, 1, "ship", vehicle="ship")
    act(g, 1, "stay")
    act(g, 1, "end_turn")                               # G2's turn: G1's ship does not move
    assert g.state.vehicles[0].remaining == DISTANCES[CONT]
    turn_of(g, 2, "space")
    act(g, 2, "end_turn")
    assert g.state.vehicles[0].remaining == DISTANCES[CONT] - 2


def test_pick_up_only_when_stopping_at_the_port():
    g = game()
    p = g.state.player(1)
    p.depots["port"] = {"oil": 8}
    put(g, 1, _back(city("Porto")))
    turn_of(g, 1)
    script(g, 2, 2)                                   # steps 2 and 4: c11 (passing the port), c13
    act(g, 1, "roll")
    act(g, 1, "move", to=_fwd(city("Porto")))
    assert p.depots["port"] == {"oil": 8} and p.carried == {}
    turn_of(g, 1)
    put(g, 1, _back(city("Porto")))
    script(g, 1, 2)                                   # 1 step: the port
    act(g, 1, "roll")
    act(g, 1, "move", to=city("Porto"))
    assert p.depots["port"] == {} and p.carried == {"oil": 8}


def test_plane_cargo_picked_up_at_the_city_airport_also_by_flight():
    g = game()
    p = g.state.player(1)
    p.depots["city_airport"] = {"gold": 4}
    p.depots["port"] = {"oil": 3}
    ny = world("New York")
    put(g, 1, ny)
    turn_of(g, 1)
    script(g, cards=["price_up_oil"])
    act(g, 1, "fly", to="c0")
    assert p.carried == {"gold": 4} and p.depots["port"] == {"oil": 3}


def test_sell_at_the_exchange_at_the_current_price():
    g = game()
    p = g.state.player(1)
    p.carried = {"oil": 5, "gold": 2}
    g.state.prices["oil"] = 4
    put(g, 1, _back(city("Borsa")))
    turn_of(g, 1)
    script(g, 1, 1)
    act(g, 1, "roll")
    act(g, 1, "move", to=city("Borsa"))
    c = choice(g, 1, "sell", resource="oil")
    assert c.amount == (1, 5) and "475" in c.label
    g.apply(1, c.action(3))
    assert p.carried == {"oil": 2, "gold": 2} and p.cash == 10_000 + 3 * 475
    act(g, 1, "sell", resource="gold", amount=2)
    assert p.carried == {"oil": 2} and p.cash == 10_000 + 3 * 475 + 2 * 600
    with pytest.raises(RuleError):
        act(g, 1, "sell", resource="oil", amount=3)
