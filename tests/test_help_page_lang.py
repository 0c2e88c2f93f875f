"""`/regole` in Italian and English: the two languages say the same things (same sections, same
blocks, same `{fields}`), the page speaks the language it is asked for, and the choice sticks to
the browser. Money follows the language: '1.200 $' in Italian, '$1,200' in English.
"""
from __future__ import annotations

import re
import string
from pathlib import Path

import pytest
from nicegui import ui
from nicegui.testing import User
from nicegui.testing.user_simulation import user_simulation

from billionaire.cards import DECK
from billionaire.tables import LICENCE_COST

pytest_plugins = ["nicegui.testing.user_plugin"]

MAIN_FILE = Path(__file__).resolve().parent.parent / "app.py"

IT_TITLES = ("Come si vince", "Preparare la partita", "Monitor e telefono", "Il tuo turno", "Spostarsi",
             "Miniere", "Spedizioni", "Borsa e quotazioni", "Edifici e pedaggi", "Casinò",
             "Aeroporti, tesoro e altre caselle", "Carte Probabilità", "Obiettivi", "Soldi e debiti",
             "Fine della partita e classifica")
EN_TITLES = ("How to win", "Setting up the game", "Monitor and phone", "Your turn", "Moving", "Mines",
             "Shipping", "Exchange and prices", "Buildings and tolls", "Casinos",
             "Airports, Treasure and other spaces", "Chance cards", "Objectives", "Money and debt",
             "End of the game and ranking")
EN_LICENCES = ("Europe", "Africa", "North America", "Oceania", "Asia", "South America", "Antarctica")


@pytest.fixture
async def user(caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch, tmp_path):
    """A simulated browser on app.py; fails the test if anything logged at ERROR level."""
    monkeypatch.setenv("BILLIONAIRE_DATA", str(tmp_path / "data"))
    monkeypatch.setenv("BILLIONAIRE_PUBLIC_URL", "http://10.0.0.7:8080")
    async with user_simulation(main_file=MAIN_FILE) as simulated:
        yield simulated
    errors = [r for r in caplog.get_records("call") if r.levelname == "ERROR"]
    assert not errors, f"ERROR logs: {[r.getMessage() for r in errors]}"


# ---- the two languages' data -------------------------------------------------------------------
def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def texts_of(block: tuple) -> list[str]:
    """The texts of a block that are filled with `figures()` or shown as they are."""
    kind = block[0]
    if kind in ("p", "h"):
        return [block[1]]
    if kind == "term":
        return [block[1], block[2]]
    if kind in ("list", "steps"):
        return list(block[1])
    return []


def test_both_languages_have_the_same_sections_blocks_and_fields() -> None:
    from pages import help_text, help_text_en

    it, en = help_text.sections("it"), help_text.sections("en")
    assert set(help_text_en.SECTIONS) == {s.key for s in help_text.SECTIONS}
    assert [s.key for s in en] == [s.key for s in it]
    assert [s.icon for s in en] == [s.icon for s in it]
    assert tuple(s.title for s in it) == IT_TITLES and tuple(s.title for s in en) == EN_TITLES
    for s_it, s_en in zip(it, en):
        assert len(s_en.blocks) == len(s_it.blocks), s_it.key
        for b_it, b_en in zip(s_it.blocks, s_en.blocks):
            where = (s_it.key, b_it[0], b_it[1] if b_it[0] in ("table", "chips") else "")
            assert b_en[0] == b_it[0], where
            if b_it[0] in ("table", "chips"):
                assert b_en[1] == b_it[1], where
            t_it, t_en = texts_of(b_it), texts_of(b_en)
            assert len(t_en) == len(t_it), where
            for x_it, x_en in zip(t_it, t_en):
                assert fields(x_en) == fields(x_it), (where, x_it, x_en)
                only_fields = not string.Formatter().format(x_it, **{f: "" for f in fields(x_it)}).strip()
                assert x_en.strip() and (x_en != x_it or only_fields), (where, x_en)
    # every field of the prose is a figure, in both languages
    figs_it, figs_en = help_text.figures(lang="it"), help_text.figures(lang="en")
    assert set(figs_it) == set(figs_en)
    for s in it + en:
        for block in s.blocks:
            for text in texts_of(block):
                text.format_map(figs_it if s in it else figs_en)

    # the other words: the same keys, the same shapes, the same fields
    for name in ("HEADERS", "CARDS", "PHRASES", "KIND_PLURAL", "PAGE"):
        it_words, en_words = getattr(help_text, name), getattr(help_text_en, name)
        assert set(en_words) == set(it_words), name
        for key, said in it_words.items():
            if isinstance(said, tuple):
                assert len(en_words[key]) == len(said), (name, key)
                for x_it, x_en in zip(said, en_words[key]):
                    assert fields(x_en) == fields(x_it), (name, key)
            else:
                assert fields(en_words[key]) == fields(said), (name, key)
    assert set(help_text.tables("en")) == set(help_text.tables("it"))
    assert set(help_text.chips("en")) == set(help_text.chips("it"))
    for key, table in help_text.tables("en").items():
        assert len(table.headers) == len(help_text.tables("it")[key].headers), key


