"""Turn order, licences, mining rights, extraction, selling from the mine, staying."""
from __future__ import annotations

import pytest

from billionaire.tables import EXTRACTION_COST, KG_PER_DIE, RESOURCE_IT
from rules_kit import NEAR_NY, NEAR_NY_CONT, NEAR_NY_RES, NY, RuleError, act, choice, chronicle, ledger, game, kinds, put, script, turn_of

TEXAS = NEAR_NY                      # a mine one step from New York
RES, CONT = NEAR_NY_RES, NEAR_NY_CONT
# the rulebook's tables
EXTRACT = {"oil": 40, "gold": 50, "platinum": 60, "diamonds": 90, "uranium": 160}
SALE = {"oil": 200, "gold": 250, "platinum": 300, "diamonds": 450, "uranium": 800}
RIGHTS = {"oil": 1000, "gold": 1200, "platinum": 1400, "diamonds": 2500, "uranium": 7000}


def on_own_mine(g, seat=1, mine=TEXAS, kg=0):
    """Seat stands on its mine; its turn starts now (through the previous seat's end_turn)."""
    p = g.state.player(seat)
    p.licences.append(CONT)
    p.rights[mine] = kg
    put(g, seat, mine)
    prev = (seat - 2) % len(g.state.players) + 1
    turn_of(g, prev, "space")
    act(g, prev, "end_turn")
    assert g.state.current == seat


# ---- licences and rights ---------------------------------------------------------------------
def test_licence_bought_at_the_town_hall():
    g = game()
    put(g, 1, "c47")
    script(g, 1, 1)
    act(g, 1, "roll")
    act(g, 1, "move", to="c48")
    c = choice(g, 1, "buy_licence", continent="north_america")
    assert c.cost == 1300 and c.confirm
    g.apply(1, c.action())
    assert g.state.player(1).licences == ["north_america"]
    assert g.state.player(1).cash == 8_700
    assert not any(c.params.get("continent") == "north_america" for c in g.choices(1) if c.kind == "buy_licence")


def test_rights_need_the_licence_and_are_not_exclusive():
    g = game()
    ny = NY
    put(g, 1, ny)
    script(g, 1)
    act(g, 1, "roll")
    act(g, 1, "move", to=TEXAS)
    assert "buy_rights" not in kinds(g, 1)               # no licence
    g2 = game()
    g2.state.player(1).licences.append(CONT)
    g2.state.player(2).licences.append(CONT)
    g2.state.player(2).rights[TEXAS] = 5                  # G2 already holds rights here
    put(g2, 1, ny)
    script(g2, 1)
    act(g2, 1, "roll")
    act(g2, 1, "move", to=TEXAS)
    c = choice(g2, 1, "buy_rights")
    assert c.cost == RIGHTS[RES]
    g2.apply(1, c.action())
    assert g2.state.player(1).rights == {TEXAS: 0} and g2.state.player(2).rights == {TEXAS: 5}
    assert g2.state.player(1).cash == 10_000 - RIGHTS[RES]
    holders = g2.public_view()["mine_holders"][TEXAS]
    assert sorted((h["seat"], h["kg"]) for h in holders) == [(1, 0), (2, 5)]


# ---- turn order and extraction ----------------------------------------------------------------
def test_mine_actions_come_first_then_movement():
    g = game()
    on_own_mine(g, 1)
    assert g.state.phase == "mine"
    assert kinds(g, 1) >= {"extract", "skip_mine"} and "roll" not in kinds(g, 1)
    assert "ship" not in kinds(g, 1)                     # shipping is the second action only


@pytest.mark.parametrize("d1,d2", [(a, b) for a in range(1, 7) for b in range(1, 7)])
def test_extraction_kg_table(d1, d2):
    g = game()
    on_own_mine(g, 1)
    script(g, d1, d2)
    act(g, 1, "extract")
    table = {1: 1, 2: 1, 3: 1, 4: 2, 5: 2, 6: 3}       # the rulebook's table
    assert g.state.player(1).rights[TEXAS] == table[d1] + table[d2]
    assert KG_PER_DIE == table


def test_extraction_cost_paid_before_the_roll_even_with_exact_cash():
    g = game()
    on_own_mine(g, 1)
    g.state.player(1).cash = EXTRACT[RES]
    script(g, 6, 6)
    act(g, 1, "extract")
    p = g.state.player(1)
    assert p.cash == 0 and p.rights[TEXAS] == 6
    assert ledger(g, 1)[-1] == (-EXTRACT[RES], f"estrazione {RESOURCE_IT[RES]}")
    assert "extract" not in kinds(g, 1)                  # no cash for the second one
    assert EXTRACTION_COST == {"oil": 40, "gold": 50, "platinum": 60, "diamonds": 90, "uranium": 160}


