"""Alta Finanza's monitor read from three metres (docs/monitor.md, the same minimums as
Billionaire's), in Italian and in English: at 1280×720, 1600×900 and 1920×1080 the track's
names, the pawns and their labels, the chronicle, the quotations, the players' rows, the chart's
numbers and the host's seat buttons are large enough; at those sizes and on a 1024×768 projector
nothing is cut, nothing wraps in the header, the page needs no scrolling, every player's whole
name is on screen, every column of the players' table has its heading (the notes are under the names), and no pawn hides a word
of the track, another pawn or the quotations. Then every space of the track with one to six pawns
on it, drawn by the browser. And the spectator page on a phone (390×844): one column, no
sideways scroll.

Six players with long names (two humans, this browser their host, and four bots) in a game the
bots played in-process to the middle (two pawns on one space, a Telex revealed, a loan, Tessere),
stored in place of the one created on the setup page and frozen there (the bots wait ten
minutes). Screenshots: test-artifacts/af-3m-{it,en}-{W}x{H}.png, af-3m-watch-{it,en}-390x844.png.
"""
from __future__ import annotations

import re
import time

import pytest

from billionaire.alta_finanza import bots
from billionaire.alta_finanza.engine import Game, SeatSpec
from billionaire.randomplay import acting_seats
from billionaire.store import Store
from pages.af_track_svg import track_svg
from tests.browser.monitor_kit import BOTS, CUT_JS, HUMANS, _Stored
from tests.browser.test_monitor_3m import CHRONICLE_MIN, NAME_MIN, PAWN_LABEL_MIN, PAWN_MIN
from tests.serverkit import AppServer, fill_setup

pytestmark = pytest.mark.browser

TV_SIZES = [(1280, 720), (1600, 900), (1920, 1080)]
ALL_SIZES = [*TV_SIZES, (1024, 768)]
PHONE = {"width": 390, "height": 844}
ROW_MIN = 49       # a player's name in the players' table (docs/monitor.md: the players' strip)
QUOTE_MIN = 40     # a quotation, what the exchange is about
AXIS_MIN = 50      # the chart's numbers, as a chronicle line
BUTTON_MIN = 60    # the host's seat buttons (read by the host, nearer the screen)

MEASURE_JS = """() => {
  const svg = document.querySelector('[data-testid="af-track"] svg');
  const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
  const px = e => parseFloat(getComputedStyle(e).fontSize);
  const box = e => { const r = e.getBoundingClientRect();
                     return {x0: r.left, y0: r.top, x1: r.right, y1: r.bottom, text: e.textContent}; };
  const names = [...svg.querySelectorAll('g.space text')];
  const cells = [...svg.querySelectorAll('g.space')].map(g => ({cell: box(g.querySelector('rect')),
      words: [...g.querySelectorAll('text')].map(box)}));
  const pawns = [...svg.querySelectorAll('g[data-seat]')].map(g => ({
      ...box(g.querySelector('circle')), text: g.textContent,
      px: g.querySelector('circle').getBoundingClientRect().width,
      font: parseFloat(g.querySelector('text').getAttribute('font-size')) * scale}));
  const chron = [...document.querySelectorAll('[data-testid="af-chronicle"] .line')].filter(e => e.offsetParent !== null);
  const rows = [...document.querySelectorAll('[data-testid="af-players"] td.name')];
  const quotes = [...document.querySelectorAll('[data-testid^="af-quote-"]')];
  const heads = [...document.querySelectorAll('[data-testid="af-players"] th')].filter(e => e.offsetParent !== null);
  const firstRow = document.querySelector('[data-testid="af-players"] tr[data-testid]');
  const cols = [...firstRow.querySelectorAll(':scope > td')].filter(e => e.offsetParent !== null).length;
  // a text drawn on more than one line, where everything must keep to one
  const wrapped = [];
  for (const el of document.querySelectorAll('.hdr *, [data-testid="replay-bar"] *, .af-manage *, .af-tag, .af-players th')) {
    if (!el.getClientRects().length) continue;
    for (const node of el.childNodes) {
      if (node.nodeType !== 3 || !node.textContent.trim()) continue;
      const range = document.createRange(); range.selectNodeContents(node);
      const tops = new Set([...range.getClientRects()].filter(r => r.width > 0).map(r => Math.round(r.top)));
      if (tops.size > 1) wrapped.push(node.textContent.trim().slice(0, 40));
    }
  }
  const chartEl = document.querySelector('[data-testid="af-chart"]');
  let axis = null;
  try { const o = getElement(chartEl.id.replace(/^c/, '')).chart.getOption();
        axis = Math.min(o.xAxis[0].axisLabel.fontSize, o.yAxis[0].axisLabel.fontSize, o.yAxis[0].nameTextStyle.fontSize); }
  catch (e) {}
  return {names: names.map(t => ({text: t.textContent, px: parseFloat(t.getAttribute('font-size')) * scale})),
          cells, pawns, middle: box(document.querySelector('.af-middle')),
          chronicle: chron.map(px), rows: rows.map(px), quotes: quotes.map(q => px(q)),
          heads: heads.map(h => h.textContent.trim()), cols, wrapped, axis,
          manage: [...document.querySelectorAll('.af-manage .q-btn')].map(px)};
}"""


