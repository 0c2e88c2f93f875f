"""A whole game in real Chromium: setup page, monitor, two phones (412×915), one bot.

The tests share one game (module fixture) and run in file order: create, look, play rounds by
pressing the phones' buttons, go offline and back, release a seat, vote to end.
"""
from __future__ import annotations

import re
import time
from pathlib import Path

import pytest
from browser_kit import create_from_setup

pytestmark = pytest.mark.browser

from playwright.sync_api import Error as PWError  # noqa: E402
from playwright.sync_api import expect  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
PHONE = {"width": 412, "height": 915}
MONITOR = {"width": 1600, "height": 900}
NAMES = ("Anna", "Bruno")
PLAIN_PICKS = ("choice-treasure", "choice-preempt", "choice-bid", "choice-skip_mine")


class Game:
    def __init__(self) -> None:
        self.monitor = None
        self.monitor_ctx = None
        self.hrefs: list[str] = []
        self.phones: list = []
        self.phone_ctx: list = []
        self.objectives: list[str] = []
        self.bought = 0
        self.moves = 0


def _phone_page(browser, url: str):
    ctx = browser.new_context(viewport=PHONE, device_scale_factor=2, is_mobile=True, has_touch=True)
    page = ctx.new_page()
    page.goto(url)
    expect(page.get_by_text("Il tuo obiettivo segreto")).to_be_visible(timeout=20_000)
    return ctx, page


@pytest.fixture(scope="module")
def game(server, browser):
    yield from new_game(server, browser)


def new_game(server, browser):
    """A game of two phones and a bot created on the setup page, with the monitor (a generator:
    the contexts close after its `yield`)."""
    g = Game()
    g.monitor_ctx = browser.new_context(viewport=MONITOR)
    m = g.monitor_ctx.new_page()
    g.monitor = m
    m.goto(server + "/")
    g.hrefs = create_from_setup(m, NAMES, bots=1)
    assert all("/play/" in h for h in g.hrefs)
    for href in g.hrefs:
        ctx, page = _phone_page(browser, href)
        g.phone_ctx.append(ctx)
        g.phones.append(page)
        g.objectives.append(page.get_by_test_id("phone-objective").locator(".text-base").first.inner_text())
    # close the monitor's join dialog if still open
    for _ in range(20):
        if not m.get_by_text("Entra in partita").is_visible():
            break
        time.sleep(0.2)
    if m.get_by_text("Entra in partita").is_visible():
        m.keyboard.press("Escape")
    yield g
    for ctx in g.phone_ctx + [g.monitor_ctx]:
        try:
            ctx.close()
        except PWError:
            pass


# ------------------------------------------------------------------------------- helpers
def _round(m) -> int:
    text = m.get_by_text(re.compile(r"^Giro \d+$")).first.inner_text()
    return int(text.split()[1])


def _chronicle(m) -> str:
    """The monitor's chronicle, every line shown (the newest alone can repeat: "G1 tira 1 e 6.")."""
    lines = m.locator(".chron-line")
    return "\n".join(lines.all_inner_texts())


# What the phone shows is read as one snapshot that never waits, and every tap has its own short
# timeout. The phone's buttons come from pools that are relabelled in place (and hidden slots lose
# their test id), so a Playwright locator such as `[data-testid^="choice-"] >> nth=3` taken a moment
# ago can point at nothing after the next update: reading it (`get_attribute`, `inner_text`) then
# waits for Playwright's default 30 s. With the eight buttons of the city airport (roll and seven
# flights) one step used to stall for up to 240 s, longer than the 100 s budget of `_play_until`:
# the game waited for a tap that the stalled test never made ("the monitor stopped at G2 tira").
SEEN_JS = """els => els.filter(e => {
  const r = e.getBoundingClientRect(), s = getComputedStyle(e);
  return r.width > 0 && r.height > 0 && s.visibility !== 'hidden';
}).map(e => ({tid: e.dataset.testid, text: e.innerText,
              enabled: !e.disabled && e.getAttribute('aria-disabled') !== 'true'}))"""
STEP_BUDGET = 8.0   # seconds: the most one `_step` may take (a few short timeouts)


def _seen(page, selector: str = "[data-testid]") -> list[dict]:
    """The visible elements matching `selector`: [{tid, text, enabled}], in page order (no wait)."""
    try:
        return page.locator(selector).evaluate_all(SEEN_JS)
    except PWError:
        return []


def _shown(page, selector: str) -> bool:
    return bool(_seen(page, selector))


def _press(page, tid: str, index: int = 0) -> bool:
    """Tap the `index`-th visible element with test id `tid` (short timeout, never a long wait)."""
    try:
        page.locator(f'[data-testid="{tid}"]:visible').nth(index).click(timeout=1500)
        return True
    except PWError:
        return False


