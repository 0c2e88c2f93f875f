"""Which language a screen speaks, and the page's own words in it.

Each browser picks its language: `?lang=en` or `?lang=it` in any address (the IT / EN switch
links to it) sets it and it sticks to that browser (`app.storage.user`, kept across reconnects
and server restarts); otherwise the browser's own first preference (Accept-Language) if it is
English, else Italian. So one game can have the monitor in Italian and a phone in English.

The pages' own texts are written in Italian in the code (the rulebook's labels are Italian) and
`tr()` gives their English from `pages/texts_en.py`, gettext-style: the Italian text is the key.
Words of the game itself (choices, chronicle, ledger, errors, cards) come from the engine's text
layer, `billionaire.texts`.
"""
from __future__ import annotations

import copy
from typing import Any

from nicegui import app, ui

from billionaire.texts import LANGS, DEFAULT_LANG
from pages.texts_en import EN

QUASAR = {"it": "it", "en": "en-US"}   # NiceGUI's own texts (connection lost...) and the html lang


def _from_header(header: str) -> str:
    """The browser's first preferred language among ours: 'en-GB,en;q=0.9' -> 'en'."""
    for part in header.split(","):
        code = part.split(";")[0].strip().lower()[:2]
        if code in LANGS:
            return code
        if code:
            return DEFAULT_LANG
    return DEFAULT_LANG


def here() -> str:
    """The language of the page being built (read it while building, never in a later refresh):
    `?lang=` first (and remembered), then this browser's stored choice, then its header."""
    try:
        request = ui.context.client.request
    except Exception:
        request = None
    asked = request.query_params.get("lang") if request is not None else None
    if asked in LANGS:
        try:
            app.storage.user["lang"] = asked
        except Exception:
            pass
        lang = asked
    else:
        try:
            stored = app.storage.user.get("lang")
        except Exception:
            stored = None
        if stored in LANGS:
            lang = stored
        else:
            lang = _from_header(request.headers.get("accept-language", "")) if request is not None else DEFAULT_LANG
    _page_language(lang)
    return lang


def _page_language(lang: str) -> None:
    """NiceGUI's own texts (the connection-lost banner) and `<html lang>` follow the page's
    language: the page object is shared by every client of the route, so this client gets a copy."""
    try:
        client = ui.context.client
        page = copy.copy(client.page)
        page.language = QUASAR[lang]
        client.page = page
    except Exception:
        pass


def tr(text: str, lang: str) -> str:
    """A page's own text in `lang`: Italian as written, English from `texts_en.EN` (the Italian
    text itself if it has no English yet, so nothing goes blank)."""
    if lang == "en":
        return EN.get(text, text)
    return text


def problem_text(problem: Any, lang: str) -> str:
    """A refusal in `lang`: the engine's and the session's carry an error code (`Refusal`,
    `RuleError`, or an exception raised with one), put into words by the text layer; a page's
    own message (a plain str) goes through `tr`."""
    from billionaire.texts import plain
    if isinstance(problem, BaseException) and not hasattr(problem, "code") and problem.args:
        problem = problem.args[0]
    code = getattr(problem, "code", None)
    if isinstance(code, str):
        return plain(lang).error(code, getattr(problem, "params", None) or {})
    return tr(str(problem), lang)


def switch(lang: str, *, dark: bool = True) -> Any:
    """The IT / EN switch: two links to the same address with `?lang=`; the current one is bold."""
    with ui.row().classes("items-center gap-1 no-wrap bl-lang").props('data-testid="lang-switch"') as row:
        for code in LANGS:
            link = ui.link(code.upper(), f"?lang={code}").classes("px-1 text-sm no-underline") \
                .props(f'data-testid="lang-{code}" aria-label="{"Italiano" if code == "it" else "English"}"')
            link.style("font-weight: 800; text-decoration: underline" if code == lang
                       else "opacity: .75")
            link.style(f"color: {'#fff' if dark else 'inherit'}")
    return row