def _hit(a: dict, b: dict, tol: float = 0.5) -> bool:
    return a["x0"] + tol < b["x1"] and b["x0"] + tol < a["x1"] and a["y0"] + tol < b["y1"] and b["y0"] + tol < a["y1"]


def _scene(view: dict) -> bool:
    """The middle of a game: two pawns on one space, a Telex revealed, a loan, Tessere, a Telex held."""
    pos = [p["pos"] for p in view["players"] if not p["withdrawn"]]
    return (not view["over"] and view["round"] >= 6 and len(pos) > len(set(pos)) and bool(view.get("last_telex"))
            and any(p["loan"] for p in view["players"]) and any(p["tessere"] for p in view["players"])
            and any(p["has_telex"] for p in view["players"]))


def _played(seats: list[SeatSpec], target: int) -> Game:
    for seed in range(1, 100):
        game = Game.new(seed, seats, target)
        for _ in range(4000):
            if game.over or _scene(game.public_view()):
                break
            seat = acting_seats(game)[0]
            game.apply(seat, bots.choose_action(game, seat))
        if _scene(game.public_view()):
            return game
    raise AssertionError("no bot game reached the wanted state")


@pytest.fixture(scope="module")
def monitor(browser, tmp_path_factory):
    """The host's monitor page (its language changed on the way) and the game's id and views."""
    server = AppServer(tmp_path_factory.mktemp("af3m") / "data", bot_delay=600, auto_delay=600).start()
    context = browser.new_context(viewport={"width": 1280, "height": 720})
    try:
        page = context.new_page()
        page.goto(server.url + "/")
        page.get_by_test_id("setup-game").click()
        page.get_by_role("option", name="Alta Finanza").click()
        fill_setup(page, HUMANS, BOTS)
        time.sleep(0.5)
        page.get_by_role("button", name="Crea la partita").click()
        page.wait_for_url(re.compile(r"/game/"), timeout=20_000)
        # no page stays open on a server that goes away: it would reconnect and reload by itself
        # meanwhile (a hung navigation, then a hung close, on CI)
        page.close()
        server.kill()
        store = Store(server.data / "billionaire.sqlite3")
        try:
            record = store.load_all()[-1]
            seats = [SeatSpec(s["name"], s["bot"], s["level"]) for s in record.setup["seats"]]
            game = _played(seats, record.setup.get("target") or 1_000_000)
            store.save_game(_Stored(record, game))
        finally:
            store.close()
        server.start()
        page = context.new_page()
        state = {"page": page, "url": f"{server.url}/game/{record.game_id}", "lang": None, "server": server,
                 "watch": f"{server.url}/watch/{record.game_id}",
                 "views": {lang: game.public_view(lang) for lang in ("it", "en")}}
        yield state
    finally:
        context.close()
        server.kill()


def _open(page, url: str) -> None:
    """The monitor; the QR codes' dialog opens by itself for the host while no phone has joined."""
    page.goto(url)
    page.get_by_test_id("af-track").wait_for(timeout=20_000)
    dialog = page.locator(".q-dialog")
    try:
        dialog.first.wait_for(timeout=5_000)
        page.keyboard.press("Escape")
        dialog.first.wait_for(state="hidden", timeout=10_000)
    except Exception:
        pass


def _axis_font(page) -> float | None:
    return page.evaluate(MEASURE_JS)["axis"]


CASES = [(lang, size) for lang in ("it", "en") for size in ALL_SIZES]