def _step(g: Game, page) -> str | None:
    """Do what a player would do on this phone now; returns what it did (None: nothing)."""
    seen = [s for s in _seen(page) if s["tid"]]
    tids = [s["tid"] for s in seen]
    if "yes" in tids:
        return "yes" if _press(page, "yes") else None
    if "phone-countdown" in tids:
        return None  # an auto action is about to run by itself
    moves = sorted((t for t in tids if t.startswith("move-")), key=lambda t: int(t.split("-")[1]))
    if moves:
        # destination 1 most of the time, else the farthest one (more varied spaces)
        g.moves += 1
        target = moves[0] if g.moves % 3 else moves[-1]
        return target if _press(page, target) else None
    by_id: dict[str, list[str]] = {}
    for s in seen:
        if s["tid"].startswith("choice-"):
            by_id.setdefault(s["tid"], []).append(s["text"])
    if g.bought < 2:
        for kind in ("choice-buy_building", "choice-buy_licence", "choice-buy_airport"):
            if kind in by_id and _press(page, kind):
                g.bought += 1
                return kind
    for kind in PLAIN_PICKS:
        for k, text in enumerate(by_id.get(kind, [])):
            if kind in ("choice-treasure", "choice-skip_mine") or "Rinuncia" in text or "Non faccio" in text:
                if _press(page, kind, k):
                    return kind
    for kind in ("choice-accept_bid", "choice-end_turn", "choice-roll", "choice-extract"):
        if kind in by_id and _press(page, kind):
            return kind
    return None


def _describe(page, name: str) -> str:
    """One line about a phone for a failure message: its turn, buttons (and which are disabled)."""
    turn = " / ".join(s["text"] for s in _seen(page, '[data-testid="phone-turn"]'))
    buttons = ", ".join(f"{s['tid'] or s['text'][:20]!r}{'' if s['enabled'] else ' (disabled)'}"
                        for s in _seen(page, "button"))
    notes = " / ".join(s["text"] for s in _seen(page, ".q-notification"))
    return f"{name}: {turn} | buttons: {buttons} | notifications: {notes}"


def _play_until(g: Game, done, timeout: float = 60.0) -> list[str]:
    did: list[str] = []
    end = time.time() + timeout
    slowest = 0.0
    while time.time() < end:
        if done():
            return did
        for page in g.phones:
            t0 = time.time()
            what = _step(g, page)
            slowest = max(slowest, time.time() - t0)
            if what:
                did.append(what)
        time.sleep(0.15)
    state = [_describe(page, f"phone {i + 1}") for i, page in enumerate(g.phones)]
    try:
        state.append("monitor: " + _chronicle(g.monitor))
    except PWError:
        pass
    raise AssertionError(f"timed out; slowest step {slowest:.1f} s; actions so far: {did[-30:]}\n"
                         + "\n".join(state))


def _save(page, name: str, artifacts) -> None:
    page.screenshot(path=str(artifacts / name), full_page=False)


# ---------------------------------------------------------------------------------- tests
def test_a_step_never_stalls_when_the_buttons_change_under_it(browser):
    """Regression: the phone's pool buttons lose their test ids while a step reads them (the update
    after an auto-action). A step must not wait for them: it used to wait 30 s per button.

    The buttons vanish after 0, 1, 2... ms, so that some of them go while the step is reading."""
    page = browser.new_page()
    try:
        for delay_ms in range(0, 60):
            page.set_content(
                "".join(f'<button data-testid="choice-fly">Vola a {k}</button>' for k in range(8))
                + "<script>setTimeout(() => document.querySelectorAll('button').forEach("
                  f"b => {{ b.removeAttribute('data-testid'); b.hidden = true; }}), {delay_ms});</script>")
            t0 = time.time()
            _step(Game(), page)
            assert time.time() - t0 < STEP_BUDGET, f"a step stalled {time.time() - t0:.0f} s ({delay_ms} ms)"
    finally:
        page.close()


def test_phones_show_their_own_objective_only(game):
    assert all(game.objectives)
    for i, page in enumerate(game.phones):
        expect(page.get_by_test_id("phone-name")).to_have_text(NAMES[i])
        other = game.objectives[1 - i]
        if other != game.objectives[i]:
            assert other not in page.content()   # not even hidden


