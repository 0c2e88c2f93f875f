"""Alta Finanza's side of the platform's classroom features (charts, debrief, teacher's files,
class workbook), from its history (`.history`), under the names every game's classroom module
has (`billionaire.games.GameKind.classroom`; Billionaire's is `billionaire.classroom`).
No NiceGUI import.
"""
from __future__ import annotations

from typing import Any

from .. import workbook as shared
from ..away import say_moment
from . import workbook
from . import history as _history
from .history import History
from .moments import key_moments
from .rules.money import CAUSES
from .tables import TYPES
from .texts import words as _words

TITLE = "Alta Finanza"
STEM = "alta-finanza"       # the teacher's files' names
MARKET = "quotes"           # what the first chart draws: the six quotations
CASH_LINES = True           # beside each player's worth, their cash (worth = cash + shares - loan)


def history(setup: dict, log: list[dict]) -> History:
    """The game's history from its log (looked up when called: a test may count the replays)."""
    return _history.history(setup, log)


def words(game: Any, lang: str) -> Any:
    return _words(lang, game.state.players)


def market_names(lang: str) -> dict[str, str]:
    w = _words(lang)
    return {t: w.say("type:" + t) for t in TYPES}


def series(h: History, points: list) -> dict:
    """The charts' lines over `points` (some of `h.points`)."""
    return {"market": {t: [pt.quotes[t] for pt in points] for t in TYPES},
            "net_worth": {s: [pt.player(s).worth for pt in points] for s in h.seats()},
            "cash": {s: [pt.player(s).cash for pt in points] for s in h.seats()}}


def flows(h: History, seat: int) -> dict[str, tuple[int, int]]:
    """Cause -> (income, spending), both >= 0, over the whole game (the debrief's bars)."""
    out: dict[str, tuple[int, int]] = {}
    for amount, cause, _params in h.ledgers.get(seat, []):
        income, spending = out.get(cause, (0, 0))
        out[cause] = (income + max(amount, 0), spending + max(-amount, 0))
    return out


def debrief(h: History, w: Any) -> dict:
    """Income and spending by money cause, the causes' names, the key moments (each saying
    when a bot standing in played it) and the seats a bot stood in for (`stood_in`)."""
    return {"categories": list(CAUSES),
            "category_names": {c: w.say("cause:" + c).capitalize() for c in CAUSES},
            "flows": {seat: flows(h, seat) for seat in h.seats()},
            "moments": [say_moment(w, m) for m in key_moments(h)],
            "stood_in": sorted(h.stand_ins)}


def sheets(h: History, w: Any) -> dict[str, list[list]]:
    return workbook.sheets(h, w, winner=h.winner, end_words=w.say("end:" + h.end_reason) if h.end_reason else "")


def xlsx_bytes(rows: dict, lang: str) -> bytes:
    return workbook.xlsx_bytes(rows, lang)


def csv_zip_bytes(rows: dict, lang: str) -> bytes:
    return workbook.csv_zip_bytes(rows, lang)


def class_rows(h: History, w: Any) -> tuple[list[list], list[list]]:
    """Its part of the class workbook (`billionaire.workbook.class_xlsx`): the summary rows and
    its players by round."""
    last = h.points[-1]
    worth = {seat: last.player(seat).worth for seat in h.seats()}
    out = [seat for seat in h.seats() if last.player(seat).withdrawn]
    end = w.say("end:" + h.end_reason) if h.end_reason else ""     # in words, as its own workbook
    return shared.summary_rows(h, worth, out, end), sheets(h, w)["players"]
