"""Where the monitor puts pawns and destination numbers, computed from the layout data: on both
boards, neither ever hides a word of the board (a space's name, a price, a label), numbers never
overlap one another nor sit on another space, and a group's pawns stay apart enough to be told
apart. A number or a pawn on a space's centre (the old layout) fails these tests.

And the monitor's drawing of the boards itself: large names, no two words over each other, and
the world's names clear of every marker and ring."""
from __future__ import annotations

import itertools
import math

import pytest

from billionaire.layouts import BOARDS
from pages.board_svg import name_boxes
from pages.board_overlay import BADGE_D, PAWN_D, _cores, _disc, _hit, badge_spots, pawn_spots


LANGS = ("it", "en")   # the board is drawn in the monitor's language: its words move with it


def _words_under(name: str, box, lang: str = "it") -> list:
    return [w for w in name_boxes(BOARDS[name], lang) if _hit(box, w)]


def test_the_boxes_of_the_words_are_where_the_names_are():
    city = BOARDS["city"]
    statue = city.space("c5")
    near = [b for b in name_boxes(city) if b[0] <= statue.x <= b[2] and statue.y - 31 <= b[1] <= statue.y + 31]
    assert len(near) >= 3   # "Statua", "della", "Libertà", "6.000 $"
    assert len(name_boxes(BOARDS["world"])) > 40


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", BOARDS)
def test_no_destination_number_hides_a_word_or_another_space(name, lang):
    board, d = BOARDS[name], BADGE_D[name]
    spots = badge_spots(name, lang)
    for s in board.spaces:
        box = _disc(*spots[s.id], d)
        assert _words_under(name, box, lang) == [], (s.id, s.name)
        assert [k for k, core in _cores(name).items() if k != s.id and _hit(box, core)] == [], s.id
        assert 0 <= box[0] and box[2] <= board.width and 0 <= box[1] and box[3] <= board.height
        # the number is nearer its own space than any other, so it reads as that space's
        own = math.dist(spots[s.id], (s.x, s.y))
        assert all(own < math.dist(spots[s.id], (o.x, o.y)) for o in board.spaces if o is not s), s.id


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", BOARDS)
def test_numbers_never_overlap_even_when_twenty_show(name, lang):
    spots = badge_spots(name, lang)
    d = BADGE_D[name]
    clashes = [(a, b) for a, b in itertools.combinations(spots, 2)
               if _hit(_disc(*spots[a], d), _disc(*spots[b], d))]
    assert clashes == []


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", BOARDS)
@pytest.mark.parametrize("n", range(1, 7))
def test_pawns_hide_no_word_and_no_number_of_their_space(name, n, lang):
    board, d = BOARDS[name], PAWN_D[name]
    for s in board.spaces:
        group = pawn_spots(name, s.id, n, lang)
        assert len(group) == n
        for x, y in group:
            pawn = _disc(x, y, d)
            assert _words_under(name, pawn, lang) == [], (s.id, s.name, n)
            assert not _hit(pawn, _disc(*badge_spots(name, lang)[s.id], BADGE_D[name])), (s.id, n)
        # stacked like chips, but each pawn's label (its middle) stays visible
        assert all(math.dist(a, b) >= 0.55 * d for a, b in itertools.combinations(group, 2)), (s.id, n)


# ---- the board's drawing for the monitor: large words that never overlap -------------------
def _texts(name: str, lang: str = "it") -> list[tuple[str, str, float, tuple]]:
    """(group, text, font size, box) of every word of the monitor's drawing of a board (not the
    symbols inside icons); a group is the space, label or badge the word belongs to."""
    import xml.etree.ElementTree as ET

    from pages.board_svg import _text_box, board_svg

    root = ET.fromstring(board_svg(BOARDS[name], large=True, lang=lang))
    out = []

    def walk(el, group):
        for i, child in enumerate(el):
            tag = child.tag.split("}")[-1]
            if tag == "g":
                walk(child, child.get("data-id") or f"{group}/{i}")
            elif tag == "text" and child.get("class") != "mark":
                size = float(child.get("font-size"))
                squeezed = child.get("textLength")
                box = _text_box(float(child.get("x")), float(child.get("y")), child.text or "", size,
                                child.get("text-anchor"), float(squeezed) if squeezed else None, 0)
                out.append((group, child.text, size, box, child.get("class") or ""))
    walk(root, "board")
    return out


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", BOARDS)
def test_no_two_words_of_the_board_overlap(name, lang):
    texts = _texts(name, lang)
    clashes = [(a[1], b[1]) for a, b in itertools.combinations(texts, 2)
               if a[0] != b[0] and _hit(a[3], b[3])]
    assert clashes == []


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name, smallest", [("city", 16), ("world", 17)])
def test_every_space_name_is_large(name, smallest, lang):
    """The names of the spaces are drawn at least this large (board units): the monitor shows
    them at the sizes docs/monitor.md states (tests/browser/test_monitor_3m.py measures them)."""
    named = {s.id for s in BOARDS[name].spaces if s.name and s.name != "?" and s.kind != "plain"}
    texts = [t for t in _texts(name, lang) if t[4] == "name"]
    assert {t[0] for t in texts} == named
    assert min(t[2] for t in texts) >= smallest


@pytest.mark.parametrize("lang", LANGS)
def test_world_names_keep_clear_of_every_marker_and_ring(lang):
    """Every mine's and airport's name found a free place around its marker: it covers no
    marker, no ring of holders or owner, no other word (the old drawing squeezed 11-unit
    names under their markers)."""
    from pages import board_svg
    from pages.board_svg import HOLDER_R

    world = BOARDS["world"]
    names = [t for t in _texts("world", lang) if t[4] == "name"]
    board_svg.board_svg(world, large=True, lang=lang)
    assert board_svg._UNPLACED == set()
    for s in world.spaces:
        r = HOLDER_R if s.kind in ("mine", "world_airport") else 8.5
        ring = _disc(s.x, s.y, 2 * r)
        assert [t[1] for t in names if _hit(t[3], ring)] == [], s.name


def test_an_english_monitor_draws_the_boards_in_english():
    """The words of the boards follow the monitor's language: no Italian name on an English
    board (a place whose name is the same in both, such as 'Alaska', is not a sign of either)."""
    for name in BOARDS:
        it = {t[1] for t in _texts(name, "it")}
        en = {t[1] for t in _texts(name, "en")}
        assert {"Borsa", "Municipio", "Porto", "Miniere", "Europa", "Perù", "Città", "pari"} & it
        only_italian = it - en
        assert not only_italian & en
        assert not {"Borsa", "Municipio", "Porto", "Tesoro", "Miniere", "Europa", "Perù", "Città",
                    "pari", "dispari", "partenza", "Petrolio", "Birreria", "6.000 $"} & en, name
    assert {"Exchange", "Town Hall", "Port", "Treasure", "City", "even", "odd", "$6,000"} <= \
        {t[1] for t in _texts("city", "en")}
    assert {"Mines", "Oil", "Europe", "Peru", "Antarctica"} <= {t[1] for t in _texts("world", "en")}
