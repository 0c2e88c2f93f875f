"""Alta Finanza's classroom through `pages.runtime` (charts, debrief, teacher's files, replay,
class workbook): the figures are a fresh history of the stored log, the files go only to the
host of a finished game, and the class workbook holds AF games beside Billionaire ones."""
from __future__ import annotations

import io
import json
import zipfile

import openpyxl
import pytest

from billionaire import games
from billionaire.alta_finanza.history import history
from billionaire.alta_finanza.moments import key_moments
from billionaire.engine import SeatSpec
from billionaire.session import Registry
from billionaire.store import Store
from pages import runtime


@pytest.fixture
def registry(monkeypatch):
    reg = Registry(Store(":memory:"))
    monkeypatch.setattr(runtime, "registry", reg)
    runtime._histories.clear()
    runtime._charts.clear()
    return reg


def _af(reg: Registry, seed: int = 1, finish: bool = True, actions: int = 10 ** 5):
    seats = [SeatSpec("Anna", True, "normale"), SeatSpec("Bruno", True, "facile"), SeatSpec("Carla", True, "normale")]
    s = reg.create(seats, seed=seed, game=games.ALTA_FINANZA, settings={"target": 300_000})
    for _ in range(actions):
        if s.game.over or not s.bot_step():
            break
    assert s.game.over == finish
    return s


def test_every_game_has_the_classroom_features():
    for name, kind in games.GAMES.items():
        side = kind.classroom
        for attr in ("history", "series", "debrief", "sheets", "xlsx_bytes", "csv_zip_bytes", "class_rows",
                     "words", "market_names", "TITLE", "STEM", "MARKET"):
            assert hasattr(side, attr), (name, attr)


def test_the_charts_are_a_fresh_history_of_the_log(registry):
    s = _af(registry)
    h = history(s.game.setup, list(s.game.log))
    got = runtime.chart_series(s, "en")
    assert got["market_kind"] == "quotes" and got["rounds"] == [pt.round for pt in h.points]
    assert list(got["market_names"].values()) == ["Automobile", "Shipping", "Oil", "Computers", "Insurance", "Banks"]
    assert got["market"]["banks"] == [pt.quotes["banks"] for pt in h.points]
    for seat in (1, 2, 3):
        assert got["net_worth"][seat] == [pt.player(seat).worth for pt in h.points]
        assert got["cash"][seat] == [pt.player(seat).cash for pt in h.points]
    assert [p["label"] for p in got["players"]] == ["G1", "G2", "G3"]
    assert runtime.replay_points(s) == [(pt.round, pt.action) for pt in h.points]
    assert runtime.replay_points(s)[-1][1] == len(s.game.log)


def test_a_running_game_charts_its_round_ends(registry):
    s = _af(registry, finish=False, actions=120)
    got = runtime.chart_series(s)
    h = history(s.game.setup, list(s.game.log))
    ends = [pt for pt in h.points if not pt.final]
    assert got["rounds"][: len(ends)] == [pt.round for pt in ends]


@pytest.mark.parametrize("name", [games.BILLIONAIRE, games.ALTA_FINANZA])
def test_the_charts_never_draw_one_moment_twice(registry, name):
    """A game just created has one point (its start); a round's end that is also the log's end
    is one point, not two labelled alike ("0 0" on the axis, as a tester saw)."""
    seats = [SeatSpec("Anna", True, "normale"), SeatSpec("Bruno", True, "facile")]
    s = registry.create(seats, seed=4, game=name, settings=None)
    assert runtime.chart_series(s)["rounds"] == [0]
    for _ in range(400):
        if s.game.over or not s.bot_step():
            break
        rounds = runtime.chart_series(s)["rounds"]
        assert len(rounds) == len(set(rounds)), rounds


@pytest.mark.parametrize("lang", ["it", "en"])
def test_the_debrief_tells_three_to_six_true_moments(registry, lang):
    s = _af(registry)
    d = runtime.debrief(s, lang)
    h = history(s.game.setup, list(s.game.log))
    assert 3 <= len(d["moments"]) <= 6 and all(isinstance(m, str) and "{" not in m for m in d["moments"])
    kinds = [m["k"] for m in key_moments(h)]
    assert any(k.startswith("lead") for k in kinds)
    assert len(d["moments"]) == len(kinds)
    for seat, flows in d["flows"].items():
        incomes = sum(i for i, _ in flows.values())
        spending = sum(o for _, o in flows.values())
        assert incomes - spending == sum(h.flows(seat).values())
    assert set(d["category_names"]) == set(d["categories"])


