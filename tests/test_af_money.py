"""Alta Finanza: paying more than one's cash, withdrawal and re-entry, the win, vote and host end."""
from __future__ import annotations

import pytest

from af_kit import RuleError, TYPES, act, at, game, give, kinds, land, space, track


def test_short_of_cash_shares_go_to_the_bank_at_10000_each_without_moving_quotations():
    g = game(2)
    p = g.state.player(1)
    p.cash, p.loan = 100_000, True
    quotes = dict(g.state.quotes)
    land(g, 1, track.CREDIT_SPACE)               # 130,000 due
    assert not p.loan and p.cash == 100_000 + 30_000 - 130_000 and p.share_count == 3   # only as many as needed
    assert g.state.quotes == quotes
    cheapest = sorted(TYPES, key=lambda t: (quotes[t], TYPES.index(t)))[:3]
    assert all(p.shares[t] == 0 for t in cheapest)


def test_who_cannot_pay_withdraws_returning_everything_to_the_bank():
    g = game(3)
    p = g.state.player(1)
    p.cash, p.loan, p.tessere, p.telex = 10_000, True, 2, "t18"
    g.state.tessere -= 2
    g.state.deck.remove("t18")
    land(g, 1, track.CREDIT_SPACE)               # 10,000 + 6 x 10,000 < 130,000
    assert p.withdrawn and p.cash == 0 and p.share_count == 0 and p.tessere == 0 and p.telex is None
    assert all(g.state.bank[t] == 23 for t in TYPES) and g.state.tessere == 16 and g.state.deck[-1] == "t18"
    assert g.state.current == 2                   # the turn passes at once
    act(g, 2, "roll")
    act(g, 2, "end_turn")
    assert g.state.current == 3
    act(g, 3, "roll")
    act(g, 3, "end_turn")
    assert g.state.current == 2                   # a withdrawn seat is skipped


def test_a_payer_who_withdraws_pays_nobody_the_trust():
    g = game(2)
    give(g, 1, "oil", 12)
    g.state.player(2).cash = 0
    for t in TYPES:
        give(g, 2, t, -g.state.player(2).shares[t])
    land(g, 1, space("trust"))
    assert g.state.player(2).withdrawn and g.state.player(1).cash == 100_000


def test_reentry_with_a_new_supply_and_a_150000_penalty_on_the_target():
    g = game(2)
    p = g.state.player(2)
    from billionaire.alta_finanza.rules.money import withdraw
    withdraw(g.state, 2, owed=1)
    g._cache_counter = -1
    assert kinds(g, 2) >= {"reenter"}
    act(g, 2, "reenter")
    assert not p.withdrawn and p.cash == 100_000 and p.share_count == 6 and p.pos == track.PRESS_ROOM
    assert g.public_view()["players"][1]["target"] == 1_150_000
    p.cash = 1_100_000
    give(g, 2, "oil", 10)
    land(g, 1, space("race"))
    assert not g.over                             # 1,100,000 is not enough with the penalty
    p.cash = 1_150_000
    land(g, 1, space("race"))
    assert g.over and g.state.winner == 2


def winnable(g, seat=1, cash=990_000, shares=15):
    p = g.state.player(seat)
    p.cash = cash
    give(g, seat, "oil", shares - p.share_count)


def test_the_first_to_the_target_in_cash_with_card_and_15_shares_wins():
    g = game(2)
    winnable(g)
    land(g, 1, space("race"))                     # 1,010,000
    assert g.over and g.state.winner == 1 and g.state.end_reason == "target"
    assert g.public_view()["ranking"][0]["seat"] == 1
    with pytest.raises(RuleError) as e:
        act(g, 2, "vote", yes=True)
    assert e.value.kind == "over"


def test_no_win_with_14_shares():
    g = game(2)
    winnable(g, shares=14)
    land(g, 1, space("race"))
    assert not g.over


def test_no_win_while_the_credit_card_is_with_the_bank():
    g = game(2)
    winnable(g, cash=1_200_000)
    g.state.player(1).loan = True
    land(g, 1, space("race"))
    assert not g.over
    land(g, 1, track.CREDIT_SPACE)                # repaid: the card is back, 1,090,000
    assert g.over and g.state.winner == 1


def test_win_is_checked_after_any_action_even_for_another_seat():
    g = game(3)
    winnable(g, seat=3, cash=980_000)
    give(g, 3, "oil", 12 - g.state.player(3).shares["oil"] + 1)   # a majority of oil
    g.state.deck.remove("t13")
    g.state.player(1).telex = "t13"               # 60,000 to the oil majority
    land(g, 1, track.PRESS_ROOM)
    assert g.over and g.state.winner == 3


def test_vote_by_majority_of_humans_and_ranking_by_cash_shares_minus_loan():
    g = game(3, bots=(3,))
    g.state.player(2).cash = 300_000
    g.state.player(1).cash = 400_000
    g.state.player(1).loan = True                 # owes 130,000
    act(g, 1, "vote", yes=True)
    assert not g.over
    act(g, 2, "vote", yes=True)
    assert g.over and g.state.end_reason == "vote" and g.state.winner == 2
    assert [r["seat"] for r in g.public_view()["ranking"]] == [2, 1, 3]


def test_bots_do_not_vote_and_the_host_ends():
    g = game(2, bots=(2,))
    assert "vote" not in kinds(g, 2)
    assert kinds(g, 0) >= {"host_end", "stand_in"}
    act(g, 0, "host_end")
    assert g.over and g.state.end_reason == "host"
