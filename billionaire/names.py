"""What a player's name may hold: one rule for the engine (`validate_setup`) and the setup page.

A name is shown on the monitor, the phones and the games list; it must be seen. So it may not
hold control characters, line or paragraph separators, characters that draw nothing (Unicode's
default-ignorable code points, Hangul fillers, the braille blank), private-use or non-characters,
nor marks without a letter under them or piled up beyond `MAX_MARKS`. Names in any script keep
working: accents, CJK, Indic and Arabic marks, emoji with skin tones, keycaps and ZWJ sequences
(the zero-width joiners are allowed between two visible characters).

Games stored by an older version were created under the rule of the time (no Cc, Cf, Cs
characters); inside `as_stored()` a name either rule accepts passes, so such a game still opens.

Standard library only.
"""
from __future__ import annotations

import contextvars
import unicodedata
from contextlib import contextmanager
from typing import Iterator

MAX_NAME = 40
MAX_MARKS = 4   # combining marks on one letter (Vietnamese uses 2, keycap emoji 2)

JOINERS = frozenset("\u200c\u200d")   # ZWNJ, ZWJ: Persian and Indic names, emoji sequences
# Default_Ignorable_Code_Point (Unicode DerivedCoreProperties.txt), variation selectors aside.
_IGNORABLE = ((0x00AD, 0x00AD), (0x034F, 0x034F), (0x061C, 0x061C), (0x115F, 0x1160),
              (0x17B4, 0x17B5), (0x180E, 0x180E), (0x200B, 0x200F), (0x202A, 0x202E),
              (0x2060, 0x206F), (0x3164, 0x3164), (0xFEFF, 0xFEFF), (0xFFA0, 0xFFA0),
              (0xFFF0, 0xFFF8), (0x1BCA0, 0x1BCA3), (0x1D173, 0x1D17A), (0xE0000, 0xE00FF),
              (0xE01F0, 0xE0FFF))
# Variation selectors: they choose a glyph for the character before them (❤️ is U+2764 U+FE0F).
_VARIATION = ((0x180B, 0x180D), (0x180F, 0x180F), (0xFE00, 0xFE0F), (0xE0100, 0xE01EF))
# Visible-looking categories that draw nothing: braille blank, object replacement.
_BLANK = frozenset("\u2800\ufffc")

# Error codes of a refused name (their words: `billionaire.texts`, "error:name_...").
REFUSED = "name_invisible"
MARKS = "name_marks"
NOTHING_VISIBLE = "name_nothing_visible"
EMPTY = "name_empty"

_stored = contextvars.ContextVar("billionaire_names_stored", default=False)


@contextmanager
def as_stored() -> Iterator[None]:
    """Also accept names under the rule older versions stored games with (rebuilding a game)."""
    token = _stored.set(True)
    try:
        yield
    finally:
        _stored.reset(token)


def _in(cp: int, ranges: tuple[tuple[int, int], ...]) -> bool:
    return any(lo <= cp <= hi for lo, hi in ranges)


def _noncharacter(cp: int) -> bool:
    return 0xFDD0 <= cp <= 0xFDEF or (cp & 0xFFFE) == 0xFFFE


def _visible(ch: str) -> bool:
    """A character that draws something on its own: letter, digit, punctuation, symbol, or one
    this Python's Unicode tables do not know yet (a newer emoji)."""
    cp = ord(ch)
    cat = unicodedata.category(ch)
    if cat == "Cn":
        return not _noncharacter(cp) and not _in(cp, _IGNORABLE)
    return cat[0] in "LNPS" and ch not in _BLANK and not _in(cp, _IGNORABLE)


def _is_mark(ch: str) -> bool:
    return unicodedata.category(ch)[0] == "M" or _in(ord(ch), _VARIATION)


def problem(name: object):
    """A `Refusal` (its str is the Italian sentence, its `code` the error) if `name` cannot be
    a player's name, else None."""
    from .choice import Refusal
    if not isinstance(name, str) or not name.strip():
        return Refusal(EMPTY)
    if len(name) > MAX_NAME:
        return Refusal("name_too_long", most=MAX_NAME, now=len(name))
    code = character_problem(name)
    return None if code is None else Refusal(code, most_marks=MAX_MARKS)


def character_problem(name: str) -> str | None:
    """An error code if a character of `name` is refused (its length is the caller's)."""
    if _stored.get() and not any(unicodedata.category(ch) in ("Cc", "Cf", "Cs") for ch in name):
        return None
    text = name.strip()
    marks = 0            # marks on the current letter
    based = False        # a visible character came before the current marks
    for i, ch in enumerate(text):
        cp = ord(ch)
        cat = unicodedata.category(ch)
        if ch in JOINERS:
            after = text[i + 1] if i + 1 < len(text) else ""
            if not based or not after or not _visible(after):
                return REFUSED
            marks = 0
            based = False            # the next character is a new base
            continue
        if cat in ("Cc", "Cf", "Cs", "Co", "Zl", "Zp") or _noncharacter(cp) \
                or ch in _BLANK or _in(cp, _IGNORABLE):
            return REFUSED
        if _is_mark(ch):
            marks += 1
            if not based or marks > MAX_MARKS:
                return MARKS
            continue
        marks = 0
        based = _visible(ch)
    if not any(_visible(ch) for ch in text):
        return NOTHING_VISIBLE
    return None


def key(name: str) -> str:
    """What two names must not share: the same letters once case, compatibility forms, joiners,
    variation selectors and spacing are set aside ("Anna", " anna ", "ＡＮＮＡ", "An‍na")."""
    folded = unicodedata.normalize("NFKC", name).casefold()
    kept = "".join(ch for ch in folded if ch not in JOINERS and not _in(ord(ch), _VARIATION))
    return " ".join(kept.split())
