"""The teacher's files of a finished game, from its history (`billionaire.history`): a workbook
(`.xlsx`, openpyxl), the same sheets as CSV files in a `.zip`, and the game file (setup, seed and
action log as JSON: the game itself, which replays anywhere).

`sheets(history, words)` gives each sheet as rows (a header first), in the words' language:
players per round (cash, debt, net worth and its parts, kg, who played the seat: the player or
a bot standing in), every ledger entry (round, player, amount, category, item, who played the
seat), prices per kg per round, and the game (setup, seed, result). The
workbook and the CSV files are written from the same rows, so they say the same figures.
"""
from __future__ import annotations

import csv
import io
import json
import zipfile
from typing import Iterable

from .away import bot_entry
from .history import History
from .tables import PRICE_LADDER, RESOURCES

PARTS = ("cash", "buildings", "airports", "licences", "rights", "resources")
# Sheet and column names, in Italian and English (data of the text layer, kept beside their use).
HEAD = {
    "it": {"players": "Giocatori per giro", "ledger": "Movimenti", "prices": "Prezzi", "game": "Partita",
           "round": "Giro", "player": "Giocatore", "name": "Nome", "cash": "Contante", "debt": "Debito",
           "net_worth": "Patrimonio", "buildings": "Edifici", "airports": "Aeroporti", "licences": "Licenze",
           "rights": "Diritti", "resources": "Risorse", "kg": "Kg", "amount": "Importo",
           "category": "Categoria", "code": "Codice", "item": "Voce", "key": "Voce", "value": "Valore",
           "seed": "Seme", "starting_cash": "Contante iniziale", "rounds": "Giri", "winner": "Vincitore",
           "end": "Fine", "bot": "Bot", "level": "Livello", "rank": "Posizione",
           "played_by": "Giocato da", "a_bot": "bot", "moment": "Momento", "start": "inizio",
           "round_end": "fine del giro", "game_end": "fine della partita"},
    "en": {"players": "Players by round", "ledger": "Ledger", "prices": "Prices", "game": "Game",
           "round": "Round", "player": "Player", "name": "Name", "cash": "Cash", "debt": "Debt",
           "net_worth": "Net worth", "buildings": "Buildings", "airports": "Airports", "licences": "Licences",
           "rights": "Rights", "resources": "Resources", "kg": "Kg", "amount": "Amount",
           "category": "Category", "code": "Code", "item": "Item", "key": "Item", "value": "Value",
           "seed": "Seed", "starting_cash": "Starting cash", "rounds": "Rounds", "winner": "Winner",
           "end": "End", "bot": "Bot", "level": "Level", "rank": "Rank",
           "played_by": "Played by", "a_bot": "bot", "moment": "When", "start": "start",
           "round_end": "end of round", "game_end": "end of game"},
}
SHEETS = ("players", "ledger", "prices", "game")


MONEY_FORMAT = '#,##0 "$"'     # the workbook's money cells: 12.500 $ in Italian Excel, 12,500 $ in English


class Money(int):
    """A sum of money in a sheet's rows: an int everywhere (the CSV files, the tests), a cell with
    `MONEY_FORMAT` in the workbook."""
    __slots__ = ()


def moment(pt, lang: str) -> str:
    """What a point of a history is, for the sheets' `moment` column beside the round (which stays
    a number): the start, a round's end, or the game's end (`Point.final`), for any game."""
    t = HEAD[lang]
    return t["game_end"] if pt.final else t["start"] if pt.round == 0 and pt.action == 0 else t["round_end"]


def played_by(h, seat: int, first: int, stop: int, bot: str = "bot") -> str:
    """Who played `seat` over the log's actions `first` .. `stop` (excluded), for any game's
    history: its player's name, `bot` (a bot's seat, or a bot standing in for the player the
    whole time: `History.stand_ins`) or both ('Anna, bot')."""
    spec = h.setup["seats"][seat - 1]
    if spec["bot"]:
        return bot
    spells = h.stand_ins.get(seat, ())
    if any(s.holds(first, stop) for s in spells):
        return bot
    return f"{spec['name']}, {bot}" if any(s.overlaps(first, stop) for s in spells) else spec["name"]


