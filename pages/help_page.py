"""`/regole` and `/regole/alta-finanza`: each game's own guide, in Italian and English, reachable
from every screen.

The content (prose, and the figures and tables read from the engine) is in `pages/help_text.py`
(Italian) and `pages/help_text_en.py` (English), Alta Finanza's in `pages/af_help_text.py`;
this module only draws it, in the language of
the page (`pages/lang.here()`: `?lang=`, the browser's stored choice, its Accept-Language), with
the IT / EN switch in the header: one expandable section per topic, readable on a phone and on the
monitor. Every text goes through `ui.label`, so it is shown as plain text, never as HTML.
"""
from __future__ import annotations

from nicegui import ui

from pages import af_help_text, help_text, lang as page_lang, runtime, theme
from pages.help_text import Section, Table

CSS = """
.h-sec { overflow: hidden; }
.h-sec .q-expansion-item__container > .q-item { padding: 10px 14px; min-height: 52px; }
.h-sec .q-item__label { font-size: 1.08rem; font-weight: 700; }
.h-sec .q-item__section--avatar { color: var(--gold); min-width: 0; padding-right: 12px; }
.h-body { padding: 0 14px 14px 14px; display: flex; flex-direction: column; gap: .55rem;
          line-height: 1.45; }
.h-sub { color: var(--gold); font-weight: 700; letter-spacing: .04em; margin-top: .35rem; }
.h-list { padding-left: 1.25rem; display: flex; flex-direction: column; gap: .3rem; }
ul.h-list { list-style: disc; }
ol.h-list { list-style: decimal; }
.h-list li::marker { color: var(--gold); font-weight: 700; }
.h-term { font-weight: 700; color: var(--ink); margin-right: .3em; }
.h-table { display: grid; width: 100%; font-size: .9rem; border-radius: 10px; overflow: hidden;
           background: rgba(255,255,255,.025); border: 1px solid rgba(255,255,255,.07); }
.h-table > div { padding: 5px 8px; border-bottom: 1px solid rgba(255,255,255,.07); min-width: 0;
                 overflow-wrap: break-word; hyphens: auto; }
.h-th { color: var(--gold); font-weight: 700; font-size: .72rem; letter-spacing: .04em;
        text-transform: uppercase; background: rgba(227,183,90,.07); align-self: stretch; }
.h-num { text-align: right; font-variant-numeric: tabular-nums; }
.h-num:not(.h-th) { white-space: nowrap; overflow-wrap: normal; }
.h-bold { font-weight: 800; color: var(--gold); }
.h-chips { display: flex; flex-wrap: wrap; gap: 6px; }
.h-chip { font-size: .85rem; border-radius: 999px; padding: 2px 10px;
          border: 1px solid rgba(227,183,90,.35); background: rgba(227,183,90,.07); }
"""


def _columns(table: Table) -> str:
    """Grid template: numbers take what they need, the first text column 1 share, others 2; a
    text column never gets narrower than its longest word."""
    out = []
    for i, numeric in enumerate(table.numeric):
        out.append("auto" if numeric else f"minmax(min-content, {1 if i == 0 else 2}fr)")
    return " ".join(out)


def _table(table: Table, key: str) -> None:
    with ui.element("div").classes("h-table").style(f"grid-template-columns: {_columns(table)}") \
            .mark(f"table_{key}"):
        for i, head in enumerate(table.headers):
            ui.label(head).classes("h-th" + (" h-num" if table.numeric[i] else ""))
        for row in table.rows:
            for i, cell in enumerate(row):
                bold = " h-bold" if i == table.bold_column else ""
                ui.label(cell).classes(("h-num" if table.numeric[i] else "") + bold)


def _items(tag: str, items: tuple[str, ...], figs: dict[str, str]) -> None:
    with ui.element(tag).classes("h-list"):
        for item in items:
            with ui.element("li"):
                ui.label(item.format_map(figs))


def _block(block: tuple, figs: dict[str, str], tables: dict[str, Table],
           chips: dict[str, tuple[str, ...]]) -> None:
    kind = block[0]
    if kind == "p":
        ui.label(block[1].format_map(figs))
    elif kind == "h":
        ui.label(block[1]).classes("h-sub")
    elif kind == "term":
        with ui.element("div"):
            ui.label(block[1]).classes("h-term inline")
            ui.label(block[2].format_map(figs)).classes("inline")
    elif kind in ("list", "steps"):
        _items("ul" if kind == "list" else "ol", block[1], figs)
    elif kind == "table":
        _table(tables[block[1]], block[1])
    elif kind == "chips":
        with ui.element("div").classes("h-chips").mark(f"chips_{block[1]}"):
            for chip in chips[block[1]]:
                ui.label(chip).classes("h-chip")
    else:
        raise ValueError(kind)


def _section(section: Section, figs: dict[str, str], tables: dict[str, Table],
             chips: dict[str, tuple[str, ...]], opened: bool) -> ui.expansion:
    with ui.expansion(section.title, icon=section.icon, value=opened) \
            .classes("b-card h-sec w-full").mark(f"help_{section.key}") as exp:
        with ui.element("div").classes("h-body"):
            for block in section.blocks:
                _block(block, figs, tables, chips)
    return exp


def _set_all(sections: list[ui.expansion], value: bool) -> None:
    for exp in sections:
        exp.set_value(value)


def _guide(words: dict[str, str], sections: tuple[Section, ...], figs: dict[str, str],
           tables: dict[str, Table], chips: dict[str, tuple[str, ...]], lang: str) -> None:
    """One game's guide: its title, the IT / EN switch, open / close all, its sections."""
    theme.apply(words["browser_title"])
    ui.add_css(CSS)
    with ui.column().classes("w-full max-w-3xl mx-auto p-3 sm:p-4 gap-3"):
        with ui.row().classes("w-full items-center justify-between no-wrap gap-2"):
            ui.label(words["title"]).classes("text-3xl font-bold").mark("help_title")
            page_lang.switch(lang)
        ui.label(words["hint"]).classes("b-muted")
        with ui.row().classes("gap-2"):
            opener = ui.button(words["open_all"], icon="unfold_more").props("outline no-caps dense color=primary")
            closer = ui.button(words["close_all"], icon="unfold_less").props("outline no-caps dense color=primary")
        shown = [_section(sec, figs, tables, chips, opened=(i == 0)) for i, sec in enumerate(sections)]
        opener.on_click(lambda: _set_all(shown, True))
        closer.on_click(lambda: _set_all(shown, False))
        opener.mark("help_open_all")
        closer.mark("help_close_all")


def register() -> None:
    @ui.page("/regole")
    def help_page() -> None:
        lang = page_lang.here()
        figs = help_text.figures(runtime.config.auto_delay, runtime.config.screen_grace,
                                 runtime.config.bid_wait, lang=lang)
        _guide(help_text.page_words(lang), help_text.sections(lang), figs, help_text.tables(lang),
               help_text.chips(lang), lang)

    @ui.page("/regole/alta-finanza")
    def af_help_page() -> None:
        lang = page_lang.here()
        _guide(af_help_text.page_words(lang), af_help_text.sections(lang), af_help_text.figures(lang),
               af_help_text.tables(lang), {}, lang)
