"""The teacher's files (`billionaire.workbook`): the workbook opens with openpyxl and its figures
are the history's (net worth and its parts per round, every ledger entry, the prices); the CSV
files say the same; the game file replays to the same game."""
from __future__ import annotations

import csv
import io
import json
import random
import zipfile

import pytest

from billionaire.bots import choose_action
from billionaire.engine import Game, SeatSpec, replay
from billionaire.history import history
from billionaire.randomplay import acting_seats
from billionaire.tables import PRICE_LADDER, RESOURCES
from billionaire.texts import words
from billionaire.workbook import HEAD, SHEETS, csv_zip_bytes, game_file, sheets, xlsx_bytes

openpyxl = pytest.importorskip("openpyxl")


@pytest.fixture(scope="module")
def game() -> Game:
    rng = random.Random(5)
    game = Game.new(5, [SeatSpec("Anna", bot=True, level="normale"), SeatSpec("Bruno", bot=True, level="facile"),
                        SeatSpec("Carla", bot=True, level="normale")], 10_000)
    while not game.over and game.state.round <= 40:
        seat = acting_seats(game)[0]
        game.apply(seat, choose_action(game, seat))
    assert rng and game.state.round > 5
    return game


@pytest.mark.parametrize("lang", ["it", "en"])
def test_the_workbook_says_the_history(game, lang):
    h = history(game.setup, game.log)
    w = words(lang, game.state.players)
    rows = sheets(h, w)
    book = openpyxl.load_workbook(io.BytesIO(xlsx_bytes(rows, lang)))
    t = HEAD[lang]
    assert book.sheetnames == [t[k] for k in SHEETS]
    players = list(book[t["players"]].iter_rows(values_only=True))
    assert players[0][:6] == (t["round"], t["player"], t["name"], t["cash"], t["debt"], t["net_worth"])
    by_round = {}
    for row in players[1:]:
        by_round.setdefault(row[0], {})[row[1]] = row
    for pt in h.points:
        label = pt.round
        for seat in h.seats():
            row = by_round[label][f"G{seat}"]
            p = pt.player(seat)
            assert row[3:6] == (p.cash, p.debt, p.net_worth)
            assert sum(row[6:11]) + p.cash == p.net_worth       # the parts add up to it
    ledger = list(book[t["ledger"]].iter_rows(values_only=True))[1:]
    for p in game.state.players:
        mine = [r for r in ledger if r[1] == f"G{p.seat}"]
        assert len(mine) == len(p.ledger)
        assert sum(r[3] for r in mine) == p.cash - game.setup["starting_cash"]
        assert [r[5] for r in mine] == [c for _, c, _ in p.ledger]
        rounds = [r[0] for r in mine]
        assert rounds == sorted(rounds) and 1 <= min(rounds or [1]) and max(rounds or [1]) <= game.state.round
    prices = list(book[t["prices"]].iter_rows(values_only=True))[1:]
    assert [list(r[1:1 + len(RESOURCES)]) for r in prices] == [[PRICE_LADDER[r][pt.prices[r] - 1] for r in RESOURCES] for pt in h.points]
    facts = {r[0]: r[1] for r in book[t["game"]].iter_rows(values_only=True) if r and r[0]}
    assert facts[t["seed"]] == 5 and facts[t["starting_cash"]] == 10_000


@pytest.mark.parametrize("lang, sep", [("it", ";"), ("en", ",")])
def test_the_csv_files_say_the_same(game, lang, sep):
    """Italian CSV files are separated by ';' (what Italian Excel and LibreOffice expect: their
    decimal separator is the comma), English ones by ','; the header is the first line (no
    'sep=' line), and Python's csv module reads every file back to the same rows."""
    h = history(game.setup, game.log)
    rows = sheets(h, words(lang, game.state.players))
    z = zipfile.ZipFile(io.BytesIO(csv_zip_bytes(rows, lang)))
    assert sorted(z.namelist()) == sorted(f"{HEAD[lang][k]}.csv" for k in SHEETS)
    for key in SHEETS:
        raw = z.read(f"{HEAD[lang][key]}.csv")
        assert raw.startswith("\ufeff".encode())                 # the BOM: accents read right
        text = raw.decode("utf-8-sig")
        assert text.splitlines()[0].split(sep)[0] == HEAD[lang]["round" if key != "game" else "key"]
        assert csv.Sniffer().sniff(text.splitlines()[0]).delimiter == sep
        got = list(csv.reader(io.StringIO(text), delimiter=sep))
        assert got == [[str(c) for c in r] for r in rows[key]]
    ledger = list(csv.reader(io.StringIO(z.read(f"{HEAD[lang]['ledger']}.csv").decode("utf-8-sig")), delimiter=sep))
    assert sum(int(r[3]) for r in ledger[1:]) == sum(p.cash - 10_000 for p in game.state.players)