def entry_played_by(h, seat: int, j: int, bot: str = "bot") -> str:
    """Who held `seat` when its ledger entry number `j` was written: its player's name or `bot`."""
    spec = h.setup["seats"][seat - 1]
    return bot if spec["bot"] or bot_entry(h.stand_ins, seat, j) else spec["name"]


def spans(h) -> list[tuple[int, int]]:
    """(first, stop) actions of the log that led to each of `h.points` (the start: none)."""
    return [(h.points[k - 1].action if k else 0, pt.action) for k, pt in enumerate(h.points)]


def sheets(h: History, w, end_reason_words: str = "") -> dict[str, list[list]]:
    """Sheet key (`SHEETS`) -> rows, the first one the header. `w`: a `billionaire.texts.Words`
    with the game's players (names like 'G1 Anna')."""
    t = HEAD[w.lang]
    seats = h.seats()
    names = {i: s["name"] for i, s in enumerate(h.setup["seats"], start=1)}
    players = [[t["round"], t["player"], t["name"], t["cash"], t["debt"], t["net_worth"],
                *(t[p] for p in PARTS if p != "cash"), t["kg"], t["played_by"], t["moment"]]]
    for pt, (first, stop) in zip(h.points, spans(h)):
        for seat in seats:
            p = pt.player(seat)
            players.append([pt.round, f"G{seat}", names[seat], Money(p.cash), Money(p.debt), Money(p.net_worth),
                            *(Money(p.parts[k]) for k in PARTS if k != "cash"),
                            sum(n for where in p.kg.values() for n in where.values()),
                            played_by(h, seat, first, stop, t["a_bot"]), moment(pt, w.lang)])
    ledger = [[t["round"], t["player"], t["name"], t["amount"], t["category"], t["code"], t["item"],
               t["played_by"]]]
    for seat in seats:
        entries = h.ledgers[seat]
        k = 1
        for i, (amount, category, params) in enumerate(entries):
            while k < len(h.points) - 1 and i >= h.points[k].player(seat).entries:
                k += 1
            ledger.append([h.points[k].round, f"G{seat}", names[seat], Money(amount),
                           w.say("category:" + category), category, w.cash(category, params),
                           entry_played_by(h, seat, i, t["a_bot"])])
    prices = [[t["round"], *(w.resource(r).capitalize() for r in RESOURCES), t["moment"]]]
    for pt in h.points:
        prices.append([pt.round, *(Money(PRICE_LADDER[r][pt.prices[r] - 1]) for r in RESOURCES), moment(pt, w.lang)])
    last = h.points[-1]
    game = [[t["key"], t["value"]],
            [t["seed"], h.setup["seed"]], [t["starting_cash"], Money(h.setup["starting_cash"])],
            [t["rounds"], last.round],
            [t["winner"], f"G{h.winner} {names[h.winner]}" if h.winner is not None else ""],
            [t["end"], end_reason_words or (h.end_reason or "")]]
    game.append([])
    game.append([t["player"], t["name"], t["level"], t["net_worth"]])
    for seat in seats:
        spec = h.setup["seats"][seat - 1]
        game.append([f"G{seat}", spec["name"], f"{t['bot']} {spec.get('level') or ''}".strip() if spec["bot"] else "",
                     Money(last.player(seat).net_worth)])
    return {"players": players, "ledger": ledger, "prices": prices, "game": game}


def xlsx_bytes(rows: dict[str, list[list]], lang: str = "it", titles: dict[str, str] | None = None) -> bytes:
    """The workbook: one sheet per table, the header in bold and frozen, columns sized.
    `titles`: sheet key -> its name (another game's sheets); Billionaire's by default."""
    from openpyxl import Workbook

    book = Workbook()
    book.remove(book.active)
    t = titles or HEAD[lang]
    for key in rows if titles else SHEETS:
        sheet = book.create_sheet(t[key][:31])
        _fill(sheet, rows[key])
        for column in sheet.columns:
            width = max(len(_shown(c)) for c in column)
            sheet.column_dimensions[column[0].column_letter].width = min(60, max(8, width + 2))
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


# The CSV files' separator: the one the language's spreadsheets expect (Italian Excel's list
# separator is ';', the decimal one ','); no 'sep=' line, which Python's csv module would read as
# a row and after which Excel no longer reads the BOM (docs/rules-decisions.md, "The classroom").
CSV_DELIMITER = {"it": ";", "en": ","}


