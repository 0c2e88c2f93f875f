"""`/regole`, the in-game help, with NiceGUI's simulated `User`: what a player can read there.

Expected figures are taken from the engine's data (`billionaire/tables.py`, the deck, the
objectives), not from `pages/help_text.py`, so a wrong figure on the page fails here.
"""
from __future__ import annotations

from pathlib import Path

import pytest
from nicegui import ui
from nicegui.testing import User
from nicegui.testing.user_simulation import user_simulation

from billionaire.cards import DECK
from billionaire.money import fmt
from billionaire.rules.objectives import OBJECTIVES
from billionaire.tables import (BUILDINGS, EXTRACTION_COST, KG_VALUE, LICENCE_COST, MINE_SALE_PRICE,
                                PRICE_LADDER, RESOURCES, RIGHTS_COST, VEHICLES, WORLD_AIRPORT_PRICE)

pytest_plugins = ["nicegui.testing.user_plugin"]

MAIN_FILE = Path(__file__).resolve().parent.parent / "app.py"


@pytest.fixture
async def user(caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch, tmp_path):
    """A simulated browser on app.py; fails the test if anything logged at ERROR level."""
    monkeypatch.setenv("BILLIONAIRE_DATA", str(tmp_path / "data"))
    monkeypatch.setenv("BILLIONAIRE_PUBLIC_URL", "http://10.0.0.7:8080")
    async with user_simulation(main_file=MAIN_FILE) as simulated:
        yield simulated
    errors = [r for r in caplog.get_records("call") if r.levelname == "ERROR"]
    assert not errors, f"ERROR logs: {[r.getMessage() for r in errors]}"


async def open_help(user: User) -> None:
    await user.open("/regole")
    await user.should_see("Come si gioca")


def cells(user: User, key: str) -> list[str]:
    """The texts of a help table's cells, headers first, row by row."""
    (table,) = user.find(marker=f"table_{key}").elements
    return [e.text for e in table.descendants() if isinstance(e, ui.label)]


def rows(user: User, key: str, width: int) -> list[list[str]]:
    texts = cells(user, key)[width:]
    return [texts[i:i + width] for i in range(0, len(texts), width)]


TOPICS = ("Come si vince", "Preparare la partita", "Monitor e telefono", "Il tuo turno", "Spostarsi",
          "Miniere", "Spedizioni", "Borsa e quotazioni", "Edifici e pedaggi", "Casinò",
          "Aeroporti, tesoro e altre caselle", "Carte Probabilità", "Obiettivi", "Soldi e debiti",
          "Fine della partita e classifica")


async def test_every_topic_has_a_section(user: User) -> None:
    await open_help(user)
    for title in TOPICS:
        assert user.find(kind=ui.expansion, content=title).elements, title


async def test_the_phone_words_a_player_meets_are_explained(user: User) -> None:
    await open_help(user)
    for words in ("«Offerta segreta per …»", "Non fare offerte", "«Zoom»", "«Voto per finire»",
                  "«Libera il posto e crea un nuovo QR»", "«Annulla»", "Tesoro:", "Pedaggio:",
                  "metà della sosta", "prima il vincitore", "Interessi", "Prelazione",
                  "tasse sui redditi", "una volta su quattro sale", "la seconda il doppio"):
        await user.should_see(words)
    # the QA case: a sealed bid for a world airport starts at its price + 50 %
    await user.should_see(f"comprato a {fmt(WORLD_AIRPORT_PRICE)} l'offerta minima è "
                          f"{fmt(WORLD_AIRPORT_PRICE * 3 // 2)}")


async def test_every_objective_is_listed_with_its_tax(user: User) -> None:
    await open_help(user)
    listed = rows(user, "objectives", 2)
    assert listed == [[o.text, fmt(o.tax)] for o in OBJECTIVES]
    assert len(listed) == 21


async def test_building_prices_fees_and_tolls_are_the_engines(user: User) -> None:
    await open_help(user)
    shown = rows(user, "buildings", 4)
    assert len(shown) == len(BUILDINGS)
    for row, b in zip(shown, BUILDINGS.values()):
        toll = b.stop_fee if b.kind == "restaurant" else b.stop_fee // 2   # the rulebook's rule
        assert b.name in row[0]
        assert row[1:] == [fmt(b.price), fmt(b.stop_fee), fmt(toll)]


async def test_mines_vehicles_and_prices_are_the_engines(user: User) -> None:
    await open_help(user)
    assert [r[1:] for r in rows(user, "resources", 4)] == [
        [fmt(RIGHTS_COST[r]), fmt(EXTRACTION_COST[r]), fmt(MINE_SALE_PRICE[r])] for r in RESOURCES]
    assert [r[1:] for r in rows(user, "ladder", 6)] == [
        [f"{p:,}".replace(",", ".") for p in PRICE_LADDER[r]] for r in RESOURCES]
    assert [r[1] for r in rows(user, "kg_value", 2)] == [fmt(KG_VALUE[r]) for r in RESOURCES]
    assert [r[1:3] for r in rows(user, "vehicles", 4)] == [
        [fmt(v.cost), f"{v.capacity} kg"] for v in VEHICLES.values()]
    (licences,) = user.find(marker="chips_licences").elements
    assert [e.text for e in licences.descendants() if isinstance(e, ui.label)] == [
        f"{c} {fmt(v)}" for c, v in zip(("Europa", "Africa", "Nord America", "Oceania", "Asia",
                                         "Sud America", "Antartide"), LICENCE_COST.values())]


async def test_the_card_table_covers_the_whole_deck(user: User) -> None:
    await open_help(user)
    shown = rows(user, "cards", 3)
    assert sum(int(r[1]) for r in shown) == len(DECK)
    names = [r[0] for r in shown]
    for name in ("Quotazioni", "Nuovo filone", "Tasse minerarie", "Bonus quotazioni", "Bonus nuovo tiro",
                 "Pirati", "Incidente aereo", "Prelazione", "Causa persa"):
        assert name in names


async def test_open_all_and_close_all(user: User) -> None:
    await open_help(user)
    sections = sorted(user.find(kind=ui.expansion).elements, key=lambda e: e.id)
    assert [e.value for e in sections][:2] == [True, False]   # the first topic starts open
    user.find(marker="help_open_all").click()
    assert all(e.value for e in sections)
    user.find(marker="help_close_all").click()
    assert not any(e.value for e in sections)


async def test_no_html_is_rendered_from_data(user: User) -> None:
    await open_help(user)
    await user.should_not_see(kind=ui.html)
    await user.should_not_see(kind=ui.markdown)