@pytest.mark.parametrize("lang,size", CASES, ids=[f"{lang}-{w}x{h}" for lang, (w, h) in CASES])
def test_alta_finanza_readable_from_three_metres_and_nothing_cut(monitor, artifacts, lang, size):
    page = monitor["page"]
    width, height = size
    if monitor["lang"] != lang:
        page.set_viewport_size({"width": width, "height": height})
        _open(page, f"{monitor['url']}?lang={lang}")
        monitor["lang"] = lang
    page.set_viewport_size({"width": width, "height": height})
    time.sleep(0.8)
    deadline = time.time() + 5     # the chart's words follow the new size (a round trip)
    while size in TV_SIZES and time.time() < deadline and (_axis_font(page) or 0) < height / AXIS_MIN:
        time.sleep(0.25)
    got = page.evaluate(MEASURE_JS)
    state = page.evaluate(CUT_JS)
    page.screenshot(path=str(artifacts / f"af-3m-{lang}-{width}x{height}.png"))
    view = monitor["views"][lang]

    if size in TV_SIZES:
        small = sorted({f"{n['text']} {n['px']:.1f}px" for n in got["names"] if n["px"] < height / NAME_MIN})
        assert len(got["names"]) >= 40 and small == [], f"names under {height / NAME_MIN:.1f} px"
        assert min(p["px"] for p in got["pawns"]) >= height / PAWN_MIN
        assert min(p["font"] for p in got["pawns"]) >= height / PAWN_LABEL_MIN
        assert got["chronicle"] and min(got["chronicle"]) >= height / CHRONICLE_MIN
        assert len(got["rows"]) == 6 and min(got["rows"]) >= height / ROW_MIN
        assert len(got["quotes"]) == 6 and min(got["quotes"]) >= height / QUOTE_MIN
        assert got["axis"] is not None and got["axis"] >= height / AXIS_MIN, got["axis"]
        assert len(got["manage"]) == 2 and min(got["manage"]) >= height / BUTTON_MIN

    # the whole page on the screen, nothing cut or wrapped, every whole name, every heading
    assert state["width"] <= width and state["height"] <= height, "the page scrolls"
    assert state["cut"] == []
    assert got["wrapped"] == []
    assert all(page.get_by_text(name, exact=True).first.is_visible() for name in [*HUMANS, *BOTS])
    assert len(got["heads"]) == got["cols"] and all(got["heads"]), got["heads"]

    # the pawns: all there, clear of the track's words, of each other and of the quotations
    assert len(got["pawns"]) == sum(not p["withdrawn"] for p in view["players"])
    hidden = [f"{p['text']} over {w['text']!r}" for p in got["pawns"] for c in got["cells"] for w in c["words"]
              if _hit(p, w)]
    assert hidden == []
    assert [f"{a['text']} over {b['text']}" for i, a in enumerate(got["pawns"]) for b in got["pawns"][i + 1:]
            if _hit(a, b)] == []
    assert [p["text"] for p in got["pawns"] if _hit(p, got["middle"])] == []
    # each space's words inside it
    out = [w["text"] for c in got["cells"] for w in c["words"]
           if w["x0"] < c["cell"]["x0"] - 0.5 or w["x1"] > c["cell"]["x1"] + 0.5
           or w["y0"] < c["cell"]["y0"] - 0.5 or w["y1"] > c["cell"]["y1"] + 0.5]
    assert out == []


# Every space with one to six pawns on it, drawn by this browser at a TV's board size: the
# track's words inside their spaces and clear of every pawn; the pawns clear of each other,
# inside the board and outside the middle where the quotations are.
CROWD_JS = """svgs => svgs.map(markup => {
  const holder = document.createElement('div');
  holder.style.cssText = 'position:fixed;left:0;top:0;width:640px;height:640px;z-index:9999';
  holder.innerHTML = markup; document.body.appendChild(holder);
  const svg = holder.querySelector('svg'); svg.style.width = '640px'; svg.style.height = '640px';
  const k = 1200 / 640;
  const box = e => { const r = e.getBoundingClientRect();
                     return {x0: r.left * k, y0: r.top * k, x1: r.right * k, y1: r.bottom * k, text: e.textContent}; };
  const cells = [...svg.querySelectorAll('g.space')].map(g => ({i: g.dataset.index, cell: box(g.querySelector('rect')),
      words: [...g.querySelectorAll('text')].map(box)}));
  const pawns = [...svg.querySelectorAll('g[data-seat]')].map(g => box(g.querySelector('circle')));
  holder.remove();
  return {cells, pawns};
})"""


