"""The pieces of Alta Finanza's monitor, each built once and updated in place from the public
view: the header, the track with the quotations in its middle and their small chart (the
history's round ends, `runtime.chart_series`), the players' table, the last Telex, the
chronicle and the final ranking (with the debrief's button).

Public only: the view they read has no held Telex (only whether a player holds one). Player
names are typed by players: the HTML pieces escape everything from the view.
"""
from __future__ import annotations

import html
from typing import Callable

from nicegui import ui

from billionaire.alta_finanza.tables import TYPES
from billionaire.texts import money, signed
from pages import seat_marks, words
from pages.af_track_svg import track_svg
from pages.lang import switch, tr
from pages.monitor_charts import TYPE_COLOUR
from pages.monitor_parts import STAND_IN_SHORT, chip, loaded_tag
# The page's rem in the browser (the monitor's root font size follows the screen: pages/theme.py)
REM_JS = "parseFloat(getComputedStyle(document.documentElement).fontSize)"
# Tells the page when the screen changes size (a TV's browser rarely does; a window, a test)
RESIZE_JS = """<script>window.addEventListener('resize', () => { clearTimeout(window.afResize);
  window.afResize = setTimeout(() => emitEvent('af_resize'), 250); });</script>"""
SHORT = {"automobile": "Auto", "shipping": "Nav", "oil": "Petr", "computers": "Comp",
         "insurance": "Ass", "banks": "Banc"}

AF_CSS = """
/* The track on the left, as large as the height allows but leaving the side its --side-min (a
   4:3 projector: the board gives way), the players, the Telex and the chronicle on the right. */
.af-main { flex: 1 1 0; min-height: 0; width: 100%; display: flex; gap: .75rem; padding: .5rem 1rem .75rem;
           container-type: size; --side-min: 40rem; }
.af-board { flex: none; align-self: flex-start; position: relative; aspect-ratio: 1;
            width: min(100cqh, 100cqw - var(--side-min) - .75rem); }
.af-board svg { width: 100%; height: 100%; display: block; }
/* the middle of the track, inside the ring where a crowded space's pawns stand (pages/af_track_svg.py) */
.af-middle { position: absolute; left: 16.667%; top: 16.667%; width: 66.667%; height: 66.667%;
             display: flex; flex-direction: column; gap: .3rem; }
.af-quotes { display: grid; grid-template-columns: 1fr; gap: .1rem; padding: 0 .25rem; }
.af-quote { display: flex; align-items: baseline; gap: .5rem; font-size: 1.45rem; line-height: 1.25; white-space: nowrap; }
.af-quote .q { font-weight: 800; font-variant-numeric: tabular-nums; margin-left: auto; }
.af-quote .bank { min-width: 5.6rem; text-align: right; font-size: 1.05rem; opacity: .8; }
.af-quote.crack { opacity: .6; text-decoration: line-through; }
.af-chart { flex: 1 1 0; min-height: 0; width: 100%; }
.af-side { flex: 1 1 0; min-width: 0; min-height: 0; display: flex; flex-direction: column; gap: .6rem; }
.af-players table { width: 100%; border-collapse: collapse; font-size: 1.2rem; }
.af-players th { font-size: 1rem; opacity: .8; font-weight: 600; text-align: right; padding: 0 .25rem;
                 white-space: nowrap; }
.af-players td { padding: .15rem .25rem; text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
.af-players td.name { text-align: left; white-space: normal; font-weight: 700; min-width: 8rem; line-height: 1.25;
                      padding-top: .25rem; padding-bottom: .25rem; }
.af-players td.name .b-chip { margin-right: .3rem; }
.af-players tr + tr td { border-top: 1px solid rgba(255,255,255,.07); }
.af-players tr.cur td { background: rgba(255,213,79,.12); }
.af-players .maj { color: #ffd54f; font-weight: 800; text-decoration: underline; }
.af-players th .sq { display: inline-block; width: .7rem; height: .7rem; border-radius: 2px; margin-right: .2rem; }
.af-players .tags { display: flex; flex-wrap: wrap; gap: .2rem .3rem; margin-top: .15rem; font-weight: 400; }
.af-tag { white-space: nowrap; font-size: 1rem; line-height: 1.3; font-weight: 600;
          padding: 0 .35rem; border-radius: .4rem;
          border: 1px solid rgba(255,255,255,.28); color: #d7deea; font-variant-numeric: normal; }
.af-tag.warn { border-color: rgba(255,138,128,.6); color: #ffb4ab; }
.af-tag.stand { border-color: rgba(227,183,90,.7); color: #e3b75a; }   /* a bot plays for a human */
.af-manage .q-btn { font-size: 1rem; }
/* The header has the game's state and four buttons on one line of a 16:9 TV: the host's
   **Elimina** and **Codici QR** show their icon, as on Billionaire's (`.hdr`, theme.MONITOR_CSS). */
.af-telex { font-size: 1.25rem; line-height: 1.3; }
.af-telex-effect { font-size: 1.05rem; line-height: 1.3; color: #d7deea; font-variant-numeric: tabular-nums; }
.af-chron { flex: 1 1 0; min-height: 5rem; overflow: hidden;
  -webkit-mask-image: linear-gradient(to bottom, #000 calc(100% - 2.5rem), transparent);
  mask-image: linear-gradient(to bottom, #000 calc(100% - 2.5rem), transparent); }
.af-chron .line { font-size: 1.2rem; line-height: 1.35; padding: .15rem 0; }
.af-chron .line:first-child { font-size: 1.4rem; }
.af-rank { font-size: 1.35rem; }
"""