def test_the_moments_follow_the_game(registry):
    s = _af(registry)
    h = history(s.game.setup, list(s.game.log))
    for m in key_moments(h):
        if m["k"].startswith("crack"):
            move = next(q for q in h.quote_moves if q.cause == "crack")
            assert (m["type"], m["old"], m["round"]) == (move.type, move.old, move.round)
        if m["k"].startswith("quote_swing"):
            biggest = max(abs(q.new - q.old) for q in h.quote_moves if q.cause in ("trade", "telex"))
            assert abs(m["new"] - m["old"]) == biggest
        if m["k"] in ("lead", "lead_beaten"):
            last = h.points[-1]
            assert last.player(m["seat"]).worth == max(p.worth for p in last.players)
        if m["k"] == "telex_prize":
            prizes = [a for e in h.ledgers.values() for a, c, _ in e if c == "prize"]
            assert m["amount"] == max(prizes)


def test_the_files_go_to_the_host_of_a_finished_game_only(registry):
    running = _af(registry, seed=2, finish=False, actions=60)
    assert runtime.game_files(running, running.host_key, "xlsx") is None       # ledgers are private
    assert runtime.game_files(running, running.host_key, "json") is None
    s = _af(registry)
    for key in (None, "forged", running.host_key):
        assert runtime.game_files(s, key, "xlsx") is None
    assert runtime.game_files(s, s.host_key, "exe") is None
    data, name = runtime.game_files(s, s.host_key, "json")
    assert name == f"alta-finanza-{s.game_id}.json"
    assert json.loads(data)["log"] == list(s.game.log) and json.loads(data)["setup"]["game"] == "alta_finanza"
    data, name = runtime.game_files(s, s.host_key, "xlsx", "en")
    book = openpyxl.load_workbook(io.BytesIO(data))
    assert {"Players by round", "Ledger", "Quotations", "Game"} <= set(book.sheetnames)
    h = history(s.game.setup, list(s.game.log))
    rows = list(book["Quotations"].iter_rows(values_only=True))[1:]
    assert [r[6] for r in rows] == [pt.quotes["banks"] for pt in h.points]
    data, name = runtime.game_files(s, s.host_key, "csv")
    assert name.endswith("-csv.zip") and zipfile.ZipFile(io.BytesIO(data)).namelist()


def test_the_class_workbook_holds_both_games(registry):
    af = _af(registry)
    b = registry.create([SeatSpec("Ada"), SeatSpec("Bot", True, "facile")], 10_000, seed=3)
    b.submit(0, {"kind": "host_end"}, b.decision_for(0))
    assert b.game.over
    data, _ = runtime.class_workbook({af.game_id: af.host_key, b.game_id: b.host_key})
    book = openpyxl.load_workbook(io.BytesIO(data))
    assert book.sheetnames == ["Classe", f"Partita {af.game_id}", f"Partita {b.game_id}"]
    rows = list(book["Classe"].iter_rows(values_only=True))[1:]
    worth = {r[1]: r[3] for r in rows if r[0] == af.game_id}
    last = history(af.game.setup, list(af.game.log)).points[-1]
    assert worth == {f"G{p.seat}": p.worth for p in last.players}
    assert {r[7] for r in rows if r[0] == af.game_id} == {"Alta Finanza"}
    assert {r[7] for r in rows if r[0] == b.game_id} == {"Billionaire"}
    winner = [r for r in rows if r[0] == af.game_id and r[5] == "✓"]
    assert [r[1] for r in winner] == [f"G{af.game.state.winner}"] and winner[0][4] == 1
    assert {r[6] for r in rows if r[0] == af.game_id} == {"obiettivo raggiunto"}   # in words, not "target"
    assert runtime.class_workbook({af.game_id: "forged"}) is None
