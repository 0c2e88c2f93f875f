"""The one door: every refused action raises RuleError and changes nothing."""
from __future__ import annotations

import pytest

from rules_kit import NEAR_NY, RuleError, act, game, script, turn_of, world

TEXAS = NEAR_NY


def arranged():
    g = game(3)
    g.state.player(1).rights[TEXAS] = 5
    turn_of(g, 1)
    return g


BAD = [
    (1, None, "malformed"), (1, [], "malformed"), (1, "roll", "malformed"), (1, {}, "malformed"),
    (1, {"kind": 3}, "malformed"), (1, {"kind": None}, "malformed"),
    (-1, {"kind": "roll"}, "malformed"), (4, {"kind": "roll"}, "malformed"),
    ("1", {"kind": "roll"}, "malformed"), (True, {"kind": "roll"}, "malformed"),
    (1.0, {"kind": "roll"}, "malformed"), (None, {"kind": "roll"}, "malformed"),
    (1, {"kind": "teleport"}, "illegal"), (1, {"kind": ""}, "illegal"),
    (2, {"kind": "roll"}, "not_your_turn"), (3, {"kind": "end_turn"}, "not_your_turn"),
    (1, {"kind": "host_end"}, "illegal"), (0, {"kind": "roll"}, "not_your_turn"),
    (1, {"kind": "roll", "extra": 1}, "illegal"), (1, {"kind": "roll", "amount": 1}, "illegal"),
    (1, {"kind": "move", "to": "c1"}, "illegal"),
    (1, {"kind": "sell_mine", "mine": TEXAS}, "malformed"),
    (1, {"kind": "sell_mine", "mine": TEXAS, "amount": 0}, "illegal"),
    (1, {"kind": "sell_mine", "mine": TEXAS, "amount": 6}, "illegal"),
    (1, {"kind": "sell_mine", "mine": TEXAS, "amount": -1}, "illegal"),
    (1, {"kind": "sell_mine", "mine": TEXAS, "amount": True}, "malformed"),
    (1, {"kind": "sell_mine", "mine": TEXAS, "amount": 2.0}, "malformed"),
    (1, {"kind": "sell_mine", "mine": TEXAS, "amount": "2"}, "malformed"),
    (1, {"kind": "sell_mine", "mine": "w0", "amount": 1}, "illegal"),
    (1, {"kind": "sell_mine", "mine": [TEXAS], "amount": 1}, "illegal"),
    (1, {"kind": "sell_mine", "amount": 1}, "illegal"),
    (1, {"kind": "vote", "yes": 1}, "illegal"), (1, {"kind": "vote", "yes": "true"}, "illegal"),
    (1, {"kind": "vote", "yes": False}, "illegal"), (1, {"kind": "vote"}, "illegal"),
    (1, {"kind": "fly", "to": "c0"}, "illegal"), (1, {"kind": "fly", "to": {"x": 1}}, "illegal"),
    (2, {"kind": "bid", "target": None}, "illegal"),
]


@pytest.mark.parametrize("seat,action,why", BAD)
def test_refused_actions_change_nothing(seat, action, why):
    g = arranged()
    before, log = g.state_hash(), list(g.log)
    with pytest.raises(RuleError) as e:
        g.apply(seat, action)
    assert e.value.kind == why
    assert g.state_hash() == before and g.log == log
    assert isinstance(e.value.message, str) and e.value.message


def test_not_your_turn_message():
    g = arranged()
    with pytest.raises(RuleError) as e:
        act(g, 2, "roll")
    assert e.value.message == "Non è il tuo turno."


@pytest.mark.parametrize("decision", [True, False, 0.0, 1.0, "0", -1, 99, [0]])
def test_bad_or_stale_decision_numbers(decision):
    g = arranged()
    before = g.state_hash()
    with pytest.raises(RuleError) as e:
        g.apply(1, {"kind": "roll"}, decision=decision)
    assert e.value.kind in ("stale", "malformed")
    assert g.state_hash() == before


