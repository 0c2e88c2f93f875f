"""The text layer: every word a player reads about the game, in Italian and English.

The engine speaks data (choice kinds with typed parameters, events, ledger categories, error
codes: `docs/engine.md`); this package turns them into words. Each language is a table of
templates (`texts/it.py`, `texts/en.py`) with the same keys:

- `choice:<kind>` a choice's button, `event:<kind>` a chronicle line, `cash:<category>` a
  ledger line, `error:<code>` a refusal, `card:<kind>` a card's text, `notice:<kind>`...

A template is a `str.format` string whose fields say how to show a value: `{amount:money}`
(`10.000 $` / `$10,000`), `{seat:who}` ('G1 Anna'), `{space:space}`, `{res:res}`... (the
field kinds are `Words.field`). A template may also be a function of the `Words` and the
parameters, for grammar a format string cannot say.
"""
from __future__ import annotations

import string
from typing import Any, Callable, Mapping

from . import en, it

LANGS = ("it", "en")
DEFAULT_LANG = "it"
TABLES = {"it": it, "en": en}


def lang_of(lang: Any) -> str:
    return lang if lang in TABLES else DEFAULT_LANG


def money(amount: int, lang: str = DEFAULT_LANG) -> str:
    """'10.000 $' in Italian, '$10,000' in English; negative: '-400 $' / '-$400'."""
    sign = "-" if amount < 0 else ""
    if lang == "en":
        return f"{sign}${abs(amount):,}"
    return f"{sign}{abs(amount):,} $".replace(",", ".")


def signed(amount: int, lang: str = DEFAULT_LANG) -> str:
    """Ledger style: '+300 $' / '+$300', '-200 $' / '-$200'."""
    return ("+" if amount >= 0 else "") + money(amount, lang)


def number(n: int, lang: str = DEFAULT_LANG) -> str:
    """Thousands in the language's style: 1.234 / 1,234."""
    return f"{n:,}".replace(",", ".") if lang != "en" else f"{n:,}"


class _Formatter(string.Formatter):
    def __init__(self, words: "Words"):
        self.words = words

    def format_field(self, value: Any, spec: str) -> str:
        if spec in self.words.kinds:
            return self.words.kinds[spec](value)
        return super().format_field(value, spec)


