"""The monitor read from three metres (docs/monitor.md): at 1280×720, 1600×900 and 1920×1080 the
board's names, the pawns and the chronicle are at least as large as the minimums the doc states;
at those sizes and on a 1024×768 projector nothing is cut and the page needs no scrolling; no
pawn and no destination number hides a word of the board; the world board shows who holds each
mine in their colours.

Six players with long names, in two games arranged in-process (tests/browser/monitor_kit.py): a
player choosing where to go in the city, and one choosing in the world while goods travel.
Screenshots of both boards at every size go to test-artifacts/monitor-3m-*.png.
"""
from __future__ import annotations

import time

import pytest

from tests.browser.monitor_kit import CUT_JS, HUMANS, BOTS, arrange, city_scene, world_scene
from tests.serverkit import AppServer

pytestmark = pytest.mark.browser

# The minimums of docs/monitor.md, as fractions of the screen's height (CSS px = H / divisor):
# the same physical size on a given TV at any of its resolutions.
NAME_MIN = 62        # a board name's font size
PAWN_MIN = 33        # a pawn's diameter
PAWN_LABEL_MIN = 80  # the font size of the label in a pawn (G1...)
CHRONICLE_MIN = 50   # a chronicle line's font size
TV_SIZES = [(1280, 720), (1600, 900), (1920, 1080)]
ALL_SIZES = [*TV_SIZES, (1024, 768)]

# What a viewer reads on the visible board (CSS px): the names' font sizes (their SVG size times
# the board's scale), the pawns' diameters and labels, the chronicle's lines; and the boxes of
# the board's words, numbers and pawns.
MEASURE_JS = """() => {
  const wrap = [...document.querySelectorAll('.board-wrap')].find(w => w.offsetParent !== null);
  const svg = wrap.querySelector('svg');
  const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
  const shown = e => getComputedStyle(e).display !== 'none';
  const box = e => { const r = e.getBoundingClientRect();
                     return {x0: r.left, y0: r.top, x1: r.right, y1: r.bottom, text: e.textContent}; };
  let names = [...svg.querySelectorAll('text.name')];
  if (!names.length)   // a drawing without the class: every word of the spaces
    names = [...svg.querySelectorAll('g.space text:not(.mark)')];
  names = names.map(t => ({text: t.textContent, px: parseFloat(t.getAttribute('font-size')) * scale}));
  const pawns = [...wrap.querySelectorAll('.pawn')].filter(shown);
  const chron = [...document.querySelectorAll('.chron-line')].filter(e => e.offsetParent !== null);
  return {
    names, words: [...svg.querySelectorAll('text:not(.mark)')].map(box),
    pawns: pawns.map(p => ({...box(p), px: p.getBoundingClientRect().width,
                           font: parseFloat(getComputedStyle(p).fontSize)})),
    dests: [...wrap.querySelectorAll('.dest')].filter(shown).map(box),
    chronicle: chron.map(e => ({text: e.textContent.slice(0, 30), px: parseFloat(getComputedStyle(e).fontSize)})),
    holders: [...wrap.querySelectorAll('g.holders')].map(g => ({
        id: g.dataset.id, colours: [...g.querySelectorAll('path, circle:not(:first-child)')].map(a => a.getAttribute('stroke'))})),
  };
}"""

def _hit(a: dict, b: dict, tol: float = 0.5) -> bool:
    return a["x0"] + tol < b["x1"] and b["x0"] + tol < a["x1"] and a["y0"] + tol < b["y1"] and b["y0"] + tol < a["y1"]


@pytest.fixture(scope="module")
def monitors(browser, tmp_path_factory):
    """The host's monitor page and, per scene, its URL and public view."""
    server = AppServer(tmp_path_factory.mktemp("m3") / "data", bot_delay=600, auto_delay=600).start()
    context = browser.new_context(viewport={"width": 1600, "height": 900})
    try:
        page = context.new_page()
        scenes = dict(zip(("city", "world"), arrange(server, page, [city_scene, world_scene])))
        yield page, scenes
    finally:
        context.close()
        server.kill()


def _show(page, url: str, size: tuple[int, int]) -> None:
    if page.url != url:
        page.goto(url)
        # the QR codes' dialog opens by itself for the host while no phone has joined
        dialog = page.get_by_text("Entra in partita")
        dialog.wait_for(timeout=20_000)
        page.keyboard.press("Escape")
        dialog.wait_for(state="hidden", timeout=10_000)
    page.set_viewport_size({"width": size[0], "height": size[1]})
    time.sleep(1.0)   # the layout settles, the pawns end their moves


@pytest.mark.parametrize("scene", ["city", "world"])
@pytest.mark.parametrize("size", ALL_SIZES, ids=[f"{w}x{h}" for w, h in ALL_SIZES])
def test_readable_from_three_metres_and_nothing_cut(monitors, artifacts, scene, size):
    page, scenes = monitors
    url, view = scenes[scene]
    _show(page, url, size)
    # on a loaded machine the first page may still be placing its pawns: wait for all of them
    wanted = sum(p["board"] == scene for p in view["players"])
    deadline = time.time() + 8
    got = page.evaluate(MEASURE_JS)
    while len(got["pawns"]) != wanted and time.time() < deadline:
        time.sleep(0.25)
        got = page.evaluate(MEASURE_JS)
    page.screenshot(path=str(artifacts / f"monitor-3m-{scene}-{size[0]}x{size[1]}.png"))
    page_state = page.evaluate(CUT_JS)
    width, height = size

    if size in TV_SIZES:   # large enough for three metres
        small = [f"{n['text']} {n['px']:.1f}px" for n in got["names"] if n["px"] < height / NAME_MIN]
        assert len(got["names"]) >= 20 and small == [], f"names under {height / NAME_MIN:.1f} px"
        assert min(p["px"] for p in got["pawns"]) >= height / PAWN_MIN
        assert min(p["font"] for p in got["pawns"]) >= height / PAWN_LABEL_MIN
        assert got["chronicle"] and min(c["px"] for c in got["chronicle"]) >= height / CHRONICLE_MIN

    # the whole page on the screen, nothing cut, every player's whole name, the whole phase
    assert page_state["width"] <= width and page_state["height"] <= height
    assert page_state["cut"] == []
    assert view["phase_text"] in page_state["phase"]
    assert all(page.get_by_text(name, exact=True).first.is_visible() for name in [*HUMANS, *BOTS])

    # pawns and numbers hide no word of the board, nor each other
    assert len(got["pawns"]) == sum(p["board"] == scene for p in view["players"]) > 0
    assert got["dests"], "the destinations are not shown"
    hidden = [f"{p['text']!r} over {w['text']!r}" for kind in ("pawns", "dests") for p in got[kind]
              for w in got["words"] if _hit(p, w)]
    assert hidden == []
    assert [f"{p['text']} over {d['text']}" for p in got["pawns"] for d in got["dests"] if _hit(p, d)] == []

    if scene == "world":   # each bought mine in its holders' colours
        colours = {h["id"]: h["colours"] for h in got["holders"]}
        assert colours == {sid: [h["color"] for h in hold] for sid, hold in view["mine_holders"].items()}

