"""**Annulla** stops a routine move, in real Chromium, on a server of its own whose countdown is
long enough (1.5 s) for the tap to arrive before the move on a loaded machine: with the shared
server's 0.3 s the tap often came too late and the test tried for two minutes."""
from __future__ import annotations

import time

import pytest
from test_phone_browser import _chronicle, _seen, _shown, _step, new_game

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def game(app_server, browser):
    with app_server(0.2, 1.5) as base:
        yield from new_game(base, browser)


CANCEL_WATCH = """() => {
  window.__cancelled = 0;
  if (window.__watch) return;
  window.__watch = new MutationObserver(() => {
    const b = document.querySelector('[data-testid="annulla"]');
    if (!window.__cancelled && b && b.offsetParent !== null) { b.click(); window.__cancelled = Date.now(); }
  });
  window.__watch.observe(document.body, {subtree: true, childList: true, attributes: true});
}"""


def test_auto_action_can_be_cancelled(game):
    """Annulla stops the countdown; the choice stays as a button and nothing happens.

    The tap is made by the page itself as soon as the countdown shows (--auto-delay is 1.5 s here);
    when it still lands after the firing, the next countdown is tried."""
    m = game.monitor
    page = game.phones[0]
    end = time.time() + 120
    page.evaluate(CANCEL_WATCH)
    while time.time() < end:
        if not page.evaluate("window.__cancelled"):
            for p in game.phones:
                if p is page and page.evaluate("window.__cancelled"):
                    break
                _step(game, p)
            time.sleep(0.1)
            continue
        time.sleep(0.8)
        chron = _chronicle(m)
        turn = page.get_by_test_id("phone-turn").inner_text()
        buttons = _seen(page, '[data-testid^="choice-"]')
        if not buttons or "Tocca a te" not in turn:
            page.evaluate(CANCEL_WATCH)   # the tap came too late: try the next countdown
            continue
        time.sleep(1.0)   # well past auto_delay: nothing ran
        assert not _shown(page, '[data-testid="phone-countdown"]')
        assert _chronicle(m) == chron, (turn, [b["text"] for b in buttons])
        assert _shown(page, '[data-testid^="choice-"]')
        page.evaluate("window.__watch.disconnect(); window.__watch = null")
        return
    raise AssertionError("no countdown could be cancelled")


