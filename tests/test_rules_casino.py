"""Casinos: the stop fee is also the bet; free casino pays the bank; own is free; once a turn."""
from __future__ import annotations

import pytest

from rules_kit import RuleError, act, choice, city, game, hold, kinds, put, script, turn_of

from billionaire.layouts import CITY


def _back(sid: str) -> str:
    """The space one step behind `sid` along the track (layout-independent place lookup)."""
    return CITY.track[sid][1]


def _fwd(sid: str) -> str:
    """The space one step ahead of `sid` along the track."""
    return CITY.track[sid][0]

C4000, C5000, C6000 = city("casino_4000"), city("casino_5000"), city("casino_6000")   # c13 c21 c42


def land(g, seat, start, target):
    put(g, seat, start)
    turn_of(g, seat)
    script(g, 1, 1)
    act(g, seat, "roll")
    act(g, seat, "move", to=target)


@pytest.mark.parametrize("d1,d2,won", [(3, 5, 300), (3, 4, 700), (5, 6, 0), (1, 1, 200), (4, 4, 800)])
def test_rulebook_examples_on_the_4000_casino(d1, d2, won):
    g = game()
    land(g, 1, _back(C4000), C4000)
    c = choice(g, 1, "bet")
    assert c.cost == 100 and c.confirm
    script(g, d1, d2)
    g.apply(1, c.action())
    assert g.state.player(1).cash == 10_000 - 100 + won    # bet paid to the bank


@pytest.mark.parametrize("casino,start,d1,d2,won", [
    (C5000, _back(C5000), 1, 5, 500), (C5000, _back(C5000), 6, 6, 0), (C5000, _back(C5000), 2, 3, 500),
    (C6000, _back(C6000), 6, 6, 1200), (C6000, _back(C6000), 1, 2, 200)])
def test_winning_numbers_of_the_other_casinos(casino, start, d1, d2, won):
    from billionaire.tables import BUILDINGS
    from billionaire.rules.money import BUILDING_OF_SPACE
    fee = BUILDINGS[BUILDING_OF_SPACE[casino]].stop_fee
    g = game()
    land(g, 1, start, casino)
    script(g, d1, d2)
    act(g, 1, "bet")
    assert g.state.player(1).cash == 10_000 - fee + won


def test_someone_elses_casino_fee_paid_even_without_betting_bet_is_free():
    g = game()
    hold(g, 2, C4000)
    land(g, 1, _back(C4000), C4000)
    assert g.state.player(1).cash == 9_900 and g.state.player(2).cash == 10_100
    assert choice(g, 1, "bet").cost == 0
    script(g, 3, 4)
    act(g, 1, "bet")
    assert g.state.player(1).cash == 9_900 + 700 and g.state.player(2).cash == 10_100


def test_own_casino_bet_is_free_and_once_a_turn():
    g = game()
    hold(g, 1, C4000)
    land(g, 1, _back(C4000), C4000)
    assert choice(g, 1, "bet").cost == 0
    script(g, 5, 5)
    act(g, 1, "bet")
    assert g.state.player(1).cash == 10_000
    assert "bet" not in kinds(g, 1)
    with pytest.raises(RuleError):
        act(g, 1, "bet")


def test_no_bet_on_a_free_casino_without_the_stake():
    g = game()
    g.state.player(1).cash = 99
    land(g, 1, _back(C4000), C4000)
    assert "bet" not in kinds(g, 1)