def test_the_game_file_replays_to_the_same_game(game):
    data = json.loads(game_file(game.setup, game.log))
    assert data["format"] == "billionaire-game"
    assert replay(data["setup"], data["log"]).state_hash() == game.state_hash()


def test_the_class_summary_ranks_as_the_game(game):
    """The class workbook's ranks are the game's final ranking (the winner first, then net worth)."""
    from billionaire.rules.money import ranking
    from billionaire.workbook import class_rows, ranked
    summary, _players = class_rows(history(game.setup, game.log), words("it", game.state.players))
    assert [r[0] for r in summary] == [f"G{s}" for s in ranking(game.state)]
    assert [r[3] for r in summary] == list(range(1, len(summary) + 1))
    # the winner first whatever the worth; the withdrawn last; ties: the lower seat
    assert ranked({1: 5, 2: 9, 3: 9, 4: 20}, winner=1, out=[4]) == [1, 2, 3, 4]


@pytest.mark.parametrize("name", ["billionaire", "alta_finanza"])
@pytest.mark.parametrize("lang", ["it", "en"])
def test_the_round_is_a_number_and_money_reads_as_money(name, lang):
    """A teacher sorts, filters and charts the workbook: the round column holds numbers only
    (what the row is, the start, a round's end or the game's end, is in its own column) and every
    sum of money is a number shown with a thousands separator and '$' (`#,##0 "$"`)."""
    from billionaire import games
    from billionaire.workbook import HEAD as SHARED, MONEY_FORMAT, class_xlsx
    kind = games.GAMES[name]
    g = kind.new(7, [SeatSpec("Anna", True, "normale"), SeatSpec("Bruno", True, "facile")])
    for _ in range(3000):
        if g.over:
            break
        seat = acting_seats(g)[0] if name == "billionaire" else g.current_seat
        g.apply(seat, kind.choose_action(g, seat), g.decision_for(seat))
    if not g.over:
        g.apply(0, {"kind": "host_end"}, g.decision_for(0))
    side = kind.classroom
    h = side.history(g.setup, list(g.log))
    rows = side.sheets(h, side.words(g, lang))
    book = openpyxl.load_workbook(io.BytesIO(side.xlsx_bytes(rows, lang)))
    t = SHARED[lang]
    players, ledger, market, facts = book.worksheets
    for sheet in (players, market):
        head = [c.value for c in sheet[1]]
        rounds = [r[0] for r in sheet.iter_rows(min_row=2, values_only=True)]
        assert head[0] == t["round"] and all(type(r) is int for r in rounds), rounds[-3:]
        when = [r[head.index(t["moment"])] for r in sheet.iter_rows(min_row=2, values_only=True)]
        assert when[0] == t["start"] and when[-1] == t["game_end"]
        assert set(when) == {t["start"], t["round_end"], t["game_end"]}
    assert all(type(r[0]) is int for r in ledger.iter_rows(min_row=2, values_only=True))
    money_columns = {players: (t["cash"], {"it": "Patrimonio", "en": "Net worth" if name == "billionaire" else "Worth"}[lang]),
                     ledger: ({"it": "Importo", "en": "Amount"}[lang],)}
    for sheet, names in money_columns.items():
        head = [c.value for c in sheet[1]]
        for column in names:
            cells = [row[head.index(column)] for row in sheet.iter_rows(min_row=2)]
            assert cells and all(type(c.value) is int and c.number_format == MONEY_FORMAT for c in cells), column
    assert all(c.number_format == MONEY_FORMAT for row in market.iter_rows(min_row=2)
               for c in row[1:-1])                                        # prices, quotations
    assert players.cell(2, 2).number_format == "General"                  # not the seat
    # the class workbook too
    summary, by_round = side.class_rows(h, side.words(g, lang))
    book = openpyxl.load_workbook(io.BytesIO(class_xlsx([("abc", side.TITLE, summary, by_round)], lang)))
    assert all(row[3].number_format == MONEY_FORMAT and type(row[3].value) is int
               for row in book.worksheets[0].iter_rows(min_row=2))
    assert all(type(r[0]) is int for r in book.worksheets[1].iter_rows(min_row=2, values_only=True))
