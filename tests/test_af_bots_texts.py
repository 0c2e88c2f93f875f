"""Alta Finanza: bots play legal moves to an end and read only their own seat; every text key in
both languages; the package imports no NiceGUI; the simulator runs."""
from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from billionaire.alta_finanza import bots, events, texts
from billionaire.alta_finanza.engine import Game, SeatSpec
from billionaire.alta_finanza.rules import HANDLERS
from billionaire.alta_finanza.rules.money import CAUSES
from billionaire.alta_finanza.telex import DECK

REPO = Path(__file__).resolve().parent.parent
PKG = REPO / "billionaire" / "alta_finanza"


def bot_game(seed, levels, target=400_000, cap=400):
    g = Game.new(seed, [SeatSpec(f"B{i}", bot=True, level=lv) for i, lv in enumerate(levels)], target)
    while not g.over and g.state.round <= cap:
        seat = next(s for s in g.seats() if any(c.kind != "vote" for c in g.choices(s)))
        g.apply(seat, bots.choose_action(g, seat))      # apply validates: a bot's action is legal
    return g


def test_bot_games_end_with_a_winner_at_the_target():
    for seed, levels in ((1, ["normale"] * 4), (2, ["facile", "normale", "facile"]), (3, ["normale", "facile"])):
        g = bot_game(seed, levels)
        assert g.over and g.state.end_reason == "target", seed
        w = g.state.player(g.state.winner)
        assert w.cash >= 400_000 + w.penalty and w.share_count >= 15 and not w.loan


def test_normale_beats_facile():
    wins = {"facile": 0, "normale": 0}
    for seed in range(12):
        levels = ["normale", "facile"] if seed % 2 else ["facile", "normale"]
        g = bot_game(seed, levels)
        wins[levels[g.state.winner - 1]] += 1
    assert wins["normale"] > wins["facile"]


def test_bots_read_only_their_own_secrets_and_are_deterministic():
    g = Game.new(9, [SeatSpec(f"B{i}", bot=True) for i in range(4)], 400_000)
    checked = 0
    for _ in range(600):
        if g.over:
            break
        seat = next(s for s in g.seats() if any(c.kind != "vote" for c in g.choices(s)))
        action = bots.choose_action(g, seat)
        others = [p for p in g.state.players if p.seat != seat]
        saved = [p.telex for p in others], list(g.state.deck)
        pool = [t.id for t in DECK]
        for p in others:                    # scramble everything the bot must not read
            p.telex = pool[(pool.index(p.telex) + 7) % 20] if p.telex else None
        g.state.deck.reverse()
        g._cache_counter = -1
        assert bots.choose_action(g, seat) == action
        for p, t in zip(others, saved[0]):
            p.telex = t
        g.state.deck[:] = saved[1]
        g._cache_counter = -1
        g.apply(seat, action)
        checked += 1
    assert checked > 100


def _raised(paths) -> set[str]:
    codes = set()
    for path in paths:
        codes |= set(re.findall(r'RuleError\("([a-z_]+)"', path.read_text()))
    return codes


def _shared_codes() -> set[str]:
    """The platform's refusals (the door's, the names'): said once, by the platform's words."""
    from billionaire import door, names
    return _raised([Path(door.__file__)]) | {names.REFUSED, names.MARKS, names.NOTHING_VISIBLE}


def _error_codes() -> set[str]:
    return _raised(PKG.rglob("*.py")) | _shared_codes()


def test_every_key_has_italian_and_english():
    own = _raised(PKG.rglob("*.py")) - _shared_codes()
    keys = ({"choice:" + k for k in HANDLERS} | {"event:" + k for k in events.KINDS}
            | {"cash:" + c for c in CAUSES} | {"error:" + c for c in own})
    assert set(texts.IT) == set(texts.EN)
    missing = {lang: sorted(k for k in keys if k not in table) for lang, table in texts.TABLES.items()}
    assert missing == {"it": [], "en": []}


def test_every_refusal_is_said_in_both_languages_and_the_shared_ones_once():
    """Alta Finanza's own refusals in its table, the platform's in the platform's text layer
    (not copied here): every one reads as a sentence in Italian and English."""
    from billionaire.texts import plain
    params = {"low": 1, "high": 10, "most": 30, "least": 2, "level": "x", "most_marks": 3}
    for lang in ("it", "en"):
        w = texts.words(lang)
        for code in _error_codes():
            said = w.error(code, params)
            assert not said.startswith("error:") and "{" not in said, (lang, code, said)
        for code in _shared_codes():
            assert "error:" + code not in texts.TABLES[lang], code
            assert w.error(code, params) == plain(lang).error(code, params)


def test_every_event_and_choice_of_a_game_renders_in_both_languages():
    g = bot_game(4, ["facile", "normale", "facile", "normale"], target=300_000)
    for lang in ("it", "en"):
        w = texts.words(lang, g.state.players)
        for e in g.state.chronicle:
            line = w.event(e)
            assert "{" not in line and not line.startswith("event:"), line
        for p in g.state.players:
            for d, c, params in p.ledger:
                assert not w.cash(c, params).startswith("cash:")
    g2 = Game.new(1, [SeatSpec("A"), SeatSpec("B")])
    for lang in ("it", "en"):
        for s in (0, 1, 2):
            for c in g2.choices(s):
                assert not texts.Words(lang).choice(c).startswith("choice:")


def test_the_alta_finanza_package_never_imports_nicegui():
    script = (
        "import importlib, pkgutil, sys\n"
        "import billionaire.alta_finanza as af\n"
        "names = ['billionaire.alta_finanza'] + [m.name for m in pkgutil.walk_packages(af.__path__, 'billionaire.alta_finanza.')]\n"
        "[importlib.import_module(n) for n in names]\n"
        "assert 'billionaire.alta_finanza.rules.borsa' in names and 'billionaire.alta_finanza.bots' in names, names\n"
        "bad = [m for m in sys.modules if m == 'nicegui' or m.startswith('nicegui.')]\n"
        "sys.exit('nicegui: ' + ','.join(bad) if bad else 0)\n")
    proc = subprocess.run([sys.executable, "-c", script], cwd=REPO, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_simulator_through_the_main_entry(capsys):
    from billionaire import simulate
    summary = simulate.main(["--game", "alta_finanza", "--games", "3", "--players", "3", "--seed", "2",
                             "--target", "300000", "--quiet"])
    assert summary["game"] == "alta_finanza" and sum(summary["end_reasons"].values()) == 3
    assert "Vittorie per posto" in capsys.readouterr().out
