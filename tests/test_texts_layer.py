"""The rules speak data and one text layer says it, in Italian and in English (issue 14).

* every choice kind, event kind, card-panel line, error code, money category, card, objective,
  requirement and phase has an Italian and an English text;
* the rules modules hold no player-facing string;
* over 200 games, each player's ledger summed by category is exactly their cash change;
* every event, ledger line, card line and choice of real games renders in both languages, and
  the English says the same facts (the same numbers) as the Italian.
"""
from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from rules_kit import bot_game, random_game

from billionaire import events, rules
from billionaire.cards import DECK
from billionaire.rules.money import CATEGORIES, NOTES
from billionaire.engine import Game, SeatSpec
from billionaire.rules.objectives import OBJECTIVES
from billionaire.texts import en, it, words

ROOT = Path(__file__).resolve().parents[1]
# Every module of the rules package, and the engine's own modules around it.
RULES_MODULES = sorted(f"rules/{p.name}" for p in (ROOT / "billionaire" / "rules").glob("*.py")) + [
    "engine.py", "cards.py", "events.py", "choice.py", "names.py", "session.py", "views.py", "history.py"]


def _calls_first_args(names: set[str]) -> set[str]:
    """The string first arguments of calls to `names` anywhere in billionaire/ (error codes)."""
    found = set()
    for path in [*(ROOT / "billionaire").glob("*.py"), *(ROOT / "billionaire" / "rules").glob("*.py")]:
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", None)) in names \
                    and node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str):
                found.add(node.args[0].value)
    return found


def _effect_kinds() -> set[str]:
    """The `{"k": ...}` kinds written by the card effects and the rules (card-panel lines)."""
    found = set()
    for path in (ROOT / "billionaire" / "rules").glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Dict):
                for k, v in zip(node.keys, node.values):
                    if isinstance(k, ast.Constant) and k.value == "k" and isinstance(v, ast.Constant):
                        found.add(v.value)
    return found


def _name_codes() -> set[str]:
    from billionaire import names
    return {names.REFUSED, names.MARKS, names.NOTHING_VISIBLE, names.EMPTY, "name_too_long"}


def expected_keys() -> set[str]:
    keys = {f"choice:{k}" for k in rules.HANDLERS}
    keys |= {f"event:{k}" for k in events.KINDS}
    keys |= {f"cash:{c}" for c in CATEGORIES + NOTES}
    keys |= {f"effect:{k}" for k in _effect_kinds()}
    keys |= {f"error:{c}" for c in _calls_first_args({"RuleError", "Refusal"}) | _name_codes()}
    keys |= {f"card:{c.key}" for c in DECK} | {"card:hidden_bonus"}
    keys |= {f"objective:{o.id}" for o in OBJECTIVES}
    keys |= {f"need:{n[0]}" for o in OBJECTIVES for n in o.needs}
    keys |= {f"phase:{p}" for p in ("mine", "move", "path", "space", "preempt", "bids", "accept", "over")}
    return keys


def test_every_kind_code_and_category_has_italian_and_english():
    want = expected_keys()
    assert len(want) > 180
    assert want - set(it.WORDS) == set(), "Italian missing"
    assert want - set(en.WORDS) == set(), "English missing"
    assert set(it.WORDS) == set(en.WORDS), "the two languages have the same keys"
    assert {"error:not_your_turn", "error:stale", "cash:toll", "event:moved", "effect:cash"} <= want


def test_templates_keep_the_same_fields_in_both_languages():
    field = re.compile(r"{(\w+)(?::\w+)?}")
    for key, template in it.WORDS.items():
        other = en.WORDS[key]
        if isinstance(template, str) and isinstance(other, str):
            assert set(field.findall(template)) == set(field.findall(other)), key


