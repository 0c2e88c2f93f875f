"""Where the monitor puts pawns and destination numbers, computed from the layout data: on both
boards, neither ever hides a word of the board (a space's name, a price, a label), numbers never
overlap one another nor sit on another space, and a group's pawns stay apart enough to be told
apart. A number or a pawn on a space's centre (the old layout) fails these tests."""
from __future__ import annotations

import itertools
import math

import pytest

from billionaire.layouts import BOARDS
from pages.board_svg import name_boxes
from pages.board_overlay import BADGE_D, PAWN_D, _cores, _disc, _hit, badge_spots, pawn_spots

# The Antarctic mine on the board's bottom edge has its name above it and labels on both sides:
# two pawns there overlap its number (drawn above them), three or more its name.
CROWDED = {("world", "w62")}


def _words_under(name: str, box) -> list:
    return [w for w in name_boxes(BOARDS[name]) if _hit(box, w)]


def test_the_boxes_of_the_words_are_where_the_names_are():
    city = BOARDS["city"]
    statue = city.space("c5")
    near = [b for b in name_boxes(city) if b[0] <= statue.x <= b[2] and statue.y - 31 <= b[1] <= statue.y + 31]
    assert len(near) >= 3   # "Statua della", "Libertà", "6.000 $"
    assert len(name_boxes(BOARDS["world"])) > 40


@pytest.mark.parametrize("name", BOARDS)
def test_no_destination_number_hides_a_word_or_another_space(name):
    board, d = BOARDS[name], BADGE_D[name]
    spots = badge_spots(name)
    for s in board.spaces:
        box = _disc(*spots[s.id], d)
        assert _words_under(name, box) == [], (s.id, s.name)
        assert [k for k, core in _cores(name).items() if k != s.id and _hit(box, core)] == [], s.id
        assert 0 <= box[0] and box[2] <= board.width and 0 <= box[1] and box[3] <= board.height
        # the number is nearer its own space than any other, so it reads as that space's
        own = math.dist(spots[s.id], (s.x, s.y))
        assert all(own < math.dist(spots[s.id], (o.x, o.y)) for o in board.spaces if o is not s), s.id


@pytest.mark.parametrize("name", BOARDS)
def test_numbers_never_overlap_even_when_twenty_show(name):
    spots = badge_spots(name)
    d = BADGE_D[name]
    clashes = [(a, b) for a, b in itertools.combinations(spots, 2)
               if _hit(_disc(*spots[a], d), _disc(*spots[b], d))]
    assert clashes == []


@pytest.mark.parametrize("name", BOARDS)
@pytest.mark.parametrize("n", range(1, 7))
def test_pawns_hide_no_word_and_no_number_of_their_space(name, n):
    board, d = BOARDS[name], PAWN_D[name]
    for s in board.spaces:
        if n >= 2 and (name, s.id) in CROWDED:
            continue
        group = pawn_spots(name, s.id, n)
        assert len(group) == n
        for x, y in group:
            pawn = _disc(x, y, d)
            assert _words_under(name, pawn) == [], (s.id, s.name, n)
            assert not _hit(pawn, _disc(*badge_spots(name)[s.id], BADGE_D[name])), (s.id, n)
        # stacked like chips, but each pawn's label (its middle) stays visible
        assert all(math.dist(a, b) >= 0.55 * d for a, b in itertools.combinations(group, 2)), (s.id, n)


def test_the_crowded_exception_is_still_needed():
    """If the board changes so that the crowded space gets room, drop it from CROWDED."""
    for name, sid in CROWDED:
        group = pawn_spots(name, sid, 3)
        assert any(_words_under(name, _disc(x, y, PAWN_D[name])) for x, y in group)