def _crowd_view(view: dict, n: int, spaces: range) -> dict:
    players = [{**p, "pos": i, "withdrawn": False, "seat": k % 6 + 1}
               for i in spaces for k, p in zip(range(n), view["players"])]
    return {**view, "players": players, "current_seat": None, "over": True}


def test_every_space_holds_six_pawns_clear_of_its_words(monitor):
    page = monitor["page"]
    if monitor["lang"] is None:
        _open(page, monitor["url"])
        monitor["lang"] = "it"
    problems = []
    for lang, view in monitor["views"].items():
        # n pawns on every other space (a space's ring spots may reach its neighbours' ring)
        svgs = [(n, start, track_svg(_crowd_view(view, n, range(start, 40, 2 if n < 3 else 5))))
                for n in range(1, 7) for start in ((0, 1) if n < 3 else range(5))]
        results = page.evaluate(CROWD_JS, [s for _, _, s in svgs])
        for (n, start, _), got in zip(svgs, results):
            pawns = got["pawns"]
            assert len(pawns) == n * len(range(start, 40, 2 if n < 3 else 5))
            for c in got["cells"]:
                cell = c["cell"]
                for w in c["words"]:
                    if w["x0"] < cell["x0"] - 1 or w["x1"] > cell["x1"] + 1 or w["y0"] < cell["y0"] - 1 \
                            or w["y1"] > cell["y1"] + 1:
                        problems.append(f"{lang}: {w['text']!r} out of space {c['i']}")
                    problems += [f"{lang} {n} pawns: one over {w['text']!r} (space {c['i']})"
                                 for p in pawns if _hit(p, w)]
            problems += [f"{lang} {n} pawns: two overlap at {a['x0']:.0f},{a['y0']:.0f}"
                         for i, a in enumerate(pawns) for b in pawns[i + 1:] if _hit(a, b)]
            inside = {"x0": 200, "y0": 200, "x1": 1000, "y1": 1000}
            problems += [f"{lang} {n} pawns: one in the middle at {p['x0']:.0f},{p['y0']:.0f}"
                         for p in pawns if _hit(p, inside) or p["x0"] < -1 or p["y0"] < -1
                         or p["x1"] > 1201 or p["y1"] > 1201]
    assert sorted(set(problems)) == []


# The spectator's page on a phone: one column (the track, the quotations and their chart under
# it, the players, the Telex, the chronicle), no sideways scroll, nothing cut at its sides.
PHONE_CUT_JS = CUT_JS.replace("H = innerHeight", "H = document.documentElement.scrollHeight")


@pytest.mark.parametrize("lang", ["it", "en"])
def test_the_spectator_page_on_a_phone(monitor, browser, artifacts, lang):
    assert PHONE_CUT_JS != CUT_JS
    ctx = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True, device_scale_factor=2)
    try:
        phone = ctx.new_page()
        phone.goto(f"{monitor['watch']}?lang={lang}")
        phone.get_by_test_id("af-track").wait_for(timeout=20_000)
        time.sleep(1.0)
        phone.screenshot(path=str(artifacts / f"af-3m-watch-{lang}-390x844.png"), full_page=True)
        state = phone.evaluate(PHONE_CUT_JS)
        assert state["width"] <= PHONE["width"], "the page scrolls sideways"
        assert state["cut"] == []
        boxes = phone.evaluate("""() => Object.fromEntries(['af-track', 'af-quotes', 'af-chart', 'af-players',
            'af-telex', 'af-chronicle'].map(id => { const el = document.querySelector(`[data-testid="${id}"]`);
            const r = (id === 'af-track' ? el.querySelector('svg') : el).getBoundingClientRect();
            return [id, {x0: r.left, x1: r.right, y0: r.top, y1: r.bottom}]; }))""")
        for tid, b in boxes.items():   # each across the phone, one under the other
            assert b["x0"] >= 0 and b["x1"] <= PHONE["width"] and b["x1"] - b["x0"] >= 300, (tid, b)
        assert boxes["af-track"]["y1"] <= boxes["af-quotes"]["y0"] + 1
        assert boxes["af-telex"]["y1"] <= boxes["af-chronicle"]["y0"]
        assert all(phone.get_by_text(name, exact=True).first.is_visible() for name in [*HUMANS, *BOTS])
    finally:
        ctx.close()