# The spectator's page (`/watch/{id}`) on a phone or a portrait screen (the media query of
# `pages.theme.WATCH_CSS`, which also wraps the header and lets the page scroll): one column,
# the track across the screen, the quotations and their chart under it (not in its middle, too
# small there), then the players, the Telex and the chronicle.
AF_WATCH_CSS = """
@media (max-aspect-ratio: 1/1), (max-width: 760px) {
  .af-hdr-end { flex-wrap: wrap !important; }
  .af-hdr-end [data-testid="af-votes"] { white-space: normal; }
  .af-main { flex-direction: column; container-type: normal; height: auto; padding: .5rem; }
  .af-board { width: 100%; aspect-ratio: auto; align-self: stretch; }
  .af-board > .af-svg { height: auto !important; }
  .af-board svg { height: auto; aspect-ratio: 1; }
  .af-middle { position: static; width: 100%; height: auto; margin-top: .5rem; }
  .af-chart { flex: none; height: 16rem; }
  .af-quote { font-size: 1.15rem; }
  .af-side { flex: none; }
  .af-players table { font-size: .9rem; }
  .af-players th { font-size: .8rem; }
  .af-players th .lbl { display: none; }
  .af-players th .sq { width: .8rem; height: .8rem; margin: 0; }
  .af-players td { padding: .15rem .15rem; }
  .af-tag { font-size: .85rem; }
  .af-chron-card { flex: none !important; height: 24rem; }
}
"""


def end_text(reason: str | None, lang: str) -> str:
    return {"target": tr("ha raggiunto la cifra", lang), "vote": tr("votata la fine", lang),
            "host": tr("terminata dal monitor", lang), "all_out": tr("tutti gli altri ritirati", lang)} \
        .get(reason or "", "")


