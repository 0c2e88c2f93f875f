"""The monitor's panels, each built once and updated in place from the public view."""
from __future__ import annotations

from html import escape
from typing import Callable

from nicegui import ui

from billionaire.tables import RESOURCES
from billionaire.texts import money, number
from pages import seat_marks, theme, words
from pages.lang import switch, tr

RESOURCE_DOT = {"oil": "#1f1f1f", "gold": "#f2c200", "platinum": "#c9d1d9", "diamonds": "#5bc6ee",
                "uranium": "#5cc24a"}
PRESENCE_IT = {"live": ("connesso", "#3fb950"), "was": ("scollegato", "#f0883e"),
               None: ("in attesa del telefono", "#8b949e")}
PART_IT = {"cash": "Contante", "buildings": "Edifici", "airports": "Aeroporti",
           "licences": "Licenze", "rights": "Diritti", "resources": "Risorse"}
END_IT = {"objective": "obiettivo raggiunto", "vote": "chiusa con il voto", "host": "chiusa dal monitor"}
LEVEL_IT = {"facile": "facile", "normale": "normale"}   # a bot's level as its row says it
# a human's seat a bot plays for now, and why (billionaire/rules/seats.py)
STAND_IN_TAG = {"host": "Bot al posto · {level}", "away": "Telefono lontano: bot · {level}"}
STAND_IN_SHORT = {"host": "Bot al posto", "away": "Bot, telefono lontano"}   # Alta Finanza's notes


def end_words(reason: str | None, lang: str = "it") -> str:
    """How the game ended ('obiettivo raggiunto'), or ''."""
    return tr(END_IT[reason], lang) if reason in END_IT else ""


def yes_no(on_yes: Callable, on_no: Callable, mark: str, yes_color: str = "negative",
           lang: str = "it") -> None:
    """A confirmation's two buttons as on the phones: **No** on the left, **Sì** on the right,
    same size, so a host used to the phone does not tap the wrong one."""
    with ui.row().classes("gap-4 no-wrap"):
        ui.button(tr("No", lang), on_click=on_no) \
            .props(f'outline no-caps size=lg color=grey-5 data-testid="{mark}-no"') \
            .classes("min-w-[7rem]").mark(f"{mark}_no")
        ui.button(tr("Sì", lang), on_click=on_yes) \
            .props(f'unelevated no-caps size=lg color={yes_color} data-testid="{mark}-yes"') \
            .classes("min-w-[7rem]").mark(f"{mark}_yes")


def chip(label: str, color: str, size: str = "text-lg") -> ui.label:
    """A seat's chip: its colour and, before 'G3', its shape (`pages/seat_marks.py`)."""
    return ui.label(label).classes(f"b-chip {size} {seat_marks.label_class(label)}") \
        .style(f"background:{color};color:{seat_marks.ink(color)}")


def loaded_tag(lang: str = "it") -> ui.label:
    """"caricata": the game on this monitor was made from a game file (`runtime.was_loaded`)."""
    return ui.label(tr("caricata", lang)).classes("b-tag whitespace-nowrap") \
        .props('data-testid="monitor-loaded"') \
        .tooltip(tr("Partita caricata da un file della partita", lang))


