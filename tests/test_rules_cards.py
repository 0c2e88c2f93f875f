"""Every chance card kind, the public effect lines, bonus cards, pre-emption and lost lawsuits."""
from __future__ import annotations

import json

import pytest

from billionaire.cards import DECK
from billionaire.rules.card_deck import _EFFECTS
from billionaire.state import Vehicle
from rules_kit import RuleError, act, city, label, game, hold, kinds, mines, put, script, turn_of, world


from billionaire.layouts import CITY

_CHANCE = next(sid for sid in CITY.track if CITY.space(sid).kind == "chance")   # a ? off the junctions


def _back(sid: str) -> str:
    """The space one step behind `sid` along the track (layout-independent place lookup)."""
    return CITY.track[sid][1]

OIL1, OIL2 = mines("oil")[:2]
GOLD = mines("gold")[0]
AF1, AF2 = mines(continent="africa")[:2]
NOT_AF = mines(continent="europe")[0]


def draw(g, card, seat=1, dice=()):
    """Seat walks one step onto a ? space and draws `card`."""
    put(g, seat, _back(_CHANCE))
    turn_of(g, seat)
    script(g, 1, 1, *dice, cards=[card])
    act(g, seat, "roll")
    act(g, seat, "move", to=_CHANCE)
    return g.public_view()["last_card"]


def test_every_card_kind_has_an_effect_and_a_test_here():
    tested = {"price", "resources", "tax", "gift", "refund", "interest_cash", "interest_debt",
              "vehicles_back", "pirates", "accident", "preempt", "lawsuit", "bonus_price", "bonus_move"}
    assert {c.kind for c in DECK} == tested
    assert {c.kind for c in DECK if not c.bonus} <= set(_EFFECTS)


def test_resources_card_gives_kg_on_every_mine_of_that_resource_to_everyone():
    g = game(3)
    g.state.player(1).rights.update({OIL1: 1, OIL2: 0})
    g.state.player(3).rights.update({OIL1: 4, GOLD: 2})
    card = draw(g, "kg_oil")
    assert g.state.player(1).rights == {OIL1: 3, OIL2: 2}
    assert g.state.player(3).rights == {OIL1: 6, GOLD: 2}
    assert "G1: +4 kg petrolio" in card["effects"] and "G3: +2 kg petrolio" in card["effects"]


def test_tax_card_everyone_pays_per_mine_in_that_continent_with_public_lines():
    g = game(3)
    g.state.player(1).rights.update({AF1: 0, AF2: 0, NOT_AF: 0})
    g.state.player(2).rights.update({AF1: 0})
    card = draw(g, "tax_africa")
    assert [p.cash for p in g.state.players] == [9_600, 9_800, 10_000]
    assert card["effects"] == ["G1: -400 $", "G2: -200 $"]
    assert card["text"].startswith("Tasse minerarie in Africa")


def test_tax_card_may_push_cash_below_zero():
    g = game()
    g.state.player(2).rights.update({AF1: 0})
    g.state.player(2).cash = 100
    draw(g, "tax_africa")
    assert g.state.player(2).cash == -100


def test_birthday_and_party():
    g = game(3)
    card = draw(g, "gift_birthday")
    assert [p.cash for p in g.state.players] == [10_200, 9_900, 9_900]
    assert card["effects"] == ["G1: +200 $", "G2: -100 $", "G3: -100 $"]   # one net line each
    g = game(3)
    draw(g, "gift_party")
    assert [p.cash for p in g.state.players] == [9_900, 10_050, 10_050]


@pytest.mark.parametrize("card,delta", [("refund_tax", 500), ("refund_insurance", 300), ("fine", -200)])
def test_refunds_and_fine(card, delta):
    g = game()
    effects = draw(g, card)["effects"]
    assert g.state.player(1).cash == 10_000 + delta
    assert effects == [f"G1: {'+' if delta > 0 else ''}{delta} $"]


