"""Alta Finanza's track (pages/af_track_svg.py), by its own geometry: every space's name inside
the space in both languages; one to six pawns on any space clear of its words, of each other, of
the middle (where the monitor shows the quotations) and inside the board. The browser's own
measure of the same: tests/browser/test_af_monitor_3m.py."""
from __future__ import annotations

import re

import pytest

from billionaire.alta_finanza.engine import Game, SeatSpec
from pages import af_track_svg as t


def _track(lang: str) -> list[dict]:
    game = Game.new(1, [SeatSpec("Anna", False, "normale"), SeatSpec("Bot", True, "normale")])
    return game.public_view(lang)["track"]


def _inside(box, rect, tol=0.0) -> bool:
    x, y, w, h = rect
    return box[0] >= x - tol and box[1] >= y - tol and box[2] <= x + w + tol and box[3] <= y + h + tol


@pytest.mark.parametrize("lang", ["it", "en"])
def test_every_name_fits_its_space(lang):
    for s in _track(lang):
        lay = t.layout(s["index"], s["name"])
        assert 1 <= len(lay.lines) <= 3, s["name"]
        for box in lay.words:
            assert _inside(box, lay.rect), (s["name"], box, lay.rect)
        for _x, _y, text, squeeze in lay.lines:   # a word squeezed at most to 85 % of its width
            assert squeeze is None or squeeze >= 0.85 * t.text_width(text) / t.SAFETY, text


@pytest.mark.parametrize("lang", ["it", "en"])
@pytest.mark.parametrize("n", range(1, 7))
def test_pawns_on_a_space_hide_no_word_nor_each_other(lang, n):
    track = _track(lang)
    for s in track:
        spots = t.place_pawns(track, {s["index"]: n})[s["index"]]
        assert len(spots) == n, (s["name"], n)
        boxes = [t._pawn_box(*p) for p in spots]
        words = [w for other in track for w in t.layout(other["index"], other["name"]).words]
        for i, b in enumerate(boxes):
            assert not any(t._hits(b, w) for w in words), (s["name"], n, b)
            assert not any(t._hits(b, c) for c in boxes[i + 1:]), (s["name"], n, b)
            assert not t._hits(b, t.INNER), (s["name"], n, b)
            assert _inside(b, (0, 0, t.SIZE, t.SIZE))


def test_the_svg_escapes_names_and_draws_every_pawn():
    game = Game.new(1, [SeatSpec("<b>Anna</b>", False, "normale"), SeatSpec("Bot", True, "normale")])
    svg = t.track_svg(game.public_view("it"))
    assert "<b>" not in svg and len(re.findall(r'<g data-seat="', svg)) == 2
    assert svg.count('class="space"') == 40
