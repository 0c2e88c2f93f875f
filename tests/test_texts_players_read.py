"""Texts a player reads on the phone: which of the twin buildings, which mine, who sold what,
and the turn banner speaking to its own player."""
from __future__ import annotations

from billionaire.tables import BUILDINGS
from pages.phone_parts import PHASE_FOR_YOU, turn_parts
from billionaire.texts.it import PHASE as PHASE_TEXT
from rules_kit import act, chronicle, city, game, hold, label, ledger, put, turn_of, world


def test_twin_buildings_have_names_of_their_own():
    names = [b.name for b in BUILDINGS.values()]
    assert len(set(names)) == len(names), names
    assert {BUILDINGS["casino_4000"].board_name, BUILDINGS["casino_6000"].board_name} == {"Casinò"}


def _land(g, seat, sid):
    put(g, seat, sid)
    turn_of(g, seat, "space", landed_effects=True)


def test_buying_a_twin_from_its_owner_names_it_and_the_seller_reads_a_sale():
    g = game()
    casino = city("casino_6000")
    hold(g, 2, casino)
    g.state.player(1).cash = 50_000
    _land(g, 1, casino)
    buy = next(c for c in g.choices(1) if c.kind == "buy_building")
    assert label(g, buy).startswith("Compra Casinò da 6.000 $ da G2 P2 per ")
    cash2 = g.state.player(2).cash
    act(g, 1, "buy_building")
    price = g.state.player(2).cash - cash2
    assert ledger(g, 1)[-1] == (-price, "acquisto Casinò da 6.000 $")
    assert ledger(g, 2)[-1] == (price, "vendita Casinò da 6.000 $ a G1")


def test_mining_rights_name_the_mine():
    from billionaire.layouts import WORLD
    g = game()
    mine = world("Sudbury")
    space = WORLD.space(mine)
    g.state.player(1).licences.append(space.continent)
    _land(g, 1, mine)
    label = next(c.label for c in g.choices(1) if c.kind == "buy_rights")
    assert label.startswith(f"Compra i diritti della miniera {space.name} ("), label


def test_the_turn_banner_speaks_to_its_own_player():
    for phase, words in PHASE_FOR_YOU.items():
        head, *_ = turn_parts({"my_turn": True}, {"phase": phase, "phase_text": PHASE_TEXT[phase]})
        assert head == f"Tocca a te · {words}"
    assert set(PHASE_FOR_YOU) == set(PHASE_TEXT) - {"over"}
    head, *_ = turn_parts({"my_turn": True}, {"phase": "path", "phase_text": PHASE_TEXT["path"]})
    assert "sceglie" not in head


def test_the_chronicle_says_where_a_pawn_goes_in_plain_italian():
    from billionaire.layouts import CITY
    from rules_kit import script
    said = []
    for target in ("c5", next(s for s in CITY.track if CITY.space(s).kind == "chance")):
        g = game()
        put(g, 1, CITY.track[target][1])      # one step behind the target
        turn_of(g, 1)
        script(g, 1, 1, cards=["refund_tax"])
        act(g, 1, "roll")
        act(g, 1, "move", to=target)
        said.append(next(line for line in reversed(chronicle(g)) if line.startswith("G1 P1 va ")))
    assert said == ["G1 P1 va sulla casella Statua della Libertà.", "G1 P1 va su una casella ?."]


def test_too_many_diamonds_agrees_in_number():
    from billionaire.cards import CARD_BY_ID
    assert CARD_BY_ID["price_down_diamonds"].text.startswith("Troppi diamanti sul mercato")
    assert CARD_BY_ID["price_down_oil"].text.startswith("Troppo petrolio sul mercato")


def test_a_world_destination_names_its_continent_not_a_toll():
    from billionaire.choice import Choice
    from pages.phone_parts import destination_texts
    sudbury = world("Sudbury")
    assert destination_texts(Choice("move", {"to": sudbury}, number=1, target=sudbury)) \
        == ("Platino - Sudbury", "Nord America")
    statue = city("statue")
    assert destination_texts(Choice("move", {"to": statue}, number=2, target=statue))[1] \
        == "nessun pedaggio"


def test_during_a_lost_lawsuit_the_waiting_phones_say_why():
    from billionaire.layouts import CITY
    from pages.phone_parts import idle_text
    from rules_kit import script
    g = game(3)
    hold(g, 1, city("pizza"))
    chance = next(s for s in CITY.track if CITY.space(s).kind == "chance")
    put(g, 1, CITY.track[chance][1])
    turn_of(g, 1)
    script(g, 1, 1, cards=["lawsuit_1"])
    act(g, 1, "roll")
    act(g, 1, "move", to=chance)
    pub = g.public_view()
    assert pub["phase"] == "bids" and not [c for c in g.choices(1) if c.kind != "vote"]
    assert idle_text(g.private_view(1), pub).startswith("Hai perso una causa")
    act(g, 2, "bid", target=city("pizza"), amount=900)
    assert idle_text(g.private_view(2), g.public_view()) == "Offerta inviata. Si aspetta l'offerta di G3 P3."


def test_price_card_labels_agree_with_the_resource():
    from billionaire.rules.bonus_cards import _price_bonus_choices
    labels = [c.label for c in _price_bonus_choices("bonus_price_1", "diamonds", 3)
              + _price_bonus_choices("bonus_price_1", "oil", 3)]
    assert "Bonus: il prezzo dei diamanti sale di 2 livelli" in labels
    assert "Bonus: il prezzo dei diamanti scende di 1 livello" in labels
    assert "Bonus: il prezzo del petrolio sale di 1 livello" in labels
    assert "Bonus: il prezzo del petrolio scende di 2 livelli" in labels