class Header:
    def __init__(self, view: dict, game_id: str, lang: str = "it", loaded: bool = False) -> None:
        self.lang = lang
        # One line, on a 16:9 TV and on a 4:3 projector (the host's buttons show their icons,
        # theme.MONITOR_CSS); the phase never wraps (`.hdr-phase`). Should the row still run out
        # (a very long name), the vote and the buttons go whole to a second line.
        with ui.row().classes("hdr w-full items-center gap-x-4 gap-y-1 px-5 py-2") \
                .style("background:rgba(0,0,0,.35);border-bottom:1px solid rgba(227,183,90,.25)"):
            # the IT / EN switch under the title: it takes no width from the rest of the header
            with ui.column().classes("gap-0 items-start shrink-0"):
                with ui.link(target="/").classes("no-underline hdr-title"):
                    ui.label("Billionaire").classes("b-title text-2xl")
                switch(lang).classes("-ml-1").style("font-size:.8rem;line-height:1")
            with ui.column().classes("gap-0 items-start shrink-0"):   # the tag under it takes no width
                self.round = ui.label().classes("b-num text-xl b-muted") \
                    .style("white-space:nowrap").props('data-testid="monitor-round"')
                if loaded:
                    loaded_tag(lang)
            ui.element("div").classes("w-px h-8").style("background:rgba(255,255,255,.15)")
            with ui.row().classes("hdr-turn items-center gap-4 no-wrap min-w-0"):
                self.chip = ui.label().classes("b-chip text-xl")
                with ui.column().classes("gap-0 min-w-0"):   # long names wrap: nothing is cut
                    self.who = ui.label().classes("text-2xl font-bold leading-tight w-full") \
                        .props('data-testid="monitor-current"')
                    self.phase = ui.label().classes("hdr-phase b-muted text-base leading-tight")
                self.dice = ui.html("", sanitize=False).classes("text-2xl no-wrap").style("white-space:nowrap")
            ui.space()
            with ui.row().classes("hdr-end items-center gap-4 no-wrap ml-auto"):
                self.votes = ui.label().classes("hdr-votes b-muted text-base leading-tight") \
                    .props('data-testid="monitor-votes"')
                self.actions = ui.row().classes("gap-2 items-center no-wrap hdr-actions")
        self.game_id = game_id
        self.update(view)

    def update(self, view: dict) -> None:
        lang = self.lang
        self.round.set_text(tr("Giro {n}", lang).format(n=view["round"]))
        cur = next((p for p in view["players"] if p["seat"] == view["current_seat"]), None)
        if view["over"]:
            winner = next((p for p in view["players"] if p["seat"] == view.get("winner")), None)
            self.chip.set_text(winner["label"] if winner else "🏁")
            self.chip.style(f"background:{winner['color'] if winner else '#555'}")
            self._shape(winner["seat"] if winner else None)
            self.who.set_text(tr("Vince {name}", lang).format(name=winner["name"]) if winner
                              else tr("Partita finita", lang))
            self.phase.set_text(f"{tr('Partita finita', lang)} · {end_words(view.get('end_reason'), lang)}"
                                .rstrip(" ·"))
        elif cur:
            self.chip.set_text(cur["label"])
            self.chip.style(f"background:{cur['color']}")
            self._shape(cur["seat"])
            self.who.set_text(cur["name"])
            waiting = view.get("waiting_bids") or []
            phase = (tr("offerte segrete: ne manca {n}" if len(waiting) == 1
                        else "offerte segrete: ne mancano {n}", lang).format(n=len(waiting))
                     if waiting else view["phase_text"])
            self.phase.set_text(tr("Bot · {phase}" if cur["bot"] else "Umano · {phase}", lang).format(phase=phase))
        dice = [] if view["over"] else view.get("dice") or []
        self.dice.set_content("".join(f'<span class="dice">{int(d)}</span>' for d in dice))
        votes = view.get("votes") or {}
        self.votes.set_text(words.votes_text(votes, lang) if votes.get("humans") and not view["over"] else "")

    def _shape(self, seat: int | None) -> None:
        """The header chip's shape follows the player it names."""
        wanted = seat_marks.shape_class(seat) if seat else ""
        if wanted != getattr(self, "chip_shape", None):
            self.chip_shape = wanted
            self.chip.classes(remove=" ".join(f"sh-{s}" for s in seat_marks.PATHS), add=wanted or None)


