"""What Billionaire's monitor tells at a glance, in Italian and in English, at 1280×720, 1600×900,
1920×1080 and on a 1024×768 projector:

- a seat a bot plays for a human (the host's stand-in, a phone away) shows "Bot" on its card, in
  gold, with its words in the tag's tooltip; a bot's own seat shows "Bot" too;
- the header keeps one line while a human chooses where to go: the phase never wraps, and the
  vote and the host's buttons stay beside it.

Six players (three humans, this browser their host), arranged in-process (tests/browser/monitor_kit.py):
G2 is choosing where to go in the city, a bot plays for G1 (the host chose it) and for G3 (its
phone stayed away). Screenshots: test-artifacts/monitor-marks-{it,en}-{W}x{H}.png.
"""
from __future__ import annotations

import time

import pytest

from tests.browser.monitor_kit import CUT_JS, arrange, city_scene, stand_in

pytestmark = pytest.mark.browser

SIZES = [(1280, 720), (1600, 900), (1920, 1080), (1024, 768)]
HUMANS = ["Annabella Maria", "Pierfrancesco", "Carla"]
BOTS = ["Massimiliano", "Bot Gianfranca", "Bot 4"]
STAND_INS = {1: ("host", {"it": "Bot al posto · normale", "en": "Bot stand-in · normal"}),
             3: ("away", {"it": "Telefono lontano: bot · normale", "en": "Phone away: bot · normal"})}

# the phase is the line under the current player's name
HEADER_JS = """() => {
  const who = document.querySelector('[data-testid="monitor-current"]'), phase = who.nextElementSibling;
  const box = e => e.getBoundingClientRect();
  return {phase: phase.textContent, phaseHeight: box(phase).height,
          lineHeight: parseFloat(getComputedStyle(phase).lineHeight), who: box(who),
          others: ['monitor-votes', 'watch-link', 'delete-game', 'toggle-qr', 'end-game'].map(
              id => [id, box(document.querySelector(`[data-testid="${id}"]`))])};
}"""

TAG_JS = """(seat) => {
  const tag = document.querySelector(`[data-testid="player-${seat}"] .p-tag`);
  return {title: tag.getAttribute('title'), colour: getComputedStyle(tag).color};
}"""


def _g2_chooses(view: dict) -> bool:
    return city_scene(view) and view["current_seat"] == 2


def _stand_ins(game) -> None:
    for seat, (why, _) in STAND_INS.items():
        stand_in(game, seat, why)


@pytest.fixture(scope="module")
def monitor(browser, tmp_path_factory):
    from tests.serverkit import AppServer

    server = AppServer(tmp_path_factory.mktemp("marks") / "data", bot_delay=600, auto_delay=600).start()
    context = browser.new_context(viewport={"width": 1600, "height": 900})
    try:
        page = context.new_page()
        [(url, view)] = arrange(server, page, [_g2_chooses], HUMANS, BOTS, then=_stand_ins)
        yield page, url, view
    finally:
        context.close()
        server.kill()


def _show(page, url: str, lang: str, size: tuple[int, int]) -> None:
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.goto(f"{url}?lang={lang}")
    page.get_by_test_id("player-1").wait_for()
    page.keyboard.press("Escape")   # the QR codes' dialog, open while a phone has not joined
    time.sleep(1.0)                 # the layout settles


@pytest.mark.parametrize("lang", ["it", "en"])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_a_bot_playing_for_a_human_shows_on_its_card(monitor, artifacts, lang, size):
    page, url, _ = monitor
    _show(page, url, lang, size)
    page.screenshot(path=str(artifacts / f"monitor-marks-{lang}-{size[0]}x{size[1]}.png"))
    # what the eye reads on the card (innerText leaves out what is not drawn)
    for seat, (_, words) in STAND_INS.items():
        assert "bot" in page.get_by_test_id(f"player-{seat}").inner_text().lower(), f"G{seat}"
        assert page.evaluate(TAG_JS, seat)["title"] == words[lang]
    assert "bot" in page.get_by_test_id("player-4").inner_text().lower()      # a bot's own seat
    assert "bot" not in page.get_by_test_id("player-2").inner_text().lower()  # a phone plays it
    # a bot standing in looks unlike a bot's own seat
    assert page.evaluate(TAG_JS, 1)["colour"] != page.evaluate(TAG_JS, 4)["colour"]
    assert page.evaluate(CUT_JS)["cut"] == []


@pytest.mark.parametrize("lang", ["it", "en"])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_header_keeps_one_line(monitor, lang, size):
    page, url, _ = monitor
    _show(page, url, lang, size)
    got = page.evaluate(HEADER_JS)
    assert got["phase"] == {"it": "Umano · sceglie dove andare", "en": "Human · is choosing where to go"}[lang]
    assert got["phaseHeight"] < 1.5 * got["lineHeight"], "the phase wraps"
    who = got["who"]   # the vote and the buttons beside the name, not on a line of their own
    assert [name for name, b in got["others"] if not (b["top"] < who["bottom"] + 1.5 * got["lineHeight"]
                                                      and who["top"] < b["bottom"])] == []
    state = page.evaluate(CUT_JS)
    assert state["cut"] == [] and state["width"] <= size[0] and state["height"] <= size[1]
