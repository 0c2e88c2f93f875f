"""The setup page's **Carica una partita** box reads clean before any file: its label and the
button to choose a file, without Quasar's size and progress counters ("0.0B / 0.00%")."""
from __future__ import annotations

import pytest

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("lang", ["it", "en"])
def test_the_empty_upload_box_shows_no_counters(browser, server, lang):
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    try:
        page.goto(f"{server}/?lang={lang}")
        box = page.locator(".q-uploader")
        box.scroll_into_view_if_needed()
        text = box.inner_text()   # what is drawn
        assert {"it": "File della partita (.json)", "en": "Game file (.json)"}[lang] in text
        assert "0.0B" not in text and "%" not in text, text
    finally:
        page.close()