class AfHeader:
    """Title and IT/EN switch, round, whose turn, dice, the vote, and the monitor's buttons."""

    def __init__(self, view: dict, lang: str, loaded: bool = False) -> None:
        self.lang = lang
        with ui.row().classes("hdr af-hdr w-full items-center gap-x-4 gap-y-1 px-5 py-2") \
                .style("background:rgba(0,0,0,.35);border-bottom:1px solid rgba(227,183,90,.25)"):
            with ui.column().classes("gap-0 items-start shrink-0"):
                with ui.link(target="/").classes("no-underline"):
                    ui.label("Alta Finanza").classes("b-title text-2xl")
                switch(lang).classes("-ml-1").style("font-size:.8rem;line-height:1")
            with ui.column().classes("gap-0 items-start shrink-0"):
                with ui.row().classes("items-center gap-2 no-wrap"):   # "caricata": a loaded game
                    self.round = ui.label().classes("b-num text-xl b-muted whitespace-nowrap leading-tight") \
                        .props('data-testid="af-round"')
                    if loaded:
                        loaded_tag(lang)
                self.target = ui.label().classes("b-muted text-base whitespace-nowrap leading-tight") \
                    .props('data-testid="af-target"')
            with ui.row().classes("items-center gap-3 no-wrap shrink-0"):
                self.chip = ui.label().classes("b-chip text-xl")
                with ui.column().classes("gap-0"):
                    self.who = ui.label().classes("text-2xl font-bold leading-tight whitespace-nowrap") \
                        .props('data-testid="af-current"')
                    self.phase = ui.label().classes("b-muted text-base leading-tight whitespace-nowrap")
                self.dice = ui.html("", sanitize=False).classes("text-2xl no-wrap flex gap-1")
            ui.space()
            # the header's second line on a narrow screen (a 4:3 projector): the vote and the buttons
            with ui.row().classes("af-hdr-end items-center gap-4 no-wrap ml-auto"):
                self.votes = ui.label().classes("b-muted text-base whitespace-nowrap").props('data-testid="af-votes"')
                self.actions = ui.row().classes("hdr-actions gap-2 items-center no-wrap")
        self.update(view)

    def update(self, view: dict) -> None:
        lang = self.lang
        self.round.set_text(tr("Giro {n}", lang).format(n=view["round"]))
        self.target.set_text(tr("obiettivo {amount}", lang).format(amount=money(view["target"], lang)))
        players = {p["seat"]: p for p in view["players"]}
        if view["over"]:
            winner = players.get(view.get("winner"))
            self.chip.set_text(winner["label"] if winner else "🏁")
            self.chip.style(f"background:{winner['color'] if winner else '#555'};"
                            f"color:{seat_marks.ink(winner['color']) if winner else '#fff'}")
            self.who.set_text(tr("Vince {name}", lang).format(name=winner["name"]) if winner
                              else tr("Partita finita", lang))
            self.phase.set_text(f"{tr('Partita finita', lang)} · {end_text(view.get('end_reason'), lang)}".rstrip(" ·"))
        else:
            cur = players.get(view["current_seat"])
            if cur:
                self.chip.set_text(cur["label"])
                self.chip.style(f"background:{cur['color']};color:{seat_marks.ink(cur['color'])}")
                self.who.set_text(cur["name"])
            where = cur.get("pos_name") if cur and view.get("phase") == "space" else None
            self.phase.set_text(tr("su {space}", lang).format(space=where) if where else view["phase_text"])
        dice = [] if view["over"] else view.get("dice") or []
        self.dice.set_content("".join(f'<span class="dice">{int(d)}</span>' for d in dice))
        votes = view.get("votes") or {}
        self.votes.set_text(words.votes_text(votes, lang) if votes.get("humans") and not view["over"] else "")


def quotes_html(view: dict, lang: str) -> str:
    rows = []
    for t in TYPES:
        q = view["quotations"][t]
        crack = q["crack"]
        value = tr("Crack", lang) if crack else money(q["quote"], lang)
        rows.append(
            f'<div class="af-quote{" crack" if crack else ""}" data-testid="af-quote-{t}">'
            f'<span style="display:inline-block;width:.9rem;height:.9rem;border-radius:3px;'
            f'background:{TYPE_COLOUR[t]}"></span><span>{html.escape(q["name"])}</span>'
            f'<span class="q">{html.escape(value)}</span>'
            f'<span class="bank" title="{html.escape(tr("Azioni ancora alla Banca", lang))}">'
            f'{html.escape(tr("{n} in Banca", lang).format(n=q["bank"]))}</span></div>')
    return "".join(rows)