class Words:
    """One screen's words: a language and the players' names (seat -> 'G1 Anna').

    `words.say(key, **params)` renders any template; the helpers below are the usual doors."""

    def __init__(self, lang: str = DEFAULT_LANG, names: Mapping[int, str] | None = None):
        self.lang = lang_of(lang)
        self.table = TABLES[self.lang]
        self.names = dict(names or {})
        t = self.table
        self.kinds: dict[str, Callable[[Any], str]] = {
            "money": lambda v: money(int(v), self.lang),
            "signed": lambda v: signed(int(v), self.lang),
            "num": lambda v: number(int(v), self.lang),
            "who": self.who,
            "label": lambda v: f"G{v}",
            "space": lambda v: t.space_name(v),
            "res": lambda v: t.RESOURCE[v],
            "continent": lambda v: t.CONTINENT[v],
            **{name: (lambda f: (lambda v: f(v)))(f) for name, f in t.FIELD_KINDS.items()},
        }
        self._fmt = _Formatter(self)

    def who(self, seat: Any) -> str:
        try:
            return self.names.get(int(seat)) or f"G{seat}"
        except (TypeError, ValueError):
            return str(seat)

    def has(self, key: str) -> bool:
        return key in self.table.WORDS

    def say(self, key: str, /, **params: Any) -> str:
        """The words of `key` with `params`; a key the table lacks shows as itself (never blank,
        never a crash: a test checks that every key of the engine has both languages)."""
        template = self.table.WORDS.get(key)
        if template is None:
            return key
        if callable(template):
            return template(self, **params)
        return self._fmt.vformat(template, (), params)

    def fmt(self, template: str, /, **params: Any) -> str:
        return self._fmt.vformat(template, (), params)

    # ---- the engine's data ------------------------------------------------------------
    def choice(self, choice: Any) -> str:
        return self.say("choice:" + choice.kind, **choice.words)

    def question(self, choice: Any) -> tuple[str, str]:
        """(question, explanation) of the Sì / No dialog for a choice."""
        p = choice.words
        key = "ask:" + choice.kind
        title = self.say(key, **p) if self.has(key) else self.table.default_question(self.choice(choice))
        key = "explain:" + choice.kind
        return title, (self.say(key, **p) if self.has(key) else "")

    def destination(self, choice: Any) -> tuple[str, str]:
        """(place name, detail line) of a `move` choice: the toll (the continent in the world)
        and the cards it draws."""
        from ..layouts import WORLD
        target = choice.target or ""
        name = self.space(target)
        if target.startswith("w"):
            space = WORLD.by_id.get(target)   # type: ignore[attr-defined]
            detail = [self.continent(space.continent) if space and space.continent else self.say("dest:world")]
        else:
            detail = [self.say("dest:toll", toll=choice.toll) if choice.toll else self.say("dest:no_toll")]
        cards = choice.shows.get("cards", 0)
        if cards:
            detail.append(self.say("dest:cards", n=cards))
        return name, " · ".join(detail)

    def event(self, event: Mapping[str, Any]) -> str:
        params = dict(event)
        return self.say("event:" + params.pop("k"), **params)

    def cash(self, category: str, params: Mapping[str, Any] | None = None) -> str:
        return self.say("cash:" + category, **(params or {}))

    def error(self, code: str, params: Mapping[str, Any] | None = None) -> str:
        return self.say("error:" + code, **(params or {}))

    def effect(self, effect: Mapping[str, Any]) -> str:
        """A line of the card panel: {"k": "cash", "seat": 1, "amount": -400} -> 'G1: -400 $'."""
        params = dict(effect)
        return self.say("effect:" + params.pop("k"), **params)

    def need(self, need: Mapping[str, Any]) -> str:
        """An objective's requirement with its count: 'Casinò: 1 di 2'."""
        params = dict(need)
        return self.say("need:" + params.pop("k"), **params)

    def card(self, card: Any) -> str:
        """A chance card's text, from its data."""
        return self.say("card:" + card.key, res=card.resource, continent=card.continent,
                        amount=card.amount, **card.extra)

    def money(self, amount: int) -> str:
        return money(amount, self.lang)

    def signed(self, amount: int) -> str:
        return signed(amount, self.lang)

    def resource(self, r: str) -> str:
        return self.table.RESOURCE[r]

    def continent(self, c: str) -> str:
        return self.table.CONTINENT[c]

    def space(self, sid: str) -> str:
        return self.table.space_name(sid)

    def building(self, building: str) -> str:
        """A building by its id ('casino_4000'): 'Casinò da 4.000 $' / '$4,000 Casino'."""
        return self.table.BUILDING_NAME[building]

    def names_list(self, seats: list) -> str:
        """'G2 Bruno', 'G2 Bruno e G3 Carla' / 'G2 Bruno and G3 Carla'."""
        said = [self.who(s) for s in seats]
        if len(said) < 2:
            return "".join(said)
        return ", ".join(said[:-1]) + self.table.AND + said[-1]


_PLAIN: dict[str, Words] = {}


def plain(lang: str = DEFAULT_LANG) -> Words:
    """A shared `Words` without player names (players show as 'G1')."""
    lang = lang_of(lang)
    got = _PLAIN.get(lang)
    if got is None:
        got = _PLAIN[lang] = Words(lang)
    return got


def words(lang: str = DEFAULT_LANG, players: Any = None) -> Words:
    """A `Words` for a language and a game's players (Player objects, or view dicts with
    'seat', 'label', 'name')."""
    names: dict[int, str] = {}
    for p in players or ():
        if isinstance(p, Mapping):
            names[p["seat"]] = f"{p.get('label', 'G%s' % p['seat'])} {p['name']}"
        else:
            names[p.seat] = f"G{p.seat} {p.name}"
    return Words(lang, names)
