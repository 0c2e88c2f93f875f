"""Alta Finanza: Tessera, coupons, Trust, Credit, Inheritance, Theft, Share Tax, Race Winnings."""
from __future__ import annotations

import pytest

from af_kit import RuleError, TYPES, act, at, choice, game, give, kinds, land, space, track


def test_tessera_is_drawn_kept_and_used_instead_of_the_dice_to_the_nearest_borsa_ahead():
    g = game(2)
    land(g, 1, space("tessera"))
    land(g, 1, space("tessera"))
    assert g.state.player(1).tessere == 2 and g.state.tessere == 14      # several may be kept
    at(g, 1, 5)
    targets = {c.target: c.params["to"] for c in g.choices(1) if c.kind == "use_tessera"}
    assert targets == {"borsa": 7}
    act(g, 1, "use_tessera", to=7)
    assert g.state.player(1).pos == 7 and g.state.player(1).tessere == 1 and g.state.tessere == 15
    assert "trade" in kinds(g, 1)                # it is a stop on the Borsa


def test_tessera_reaches_credit_or_press_room_only_from_the_same_side():
    g = game(2)
    g.state.player(1).tessere = 1
    at(g, 1, 12)
    assert {c.target for c in g.choices(1) if c.kind == "use_tessera"} == {"borsa", "credit"}
    at(g, 1, 21)                                 # the next side: the Credit is 39 spaces ahead
    assert {c.target for c in g.choices(1) if c.kind == "use_tessera"} == {"borsa"}
    at(g, 1, 35)
    assert {c.target for c in g.choices(1) if c.kind == "use_tessera"} == {"borsa", "press"}
    with pytest.raises(RuleError):
        act(g, 1, "use_tessera", to=track.CREDIT_SPACE)


def test_no_tessera_without_one_in_hand():
    g = game(2)
    assert "use_tessera" not in kinds(g, 1)


def test_coupons_pay_1000_per_share_and_20000_per_majority():
    g = game(2)
    give(g, 1, "oil", 12)                        # 18 shares, one majority
    land(g, 1, space("coupon"))
    assert g.state.player(1).cash == 100_000 + 18_000 + 20_000


def test_trust_takes_20000_from_each_other_player_per_majority():
    g = game(3)
    give(g, 1, "oil", 12)
    give(g, 1, "banks", 12)
    land(g, 1, space("trust"))
    assert g.state.player(1).cash == 100_000 + 2 * 40_000
    assert g.state.player(2).cash == 60_000 and g.state.player(3).cash == 60_000


def test_trust_without_majority_pays_nothing():
    g = game(2)
    land(g, 1, space("trust"))
    assert g.state.player(1).cash == 100_000 == g.state.player(2).cash


def test_credit_loan_against_the_card_then_mandatory_repayment_of_130000():
    g = game(2)
    land(g, 1, track.CREDIT_SPACE)
    act(g, 1, "take_loan")
    p = g.state.player(1)
    assert p.cash == 200_000 and p.loan and not g.public_view()["players"][0]["credit_card"]
    assert "take_loan" not in kinds(g, 1)
    land(g, 1, track.CREDIT_SPACE)               # landing again: repayment is automatic
    assert p.cash == 70_000 and not p.loan
    assert "take_loan" not in kinds(g, 1)        # not a new loan on the same stop
    land(g, 1, track.CREDIT_SPACE)
    act(g, 1, "take_loan")                       # again on a later stop
    assert p.loan and p.cash == 170_000


def test_loan_is_optional():
    g = game(2)
    land(g, 1, track.CREDIT_SPACE)
    act(g, 1, "end_turn")
    assert not g.state.player(1).loan and g.state.player(1).cash == 100_000


def test_inheritance_gives_one_share_of_the_highest_quoted_type_free():
    g = game(2)
    g.state.quotes.update({t: 15_000 for t in TYPES})
    g.state.quotes["insurance"] = 30_000
    land(g, 1, space("inheritance"))
    assert g.state.player(1).shares["insurance"] == 2 and g.state.player(1).cash == 100_000
    assert g.state.bank["insurance"] == 22


def test_theft_takes_the_held_share_with_the_highest_quotation_or_nothing():
    g = game(2)
    g.state.quotes.update({t: 15_000 for t in TYPES})
    g.state.quotes["computers"] = 40_000
    land(g, 1, space("theft"))
    p = g.state.player(1)
    assert p.shares["computers"] == 0 and p.share_count == 5 and g.state.bank["computers"] == 24
    for t in TYPES:
        give(g, 1, t, -p.shares[t])
    land(g, 1, space("theft"))
    assert p.share_count == 0 and p.cash == 100_000


def test_share_tax_pays_1000_per_share():
    g = game(2)
    give(g, 1, "oil", 4)
    land(g, 1, space("share_tax"))
    assert g.state.player(1).cash == 90_000


def test_race_winnings_pay_20000():
    g = game(2)
    land(g, 1, space("race"))
    assert g.state.player(1).cash == 120_000