class TrackBoard:
    """The track with the pawns; in its middle the six quotations and their chart. `charts`:
    `runtime.chart_series` of the game (the chart is redrawn when a round or the game ends);
    `nav_slot`, at the middle's top, holds the monitor's view arrows (`pages.af_monitor_views`)."""

    def __init__(self, view: dict, charts: Callable[[], dict], lang: str) -> None:
        self.lang = lang
        self.charts = charts
        self.chart_key = None
        self.upto: int | None = None
        self.at: tuple = ()
        with ui.element("div").classes("af-board").props('data-testid="af-track"').mark("af-track") as self.box:
            self.svg = ui.html("", sanitize=False).classes("af-svg w-full h-full")
            with ui.element("div").classes("af-middle"):
                self.nav_slot = ui.element("div").classes("w-full")
                self.quotes = ui.html("", sanitize=False).classes("af-quotes w-full") \
                    .props('data-testid="af-quotes"')
                self.chart = ui.echart(self._options({"rounds": [], "market": {}})).classes("af-chart") \
                    .props('data-testid="af-chart"')
        ui.add_body_html(RESIZE_JS)
        ui.on("af_resize", lambda _e: self.refont())
        self.shown: tuple = ()
        self.update(view)

    def _options(self, h: dict) -> dict:
        """The chart's options; its words follow the page's rem (`REM_JS`, evaluated by the
        browser each time the options reach it: at 1920×1080 as large as at 1280×720 on the glass)."""
        names = {t: t for t in TYPES}
        labels = [str(r) for r in h.get("rounds", [])]
        font = f"Math.round({REM_JS} * 1.15)"
        text = {"color": "#cfd8dc", ":fontSize": font}
        return {
            "animation": False, "backgroundColor": "transparent",
            "grid": {"left": 4, ":right": f"{REM_JS} * .9", ":top": f"{REM_JS} * 2", "bottom": 4,
                     "containLabel": True},
            "xAxis": {"type": "category", "data": labels, "axisLabel": dict(text)},
            "yAxis": {"type": "value", "name": tr("migliaia di $", self.lang),
                      "nameTextStyle": {**text, "align": "left"}, "nameGap": 8,
                      "axisLabel": {**text, "formatter": "{value}"},
                      "splitLine": {"lineStyle": {"color": "rgba(255,255,255,.1)"}}},
            "series": [{"name": names[t], "type": "line", "showSymbol": len(labels) <= 1, "lineStyle": {"width": 3},
                        "color": TYPE_COLOUR[t], "data": [q // 1000 for q in h.get("market", {}).get(t, [])]}
                       for t in TYPES],
        }

    def refont(self) -> None:
        """The screen changed size: the chart's words again in the page's rem."""
        self.chart.update()

    def update(self, view: dict) -> None:
        key = (view["counter"], view["over"])
        if key != self.shown:
            self.shown = key
            self.svg.set_content(track_svg(view))
            self.quotes.set_content(quotes_html(view, self.lang))
        self.at = (view["round"], view["over"])
        self._chart()

    def _chart(self) -> None:
        chart_key = (*self.at, self.upto)
        if chart_key != self.chart_key:
            self.chart_key = chart_key
            data = self.charts()
            if self.upto is not None:      # a replay: the chart stops at the round it shows
                n = sum(1 for r in data["rounds"] if r <= self.upto)
                data = {"rounds": data["rounds"][:n], "market": {t: v[:n] for t, v in data["market"].items()}}
            self.chart.options.clear()
            self.chart.options.update(self._options(data))
            self.chart.update()

    def mark_round(self, round_: int | None) -> None:
        """A replay shows the end of `round_` (None: the live game)."""
        self.upto = round_
        self._chart()


def player_tags(p: dict, state: str | None, lang: str) -> list[tuple[str, str]]:
    """A player's notes, each a word or two with a capital (the last column of the table):
    Credit Card or loan, Tessere, whether they hold a Telex (never which), vote, bot (and
    whether it plays for a human) or phone, withdrawn. (text, its look: '', 'warn', 'stand')"""
    tags = []
    if p.get("withdrawn"):
        tags.append((tr("Ritirato", lang), "warn"))
    tags.append((tr("Carta", lang), "") if p.get("credit_card") else (tr("Prestito", lang), "warn"))
    if p.get("tessere"):
        tags.append((tr("Tessere {n}", lang).format(n=p["tessere"]), ""))
    if p.get("has_telex"):
        tags.append(("Telex", ""))
    if p.get("vote"):
        tags.append((tr("Vota fine", lang), ""))
    if p["bot"] and p.get("stand_in"):
        tags.append((tr(STAND_IN_SHORT.get(p["stand_in"], "Bot"), lang), "stand"))
    elif p["bot"]:
        tags.append(("Bot", ""))
    elif state == "live":
        tags.append((tr("Telefono", lang), ""))
    return tags


def player_row(p: dict, current: bool, state: str | None, lang: str) -> str:
    majors = set(p.get("majorities") or [])
    cells = "".join(f'<td class="{"maj" if t in majors else ""}">{int(p["shares"][t])}</td>' for t in TYPES)
    tags = "".join(f'<span class="af-tag{" " + look if look else ""}">{html.escape(text)}</span>'
                   for text, look in player_tags(p, state, lang))
    mark = seat_marks.label_class(p["label"])
    return (f'<tr class="{"cur" if current else ""}" data-testid="af-player-{int(p["seat"])}">'
            f'<td class="name"><span class="b-chip {mark}" style="background:{p["color"]};'
            f'color:{seat_marks.ink(p["color"])}">{html.escape(p["label"])}</span><span class="pname">{html.escape(p["name"])}</span>'
            f'<div class="tags">{tags}</div></td>'
            f'<td>{html.escape(money(p["cash"], lang))}</td>{cells}<td>{int(p["share_count"])}</td></tr>')


class PlayersTable:
    """Each player's cash, shares per type (majorities underlined in gold) and total; under the
    name, their notes (`player_tags`), so the table fits a 4:3 projector's side and a phone."""

    def __init__(self, view: dict, presence: Callable[[int], str | None], lang: str) -> None:
        self.lang = lang
        self.presence = presence
        self.key = None
        with ui.card().classes("b-card w-full p-2 af-players"):
            self.table = ui.html("", sanitize=False).classes("w-full").props('data-testid="af-players"')
        self.update(view)

    def update(self, view: dict) -> None:
        lang = self.lang
        states = {p["seat"]: (None if p["bot"] else self.presence(p["seat"])) for p in view["players"]}
        key = (view["counter"], view["over"], tuple(sorted(states.items())))
        if key == self.key:
            return
        self.key = key
        head = "".join(f'<th><span class="sq" style="background:{TYPE_COLOUR[t]}"></span>'
                       f'<span class="lbl">{html.escape(tr(SHORT[t], lang))}</span></th>' for t in TYPES)
        rows = "".join(player_row(p, p["seat"] == view["current_seat"] and not view["over"], states[p["seat"]], lang)
                       for p in view["players"])
        self.table.set_content(
            f'<table><tr><th style="text-align:left">{html.escape(tr("Giocatore", lang))}</th>'
            f'<th>{html.escape(tr("Contanti", lang))}</th>{head}<th>{html.escape(tr("Tot", lang))}</th></tr>'
            f'{rows}</table>')


def telex_effect_text(view: dict, last: dict, lang: str) -> str:
    """What the revealed Telex did to each player still in, by the change of their worth
    (shares at the new quotations, prizes): "G1 Anna +12.000 $ · G2 Bruno −7.000 $"."""
    effect = last.get("effect") or []
    if effect and not any(delta for _, delta in effect):
        return tr("Nessun effetto sul valore dei giocatori.", lang)
    parts_ = [f"{words.who(view, seat)} {signed(delta, lang)}" for seat, delta in effect if delta]
    return (tr("Effetto sul valore di ciascuno: {effects}", lang).format(effects=" · ".join(parts_))
            if parts_ else "")


class TelexPanel:
    """The last Telex revealed (at the Press Room or by a Bomb) and what it did."""

    def __init__(self, view: dict, lang: str) -> None:
        self.lang = lang
        with ui.card().classes("b-card w-full p-3 gap-1"):
            ui.label(tr("Ultimo Telex", lang)).classes("b-h text-sm")
            self.text = ui.label("").classes("af-telex").props('data-testid="af-telex"')
            self.effect = ui.label("").classes("af-telex-effect").props('data-testid="af-telex-effect"')
        self.update(view)

    def update(self, view: dict) -> None:
        last = view.get("last_telex")
        if not last:
            self.text.set_text(tr("Nessun Telex rivelato finora.", self.lang))
            self.effect.set_text("")     # a replay back before the first Telex
            return
        how = tr("Bomba", self.lang) if last.get("how") == "bomb" else tr("Sala Stampa", self.lang)
        self.text.set_text(f"{words.who(view, last.get('seat'))} · {how}: {last['text']}")
        self.effect.set_text(telex_effect_text(view, last, self.lang))


class Chronicle:
    """The chronicle's tail, newest line first."""

    def __init__(self, view: dict, lang: str) -> None:
        with ui.card().classes("b-card w-full p-3 gap-1 af-chron-card").style("flex:1 1 0;min-height:0"):
            ui.label(tr("Cronaca", lang)).classes("b-h text-sm")
            self.box = ui.column().classes("af-chron w-full gap-0").props('data-testid="af-chronicle"')
        self.lines: tuple = ()
        self.update(view)

    def update(self, view: dict) -> None:
        lines = tuple(reversed(view.get("chronicle") or []))[:14]
        if lines == self.lines:
            return
        self.lines = lines
        self.box.clear()
        with self.box:
            for line in lines:
                ui.label(line).classes("line")


class Ranking:
    """The final ranking by worth (cash plus shares at their quotations), once the game is over,
    with **Analisi della partita** (`on_debrief`: opens `pages.monitor_debrief`)."""

    def __init__(self, view: dict, lang: str, on_debrief: Callable[[], None] | None = None) -> None:
        self.lang = lang
        with ui.card().classes("b-card w-full p-3 gap-1") as self.card:
            with ui.row().classes("w-full items-center no-wrap"):
                ui.label(tr("Classifica finale", lang)).classes("b-h text-sm grow")
                if on_debrief is not None:
                    ui.button(tr("Analisi della partita", lang), icon="insights", on_click=on_debrief) \
                        .props('unelevated no-caps color=amber-8 text-color=dark data-testid="debrief"') \
                        .classes("text-base").mark("debrief")
            self.box = ui.column().classes("w-full gap-0 af-rank").props('data-testid="af-ranking"')
            ui.label(tr("Vince chi arriva per primo alla cifra in contanti, con la Carta di Credito e almeno "
                        "15 azioni; poi si conta il patrimonio: contanti più azioni alla quotazione, meno il "
                        "prestito da restituire.", lang)).classes("b-muted text-sm")
        self.shown = None
        self.update(view)

    def update(self, view: dict) -> None:
        ranking = view.get("ranking") if view["over"] else None
        self.card.set_visibility(bool(ranking))
        if not ranking or ranking == self.shown:
            return
        self.shown = ranking
        players = {p["seat"]: p for p in view["players"]}
        self.box.clear()
        with self.box:
            for i, r in enumerate(ranking, start=1):
                p = players[r["seat"]]
                with ui.row().classes("items-center gap-2 no-wrap"):
                    ui.label(f"{i}.").classes("font-bold")
                    chip(p["label"], p["color"], "text-base")
                    ui.label(p["name"]).classes("font-bold truncate")
                    ui.label(money(r["worth"], self.lang)).classes("b-num")