class PlayersPanel:
    """One row per player; `on_manage(seat)` (host only) opens the seat dialog.

    Each row is one HTML block rewritten only when something it shows changes: as separate
    labels, icons and layout boxes the panel was 84 of the monitor's ~190 elements, and the TV's
    browser re-renders every element of the page on each update, whatever changed."""

    def __init__(self, view: dict, presence: Callable[[int], str | None],
                 on_manage: Callable[[int], None] | None, lang: str = "it") -> None:
        self.presence = presence
        self.lang = lang
        self.rows: dict[int, ui.html] = {}
        self.row_keys: dict[int, tuple] = {}
        self.manage_buttons: list[ui.button] = []
        with ui.card().classes("b-card w-full p-2 players-card"), \
                ui.element("div").classes("players-grid w-full"):
            for p in view["players"]:
                seat = p["seat"]
                if on_manage is not None and (not p["bot"] or p.get("stand_in")):   # a human's seat
                    with ui.row().classes("p-host w-full gap-1 no-wrap"):
                        self.rows[seat] = ui.html("", sanitize=False).classes("p-html flex-1 min-w-0") \
                            .props(f'data-testid="player-{seat}"')
                        self.manage_buttons.append(
                            ui.button(tr("Posto", lang), icon="qr_code_2", on_click=lambda s=seat: on_manage(s))
                            .props("flat dense size=sm no-caps color=grey-5").classes("posto-btn")
                            .props(f'data-testid="manage-{seat}"')
                            .tooltip(tr("Telefono perso? Gestisci il posto", lang)).mark(f"manage_{seat}"))
                else:
                    self.rows[seat] = ui.html("", sanitize=False).classes("p-html w-full") \
                        .props(f'data-testid="player-{seat}"')
        self.update(view)

    def update(self, view: dict) -> None:
        for button in self.manage_buttons:   # a finished game has no seat to release
            button.set_visibility(not view["over"])
        for p in view["players"]:
            row = self.rows.get(p["seat"])
            if row is None:
                continue
            state = None if p["bot"] else self.presence(p["seat"])
            current = p["seat"] == view["current_seat"] and not view["over"]
            key = (p["name"], p["cash"], p["board"], p["pos"], p["pos_name"], p["net_worth"],
                   bool(p.get("vote")), state, current, p["bot"], p.get("stand_in"), p.get("level"))
            if self.row_keys.get(p["seat"]) == key:
                continue   # nothing this row shows has changed
            self.row_keys[p["seat"]] = key
            row.set_content(self.render(p, state, current, self.lang))

    @staticmethod
    def render(p: dict, state: str | None, current: bool, lang: str = "it") -> str:
        """A player's row as HTML. Names are typed by players: everything is escaped."""
        # One tag after the name: a bot's level, or whether a human's phone is connected. The
        # name keeps its room first; on a narrow row the tag and the vote keep just their sign.
        if p["bot"]:
            # on a narrow cell the tag keeps "Bot" (gold when a bot plays for a human), its
            # words in its tooltip
            level = p.get("level")
            said = tr(LEVEL_IT[level], lang) if level in LEVEL_IT else level
            tag = tr(STAND_IN_TAG.get(p.get("stand_in"), "Bot · {level}"), lang).format(level=said) \
                if level else "Bot"
            stood_in = " p-stand-in" if p.get("stand_in") else ""
            tag_html = (f'<span class="b-tag p-tag p-bot{stood_in}" title="{escape(tag)}">'
                        f'<span class="p-short">Bot</span><span class="p-long">{escape(tag)}</span></span>')
        else:
            text, colour = PRESENCE_IT.get(state, PRESENCE_IT[None])
            text = tr(text, lang)
            tag_html = (f'<span class="b-conn p-tag" style="color:{colour}" title="{escape(text)}">●'
                        f'<span class="p-long"> {escape(text)}</span></span>')
        voted = escape(tr("vota per finire", lang))
        vote = (f'<span class="p-vote p-tag" title="{voted}">✓<span class="p-long"> {voted}'
                '</span></span>' if p.get("vote") else "")
        where = tr("Città", lang) if p["board"] == "city" else tr("Mondo", lang)
        place = p["pos_name"] if p["pos_name"] and p["pos_name"] != p["pos"] else tr("Strada", lang)
        if place == "?":
            place = tr("Casella ?", lang)
        cash_colour = "#ff8a80" if p["cash"] < 0 else theme.INK
        return (
            f'<div class="p-row{" b-current" if current else ""}" style="border-left-color:{escape(p["color"])}">'
            f'<span class="b-chip p-chip {seat_marks.shape_class(p["seat"])}" '
            f'style="background:{escape(p["color"])}">{escape(p["label"])}</span>'
            '<div class="p-who">'
            f'<div class="p-line"><span class="p-name">{escape(p["name"])}</span>'
            f'{tag_html}{vote}</div>'
            f'<div class="p-line b-muted p-pos"><i class="q-icon notranslate material-icons p-pin">place</i>'
            f'{escape(place)} · {where}</div></div>'
            '<div class="p-money">'
            f'<div class="b-num p-cash" style="color:{cash_colour}">{escape(money(p["cash"], lang))}</div>'
            f'<div class="b-muted b-num p-worth">'
            f'{escape(tr("patrimonio {amount}", lang).format(amount=money(p["net_worth"], lang)))}</div>'
            '</div></div>')