def test_double_submission_of_the_same_decision_is_refused():
    g = arranged()
    d = g.decision_for(1)
    assert g.private_view(1)["decision"] == d
    act(g, 1, "vote", yes=True)                            # anything accepted moves the counter
    g2 = arranged()
    d = g2.decision_for(1)
    g2.apply(1, {"kind": "sell_mine", "mine": TEXAS, "amount": 1}, decision=d)
    before = g2.state_hash()
    with pytest.raises(RuleError) as e:
        g2.apply(1, {"kind": "sell_mine", "mine": TEXAS, "amount": 1}, decision=d)
    assert e.value.kind == "stale" and g2.state_hash() == before
    g2.apply(1, {"kind": "sell_mine", "mine": TEXAS, "amount": 1}, decision=g2.decision_for(1))
    assert g2.state.player(1).rights[TEXAS] == 3


def test_another_seats_vote_does_not_make_my_screen_stale():
    g = arranged()
    d = g.decision_for(1)
    act(g, 2, "vote", yes=True)
    script(g, 1, 1)
    g.apply(1, {"kind": "roll"}, decision=d)
    assert g.state.phase == "path"


def test_turn_change_makes_every_screen_stale():
    g = arranged()
    g.state.phase = "space"
    d2 = g.decision_for(2)
    g._cache_counter = -1
    g.apply(1, {"kind": "end_turn"}, decision=g.decision_for(1))
    with pytest.raises(RuleError) as e:
        g.apply(2, {"kind": "vote", "yes": True}, decision=d2)
    assert e.value.kind == "stale"


def test_nothing_after_the_end():
    g = arranged()
    act(g, 0, "host_end")
    before = g.state_hash()
    for seat, action in [(1, {"kind": "roll"}), (0, {"kind": "host_end"}), (2, {"kind": "vote", "yes": True})]:
        with pytest.raises(RuleError) as e:
            g.apply(seat, action)
        assert e.value.kind == "over"
    assert g.state_hash() == before


@pytest.mark.parametrize("seat", [0, -1, 4, True, "1", None])
def test_private_view_only_for_real_seats(seat):
    g = arranged()
    with pytest.raises(RuleError):
        g.private_view(seat)
    assert g.choices(seat if seat != 0 else -1) == []


def test_private_view_shows_only_own_secrets():
    g = arranged()
    g.state.player(2).bonus = ["bonus_move_0"]
    texts = {p.seat: g.private_view(p.seat)["objective"]["text"] for p in g.state.players}
    assert len(set(texts.values())) == 3
    assert g.private_view(2)["bonus"][0]["id"] == "bonus_move_0" and g.private_view(1)["bonus"] == []


def test_setup_is_validated():
    from billionaire.engine import Game, SeatSpec
    for seats, cash in [([], 10_000), ([SeatSpec("a")] * 7, 10_000), ([SeatSpec("")], 10_000),
                        ([SeatSpec("a", level="pazzo")], 10_000), ([SeatSpec("a")], 999), ([SeatSpec("a")], True),
                        ([SeatSpec("a\x00b")], 10_000), ([SeatSpec("\u202eAnna")], 10_000),
                        ([SeatSpec("\ud800")], 10_000), ([SeatSpec("a")], -5)]:
        with pytest.raises(RuleError):
            Game.new(1, seats, starting_cash=cash)


def test_confirm_and_auto_flags_follow_the_rulebook():
    from rules_kit import hold, city
    g = game(2)
    hold(g, 2, world("New York"))
    c = {c.kind: c for c in g.choices(1)}
    assert c["roll"].auto and not c["roll"].confirm
    assert c["fly"].confirm and c["vote"].confirm
    turn_of(g, 1, "space")
    assert {c.kind: c for c in g.choices(1)}["end_turn"].auto
