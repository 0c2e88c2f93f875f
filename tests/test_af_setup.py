"""Alta Finanza: the starting supply, the quotations rolled by the Game Director, the track."""
from __future__ import annotations

import pytest

from af_kit import RuleError, TYPES, act, at, dice, game, kinds, track
from billionaire.alta_finanza.engine import Game, SeatSpec


def test_each_player_starts_with_cash_one_share_of_each_type_a_card_on_the_press_room():
    g = game(4)
    for p in g.state.players:
        assert p.cash == 100_000 and p.shares == {t: 1 for t in TYPES}
        assert not p.loan and p.pos == track.PRESS_ROOM and p.tessere == 0 and p.telex is None
    assert all(g.state.bank[t] == 21 for t in TYPES)        # 25 per type in all
    assert g.setup["game"] == "alta_finanza"


def test_starting_quotations_are_two_dice_plus_ten_thousands():
    seen = set()
    for seed in range(40):
        q = Game.new(seed, [SeatSpec("A"), SeatSpec("B")]).state.quotes
        assert all(12_000 <= v <= 22_000 and v % 1000 == 0 for v in q.values())
        seen |= set(q.values())
    assert min(seen) == 12_000 and max(seen) == 22_000


@pytest.mark.parametrize("n", [1, 7])
def test_two_to_six_players(n):
    with pytest.raises(RuleError) as e:
        game(n)
    assert e.value.code == "af_seat_count"


def test_target_can_be_agreed_within_bounds():
    assert game(2, target=500_000).state.target == 500_000
    with pytest.raises(RuleError):
        game(2, target=True)


def test_track_has_the_rulebooks_counts_and_four_sides_of_ten():
    counts = {}
    for s in track.TRACK:
        counts[s.kind] = counts.get(s.kind, 0) + 1
    assert counts == track.COUNTS and len(track.TRACK) == 40
    assert [sum(s.side == k for s in track.TRACK) for k in (1, 2, 3, 4)] == [10, 10, 10, 10]
    assert sorted(s.limit for s in track.TRACK if s.kind == "borsa") == [5] * 6 + [10] * 6


def test_roll_moves_forward_by_the_two_dice():
    g = game(2)
    dice(g, 2, 3)
    act(g, 1, "roll")
    assert g.state.player(1).pos == 5
    assert g.state.turn.dice == (2, 3)


def test_not_your_turn():
    g = game(2)
    with pytest.raises(RuleError) as e:
        act(g, 2, "roll")
    assert e.value.kind == "not_your_turn"


def test_turn_passes_to_the_next_seat_and_rounds_count():
    g = game(2)
    dice(g, 1, 1, 1, 1)
    act(g, 1, "roll")
    act(g, 1, "end_turn")
    assert g.state.current == 2
    act(g, 2, "roll")
    act(g, 2, "end_turn")
    assert g.state.current == 1 and g.state.round == 2
