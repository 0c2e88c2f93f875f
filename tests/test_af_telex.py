"""Alta Finanza: Telex cards, the Press Room, the Bomb, Crack and Recovery, prizes."""
from __future__ import annotations

import json

from af_kit import TYPES, act, at, choice, dice, game, give, kinds, land, space, track
from billionaire.alta_finanza.telex import DECK


def test_the_deck_has_the_four_kinds_in_the_rulebooks_counts():
    assert [sum(t.kind == k for t in DECK) for k in ("swing", "crack", "prize", "neutral")] == [6, 6, 5, 3]
    assert len({t.crack for t in DECK if t.kind == "crack"}) == 6


def test_a_telex_is_drawn_on_its_space_and_stays_secret():
    g = game(2)
    from af_kit import top
    top(g, "t01")
    land(g, 1, space("telex"))
    assert g.state.player(1).telex == "t01"
    public = json.dumps(g.public_view("en"))
    assert "t01" not in public and "North Sea" not in public
    assert g.private_view(1, "en")["telex"]["id"] == "t01"
    assert g.private_view(2, "en")["telex"] is None
    assert g.public_view()["players"][0]["has_telex"]


def test_one_telex_at_a_time_the_holder_draws_nothing():
    from af_kit import top
    g = game(2)
    g.state.player(1).telex = "t18"
    g.state.deck.remove("t18")
    top(g, "t01")
    land(g, 1, space("telex"))
    assert g.state.player(1).telex == "t18" and g.state.deck[0] == "t01"


def hold(g, seat, card):
    g.state.deck.remove(card)
    g.state.player(seat).telex = card