@pytest.mark.parametrize("cash,gain", [(4000, 200), (20_000, 500), (-100, 0)])
def test_interest_on_cash(cash, gain):
    g = game()
    g.state.player(1).cash = cash
    draw(g, "interest_cash")
    assert g.state.player(1).cash == cash + gain


@pytest.mark.parametrize("cash,loss", [(-1000, 100), (-15, 1), (500, 0)])
def test_interest_on_debt(cash, loss):
    g = game()
    g.state.player(1).cash = cash
    draw(g, "interest_debt")
    assert g.state.player(1).cash == cash - loss


def _vehicle(g, seat, kind, remaining, total=7, cargo=None):
    v = Vehicle(g.state.next_vehicle, seat, kind, "north_america", dict(cargo or {"oil": 6}), remaining, total)
    g.state.next_vehicle += 1
    g.state.vehicles.append(v)
    return v


def test_storm_and_strike_send_own_vehicles_back():
    g = game()
    ship, plane, other = _vehicle(g, 1, "ship", 3), _vehicle(g, 1, "plane", 5), _vehicle(g, 2, "ship", 3)
    draw(g, "storm")
    assert (ship.remaining, plane.remaining, other.remaining) == (5, 5, 3)
    draw(g, "strike")
    assert plane.remaining == 7                       # never further back than the start


@pytest.mark.parametrize("die,cargo", [(1, None), (2, None), (3, {"oil": 3, "gold": 1}),
                                       (4, {"oil": 3, "gold": 1}), (5, {"oil": 6, "gold": 1}),
                                       (6, {"oil": 6, "gold": 1})])
def test_pirates(die, cargo):
    g = game()
    ship = _vehicle(g, 1, "ship", 3, cargo={"oil": 6, "gold": 1})
    plane = _vehicle(g, 1, "plane", 3)
    shown = draw(g, "pirates_1", dice=(die,))
    if cargo is None:
        assert ship not in g.state.vehicles
        assert shown["effects"] == [f"Dado {die}: G1 perde il carico delle navi (7 kg)"]
    else:
        assert ship.cargo == cargo
        if die <= 4:   # the card panel says how many kg went overboard
            assert shown["effects"] == [f"Dado {die}: G1 perde metà del carico delle navi (3 kg)"]
    assert plane.cargo == {"oil": 6}


def test_pirates_without_ships_do_nothing_and_roll_no_die():
    g = game()
    card = draw(g, "pirates_2")
    assert card["effects"] == ["Nessun effetto."]
    assert g.state.rng.ints == []


@pytest.mark.parametrize("die,outcome", [(1, "lost"), (2, "restart"), (3, "restart"), (4, "safe"), (6, "safe")])
def test_accident(die, outcome):
    g = game()
    plane = _vehicle(g, 1, "plane", 3)
    draw(g, "accident_1", dice=(die,))
    if outcome == "lost":
        assert plane not in g.state.vehicles
    elif outcome == "restart":
        assert plane.remaining == 7 and plane.cargo == {"oil": 6}
    else:
        assert plane.remaining == 3 and plane.cargo == {"oil": 6}


# ---- bonus cards ------------------------------------------------------------------------------
def test_bonus_cards_go_to_the_hand_and_stay_private():
    g = game()
    card = draw(g, "bonus_price_2")
    assert g.state.player(1).bonus == ["bonus_price_2"]
    assert card["id"] == "bonus" and "bonus_price" not in json.dumps(g.public_view())
    assert g.public_view()["players"][0]["bonus_count"] == 1
    assert [b["id"] for b in g.private_view(1)["bonus"]] == ["bonus_price_2"]
    assert g.private_view(2)["bonus"] == []


def test_price_bonus_moves_a_price_1_or_2_levels_in_own_turn():
    g = game()
    g.state.player(1).bonus = ["bonus_price_0"]
    g.state.prices["gold"] = 4
    turn_of(g, 1)
    deltas = {c.params["delta"] for c in g.choices(1) if c.kind == "use_price_bonus" and c.params["resource"] == "gold"}
    assert deltas == {-2, -1, 1}                      # level 6 does not exist
    assert "use_price_bonus" not in kinds(g, 2)
    act(g, 1, "use_price_bonus", card="bonus_price_0", resource="gold", delta=-2)
    assert g.state.prices["gold"] == 2 and g.state.player(1).bonus == []
    assert "use_price_bonus" not in kinds(g, 1)


