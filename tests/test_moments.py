"""The debrief's key moments (`billionaire.moments`): over 200 simulated games, every statement is
checked against the game's history (and its ledgers), each kind comes up, a finished bot game has
three to six, and each is said in Italian and in English with its figures."""
from __future__ import annotations

import re

import pytest
from rules_kit import bot_game, random_game

from billionaire.engine import Game
from billionaire.history import history
from billionaire.moments import FINDERS, MAX_MOMENTS, TOLL_CATEGORIES, key_moments
from billionaire.tables import PRICE_LADDER
from billionaire.texts import words


@pytest.fixture(scope="module")
def games():
    games = [bot_game(seed, 2 + seed % 5, 60, (3000, 10_000)) for seed in range(140)]
    games += [random_game(seed, 600) for seed in range(60)]
    return [(g, history(g.setup, g.log)) for g in games]


def _leader(pt) -> int:
    return min(pt.players, key=lambda p: (-p.net_worth, p.seat)).seat


def _check(m: dict, h, game: Game) -> None:
    k = m["k"]
    points = h.points
    if k == "lead":
        i = next(i for i, pt in enumerate(points) if pt.round == m["round"] and i >= 1)
        assert all(_leader(pt) == m["seat"] for pt in points[i:])
        assert i == 1 or _leader(points[i - 1]) != m["seat"]
        assert m["net_worth"] == points[-1].player(m["seat"]).net_worth
    elif k == "price_swing":
        i = next(i for i, pt in enumerate(points) if pt.round == m["round"] and i >= 1)
        before, after = points[i - 1], points[i]
        res = m["res"]
        assert PRICE_LADDER[res][before.prices[res] - 1] == m["old"]
        assert PRICE_LADDER[res][after.prices[res] - 1] == m["new"]
        assert abs(after.prices[res] - before.prices[res]) >= 2
        for a, b in zip(points, points[1:]):     # no larger swing of any resource in any round
            assert all(abs(b.prices[r] - a.prices[r]) <= abs(after.prices[res] - before.prices[res])
                       for r in b.prices)
        assert m["causes"] and all(c["cause"] in ("round", "card", "bonus") for c in m["causes"])
        held = {p.seat: sum(p.kg[w].get(res, 0) for w in p.kg) for p in before.players}
        if m["seat"] is None:
            assert max(held.values()) == 0
        else:
            assert held[m["seat"]] == m["kg"] == max(held.values()) > 0
            assert m["value"] == m["kg"] * (m["new"] - m["old"])
    elif k == "debt":
        run = [pt for pt in points[1:] if m["first"] <= pt.round <= m["last"]]
        assert len(run) == m["rounds"] >= 2 and all(pt.player(m["seat"]).debt > 0 for pt in run)
        assert max(pt.player(m["seat"]).debt for pt in run) == m["deepest"] == -min(pt.player(m["seat"]).cash for pt in run)
        for seat in h.seats():                   # nobody stayed in debt longer
            longest = streak = 0
            for pt in points[1:]:
                streak = streak + 1 if pt.player(seat).debt > 0 else 0
                longest = max(longest, streak)
            assert longest <= m["rounds"]
    elif k == "tolls":
        p = game.state.player(m["seat"])
        got = [a for a, c, params in p.ledger if c in TOLL_CATEGORIES and a > 0 and params.get("space") == m["space"]]
        assert sum(got) == m["amount"] and len(got) == m["times"] >= 2
        assert game.state.buildings[m["space"]].owner is not None
    elif k == "windfall":
        biggest = max(a for p in game.state.players for a, _c, _p in p.ledger)
        assert biggest == m["amount"]
        assert any(a == m["amount"] and c == m["category"] for a, c, _ in game.state.player(m["seat"]).ledger)
        assert 1 <= m["round"] <= game.state.round
    elif k == "top_income":
        assert m["seat"] == (game.state.winner if game.state.winner is not None else _leader(points[-1]))
        income: dict[str, int] = {}
        for a, c, _ in game.state.player(m["seat"]).ledger:
            if a > 0:
                income[c] = income.get(c, 0) + a
        assert income[m["category"]] == m["amount"] == max(income.values())
        assert m["share"] == round(100 * m["amount"] / sum(income.values()))
    else:
        raise AssertionError(k)


def test_every_key_moment_is_true_of_its_game(games):
    kinds = set()
    for game, h in games:
        moments = key_moments(h)
        assert len(moments) <= MAX_MOMENTS
        for m in moments:
            _check(m, h, game)
            kinds.add(m["k"])
        rounds = [m.get("round", m.get("first")) for m in moments if "round" in m or "first" in m]
        assert rounds == sorted(rounds)                       # in the order of the game
        if game.setup["seats"][0]["bot"] and game.state.round >= 10:
            assert len(moments) >= 3, (game.state.seed, moments)
    assert kinds == {f.__name__.lstrip("_") for f in FINDERS}


def test_every_moment_is_said_in_both_languages_with_its_figures(games):
    for game, h in games[:60]:
        for m in key_moments(h):
            params = {k: v for k, v in m.items() if k not in ("k", "bot")}   # `bot`: billionaire.away.say_moment
            for lang in ("it", "en"):
                text = words(lang, game.state.players).say("moment:" + m["k"], **params)
                assert not text.startswith("moment:") and "{" not in text, text
                for key in ("amount", "net_worth", "value", "deepest"):
                    if m.get(key):
                        figure = f"{abs(m[key]):,}"
                        assert figure.replace(",", ".") in text or figure in text, (key, text)
                assert re.search(r"G\d", text), text
