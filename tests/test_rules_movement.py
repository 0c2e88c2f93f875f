"""Moving in the city (two dice, junction parity, early stops, tolls) and in the world."""
from __future__ import annotations

from billionaire.layouts import CITY, WORLD
from billionaire.rules import compute_destinations
from rules_kit import NEAR_NY, NY, WRAP, act, choice, city, game, hold, label, ledger, put, script
from rules_kit import chronicle as lines


def roll(g, seat, *dice):
    script(g, *dice)
    act(g, seat, "roll")
    return {c.target: c for c in g.choices(seat) if c.kind == "move"}


# ---- city -------------------------------------------------------------------------------------
def test_one_die_or_the_sum_forward_or_backward():
    g = game()
    put(g, 1, "c1")
    dest = roll(g, 1, 2, 3)
    # forward 2, 3, 5 -> c3, c4, c6 ; backward 2, 3, 5 -> c37, c36, c34 ; c0 airport: early stop
    assert set(dest) == {"c3", "c4", "c6", "c37", "c36", "c34", "c0"}
    assert g.public_view()["dice"] == [2, 3]


def test_destinations_numbered_and_shown_on_the_monitor():
    g = game()
    put(g, 1, "c1")
    dest = roll(g, 1, 2, 3)
    numbers = sorted(c.number for c in dest.values())
    assert numbers == list(range(1, len(dest) + 1))
    shown = {d["target"]: d["number"] for d in g.public_view()["destinations"]}
    assert shown == {t: c.number for t, c in dest.items()}
    assert all(label(g, c).startswith(f"{c.number}. ") for c in dest.values())


def test_junction_even_sum_takes_even_branch_even_with_one_die():
    g = game()
    put(g, 1, "c6")
    dest = roll(g, 1, 1, 3)          # sum 4 even: c8 -> c9 (even branch)
    assert {"c7", "c9", "c10"} <= set(dest)
    assert "c38" not in dest and "c39" not in dest
    g2 = game()
    put(g2, 1, "c6")
    dest = roll(g2, 1, 1, 2)         # sum 3 odd: c8 -> c38 (chord), with 1, 2 or 3 steps
    assert {"c7", "c8", "c38"} <= set(dest)
    assert "c9" not in dest


def test_parity_pointing_back_takes_unlabelled_branch():
    g = game()
    put(g, 1, "c10")                 # backwards: c9, c8 (arriving from the even branch)
    dest = roll(g, 1, 1, 3)          # sum even points back to c9 -> unlabelled c7
    assert {"c9", "c7", "c6"} <= set(dest)
    assert "c38" not in dest


def test_starting_on_a_junction_any_branch():
    g = game()
    put(g, 1, "c8")
    dest = roll(g, 1, 1, 1)          # steps 1 and 2 on all three branches
    assert {"c9", "c38", "c7", "c10", "c39", "c6"} <= set(dest)


def _stretch(*ids_and_kinds):
    """Check the stretch of the city track a test relies on, so a layout change fails loudly."""
    for sid, kind in ids_and_kinds:
        assert CITY.space(sid).kind == kind, (sid, CITY.space(sid).kind, kind)


def test_exact_roll_except_port_airport_exchange():
    _stretch(("c17", "plain"), ("c19", "chance"), ("c20", "plain"), ("c21", "port"), ("c12", "plain"))
    g = game()
    put(g, 1, "c17")
    dest = roll(g, 1, 1, 5)          # steps 1, 5, 6 (even): forward c18 .. c21 (port) .. c23
    assert "c21" in dest             # port: may stop with a higher roll
    assert "c19" not in dest and "c20" not in dest   # other spaces need the exact roll
    # backward: c16 (1), junction c12 (5), then the even branch from the junction (6)
    assert {"c18", "c22", "c23", "c16", "c12", "c44"} <= set(dest)
    g2 = game()
    put(g2, 1, "c11")
    assert CITY.space("c9").kind == "exchange"
    assert "c9" in roll(g2, 1, 5, 6)   # exchange passed going backward
    g3 = game()
    put(g3, 1, "c3")
    dest = roll(g3, 1, 5, 6)
    assert "c0" in dest              # airport passed going backward
    g.apply(1, choice(g, 1, "move", to="c21").action())
    assert g.state.player(1).pos == "c21"


def test_chance_spaces_crossed_and_landed_draw_a_card_each():
    _stretch(("c17", "plain"), ("c19", "chance"), ("c24", "chance"), ("c21", "port"))
    g = game()
    put(g, 1, "c17")
    dest = roll(g, 1, 1, 6)          # forward 7: c18, c19 ?, c20, c21, c22, c23, c24 ?
    assert "c24" in dest
    chronicle = len(g.state.chronicle)
    script(g, cards=["refund_tax", "refund_insurance"])
    act(g, 1, "move", to="c24")
    drawn = [line for line in lines(g, chronicle) if "pesca una carta" in line]
    assert len(drawn) == 2
    assert g.state.player(1).cash == 10_000 + 500 + 300