class PricesPanel:
    """The price ladders: one HTML block (a grid of five rows), rewritten only when a level
    changes. As separate labels they were 45 elements, and every element of the page costs the
    TV's browser some work on every update, whatever changed."""

    def __init__(self, view: dict, lang: str = "it") -> None:
        self.key = None
        self.lang = lang
        with ui.card().classes("b-card w-full p-3 gap-1"):
            ui.label(tr("Quotazioni al kg", lang)).classes("b-h")
            self.table = ui.html("", sanitize=False).classes("w-full").props('data-testid="prices"').mark("prices")
        self.update(view)

    @staticmethod
    def render(prices: dict, lang: str = "it") -> str:
        """The ladders as HTML; every text in it comes from the engine's tables (escaped anyway)."""
        rows = []
        for r in RESOURCES:
            info = prices[r]
            cells = "".join(
                f'<span class="ladder-cell{" on" if i + 1 == info["level"] else ""}">'
                f'{escape(number(v, lang))}</span>' for i, v in enumerate(info["ladder"]))
            rows.append(
                '<div class="ladder-row">'
                f'<span class="ladder-name"><span class="ladder-dot" style="background:{RESOURCE_DOT[r]}">'
                f'</span>{escape(str(info["name"]).capitalize())}</span>{cells}</div>')
        return "".join(rows)

    def update(self, view: dict) -> None:
        key = tuple((r, view["prices"][r]["level"]) for r in RESOURCES)
        if key == self.key:
            return
        self.key = key
        self.table.set_content(self.render(view["prices"], self.lang))


class CardPanel:
    """The last chance card and its effects. During the sealed bids of a lost lawsuit it also
    names who is still to answer, and (host only, after a while) offers to skip them."""

    def __init__(self, view: dict, on_skip: Callable[[int], None] | None = None, lang: str = "it") -> None:
        self.key = None
        self.on_skip = on_skip
        self.lang = lang
        self.skip_key: tuple = ()
        with ui.card().classes("b-card w-full p-3 gap-1 overflow-hidden card-card").props('data-testid="last-card"'):
            ui.label(tr("Ultima carta Probabilità", lang)).classes("b-h")
            self.who = ui.label().classes("b-muted text-sm truncate w-full shrink-0")
            self.text = ui.label().classes("c-text font-semibold leading-snug")
            # Short "G1: -400 $" lines side by side (six players fit the panel), notes on their own line.
            self.effects = ui.element("div").classes("w-full").style(
                "display:grid;grid-template-columns:repeat(auto-fill,minmax(8.5rem,1fr));column-gap:.75rem")
            self.waiting = ui.label().classes("c-effect font-bold").style("color:#ffd54f") \
                .mark("waiting_bids")
            self.skips = ui.row().classes("gap-2 items-center")
        self.waiting.set_visibility(False)
        self.update(view)

    def show_skips(self, view: dict, allowed: bool) -> None:
        """The host's "Salta" buttons for the silent bidders, once the wait has been long enough."""
        seats = tuple(view.get("waiting_bids") or []) if allowed and self.on_skip else ()
        if seats == self.skip_key:
            return
        self.skip_key = seats
        self.skips.clear()
        with self.skips:
            for seat in seats:
                ui.button(tr("Salta l'offerta di {who}", self.lang).format(who=words.who(view, seat)), icon="skip_next",
                          on_click=lambda s=seat: self.on_skip(s)) \
                    .props("outline dense no-caps color=amber-4").mark(f"skip_bid_{seat}")

    def update(self, view: dict) -> None:
        waiting = words.waiting_bids_text(view, self.lang)
        self.waiting.set_text(waiting)
        self.waiting.set_visibility(bool(waiting))
        if not waiting:
            self.show_skips(view, False)
        card = view.get("last_card")
        key = repr(card)
        if key == self.key:
            return
        self.key = key
        self.effects.clear()
        if not card:
            self.who.set_text("")
            self.text.set_text(tr("Nessuna carta pescata finora.", self.lang))
            return
        drawer = next((p for p in view["players"] if p["seat"] == card.get("drawer")), None)
        self.who.set_text(tr("pescata da {who}", self.lang).format(who=f"{drawer['label']} {drawer['name']}")
                          if drawer else "")
        self.text.set_text(card.get("text", ""))
        colors = {p["label"]: p["color"] for p in view["players"]}
        with self.effects:
            for line in card.get("effects") or []:
                label = line.split(":", 1)[0]
                wide = "" if label in colors and len(line) <= 16 else "grid-column:1/-1;"
                ui.label(line).classes("b-num c-effect").style(
                    f"{wide}border-left:4px solid {colors.get(label, '#e3b75a')};padding-left:8px")


