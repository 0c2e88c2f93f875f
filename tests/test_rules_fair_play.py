"""What a player must be able to see and choose (issue 13), at the engine's level: selling from
a mine while deciding a pre-emption, the host skipping a silent bidder, notices for what happens
to a player in someone else's turn, the dice of the treasure and the casino, every objective at
the end, and a chronicle that keeps the whole game and names the players."""
from __future__ import annotations

import pytest

from billionaire.engine import Game, SeatSpec
from rules_kit import CITY, RuleError, act, chronicle, city, game, hold, kinds, mines, put, script, turn_of
from test_rules_cards import _vehicle, draw

OIL = mines("oil")[0]


def _notices(g, seat, kind=None):
    return [n for n in g.private_view(seat)["notices"] if kind is None or n["kind"] == kind]


# ---- selling from a mine in every phase of one's turn but the sealed bids ---------------------
def test_mine_sale_and_price_card_are_offered_while_deciding_a_preemption():
    g = game(2)
    hold(g, 2, city("pizza"))
    g.state.player(1).rights[OIL] = 5
    g.state.player(1).bonus.append("bonus_price_1")
    draw(g, "preempt_25")
    assert g.state.phase == "preempt"
    assert {"preempt", "sell_mine", "use_price_bonus"} <= kinds(g, 1)
    act(g, 1, "sell_mine", mine=OIL, amount=2)           # the drawer raises cash, still deciding
    assert g.state.phase == "preempt" and g.state.player(1).rights[OIL] == 3
    act(g, 1, "preempt", target=city("pizza"))
    assert g.state.buildings[city("pizza")].owner == 1


def test_mine_sale_is_offered_while_choosing_an_offer_but_not_during_the_bids():
    g = game(2)
    hold(g, 1, city("pizza"))
    g.state.player(1).rights[OIL] = 5
    draw(g, "lawsuit_1")
    assert g.state.phase == "bids" and "sell_mine" not in kinds(g, 1)
    with pytest.raises(RuleError):
        act(g, 1, "sell_mine", mine=OIL, amount=1)
    act(g, 2, "bid", target=city("pizza"), amount=900)
    assert g.state.phase == "accept" and {"accept_bid", "sell_mine"} <= kinds(g, 1)


# ---- the host skips a silent bidder ---------------------------------------------------------------
def _lawsuit_with_three():
    g = game(3)
    hold(g, 1, city("pizza"))
    draw(g, "lawsuit_1")
    assert g.state.phase == "bids"
    return g


def test_waiting_bidders_are_named_in_the_public_view():
    g = _lawsuit_with_three()
    assert g.public_view()["waiting_bids"] == [2, 3]
    act(g, 2, "bid", target=None)
    assert g.public_view()["waiting_bids"] == [3]


def test_host_can_skip_only_a_silent_bidder_and_only_during_the_bids():
    g = _lawsuit_with_three()
    assert {c.params["bidder"] for c in g.choices(0) if c.kind == "skip_bid"} == {2, 3}
    act(g, 2, "bid", target=city("pizza"), amount=900)
    with pytest.raises(RuleError):                        # G2 answered: nothing to skip
        g.apply(0, {"kind": "skip_bid", "bidder": 2})
    with pytest.raises(RuleError):                        # a phone cannot skip anybody
        g.apply(2, {"kind": "skip_bid", "bidder": 3})
    before = g.decision_for(3)
    g.apply(0, {"kind": "skip_bid", "bidder": 3}, decision=g.decision_for(0))
    assert g.state.phase == "accept"                      # G3 counted as a pass
    assert g.decision_for(3) != before                    # G3's old bid tap is now stale
    assert [n["kind"] for n in _notices(g, 3)] == ["bid_skipped"]
    assert "skip_bid" not in {c.kind for c in g.choices(0)}


def test_skipped_bidder_old_tap_is_refused():
    g = _lawsuit_with_three()
    shown = g.decision_for(3)
    g.apply(0, {"kind": "skip_bid", "bidder": 3}, decision=g.decision_for(0))
    with pytest.raises(RuleError) as e:
        g.apply(3, {"kind": "bid", "target": city("pizza"), "amount": 900}, decision=shown)
    assert e.value.kind == "stale"


