"""One game, two languages: the monitor in Italian and G1's phone in English (its browser asks
for English), a few turns played from the phones in real Chromium. The phone shows no Italian
sentence, the monitor no English one, and both show the same facts."""
from __future__ import annotations

import re
import time

import pytest
from test_phone_tabs import PHONE, _new_game

pytestmark = pytest.mark.browser

# Words that only a sentence of that language has (whole words, lower case).
ITALIAN = {"il", "la", "di", "della", "del", "dei", "che", "per", "sulla", "tira", "va", "paga", "non",
           "alla", "turno", "tocca", "decisioni", "obiettivo", "giocatore", "partita", "dadi", "nessun",
           "entrate", "uscite", "risorse", "contante", "segreto", "ancora"}
ENGLISH = {"the", "and", "of", "your", "turn", "pays", "rolls", "goes", "to", "for", "you", "game",
           "begins", "everyone", "decisions", "objective", "player", "dice", "vote", "end"}


@pytest.fixture(scope="module")
def base_url(app_server):
    with app_server(30, 8.0) as base:
        yield base


def _words(text: str) -> set[str]:
    return set(re.findall(r"[a-zàèéìòù]+", text.lower()))


def _cash(text: str) -> int:
    return int(re.sub(r"[^\d]", "", re.search(r"-?\$?[\d.,]+ ?\$?", text).group(0)))


def _play_one(page) -> bool:
    """Tap the first routine choice the phone shows (roll, a destination, end of turn...)."""
    for tid in ("choice-roll", "move-1", "choice-treasure", "choice-end_turn", "choice-skip_mine"):
        button = page.get_by_test_id(tid).first
        if button.is_visible() and button.is_enabled():
            button.click()
            time.sleep(0.6)
            return True
    return False


def test_a_phone_in_english_beside_a_monitor_in_italian(base_url, browser):
    from playwright.sync_api import expect

    monitor, url = _new_game(base_url, browser)
    ctx = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True, locale="en-US")
    try:
        phone = ctx.new_page()
        phone.goto(url)
        expect(phone.get_by_text("Your secret objective")).to_be_visible(timeout=20_000)
        expect(phone.get_by_test_id("choice-roll")).to_have_text(re.compile("Roll the dice"), timeout=10_000)
        assert "Fly to" in phone.locator("body").inner_text()      # the flights the airport offers
        played = 0
        deadline = time.time() + 60
        while played < 6 and time.time() < deadline:
            if _play_one(phone):
                played += 1
            else:
                time.sleep(0.3)
            if "Bruno" in phone.get_by_test_id("phone-turn").inner_text():
                break                    # G2's turn: G1's phone has played its turn
        assert played >= 2
        time.sleep(1.5)
        phone_text = phone.locator("body").inner_text()
        monitor_text = monitor.locator("body").inner_text()
        assert not _words(phone_text) & ITALIAN, sorted(_words(phone_text) & ITALIAN)
        assert not _words(monitor_text) & ENGLISH, sorted(_words(monitor_text) & ENGLISH)
        # the same facts: G1's cash
        phone_cash = _cash(phone.get_by_test_id("phone-cash").inner_text())
        monitor_cash = _cash(monitor.locator(".p-row").first.inner_text().split("\n", 2)[-1])
        assert phone_cash == monitor_cash
        # whose turn it is and what they do: G2 moves, said in each screen's language
        assert "G2 Bruno · is moving" in phone_text
        assert "si sposta" in monitor_text and "Bruno" in monitor_text
        assert re.search(r"G1 Anna (tira|va|vola)", monitor_text)   # G1's turn in the chronicle
        assert "$" in phone_text and re.search(r"\$\d", phone_text)       # $10,000, not 10.000 $
        assert re.search(r"\d \$", monitor_text)
    finally:
        ctx.close()
        monitor.close()