def test_tolls_half_fee_full_for_restaurants_once_not_destination():
    statue, brewery = city("statue"), city("brewery")
    assert (statue, brewery) == ("c5", "c7")
    _stretch(("c3", "plain"), ("c4", "plain"), ("c6", "coins"))
    g = game()
    hold(g, 2, statue, brewery)      # statue fee 2.000, brewery (restaurant) fee 150
    put(g, 1, "c3")
    dest = roll(g, 1, 1, 3)          # forward 1: c4, 3: c6, 4: c7
    assert dest["c4"].toll == 0
    assert dest["c6"].toll == 1000   # half of the statue's 2.000
    assert dest["c7"].toll == 1000   # statue passed; the brewery is the destination: stop fee instead
    assert "pedaggio" in label(g, dest["c6"])
    act(g, 1, "move", to="c7")
    p1, p2 = g.state.player(1), g.state.player(2)
    assert p1.cash == 10_000 - 1000 - 150
    assert p2.cash == 10_000 + 1000 + 150


def test_restaurant_toll_is_the_full_stop_fee():
    assert city("brewery") == "c7" and CITY.branches["c8"]["c9"] == "even"
    g = game()
    hold(g, 2, city("brewery"))
    put(g, 1, "c6")
    dest = roll(g, 1, 1, 3)          # forward 3 (even): c7 brewery, junction c8, c9
    assert dest["c9"].toll == 150


def test_no_toll_for_own_or_free_buildings():
    g = game()
    hold(g, 1, city("bank_2000"))
    put(g, 1, "c3")
    dest = roll(g, 1, 1, 3)
    assert dest["c6"].toll == 0 and dest["c7"].toll == 0


# ---- world ------------------------------------------------------------------------------------
def test_world_one_die_any_direction_exact_with_early_stops():
    g = game()
    start = NEAR_NY
    put(g, 1, start)
    dest = roll(g, 1, 2)
    one = set(WORLD.neighbours(start))
    two = {b for a in one for b in WORLD.neighbours(a) if b != start}
    early = {a for a in one if WORLD.space(a).kind in ("mine", "world_airport")}
    assert set(dest) == two | early
    assert NY in dest                                  # an airport on the way: may stop early
    assert len(g.state.turn.dice) == 1


def test_world_no_immediate_backtracking():
    g = game()
    for s in WORLD.spaces:
        put(g, 1, s.id)
        g.state.turn.dice = (2,)
        targets = {d["target"] for d in compute_destinations(g.state, 1)}
        assert s.id not in targets, s.id


def test_world_wrap_links_north_america_and_asia():
    g = game()
    a, b = WRAP.a, WRAP.b
    assert {WORLD.space(a).continent, WORLD.space(b).continent} == {"north_america", "asia"}
    put(g, 1, a)
    dest = roll(g, 1, 1)
    assert set(dest) == set(WORLD.neighbours(a)) and b in dest


def test_every_space_and_roll_has_a_destination():
    g = game()
    for board, dice in ((WORLD, [(d,) for d in range(1, 7)]),
                        (CITY, [(a, b) for a in range(1, 7) for b in range(1, 7)])):
        for s in board.spaces:
            for d in dice:
                g.state.player(1).pos, g.state.player(1).board = s.id, board.name
                g.state.turn.dice = d
                assert compute_destinations(g.state, 1), (s.id, d)


# ---- turn order -------------------------------------------------------------------------------
def test_order_tolls_while_moving_then_cards_then_the_space():
    assert city("burj") == "c38" and city("bank_2000") == "c40"
    _stretch(("c11", "plain"), ("c10", "chance"), ("c9", "exchange"), ("c39", "building"))
    g = game()
    hold(g, 2, city("burj"), city("bank_2000"))
    put(g, 1, "c11")
    # backward 6 (odd sum): c10 ?, c9, junction c8 (odd: c38), c38 Burj (toll), c39, c40 Banca
    # (stop fee)
    dest = roll(g, 1, 6, 1)
    assert dest["c40"].toll == 300
    script(g, cards=["refund_tax"])
    act(g, 1, "move", to="c40")
    assert ledger(g, 1) == [(-300, "pedaggio Grattacielo Burj"), (500, "rimborso"),
                                        (-300, "sosta Banca da 2.000 $")]
    assert g.state.phase == "space"


def test_toll_once_per_building_per_move():
    from billionaire.rules import toll_of
    bank = city("bank_3000")
    g = game()
    hold(g, 2, bank)
    assert toll_of(g.state, 1, ["c13", bank, "c15", bank, "c15"]) == [(2, 250, bank)]
    assert toll_of(g.state, 2, ["c13", bank, "c15"]) == []