# ---- notices: what happens to you in another player's turn ------------------------------------------
def test_preemption_victim_gets_a_notice_and_a_ledger_line():
    g = game(3)
    hold(g, 3, city("pizza"))
    draw(g, "preempt_50")
    act(g, 1, "preempt", target=city("pizza"))
    [n] = _notices(g, 3)
    assert (n["kind"], n["by"], n["space"], n["price"]) == ("preempted", 1, city("pizza"), 900)
    assert any("vendita Pizza a G1" in line for line in g.private_view(3)["ledger"])
    assert _notices(g, 1) == [] and _notices(g, 2) == []


def test_lawsuit_result_reaches_every_bidder():
    g = _lawsuit_with_three()
    act(g, 2, "bid", target=city("pizza"), amount=900)
    act(g, 3, "bid", target=city("pizza"), amount=1000)
    act(g, 1, "accept_bid", bidder=3)
    [won] = _notices(g, 3)
    assert (won["kind"], won["space"], won["price"], won["seller"]) == ("bid_won", city("pizza"), 1000, 1)
    [refused] = _notices(g, 2)
    assert (refused["kind"], refused["winner"]) == ("bid_refused", 3)


def test_a_card_that_costs_money_tells_everyone_it_cost():
    g = game(3)
    draw(g, "gift_birthday")                                 # the others pay the drawer
    for seat in (2, 3):
        [n] = _notices(g, seat)
        assert n["kind"] == "card_cost" and n["card"] == "gift_birthday" and n["amount"] < 0
    assert _notices(g, 1) == []                           # the drawer gained


@pytest.mark.parametrize("die,outcome,kg", [(1, "lost", 7), (3, "half", 3), (6, "escaped", 0)])
def test_pirates_tell_the_owner_and_leave_a_ledger_line(die, outcome, kg):
    g = game()
    _vehicle(g, 1, "ship", 3, cargo={"oil": 6, "gold": 1})
    draw(g, "pirates_1", dice=(die,))
    [n] = _notices(g, 1)
    assert (n["kind"], n["die"], n["outcome"], n["kg"]) == ("vehicles", die, outcome, kg)
    assert g.private_view(1)["ledger"][0].startswith("Pirati:")


def test_treasure_and_casino_dice_reach_the_phone():
    g = game()
    put(g, 1, city("Tesoro"))
    turn_of(g, 1, "space", treasure_pending=True, landed_effects=True, moved=True)
    script(g, 1, 1)
    act(g, 1, "treasure", pick="dice")
    [n] = _notices(g, 1)
    assert (n["kind"], n["dice"], n["amount"]) == ("treasure", [1, 1], 0)
    casino = next(s.id for s in CITY.spaces if s.building and s.building.startswith("casino"))
    put(g, 1, casino)
    turn_of(g, 1, "space", landed_effects=True, moved=True)
    script(g, 3, 5)
    act(g, 1, "bet")
    n = _notices(g, 1)[-1]
    assert n["kind"] == "casino" and n["dice"] == [3, 5] and n["space"] == casino


def test_notices_are_private():
    g = game(3)
    hold(g, 3, city("pizza"))
    draw(g, "preempt_50")
    act(g, 1, "preempt", target=city("pizza"))
    assert "notices" not in g.public_view()
    assert _notices(g, 2) == []


# ---- the end tells all; the chronicle keeps the whole game ------------------------------------------
def test_the_ranking_reveals_every_objective_and_how_far_each_got():
    g = game(3)
    assert "ranking" not in g.public_view()
    g.apply(0, {"kind": "host_end"})
    ranking = g.public_view()["ranking"]
    for row in ranking:
        mine = g.private_view(row["seat"])["objective"]
        assert row["objective"]["text"] == mine["text"]
        assert row["objective"]["items"] == mine["items"]


def test_chronicle_keeps_the_whole_game_and_names_players():
    g = Game.new(3, [SeatSpec("Anna", bot=True), SeatSpec("Bruno", bot=True)])
    from billionaire import bots
    while not g.over and len(g.state.chronicle) < 900:
        seat = next(s for s in (0, *g.seats()) if s and g.choices(s))
        g.apply(seat, bots.choose_action(g, seat))
    assert len(g.state.chronicle) >= 900 or g.over          # it used to keep only the last 200-400
    lines = chronicle(g)
    assert lines[0].startswith("La partita comincia")     # nothing dropped
    assert any(line.startswith("G1 Anna tira") for line in lines)
    assert any(line.startswith("G2 Bruno tira") for line in lines)
