"""Ending the game: the humans' vote, the host, and the ranking."""
from __future__ import annotations

import pytest

from rules_kit import RuleError, act, game, hold, kinds, city


def test_strict_majority_of_humans_and_withdrawal():
    g = game(4)
    act(g, 1, "vote", yes=True)
    act(g, 2, "vote", yes=True)
    assert not g.over                                 # 2 of 4 is not a majority
    assert g.public_view()["votes"] == {"yes": 2, "humans": 4, "needed": 3}
    act(g, 2, "vote", yes=False)                      # withdrawn
    assert g.public_view()["votes"]["yes"] == 1
    act(g, 3, "vote", yes=True)
    act(g, 4, "vote", yes=True)
    assert g.over and g.state.end_reason == "vote"


def test_vote_is_not_the_current_players_privilege():
    g = game(3)
    assert "vote" in kinds(g, 2) and "vote" in kinds(g, 3)
    act(g, 3, "vote", yes=True)
    act(g, 2, "vote", yes=True)
    assert g.over


def test_bots_do_not_vote():
    g = game(5, bots=(4, 5))
    assert "vote" not in kinds(g, 4)
    with pytest.raises(RuleError):
        act(g, 4, "vote", yes=True)
    act(g, 1, "vote", yes=True)
    assert not g.over
    act(g, 2, "vote", yes=True)                       # 2 of 3 humans
    assert g.over


def test_cannot_vote_twice_the_same_way():
    g = game(3)
    act(g, 1, "vote", yes=True)
    with pytest.raises(RuleError):
        act(g, 1, "vote", yes=True)


def test_vote_winner_has_the_highest_net_worth_ranking_follows():
    g = game(3)
    g.state.player(2).cash = 30_000
    g.state.player(3).cash = 20_000
    act(g, 1, "vote", yes=True)
    act(g, 3, "vote", yes=True)
    assert g.state.winner == 2
    assert [r["seat"] for r in g.public_view()["ranking"]] == [2, 3, 1]


def test_objective_winner_first_then_by_net_worth():
    from billionaire.rules import finish
    g = game(3)
    g.state.player(2).cash = 30_000
    finish(g.state, "objective", 3)
    assert [r["seat"] for r in g.public_view()["ranking"]] == [3, 2, 1]


def test_host_end_is_seat_zero_only():
    g = game(2)
    assert {c.kind for c in g.choices(0)} <= {"host_end", "stand_in"}   # (stand-ins: rules/seats.py)
    assert not {c.kind for c in g.choices(1)} & {"host_end", "stand_in", "stand_down"}
    hold(g, 1, city("skyscraper"))
    g.state.player(1).cash = 2_001                  # 10.001 against 10.000
    with pytest.raises(RuleError):
        act(g, 1, "host_end")
    act(g, 0, "host_end")
    assert g.over and g.state.end_reason == "host" and g.state.winner == 1
    assert g.choices(0) == [] and g.choices(1) == []
