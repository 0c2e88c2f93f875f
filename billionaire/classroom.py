"""Billionaire's side of the platform's classroom features (charts, debrief, teacher's files,
class workbook): what `pages.runtime` asks of a game's history, under the names every game's
classroom module has (`billionaire.games.GameKind.classroom`; Alta Finanza's is
`billionaire.alta_finanza.classroom`). No NiceGUI import.
"""
from __future__ import annotations

from typing import Any

from . import workbook
from . import history as _history
from .history import History
from .tables import PRICE_LADDER, RESOURCES

TITLE = "Billionaire"
STEM = "billionaire"        # the teacher's files' names
MARKET = "prices"           # what the first chart draws: each resource's price per kg
CASH_LINES = False          # the worth chart draws net worth only (cash is one of its parts)


def history(setup: dict, log: list[dict]) -> History:
    """The game's history from its log (looked up when called: a test may count the replays)."""
    return _history.history(setup, log)


def words(game: Any, lang: str) -> Any:
    from .views import game_words
    return game_words(game, lang)


def market_names(lang: str) -> dict[str, str]:
    from .texts import plain
    w = plain(lang)
    return {r: w.resource(r).capitalize() for r in RESOURCES}


def series(h: History, points: list) -> dict:
    """The charts' lines over `points` (some of `h.points`)."""
    return {"market": {r: [PRICE_LADDER[r][pt.prices[r] - 1] for pt in points] for r in RESOURCES},
            "net_worth": {s: [pt.player(s).net_worth for pt in points] for s in h.seats()},
            "cash": {s: [pt.player(s).cash for pt in points] for s in h.seats()}}


def debrief(h: History, w: Any) -> dict:
    """Income and spending by money category, the categories' names, the key moments (each
    saying when a bot standing in played it) and the seats a bot stood in for (`stood_in`)."""
    from .away import say_moment
    from .moments import key_moments
    from .rules.money import CATEGORIES
    return {"categories": list(CATEGORIES),
            "category_names": {c: w.say("category:" + c) for c in CATEGORIES},
            "flows": {seat: h.flows(seat) for seat in h.seats()},
            "moments": [say_moment(w, m) for m in key_moments(h)],
            "stood_in": sorted(h.stand_ins)}


def sheets(h: History, w: Any) -> dict[str, list[list]]:
    return workbook.sheets(h, w)


def xlsx_bytes(rows: dict, lang: str) -> bytes:
    return workbook.xlsx_bytes(rows, lang)


def csv_zip_bytes(rows: dict, lang: str) -> bytes:
    return workbook.csv_zip_bytes(rows, lang)


def class_rows(h: History, w: Any) -> tuple[list[list], list[list]]:
    return workbook.class_rows(h, w)