def test_no_extraction_without_cash():
    g = game()
    on_own_mine(g, 1)
    g.state.player(1).cash = EXTRACT[RES] - 1
    assert kinds(g, 1) - {"vote"} == {"skip_mine"}
    with pytest.raises(RuleError):
        act(g, 1, "extract")


def test_two_extractions_then_move():
    g = game()
    on_own_mine(g, 1)
    script(g, 1, 1, 4, 4)
    act(g, 1, "extract")
    assert g.state.phase == "mine"
    act(g, 1, "extract")
    assert g.state.phase == "move" and g.state.player(1).rights[TEXAS] == 6
    assert g.state.player(1).cash == 10_000 - 2 * EXTRACT[RES]


def test_skip_mine_gives_up_both_actions():
    g = game()
    on_own_mine(g, 1)
    act(g, 1, "skip_mine")
    assert g.state.phase == "move" and "extract" not in kinds(g, 1)


def test_on_someone_elses_rights_no_mine_phase():
    g = game()
    g.state.player(2).rights[TEXAS] = 3
    put(g, 1, TEXAS)
    turn_of(g, 2, "space")
    act(g, 2, "end_turn")
    assert g.state.phase == "move"


# ---- selling from the mine --------------------------------------------------------------------
def test_sell_from_the_mine_at_fixed_price_any_time_from_anywhere():
    g = game()
    g.state.player(1).rights[TEXAS] = 5
    g.state.prices[RES] = 5                            # quotations do not matter
    put(g, 1, "c10")
    turn_of(g, 1, "move")
    c = choice(g, 1, "sell_mine", mine=TEXAS)
    assert c.amount == (1, 5) and c.confirm
    g.apply(1, c.action(3))
    p = g.state.player(1)
    assert p.rights[TEXAS] == 2 and p.cash == 10_000 + 3 * SALE[RES]
    assert TEXAS in p.rights                             # the rights stay
    with pytest.raises(RuleError):
        act(g, 1, "sell_mine", mine=TEXAS, amount=3)     # only 2 kg left
    script(g, 1, 2)
    act(g, 1, "roll")
    assert "sell_mine" in kinds(g, 1)                    # also while choosing where to go


@pytest.mark.parametrize("res,price", [("oil", 200), ("gold", 250), ("platinum", 300),
                                       ("diamonds", 450), ("uranium", 800)])
def test_mine_sale_table(res, price):
    g = game()
    from billionaire.layouts import WORLD
    mine = next(s.id for s in WORLD.spaces if s.resource == res)
    g.state.player(1).rights[mine] = 2
    turn_of(g, 1, "move")
    act(g, 1, "sell_mine", mine=mine, amount=2)
    assert g.state.player(1).cash == 10_000 + 2 * price


def test_no_mine_sale_in_someone_elses_turn_or_during_sealed_bids():
    g = game()
    g.state.player(2).rights[TEXAS] = 5
    assert "sell_mine" not in kinds(g, 2)
    with pytest.raises(RuleError) as e:
        act(g, 2, "sell_mine", mine=TEXAS, amount=1)
    assert e.value.message == "Non è il tuo turno."
    g.state.player(1).rights[TEXAS] = 5
    turn_of(g, 1, "bids")
    assert "sell_mine" not in kinds(g, 1)


# ---- staying on the mine ----------------------------------------------------------------------
def test_stay_on_own_mine_no_card_no_space_effect_and_extract_next_turn():
    g = game(1)
    on_own_mine(g, 1)
    act(g, 1, "skip_mine")
    assert "stay" in kinds(g, 1)
    n = len(g.state.chronicle)
    act(g, 1, "stay")
    assert g.state.phase == "space"
    assert not any("pesca" in line for line in chronicle(g, n))
    assert kinds(g, 1) - {"vote", "sell_mine", "use_price_bonus"} == {"end_turn"}
    act(g, 1, "end_turn")
    assert g.state.phase == "mine"


def test_no_stay_on_a_mine_without_rights():
    g = game()
    put(g, 1, TEXAS)
    turn_of(g, 1, "move")
    assert "stay" not in kinds(g, 1)