def test_reveal_on_the_press_room_executes_for_everyone_then_the_revealer_may_trade_ten():
    g = game(2)
    hold(g, 1, "t01")                             # oil +8,000, shipping -6,000
    g.state.quotes.update(oil=15_000, shipping=14_000)
    land(g, 1, track.PRESS_ROOM)
    assert g.state.quotes["oil"] == 23_000 and g.state.quotes["shipping"] == 8_000
    assert g.state.player(1).telex is None and g.state.deck[-1] == "t01"
    assert g.public_view("en")["last_telex"]["id"] == "t01"
    trade = choice(g, 1, "trade", type="banks", side="buy")
    assert trade.amount[1] == min(10, 100_000 // g.state.quotes["banks"])


def test_reveal_by_tessera_too_and_passing_reveals_nothing():
    g = game(2)
    hold(g, 1, "t18")
    at(g, 1, 36)
    dice(g, 3, 3)                                # 36 -> 2: passes the Press Room
    act(g, 1, "roll")
    assert g.state.player(1).pos == 2
    assert g.state.player(1).telex == "t18"
    g.state.player(1).tessere = 1
    at(g, 1, 33)
    act(g, 1, "use_tessera", to=track.PRESS_ROOM)
    assert g.state.player(1).telex is None and g.state.last_telex["id"] == "t18"


def test_press_room_without_a_telex_offers_no_trade():
    g = game(2)
    land(g, 1, track.PRESS_ROOM)
    assert "trade" not in kinds(g, 1)


def test_bomb_draws_and_reveals_at_once_even_when_one_is_held():
    from af_kit import top
    g = game(2)
    hold(g, 1, "t18")
    top(g, "t16")                                # 50,000 to the holder
    land(g, 1, space("bomb"))
    assert g.state.player(1).telex == "t18"
    assert g.state.player(1).cash == 150_000 and g.state.deck[-1] == "t16"
    assert "trade" not in kinds(g, 1)             # only the Press Room's revealer trades


def test_crack_returns_everyones_shares_without_compensation_and_suspends_trading():
    g = game(3)
    hold(g, 1, "t09")                             # Crack of oil
    give(g, 2, "oil", 5)
    land(g, 1, track.PRESS_ROOM)
    assert g.state.quotes["oil"] == 0
    assert all(p.shares["oil"] == 0 for p in g.state.players) and g.state.bank["oil"] == 25
    assert g.state.player(2).cash == 100_000
    assert sum(q > 0 for q in g.state.quotes.values()) == 5
    assert not [c for c in g.choices(1) if c.kind == "trade" and c.params["type"] == "oil"]


def test_the_next_crack_recovers_the_type_in_crack_at_10000_five_types_circulate():
    g = game(2)
    g.state.quotes["oil"] = 0
    hold(g, 1, "t12")                             # Crack of banks
    land(g, 1, track.PRESS_ROOM)
    assert g.state.quotes["oil"] == 10_000 and g.state.quotes["banks"] == 0
    assert sum(q > 0 for q in g.state.quotes.values()) == 5


def test_a_swing_does_not_move_a_type_in_crack_and_falls_stop_at_1000():
    g = game(2)
    g.state.quotes.update(oil=0, shipping=3_000)
    hold(g, 1, "t01")
    land(g, 1, track.PRESS_ROOM)
    assert g.state.quotes["oil"] == 0 and g.state.quotes["shipping"] == 1_000


def test_majority_prize_goes_to_the_player_with_13_of_the_type_even_not_the_revealer():
    g = game(3)
    give(g, 3, "oil", 12)                         # 13 oil
    hold(g, 1, "t13")                             # 60,000 to the oil majority
    land(g, 1, track.PRESS_ROOM)
    assert g.state.player(3).cash == 160_000 and g.state.player(1).cash == 100_000


def test_majorities_prize_pays_each_majority_and_holder_prize_pays_the_revealer():
    g = game(2)
    give(g, 2, "oil", 12)
    give(g, 2, "banks", 12)
    hold(g, 1, "t15")                             # 30,000 per majority
    land(g, 1, track.PRESS_ROOM)
    assert g.state.player(2).cash == 160_000
    hold(g, 1, "t17")                             # 30,000 to the holder
    land(g, 1, track.PRESS_ROOM)
    assert g.state.player(1).cash == 130_000


def test_neutral_changes_nothing():
    g = game(2)
    before = dict(g.state.quotes)
    hold(g, 1, "t19")
    land(g, 1, track.PRESS_ROOM)
    assert g.state.quotes == before and g.state.player(1).cash == 100_000


def test_every_telex_has_words_in_both_languages():
    from billionaire.alta_finanza.texts import Words
    for lang in ("it", "en"):
        w = Words(lang)
        for t in DECK:
            text = w.telex(t.id)
            assert "{" not in text and "telex:" not in text and "type:" not in text, text


def test_a_revealed_telex_says_what_it_did_to_each_player_on_the_monitor_and_the_phones():
    """The effect on every player (their worth after minus before: shares at the new quotations,
    prizes) is public with the card: the monitor lists it (and each phone reads its own line)."""
    from billionaire.alta_finanza.rules.money import worth
    from pages.af_monitor_parts import telex_effect_text
    g = game(3)
    hold(g, 1, "t01")                             # oil +8,000, shipping -6,000
    g.state.quotes.update(oil=15_000, shipping=14_000)
    give(g, 2, "oil", 5)
    give(g, 3, "shipping", 4)
    give(g, 3, "oil", 1)
    before = {p.seat: worth(g.state, p) for p in g.state.players}
    land(g, 1, track.PRESS_ROOM)
    effect = dict(g.public_view("en")["last_telex"]["effect"])
    assert effect == {p.seat: worth(g.state, p) - before[p.seat] for p in g.state.players}
    for p in g.state.players:                     # their shares at the card's moves
        assert effect[p.seat] == p.shares["oil"] * 8_000 - p.shares["shipping"] * 6_000
    said = telex_effect_text(g.public_view("en"), g.public_view("en")["last_telex"], "en").replace("−", "-")
    for p in g.state.players:
        assert f"G{p.seat}" in said
    from billionaire.texts import signed
    assert signed(effect[2], "en").replace("−", "-") in said and effect[2] > 0


def test_a_telex_that_changes_nothing_says_so_instead_of_a_row_of_zeros():
    from pages.af_monitor_parts import telex_effect_text
    g = game(2)
    neutral = next(t.id for t in DECK if t.kind == "neutral")
    hold(g, 1, neutral)
    land(g, 1, track.PRESS_ROOM)
    last = g.public_view("it")["last_telex"]
    assert all(d == 0 for _, d in last["effect"])
    assert telex_effect_text(g.public_view("it"), last, "it") == "Nessun effetto sul valore dei giocatori."