class ChroniclePanel:
    """The newest lines of the chronicle, newest first, in a box that scrolls; **Tutta la
    cronaca** opens the whole game's (`whole()` reads it when asked: it is not resent on every
    update)."""
    LINES = 30      # the public view's tail

    def __init__(self, view: dict, whole: Callable[[], list[str]] | None = None, lang: str = "it") -> None:
        self.key = None
        self.whole = whole
        with ui.card().classes("b-card w-full p-3 gap-1 overflow-hidden chron-card").props('data-testid="chronicle"'):
            with ui.row().classes("w-full items-center no-wrap"):
                ui.label(tr("Cronaca", lang)).classes("b-h grow")
                if whole is not None:
                    ui.button(tr("Tutta la cronaca", lang), icon="history", on_click=self.open_whole) \
                        .props("flat dense no-caps size=sm color=primary").mark("chronicle_all")
            self.box = ui.column().classes("w-full gap-0 text-sm b-muted chron-box") \
                .style("overflow-y:auto; flex:1 1 0; min-height:0; flex-wrap:nowrap")
        with ui.dialog() as self.dialog, ui.card().classes("b-card p-4 gap-2") \
                .style("background:#10172a; width:min(900px, 92vw); max-width:92vw"):
            with ui.row().classes("w-full items-center no-wrap"):
                ui.label(tr("Cronaca della partita", lang)).classes("b-title text-xl grow")
                ui.button(icon="close", on_click=self.dialog.close).props("flat round color=grey-5")
            self.all_lines = ui.html("", sanitize=False).classes("w-full chron-all") \
                .style("max-height:75vh; overflow-y:auto").mark("chronicle_whole")
        # A fixed set of labels, newest first, whose texts change (no element is re-created).
        self.labels: list[ui.label] = []
        self.update(view)

    def update(self, view: dict) -> None:
        lines = list(view.get("chronicle") or [])[-self.LINES:][::-1]
        key = tuple(lines)
        if key == self.key:
            return
        old = self.key or ()
        self.key = key
        new = self._added(old, lines)
        if new is None or new >= len(lines):   # first build, a rebuilt game, a long burst
            self._set_all(lines)
            return
        # The usual case: `new` lines came on top and the others moved down. The labels of the
        # oldest lines (or new ones while the chronicle is short) take the new texts and move to
        # the top, so the TV receives those labels and their box, not every line re-labelled.
        kept = self.labels[:len(lines) - new]
        spare = self.labels[len(lines) - new:]
        while len(spare) < new:
            with self.box:
                spare.append(ui.label("").classes("chron-line w-full"))
        fresh, rest = spare[:new], spare[new:]
        for i, label in enumerate(fresh):
            label.set_text(lines[i])
            label.set_visibility(True)
            label.move(target_index=i)
        for label in rest:
            label.set_visibility(False)
        self.labels = fresh + kept + rest

    def open_whole(self) -> None:
        lines = self.whole() if self.whole is not None else []
        self.all_lines.set_content("".join(
            f'<div class="chron-line">{escape(line)}</div>' for line in reversed(lines)))
        self.dialog.open()

    @staticmethod
    def _added(old: tuple, lines: list[str]) -> int | None:
        """How many lines were added on top of `old` to give `lines` (both newest first)."""
        for k in range(1, len(lines) + 1):
            if len(old) >= len(lines) - k and tuple(lines[k:]) == tuple(old[:len(lines) - k]):
                return k
        return None

    def _set_all(self, lines: list[str]) -> None:
        # Labels are created only as the chronicle first grows (at most LINES of them), so an
        # unused line never exists as an empty `.chron-line`.
        while len(self.labels) < len(lines):
            with self.box:
                self.labels.append(ui.label("").classes("chron-line w-full"))
        for i, label in enumerate(self.labels):
            label.set_text(lines[i] if i < len(lines) else "")
            label.set_visibility(i < len(lines))


