"""Alta Finanza's history from the log (billionaire/alta_finanza/history.py), checked against
the engine itself: what a teacher's charts and workbook would show is what the game was."""
from __future__ import annotations

import random

import pytest

from billionaire.alta_finanza import bots
from billionaire.alta_finanza.engine import Game, SeatSpec, replay
from billionaire.alta_finanza.history import MOVE_CAUSES, history
from billionaire.alta_finanza.rules.money import worth
from billionaire.alta_finanza.tables import START_CASH, TYPES
from billionaire.randomplay import acting_seats


def _bot_game(seed: int, players: int = 3, target: int = 300_000, actions: int = 3000) -> Game:
    rng = random.Random(seed)
    seats = [SeatSpec(f"B{i}", bot=True, level=rng.choice(["facile", "normale"])) for i in range(players)]
    g = Game.new(seed, seats, target)
    for _ in range(actions):
        if g.over:
            break
        seat = acting_seats(g)[0]
        g.apply(seat, bots.choose_action(g, seat))
    return g


@pytest.mark.parametrize("seed", range(1, 9))
def test_every_point_is_the_game_at_that_moment(seed):
    g = _bot_game(seed)
    h = history(g.setup, list(g.log))
    assert h.points[0].round == 0 and h.points[-1].action == len(g.log)
    assert [pt.round for pt in h.points[1:-1]] == sorted({pt.round for pt in h.points[1:-1]})
    for pt in h.points[:: max(1, len(h.points) // 12)] + [h.points[-1]]:
        then = replay(g.setup, g.log[:pt.action])
        assert pt.quotes == then.state.quotes
        for p in then.state.players:
            got = pt.player(p.seat)
            assert (got.cash, got.shares, got.loan) == (p.cash, p.shares, p.loan)
            assert got.worth == worth(then.state, p)
    if g.over:
        assert h.points[-1].final


@pytest.mark.parametrize("seed", range(1, 9))
def test_quote_moves_explain_every_quotation(seed):
    g = _bot_game(seed)
    h = history(g.setup, list(g.log))
    quotes = dict(h.points[0].quotes)
    for m in h.quote_moves:
        assert m.cause in MOVE_CAUSES and quotes[m.type] == m.old and m.old != m.new
        if m.cause == "crack":
            assert m.new == 0
        if m.cause == "recovery":
            assert m.old == 0 and m.new == 10_000
        if m.cause in ("telex", "crack", "recovery") and m.seat is not None:
            assert m.telex is not None
        if m.cause == "trade":
            assert m.seat == g.log[m.action]["seat"] and g.log[m.action]["action"]["kind"] == "trade"
        quotes[m.type] = m.new
    assert quotes == g.state.quotes


@pytest.mark.parametrize("seed", range(1, 9))
def test_money_by_cause_adds_up_to_each_players_cash(seed):
    g = _bot_game(seed)
    h = history(g.setup, list(g.log))
    for p in g.state.players:
        flows = h.flows(p.seat)
        assert sum(flows.values()) == p.cash - START_CASH
    assert set(TYPES) == set(h.points[0].quotes)


@pytest.mark.parametrize("lang", ["it", "en"])
def test_the_workbook_opens_and_its_figures_are_the_history(lang):
    import io
    import zipfile

    import openpyxl

    from billionaire.alta_finanza import texts, workbook

    g = _bot_game(3)
    h = history(g.setup, list(g.log))
    w = texts.words(lang, g.state.players)
    rows = workbook.sheets(h, w, g.state.winner)
    book = openpyxl.load_workbook(io.BytesIO(workbook.xlsx_bytes(rows, lang)))
    assert book.sheetnames == [workbook.HEAD[lang][k] for k in workbook.SHEETS]
    players = list(book[workbook.HEAD[lang]["players"]].iter_rows(values_only=True))
    last = h.points[-1]
    for seat in h.seats():
        row = [r for r in players if r[1] == f"G{seat}"][-1]
        assert row[3] == g.state.player(seat).cash == last.player(seat).cash
        assert row[5] == last.player(seat).worth
    ledger = list(book[workbook.HEAD[lang]["ledger"]].iter_rows(values_only=True))[1:]
    for seat in h.seats():
        assert sum(r[3] for r in ledger if r[1] == f"G{seat}") == g.state.player(seat).cash - START_CASH
    quotes = list(book[workbook.HEAD[lang]["quotes"]].iter_rows(values_only=True))
    assert list(quotes[-1][1:1 + len(TYPES)]) == [g.state.quotes[k] for k in TYPES]
    z = zipfile.ZipFile(io.BytesIO(workbook.csv_zip_bytes(rows, lang)))
    assert sorted(z.namelist()) == sorted(f"{workbook.HEAD[lang][k]}.csv" for k in workbook.SHEETS)
