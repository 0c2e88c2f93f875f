"""A bot standing in for a student's seat (the host's **Fai giocare un bot**, or a phone away on
its turn) is not the student: the teacher's workbook says who played each round and each money
movement ("Giocato da": the player or "bot"), and the debrief's key moments played by the bot
say so, in both games."""
from __future__ import annotations

import io

import openpyxl
import pytest

from billionaire import games
from billionaire.engine import SeatSpec

NAMES = ("Anna", "Bruno", "Carla")


def _play(g, kind, steps: int) -> None:
    for _ in range(steps):
        if g.over:
            return
        s = next(s for s in (g.current_seat, *range(1, len(NAMES) + 1))   # a bid may be anyone's
                 if any(c.kind != "vote" for c in g.choices(s)))
        g.apply(s, kind.choose_action(g, s), g.decision_for(s))


def _game(name: str, seed: int, before: int, during: int, after: int, seat: int = 1):
    """Three humans; a bot plays `seat` for `during` moves after `before`, then `after` more,
    then the host ends the game. Returns the game and, per action of its log, whether the bot
    held `seat` then (read from the replayed state: the oracle)."""
    kind = games.GAMES[name]
    g = kind.new(seed, [SeatSpec(n) for n in NAMES], None)
    _play(g, kind, before)
    g.apply(0, {"kind": "stand_in", "seat": seat, "level": "normale", "why": "host"}, g.decision_for(0))
    _play(g, kind, during)
    if not g.over:
        g.apply(0, {"kind": "stand_down", "seat": seat}, g.decision_for(0))
    _play(g, kind, after)
    if not g.over:
        g.apply(0, {"kind": "host_end"}, g.decision_for(0))
    assert g.over
    return g, kind


def _oracle(g, kind, seat: int) -> tuple[list[bool], list[bool]]:
    """(per action of the log: the bot held `seat` while it ran; per ledger entry of `seat`:
    the bot held it when the entry was written), replaying the log move by move."""
    fresh = kind.new(g.setup["seed"], [SeatSpec(s["name"], s["bot"], s["level"]) for s in g.setup["seats"]],
                     {k: g.setup[k] for k, _default in kind.settings})
    actions, entries = [], []
    for entry in g.log:
        held = fresh.state.player(seat).stand_in is not None and entry["action"]["kind"] != "stand_down"
        fresh.apply(entry["seat"], entry["action"])
        actions.append(held)
        entries += [held] * (len(fresh.state.player(seat).ledger) - len(entries))
    return actions, entries


@pytest.mark.parametrize("name", [games.BILLIONAIRE, games.ALTA_FINANZA])
@pytest.mark.parametrize("lang", ["it", "en"])
def test_the_workbook_says_who_played_each_round_and_movement(name, lang):
    g, kind = _game(name, 4, 60, 120, 60)
    side = kind.classroom
    h = side.history(g.setup, list(g.log))
    rows = side.sheets(h, side.words(g, lang))
    book = openpyxl.load_workbook(io.BytesIO(side.xlsx_bytes(rows, lang)))
    players, ledger = (list(book.worksheets[i].iter_rows(values_only=True)) for i in (0, 1))
    column = {"it": "Giocato da", "en": "Played by"}[lang]
    by = players[0].index(column)
    # every money movement of G1 says who held the seat when it was written
    _, held = _oracle(g, kind, 1)
    mine = [r[ledger[0].index(column)] for r in ledger[1:] if r[1] == "G1"]
    assert len(mine) == len(held) and "bot" in mine and "Anna" in mine
    assert mine == ["bot" if b else "Anna" for b in held]
    # each round: the player, the bot, or both; the others' seats are theirs alone
    said = [r[by] for r in players[1:] if r[1] == "G1"]
    assert said[0] == "Anna" and "bot" in said and said[-1] in ("Anna", "Anna, bot")
    assert said.count("Anna, bot") in (1, 2)                 # the rounds where the bot came and went
    assert {r[by] for r in players[1:] if r[1] == "G2"} == {"Bruno"}


def _moments_of(g, kind, lang):
    side = kind.classroom
    h = side.history(g.setup, list(g.log))
    return h, side.debrief(h, side.words(g, lang))


@pytest.mark.parametrize("name", [games.BILLIONAIRE, games.ALTA_FINANZA])
def test_the_moments_a_bot_played_say_so(name):
    """A bot plays G1 from the first move to the end: each moment that tells G1's moves (a
    windfall, a card, a trade, a loan, the income) says the bot played them; a game with no
    stand-in says nothing of the kind."""
    from billionaire.alta_finanza.moments import key_moments as af_moments
    from billionaire.moments import key_moments
    find = af_moments if name == games.ALTA_FINANZA else key_moments
    marked = 0
    for seed in range(1, 12):
        g, kind = _game(name, seed, 0, 400, 0)
        h, data = _moments_of(g, kind, "it")
        assert data["stood_in"] == [1]
        for m, text in zip(find(h), data["moments"]):
            if "bot" in m:
                marked += 1
                assert m["bot"] == {"seat": 1, "all": True}
                assert text.endswith("Al posto di G1 Anna giocava un bot."), text
            else:
                assert "bot" not in text, text
        en = _moments_of(g, kind, "en")[1]["moments"]
        assert sum(t.endswith("A bot was playing for G1 Anna.") for t in en) == sum("bot" in m for m in find(h))
    assert marked >= 3, marked
    g, kind = _game(name, 1, 300, 0, 0)          # the bot came and went at once: no move of its own
    h, data = _moments_of(g, kind, "it")
    assert not any("bot" in m for m in find(h)) and not any("un bot" in t for t in data["moments"])


@pytest.mark.parametrize("name", [games.BILLIONAIRE, games.ALTA_FINANZA])
def test_the_debrief_names_a_stood_in_seat_under_its_bars(name):
    from pages.monitor_debrief import money_options
    g, kind = _game(name, 4, 60, 120, 60)
    _h, data = _moments_of(g, kind, "it")
    players = [{"seat": i, "label": f"G{i}", "name": n} for i, n in enumerate(NAMES, start=1)]
    options = money_options({**data, "players": players}, "it")
    assert options["xAxis"]["data"] == ["G1 Anna\n(anche un bot)", "G2 Bruno", "G3 Carla"]