def test_extra_move_bonus_after_moving_only():
    g = game()
    g.state.player(1).bonus = ["bonus_move_1"]
    put(g, 1, "c1")
    turn_of(g, 1)
    assert "use_extra_move" not in kinds(g, 1)
    script(g, 1, 1)
    act(g, 1, "roll")
    assert "use_extra_move" not in kinds(g, 1)       # not to re-roll the dice just rolled
    act(g, 1, "move", to="c2")
    act(g, 1, "use_extra_move", card="bonus_move_1")
    assert g.state.phase == "move" and "fly" not in kinds(g, 1) and g.state.player(1).bonus == []
    script(g, 1, 1)
    act(g, 1, "roll")
    act(g, 1, "move", to="c3")
    assert g.state.player(1).pos == "c3" and g.state.phase == "space"


# ---- pre-emption ------------------------------------------------------------------------------
@pytest.mark.parametrize("card,pct", [("preempt_25", 25), ("preempt_50", 50)])
def test_preemption_pays_the_owner_the_last_price_plus(card, pct):
    g = game(3)
    pizza = city("pizza")
    hold(g, 2, pizza)
    g.state.buildings[pizza].last_price = 1200        # bought a second time for 2x
    ny = world("New York")
    hold(g, 3, ny)
    shown = draw(g, card)
    assert g.state.phase == "preempt"
    assert shown["effects"] == ["G1 decide se usare la prelazione."]
    targets = {c.params["target"]: c.cost for c in g.choices(1) if c.kind == "preempt"}
    assert targets == {pizza: 1200 * (100 + pct) // 100, ny: 2600 * (100 + pct) // 100, None: 0}
    act(g, 1, "preempt", target=ny)
    assert g.state.airports[ny].owner == 1
    assert g.state.player(1).cash == 10_000 - targets[ny]
    assert g.state.player(3).cash == 10_000 + targets[ny]
    assert g.state.phase == "space"
    # the card panel shows what the card did, as for every other card
    paid = f"{targets[ny]:,}".replace(",", ".")
    assert g.public_view()["last_card"]["effects"] == [
        f"G1: -{paid} $", f"G3: +{paid} $", "G1 P1 ottiene Aeroporto di New York da G3 P3."]


def test_preemption_can_be_declined_and_needs_cash():
    g = game()
    hold(g, 2, city("skyscraper"))
    g.state.player(1).cash = 9_999                    # 8.000 + 25 % = 10.000
    card = draw(g, "preempt_25")
    assert g.state.phase == "space" and "Nessuna proprietà da comprare." in card["effects"]
    g = game()
    hold(g, 2, city("pizza"))
    draw(g, "preempt_25")
    act(g, 1, "preempt", target=None)
    assert g.state.buildings[city("pizza")].owner == 2 and g.state.phase == "space"
    assert g.public_view()["last_card"]["effects"] == ["G1 P1 rinuncia alla prelazione."]


def test_preemption_not_on_mines():
    g = game()
    g.state.player(2).rights[OIL1] = 4
    card = draw(g, "preempt_50")
    assert g.state.phase == "space" and "Nessuna proprietà da comprare." in card["effects"]


# ---- lost lawsuit -----------------------------------------------------------------------------
def test_lawsuit_secret_bids_at_least_plus_50_owner_must_accept_one():
    g = game(3)
    pizza, ny = city("pizza"), world("New York")
    hold(g, 1, pizza, ny)
    g.state.player(3).cash = 1000
    draw(g, "lawsuit_1")
    assert g.state.phase == "bids"
    assert kinds(g, 1) == {"vote"}                    # the owner waits
    bids2 = {c.params["target"]: c.amount for c in g.choices(2) if c.kind == "bid"}
    assert bids2 == {pizza: (900, 10_000), ny: (3900, 10_000), None: None}
    bids3 = {c.params["target"]: c.amount for c in g.choices(3) if c.kind == "bid"}
    assert bids3 == {pizza: (900, 1000), None: None}
    with pytest.raises(RuleError):
        act(g, 2, "bid", target=pizza, amount=899)
    act(g, 2, "bid", target=pizza, amount=950)
    view = json.dumps(g.public_view())
    assert "950" not in view                          # sealed
    assert g.private_view(2)["own_bid"] == {"target": pizza, "amount": 950}
    assert g.private_view(3)["own_bid"] is None
    act(g, 3, "bid", target=pizza, amount=1000)
    assert g.state.phase == "accept"
    assert {c.kind for c in g.choices(1)} == {"accept_bid", "vote"}   # no declining
    names = {c.params["bidder"]: label(g, c) for c in g.choices(1) if c.kind == "accept_bid"}
    assert names[2] == f"Accetta l'offerta di G2 {g.state.player(2).name}: 950 $ per Pizza"   # who, not only a label
    assert g.public_view()["last_card"]["effects"] == ["Offerte segrete in corso."]
    act(g, 1, "accept_bid", bidder=2)
    assert g.public_view()["last_card"]["effects"] == ["G1: +950 $", "G2: -950 $", "G2 P2 ottiene Pizza da G1 P1."]
    assert g.state.buildings[pizza].owner == 2 and g.state.buildings[pizza].last_price == 950
    assert g.state.player(1).cash == 10_000 + 950 and g.state.player(2).cash == 10_000 - 950
    assert g.state.player(3).cash == 1000 and g.state.phase == "space"


def test_lawsuit_nobody_bids():
    g = game(2)
    hold(g, 1, city("pizza"))
    draw(g, "lawsuit_2")
    act(g, 2, "bid", target=None)
    assert g.state.phase == "space" and g.state.buildings[city("pizza")].owner == 1
    assert g.public_view()["last_card"]["effects"] == ["Nessuna offerta."]


def test_lawsuit_without_properties_or_rich_bidders_does_nothing():
    g = game(2)
    card = draw(g, "lawsuit_1")
    assert g.state.phase == "space" and "Nessuna offerta possibile." in card["effects"]
    g = game(2)
    hold(g, 1, city("skyscraper"))
    g.state.player(2).cash = 11_999
    draw(g, "lawsuit_1")
    assert g.state.phase == "space"


# ---- cards that wait, in the middle of a movement ---------------------------------------------
def test_after_a_waiting_card_the_next_card_and_the_space_follow():
    g = game()
    hold(g, 2, city("brewery"))
    put(g, 1, "c6")
    turn_of(g, 1)
    script(g, 4, 6, cards=["preempt_25", "refund_tax"])   # c6 -> c47: past the brewery, crosses ? c10, lands on ? c47
    act(g, 1, "roll")
    act(g, 1, "move", to="c47")
    assert g.state.phase == "preempt" and g.state.player(1).cash == 10_000 - 150   # toll of the brewery
    act(g, 1, "preempt", target=None)
    assert g.state.phase == "space" and g.state.player(1).cash == 10_000 - 150 + 500
    assert g.state.last_card["id"] == "refund_tax"


def test_lawsuit_drawn_on_a_flight_then_the_airport_can_be_bought():
    g = game(2)
    hold(g, 1, city("pizza"))
    ny = world("New York")
    script(g, cards=["lawsuit_1"])
    act(g, 1, "fly", to=ny)
    assert g.state.phase == "bids"
    assert "buy_airport" not in kinds(g, 1)
    act(g, 2, "bid", target=city("pizza"), amount=900)
    act(g, 1, "accept_bid", bidder=2)
    assert g.state.phase == "space" and "buy_airport" in kinds(g, 1)
    assert g.state.player(1).cash == 10_000 - 200 + 900