class RankingPanel:
    """The final ranking, shown when the game is over."""

    def __init__(self, view: dict, lang: str = "it", on_debrief: Callable[[], None] | None = None) -> None:
        """`on_debrief`: opens the debrief (`pages.monitor_debrief`), from a button by the title."""
        self.shown = None
        self.lang = lang
        self.on_debrief = on_debrief
        self.card = ui.card().classes("b-card w-full p-5 gap-2").style(
            "border-color:rgba(227,183,90,.6)").props('data-testid="ranking"')
        self.card.visible = False
        self.update(view)

    def update(self, view: dict) -> None:
        ranking = view.get("ranking") if view.get("over") else None
        key = repr(ranking)
        if key == self.shown:
            return
        self.shown = key
        self.card.visible = bool(ranking)
        self.card.clear()
        if not ranking:
            return
        colors = {p["seat"]: p["color"] for p in view["players"]}
        lang = self.lang
        with self.card:
            with ui.row().classes("items-baseline gap-3"):
                ui.icon("emoji_events", size="lg").style(f"color:{theme.GOLD}")
                ui.label(tr("Classifica", lang)).classes("b-title text-3xl")
                ui.label(end_words(view.get("end_reason"), lang)).classes("b-muted text-lg")
                if self.on_debrief is not None:
                    ui.space()
                    ui.button(tr("Analisi della partita", lang), icon="insights", on_click=self.on_debrief) \
                        .props('unelevated no-caps color=amber-8 text-color=dark size=lg data-testid="debrief"') \
                        .style("align-self:center").mark("debrief")
            for i, r in enumerate(ranking, start=1):
                first = i == 1
                with ui.row().classes("w-full items-center gap-4 no-wrap rounded-xl px-3 py-2").style(
                        "background:rgba(227,183,90,.12)" if first else "background:rgba(255,255,255,.03)"):
                    ui.label(f"{i}°").classes("b-num text-3xl w-12").style(
                        f"color:{theme.GOLD if first else theme.MUTED}")
                    chip(r["label"], colors.get(r["seat"], "#555"), "text-xl")
                    with ui.column().classes("gap-0 flex-1 min-w-0"):
                        ui.label(r["name"] + (tr("  · ha vinto", lang) if r["seat"] == view.get("winner") else "")) \
                            .classes("text-2xl font-bold truncate")
                        parts = r.get("parts") or {}
                        ui.label(" · ".join(f"{tr(PART_IT[k], lang) if k in PART_IT else k} "
                                            f"{money(v, lang)}".replace(" $", "\u00a0$")   # "10.600 $" on one line
                                            for k, v in parts.items())) \
                            .classes("b-muted text-sm b-num")
                        goal = r.get("objective")
                        if goal:   # the end tells all: every objective and how far each got
                            won = view.get("end_reason") == "objective" and r["seat"] == view.get("winner")
                            ui.label(tr("Obiettivo: {goal} · {progress}", lang).format(
                                goal=goal["text"], progress=words.objective_progress(goal, won, lang))) \
                                .classes("text-base font-semibold").mark(f"rank_goal_{r['seat']}")
                            ui.label("  ".join(("✓ " if i["done"] else "✗ ") + i["text"] for i in goal["items"])) \
                                .classes("b-muted text-sm")
                    ui.label(money(r["net_worth"], lang)).classes("b-num text-4xl").style(
                        f"color:{theme.GOLD if first else theme.INK}")
