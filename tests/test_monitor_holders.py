"""The world board on the monitor shows who holds each mine: a ring around the mine split in one
arc per holder, in their colours (the phone's Zoom shows the same holders as plates)."""
from __future__ import annotations

import xml.etree.ElementTree as ET

from billionaire.engine import Game, SeatSpec
from billionaire.layouts import WORLD
from pages.monitor_board import BoardView

MINES = [s.id for s in WORLD.spaces if s.kind == "mine"]


def _rings(svg: str) -> dict[str, list[str]]:
    tag = lambda e: e.tag.split("}")[-1]   # noqa: E731
    out = {}
    for g in (e for e in ET.fromstring(svg).iter() if tag(e) == "g"):
        arcs = [e for e in g if tag(e) in ("path", "circle")][1:]   # the first is the white base
        out[g.get("data-id")] = [a.get("stroke") for a in arcs]
    return out


def test_each_bought_mine_has_one_arc_per_holder_in_their_colour():
    game = Game.new(2, [SeatSpec("Anna"), SeatSpec("Bruno"), SeatSpec("Carla")])
    a, b, c = game.state.players
    a.rights[MINES[0]] = 5
    a.rights[MINES[1]] = 2
    b.rights[MINES[1]] = 3
    c.rights[MINES[1]] = 1
    view = game.public_view()
    rings = _rings(BoardView._holders_svg(view["mine_holders"]))
    assert rings == {MINES[0]: [a.color], MINES[1]: [a.color, b.color, c.color]}


def test_no_holder_no_ring_and_colours_are_escaped():
    assert _rings(BoardView._holders_svg({})) == {}
    svg = BoardView._holders_svg({MINES[0]: [{"seat": 1, "kg": 1, "color": '"/><script>'}]})
    assert "<script>" not in svg