def _player_facing(path: Path) -> list[tuple[int, str]]:
    """String literals with words in them, outside docstrings, assert messages and log calls."""
    tree = ast.parse(path.read_text())
    skip: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.ClassDef, ast.AsyncFunctionDef)) and node.body \
                and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant):
            skip.add(id(node.body[0].value))
        if isinstance(node, ast.Assert) and node.msg is not None:
            skip |= {id(n) for n in ast.walk(node.msg)}
        if isinstance(node, ast.Call) and getattr(node.func, "attr", "") in (
                "debug", "info", "warning", "error", "exception"):
            skip |= {id(n) for a in node.args for n in ast.walk(a)}
        if isinstance(node, ast.FunctionDef) and node.name == "__repr__":
            skip |= {id(n) for n in ast.walk(node)}
        if isinstance(node, ast.Raise) and node.exc is not None and "Error" in ast.unparse(node.exc).split("(")[0] \
                and "RuleError" not in ast.unparse(node.exc) and "Refusal" not in ast.unparse(node.exc):
            skip |= {id(n) for n in ast.walk(node.exc)}   # programming errors, for developers
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip:
            text = node.value.strip()
            if re.search(r"[A-Za-zÀ-ÿ]{2,} [A-Za-zÀ-ÿ]{2,}", text):
                out.append((node.lineno, node.value))
    return out


@pytest.mark.parametrize("name", RULES_MODULES)
def test_no_rules_module_writes_player_facing_words(name):
    assert _player_facing(ROOT / "billionaire" / name) == []


def test_the_scan_finds_a_sentence():
    """The scan above is not blind: a module with a sentence is caught."""
    probe = ROOT / "billionaire" / "texts" / "it.py"
    assert _player_facing(probe)


# ---- real games --------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def games() -> list[Game]:
    return [bot_game(seed, 2 + seed % 5) for seed in range(120)] + [random_game(seed) for seed in range(80)]


def test_the_ledger_summed_by_category_is_each_players_cash_change(games):
    categories = set(CATEGORIES)
    seen: set[str] = set()
    for game in games:
        start = game.setup["starting_cash"]
        for p in game.state.players:
            by_category: dict[str, int] = {}
            for delta, category, _params in p.ledger:
                assert category in categories or (category in NOTES and delta == 0), category
                by_category[category] = by_category.get(category, 0) + delta
            assert sum(by_category.values()) == p.cash - start, (game.state.seed, p.seat, by_category)
            seen |= set(by_category)
    assert len(seen) >= 20, sorted(categories - seen)


def _numbers(text: str) -> list[int]:
    return sorted(int(n.replace(".", "").replace(",", "")) for n in re.findall(r"\d[\d.,]*\d|\d", text))


def test_both_languages_tell_every_event_and_line_with_the_same_numbers(games):
    said = 0
    for game in games[::4]:
        wi, we = words("it", game.state.players), words("en", game.state.players)
        lines = [(wi.event(e), we.event(e)) for e in game.state.chronicle]
        for p in game.state.players:
            lines += [(wi.cash(c, pr), we.cash(c, pr)) for _d, c, pr in p.ledger]
        card = game.state.last_card
        if card:
            lines += [(wi.effect(e), we.effect(e)) for e in card["effects"]]
        for seat in [0] + game.seats():
            lines += [(wi.choice(c), we.choice(c)) for c in game.choices(seat)]
        for i_text, e_text in lines:
            assert not re.match(r"^(event|cash|effect|choice|card|error):", i_text), i_text
            assert not re.match(r"^(event|cash|effect|choice|card|error):", e_text), e_text
            assert _numbers(i_text) == _numbers(e_text), (i_text, e_text)
            said += 1
    assert said > 5_000


def test_money_follows_the_language():
    from billionaire.texts import money, signed
    assert money(10_000, "it") == "10.000 $" and money(10_000, "en") == "$10,000"
    assert signed(-400, "it") == "-400 $" and signed(-400, "en") == "-$400" and signed(300, "en") == "+$300"


def test_a_refusal_says_its_code_in_either_language():
    from billionaire.choice import Refusal
    game = Game.new(3, [SeatSpec("Anna"), SeatSpec("Bruno")])
    with pytest.raises(Exception) as err:
        game.apply(2, {"kind": "roll"})
    assert err.value.code == "not_your_turn" and str(err.value) == "Non è il tuo turno."
    assert words("en").error(err.value.code, err.value.params) == "It is not your turn."
    refusal = Refusal("amount_range", low=1, high=7)
    assert refusal == "La cifra deve stare fra 1 e 7." and refusal.code == "amount_range"
    assert words("en").error(refusal.code, refusal.params) == "The amount must be between 1 and 7."