def test_play_rounds_and_monitor_follows(game, artifacts):
    m = game.monitor
    start_round = _round(m)
    start_chron = _chronicle(m)
    pawn = m.locator(".pawn", has_text="G1").filter(visible=True)
    start_pawn = pawn.first.get_attribute("style") if pawn.count() else None
    def ledgers() -> str:
        return " ".join(p.get_by_test_id("phone-ledger").inner_text() for p in game.phones)

    did = _play_until(game, lambda: _round(m) >= start_round + 2
                      and re.search(r"[+-][\d.]+ \$", ledgers()), timeout=100)
    assert "move-1" in did
    assert _chronicle(m) != start_chron
    pawn = m.locator(".pawn", has_text="G1").filter(visible=True)
    if start_pawn is not None and pawn.count():
        assert pawn.first.get_attribute("style") != start_pawn or "fly" in " ".join(did)
    # the ledger of at least one phone has lines like "-200 $ tasse"
    assert re.search(r"[+-][\d.]+ \$", ledgers())
    # the phone's cash equals the monitor's cash for that player
    cash = game.phones[0].get_by_test_id("phone-cash").inner_text()
    assert m.get_by_text(cash, exact=True).count() >= 1
    _save(m, "monitor.png", artifacts)
    for i, p in enumerate(game.phones):
        _save(p, f"phone-{i + 1}.png", artifacts)


def test_offline_phone_resumes_at_same_point(game, browser, artifacts):
    m = game.monitor
    page, ctx = game.phones[1], game.phone_ctx[1]
    ctx.set_offline(True)
    # the other phone (and the bot) keep playing for a while
    start = _chronicle(m)
    end = time.time() + 30
    while time.time() < end and _chronicle(m) == start:
        _step(game, game.phones[0])
        time.sleep(0.15)
    time.sleep(1.0)
    ctx.set_offline(False)
    time.sleep(2.0)
    # a fresh page of the same link shows exactly what the resumed one shows. The newest page
    # takes the seat (one live device per seat): each is read right after it takes it back
    fresh = ctx.new_page()
    fresh.goto(game.hrefs[1])
    tids = ("phone-cash", "phone-turn", "phone-objective", "phone-ledger", "phone-decisions")

    def texts(p) -> list[str]:
        return [p.get_by_test_id(t).inner_text() for t in tids]

    def take(p) -> list[str]:
        """Take the seat on page `p` (tap «Gioca qui» when it shows) and read it."""
        here, decisions = p.get_by_test_id("play-here"), p.get_by_test_id("phone-decisions")
        deadline = time.time() + 20
        while time.time() < deadline:
            if here.is_visible():     # (the resumed page may have reloaded after the fresh one)
                here.click()
            elif decisions.is_visible():
                time.sleep(0.5)
                if decisions.is_visible():
                    return texts(p)
            time.sleep(0.2)
        expect(decisions).to_be_visible()
        return texts(p)

    for _ in range(5):   # the other phone's countdowns may move the game in between: try again
        resumed, fresh_texts = take(page), take(fresh)
        if resumed == fresh_texts:
            break
    assert resumed == fresh_texts
    take(page)
    # reload lands at the same point too
    page.reload()
    expect(page.get_by_text("Il tuo obiettivo segreto")).to_be_visible(timeout=20_000)
    expect(page.get_by_test_id("phone-objective")).to_contain_text(game.objectives[1])
    fresh.close()


def test_released_seat_old_link_refused_new_works(game, browser):
    m = game.monitor
    old_href = game.hrefs[1]
    old_page = game.phones[1]
    m.locator("button", has_text="Posto").nth(1).click()
    m.get_by_role("button", name="Libera il posto e crea un nuovo QR").click()
    m.locator("button:visible", has_text="Sì").first.click()
    expect(m.get_by_text("Nuovo codice")).to_be_visible(timeout=10_000)
    new_href = m.locator("a:visible", has_text="Apri in una finestra").first.get_attribute("href")
    assert new_href and new_href != old_href
    m.keyboard.press("Escape")
    # the open page of the old link stops working at once, and so does the link itself
    expect(old_page.get_by_text("Questo link non è più valido")).to_be_visible(timeout=10_000)
    old_page.goto(old_href)
    expect(old_page.get_by_text("Questo link non è più valido")).to_be_visible(timeout=10_000)
    new_page = game.phone_ctx[1].new_page()
    new_page.goto(new_href)
    expect(new_page.get_by_test_id("phone-objective")).to_contain_text(game.objectives[1], timeout=20_000)
    game.phones[1] = new_page
    game.hrefs[1] = new_href
    old_page.close()


def test_both_vote_and_ranking_appears(game, artifacts):
    m = game.monitor
    for page in game.phones:
        page.get_by_test_id("vote").click()
        page.get_by_test_id("yes").click()
    expect(m.get_by_text("Classifica")).to_be_visible(timeout=15_000)
    for page in game.phones:
        expect(page.get_by_text("Partita finita").first).to_be_visible(timeout=10_000)
    _save(m, "monitor-ranking.png", artifacts)
    _save(game.phones[0], "phone-over.png", artifacts)