def _fill(sheet, rows: list[list]) -> None:
    """Append `rows` to `sheet` (the first one its header, in bold and frozen), money cells
    (`Money`) with `MONEY_FORMAT`."""
    from openpyxl.styles import Font
    for row in rows:
        sheet.append(row)
        for cell, value in zip(sheet[sheet.max_row], row):
            if isinstance(value, Money):
                cell.number_format = MONEY_FORMAT
    for cell in sheet[1]:
        cell.font = Font(bold=True)
    sheet.freeze_panes = "A2"


def _shown(cell) -> str:
    """About what a cell shows (a column's width): a sum with its separators and ' $'."""
    if cell.value is None:
        return ""
    return f"{cell.value:,} $" if cell.number_format == MONEY_FORMAT else str(cell.value)


def csv_zip_bytes(rows: dict[str, list[list]], lang: str = "it", titles: dict[str, str] | None = None) -> bytes:
    """The same tables as CSV files (UTF-8 with a BOM, so that spreadsheet programs read the
    accents; separated by `CSV_DELIMITER[lang]`), in one `.zip`."""
    t = titles or HEAD[lang]
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        for key in rows if titles else SHEETS:
            text = io.StringIO()
            csv.writer(text, delimiter=CSV_DELIMITER[lang]).writerows(rows[key])
            z.writestr(f"{t[key]}.csv", "\ufeff" + text.getvalue())
    return out.getvalue()


def game_file(setup: dict, log: list[dict]) -> bytes:
    """The game itself: its setup (seats, seed, starting cash) and its action log
    (`billionaire.game_file`, which also reads one back)."""
    from .game_file import write
    return write(setup, log)


def ranked(worth: dict[int, int], winner: int | None = None, out: Iterable[int] = ()) -> list[int]:
    """The seats in their game's order, as each game's `rules.money.ranking` gives it at the end:
    the winner first (Alta Finanza's is who reached the target, who may have less worth than
    the next), then the players still in by worth, then those `out` (withdrawn); ties: the lower
    seat first. `worth`: seat -> its worth (Billionaire's net worth). The class workbook and
    the class overview (`pages.class_page`, live) rank with it."""
    gone = set(out)
    order = sorted(worth, key=lambda s: (s in gone, -worth[s], s))
    if winner in worth:
        order.remove(winner)
        order.insert(0, winner)
    return order


def summary_rows(h: History, worth: dict[int, int], out: Iterable[int] = (), end: str = "") -> list[list]:
    """A finished game's rows of the class summary: player, name, final worth, rank, the winner's
    mark, the end (in words), in the game's order (`ranked`)."""
    names = {i: s["name"] for i, s in enumerate(h.setup["seats"], start=1)}
    return [[f"G{seat}", names[seat], Money(worth[seat]), rank, "✓" if seat == h.winner else "", end]
            for rank, seat in enumerate(ranked(worth, h.winner, out), start=1)]


def class_rows(h: History, w) -> tuple[list[list], list[list]]:
    """A finished game's part of the class workbook: its summary rows (player, name, final net
    worth, rank, the winner, the end) and its players-by-round sheet."""
    last = h.points[-1]
    worth = {seat: last.player(seat).net_worth for seat in h.seats()}
    return summary_rows(h, worth, end=h.end_reason or ""), sheets(h, w)["players"]


def class_xlsx(games: list[tuple[str, str, list[list], list[list]]], lang: str = "it") -> bytes:
    """One workbook for a class: a summary (each game's players, final worth, rank, the winner,
    the end, the game played), then each game's players by round. `games`: (game id, game's
    name, summary rows, players rows), as each game's `class_rows` gives them."""
    from openpyxl import Workbook

    t = HEAD[lang]
    title = {"it": ("Classe", "Partita", "Gioco"), "en": ("Class", "Game", "Board game")}[lang]
    book = Workbook()
    summary = book.active
    summary.title = title[0]
    lines = [[title[1], t["player"], t["name"], t["net_worth"], t["rank"], t["winner"], t["end"], title[2]]]
    for game_id, game_name, rows, players in games:
        lines += [[game_id, *row, game_name] for row in rows]
        _fill(book.create_sheet(f"{title[1]} {game_id}"[:31]), players)
    _fill(summary, lines)
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()