def test_every_card_has_english_words() -> None:
    """The card table covers the deck in English too, with no card left to a key or to Italian."""
    from pages import help_text

    rows = help_text.card_rows("en")
    assert sum(n for _, n, _ in rows) == len(DECK)
    groups = {g for g, _, _ in help_text.CARD_GROUPS if g in help_text.CARDS}
    for card in DECK:
        if any(card.kind == k for g, k, _ in help_text.CARD_GROUPS if g in groups):
            continue
        title, effect = help_text.card_text(card, "en")
        assert title and effect and title != card.id and title != getattr(card, "key", None), card.id
    for name, _, effect in rows:
        for word in (name, effect):
            assert not re.search(r"\d \$", word), word   # '$200', never '200 $'


def test_figures_and_tables_speak_the_language() -> None:
    from pages import help_text

    en, it = help_text.figures(lang="en"), help_text.figures(lang="it")
    assert en["start_cash"] == "$10,000" and it["start_cash"] == "10.000 $"
    assert en["auto_delay"] == "2 seconds" and it["auto_delay"] == "2 secondi"
    assert "London" in en["airport_names"] and "Londra" in it["airport_names"]
    assert help_text.chips("en")["licences"] == tuple(
        f"{c} ${v:,}" for c, v in zip(EN_LICENCES, LICENCE_COST.values()))
    for table in help_text.tables("en").values():
        for row in table.rows:
            for cell in row:
                assert not re.search(r"\d \$", cell), cell
                assert not cell.startswith(("objective:", "card:")), cell   # never a text key


# ---- the page --------------------------------------------------------------------------------------
def section_titles(user: User) -> list[str]:
    exps = sorted(user.find(kind=ui.expansion).elements, key=lambda e: e.id)
    return [e.props.get("label") or e.text for e in exps]


def licence_chips(user: User) -> list[str]:
    (licences,) = user.find(marker="chips_licences").elements
    return [e.text for e in licences.descendants() if isinstance(e, ui.label)]


async def test_english_page_shows_english_titles_and_dollars_first(user: User) -> None:
    await user.open("/regole?lang=en")
    await user.should_see("How to play")
    assert tuple(section_titles(user)) == EN_TITLES
    for title in IT_TITLES:
        await user.should_not_see(title)
    for fixed in ("Come si gioca", "Apri tutto", "Chiudi tutto", "Tocca un argomento"):
        await user.should_not_see(fixed)
    await user.should_see("Open all")
    await user.should_see("$1,200")
    await user.should_not_see("1.200 $")
    assert licence_chips(user) == [f"{c} ${v:,}" for c, v in zip(EN_LICENCES, LICENCE_COST.values())]
    await user.should_see("“Vote to end”")
    await user.should_see("“Cancel”")
    # the switch: EN is the current one, IT links to the same page in Italian
    assert user.find(marker="help_title").elements
    links = {e.text: e.props.get("href") for e in user.find(kind=ui.link).elements}
    assert links.get("IT") == "?lang=it" and links.get("EN") == "?lang=en"


async def test_default_page_is_italian(user: User) -> None:
    await user.open("/regole")
    await user.should_see("Come si gioca")
    assert tuple(section_titles(user)) == IT_TITLES
    await user.should_see("1.200 $")
    await user.should_not_see("How to play")
    await user.should_not_see("$1,200")
    links = {e.text: e.props.get("href") for e in user.find(kind=ui.link).elements}
    assert links.get("EN") == "?lang=en"


async def test_the_language_sticks_to_the_browser(user: User) -> None:
    await user.open("/regole?lang=en")
    await user.should_see("How to play")
    await user.open("/regole")
    await user.should_see("How to play")
    assert tuple(section_titles(user)) == EN_TITLES
    await user.open("/regole?lang=it")
    await user.should_see("Come si gioca")
    await user.open("/regole")
    await user.should_see("Come si gioca")
    assert tuple(section_titles(user)) == IT_TITLES
