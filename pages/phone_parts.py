"""Pieces of the phone page: small builders that turn parts of the views into elements.

Every builder takes plain data from `private_view(seat)` / `public_view()` and builds elements in
the current context. Player-supplied strings (names) only go through `ui.label` (escaped) or
`html.escape` in the SVG.
"""
from __future__ import annotations

import re
from html import escape
from typing import Any

from nicegui import ui

from billionaire.board import MINE, WORLD_AIRPORT
from billionaire.layouts import WORLD
from billionaire.money import fmt
from billionaire.texts import plain
from billionaire.tables import BUILDINGS, CONTINENT_IT, RESOURCE_OF
from billionaire.texts import money, words
from pages import seat_marks
from pages.lang import switch, tr

CSS = """
.nicegui-content { padding: 10px 10px 28px 10px; }
.ph-wrap { width: 100%; max-width: 520px; margin: 0 auto; gap: 10px; }
.ph-card { width: 100%; border-radius: 16px; padding: 12px 14px;
           background: linear-gradient(180deg, rgba(255,255,255,0.05), rgba(255,255,255,0.015)), #131a2c;
           border: 1px solid rgba(227,183,90,0.18); box-shadow: 0 8px 22px rgba(0,0,0,.35); }
.ph-title { font-size: 12px; font-weight: 800; letter-spacing: .12em; text-transform: uppercase;
            color: var(--gold, #e3b75a); margin-bottom: 2px; }
.ph-sub { font-size: 13px; font-weight: 700; color: #cfd6e6; margin-top: 6px; }
.ph-muted { color: #9aa3b8; font-size: 13px; }
.ph-row { display: flex; align-items: center; gap: 8px; width: 100%; }
.ph-dot { width: 12px; height: 12px; border-radius: 50%; display: inline-block; flex: none;
          border: 1px solid rgba(255,255,255,.6); }
.ph-ok { color: #66bb6a; font-weight: 900; width: 18px; flex: none; font-size: 16px; }
.ph-no { color: #ef5350; font-weight: 900; width: 18px; flex: none; font-size: 16px; }
.ph-plus { color: #66bb6a; font-weight: 800; font-variant-numeric: tabular-nums; }
.ph-minus { color: #ef7070; font-weight: 800; font-variant-numeric: tabular-nums; }
.ph-num { display: inline-flex; align-items: center; justify-content: center; width: 40px;
          height: 40px; border-radius: 50%; background: #e3b75a; color: #1a1200; font-size: 21px;
          font-weight: 900; flex: none; border: 3px solid #1a1200; box-shadow: 0 0 0 2px #e3b75a; }
.ph-choice { width: 100%; min-height: 50px; border-radius: 12px !important; font-size: 15px;
             text-transform: none !important; font-weight: 700; }
.ph-choice .q-btn__content { text-transform: none; justify-content: flex-start; text-align: left;
                             flex-wrap: nowrap; gap: 10px; }
.ph-chip { display: inline-block; padding: 2px 10px; border-radius: 999px; font-size: 13px;
           margin: 2px 4px 2px 0; background: rgba(227,183,90,.14); color: #f3dca6;
           border: 1px solid rgba(227,183,90,.35); }
.ph-bonus { background: rgba(227,183,90,.10); border: 1px dashed rgba(227,183,90,.5);
            border-radius: 10px; padding: 6px 9px; width: 100%; font-size: 14px; }
.ph-zoom svg { width: 100%; height: auto; display: block; border-radius: 12px; }
.ph-count .q-linear-progress__track { opacity: .25; }
.ph-dialog { background: #131a2c; color: #eef1f8; border: 1px solid rgba(227,183,90,.4);
             border-radius: 18px; min-width: 290px; max-width: 94vw; }
/* amounts stay on one line; long names (up to 40 characters) end in "…" instead of
   running past the card's edge */
.ph-cash { flex: none; white-space: nowrap; font-size: 22px; line-height: 1.2; font-weight: 900;
           font-variant-numeric: tabular-nums; }
.ph-amount { flex: none; white-space: nowrap; font-variant-numeric: tabular-nums; }
.ph-clip { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.ph-who { display: inline-block; max-width: min(100%, 11em); overflow: hidden;
          text-overflow: ellipsis; white-space: nowrap; vertical-align: bottom; }
"""

RESOURCE_DOT = {"oil": "#1f1f1f", "gold": "#f2c200", "platinum": "#c9d1d9", "diamonds": "#5bc6ee",
                "uranium": "#5cc24a"}
DEPOT_IT = {"port": "Porto", "city_airport": "Aeroporto della città"}
VEHICLE_IT = {"ship": "Nave", "plane": "Aereo"}
GOLD = "#d4a017"


def kg_text(kg: dict[str, int], lang: str = "it") -> str:
    """{'oil': 3, 'gold': 2} -> 'petrolio 3 kg, oro 2 kg' ('oil 3 kg, gold 2 kg'; empty entries skipped)."""
    names = words(lang).table.RESOURCE
    return ", ".join(f"{names.get(r, r)} {n} kg" for r, n in kg.items() if n)


def text_color(bg: str) -> str:
    """Dark or white text for a '#rrggbb' background: the higher WCAG contrast (a luma threshold
    put white on the vermilion seat, 3.9:1)."""
    return seat_marks.ink(bg)


def safe_color(value: Any, default: str = "#777777") -> str:
    """Only a '#rgb'/'#rrggbb' colour goes into a style (colours come from the engine)."""
    return value if isinstance(value, str) and re.fullmatch(r"#[0-9a-fA-F]{3,8}", value) else default


def player_of(pub: dict, seat: int | None) -> dict | None:
    for p in pub.get("players", []):
        if p.get("seat") == seat:
            return p
    return None


def section(title: str) -> ui.column:
    """A phone's card with its heading (`card.heading`, for a page that renames it)."""
    card = ui.column().classes("ph-card gap-1")
    with card:
        card.heading = ui.label(title).classes("ph-title")
    return card


# ------------------------------------------------------------------------------------ header
# The phase as the phone says it to its own player ("tu"); the monitor's `phase_text` speaks of
# whoever is playing in the third person.
PHASE_FOR_YOU = {"mine": "in miniera", "move": "spostati", "path": "scegli dove andare",
                 "space": "scegli cosa fare", "preempt": "decidi sulla prelazione",
                 "bids": "causa persa, offerte in corso", "accept": "scegli un'offerta"}


def turn_parts(pv: dict, pub: dict, lang: str = "it") -> tuple[str, str, str, str, str]:
    """(head, name, tail, background, ink) of the turn banner: the other player's name is on
    its own, so that a long one can be shortened with "…" while the phase stays visible."""
    current = player_of(pub, pub.get("current_seat"))
    if pub.get("over"):
        return tr("Partita finita", lang), "", "", "#37474f", "#ffffff"
    if pv.get("my_turn"):
        phase = pub.get("phase")
        phase = tr(PHASE_FOR_YOU[phase], lang) if phase in PHASE_FOR_YOU else pub.get("phase_text", "")
        return tr("Tocca a te · {phase}", lang).format(phase=phase), "", "", "#2e7d32", "#ffffff"
    if current is not None:
        return (tr("Tocca a {label} ", lang).format(label=current["label"]), str(current["name"]),
                f" · {pub.get('phase_text', '')}", "#1f2740", "#cfd6e6")
    return tr("In attesa", lang), "", "", "#1f2740", "#cfd6e6"


def question(choice: Any, w: Any = None) -> tuple[str, str]:
    """(question, explanation) of the Sì / No dialog for a choice, in the words a person would
    use (`w`: the page's `billionaire.texts.Words`; Italian without names if None)."""
    return (w or plain("it")).question(choice)


def idle_text(pv: dict, pub: dict, lang: str = "it") -> str:
    """What a phone with nothing to decide says: during a lost lawsuit, why everybody waits and
    for whom."""
    from pages.words import waiting_bids_text, who
    if pv.get("stand_in") == "host":
        return tr("Un bot gioca al tuo posto: chi ha creato la partita può ridarti il posto "
                  "con un nuovo QR.", lang)
    if pv.get("stand_in") == "away":
        return tr("Un bot ha giocato al tuo posto mentre il telefono era lontano: il posto torna "
                  "a te.", lang)
    if pub.get("phase") == "bids":
        waiting = waiting_bids_text(pub, lang)
        if pv.get("my_turn"):
            return (tr("Hai perso una causa: gli altri fanno offerte segrete per le tue proprietà, "
                       "poi sceglierai quale accettare.", lang) + f" {waiting}").strip()
        if pv.get("seat") in (pub.get("bidders_done") or []):
            sent = tr("Offerta inviata." if pv.get("own_bid") is not None else "Hai deciso di non fare offerte.",
                      lang)
            return f"{sent} {waiting}".strip()
        return (tr("{who} ha perso una causa: offerte segrete in corso.", lang)
                .format(who=who(pub, pub.get("current_seat"))) + f" {waiting}").strip()
    return tr("Attendi…" if pv.get("my_turn") else "Niente da decidere adesso.", lang)


class Header:
    """The seat's header card and the turn banner: built once, then updated in place
    (`set_text` and `style` send only what changed)."""

    def __init__(self, lang: str = "it") -> None:
        self.lang = lang
        with ui.element("div").classes("ph-card").style("padding:12px 16px") as self.card:
            with ui.row().classes("w-full items-center no-wrap gap-3"):
                # the chip never gives way to a long name (its mark and "G1" stay on one line)
                self.label = ui.label("").classes("text-2xl font-black shrink-0 whitespace-nowrap").style(
                    "border-radius:10px; padding:0 8px")
                with ui.column().classes("gap-0 grow min-w-0"):
                    self.name = ui.label("").classes("text-lg font-bold ellipsis w-full") \
                        .props('data-testid="phone-name"')
                    self.worth = ui.label("").classes("text-xs opacity-80")
                with ui.column().classes("gap-0 items-end shrink-0"):
                    self.cash = ui.label("").classes("ph-cash").props('data-testid="phone-cash"')
                    switch(lang, dark=False).style("line-height:1")   # under the cash, in the card's ink
        with ui.row().classes("w-full items-center no-wrap gap-2 ph-card") \
                .style("padding:8px 14px") as self.banner:
            with ui.element("div").classes("text-base font-bold grow min-w-0") \
                    .props('data-testid="phone-turn"') as self.turn:
                self.turn_head = ui.label("").style("display:inline")
                self.turn_name = ui.label("").classes("ph-who")
                self.turn_tail = ui.label("").style("display:inline")
            self.round = ui.label("").classes("ph-amount text-xs opacity-80")
        self.debt = ui.label("").classes("ph-card text-sm font-bold").style(
            "padding:8px 14px; background:#4a1712; color:#ffd2c9").props('data-testid="debt-hint"')
        self.debt.set_visibility(False)
        self.shown: dict[str, object] = {}

    def _changed(self, key: str, value: object) -> bool:
        if self.shown.get(key) == value:
            return False
        self.shown[key] = value
        return True

    def update(self, pv: dict, pub: dict) -> None:
        color = safe_color(pv.get("color"))
        ink = text_color(color)
        if self._changed("color", (color, ink)):
            self.card.style(f"background:{color}; color:{ink}")
            self.label.style(f"border:2px solid {ink}")
        self.label.set_text(str(pv["label"]))
        if self._changed("shape", pv.get("seat")):   # the seat's shape before "G1", and its words
            self.label.classes(add=f"sh-mark {seat_marks.shape_class(pv['seat'])}")
            self.label.props(f'title="{seat_marks.describe(pv["seat"], self.lang)}"')
        self.name.set_text(str(pv["name"]))
        lang = self.lang
        self.worth.set_text(tr("Patrimonio {amount}", lang).format(amount=money(pv.get("net_worth", 0), lang)))
        self.cash.set_text(money(pv["cash"], lang))
        head, name, tail, bg, fg = turn_parts(pv, pub, lang)
        if self._changed("banner", (bg, fg)):
            self.banner.style(f"background:{bg}; color:{fg}")
        if self._changed("turn", (head, name, tail)):
            self.turn_head.set_text(head)
            self.turn_name.set_text(name)
            self.turn_tail.set_text(tail)
            self.turn_name.set_visibility(bool(name))
        self.round.set_text(tr("Giro {n}", lang).format(n=pub.get("round", "")))
        hint = debt_hint(pv["cash"], lang) if not pub.get("over") else ""
        if self._changed("debt", hint):
            self.debt.set_text(hint)
            self.debt.set_visibility(bool(hint))


def debt_hint(cash: int, lang: str = "it") -> str:
    """Why buttons are missing while a player is in debt, and the way out (rulebook, "Soldi e
    debiti": purchases and extraction need the money; mine kg can be sold at once)."""
    if cash >= 0:
        return ""
    return tr("Sei in rosso di {amount}: finché non hai i soldi non puoi comprare, estrarre, "
              "spedire, volare né puntare. Per fare cassa vendi kg dalla miniera o in borsa.", lang) \
        .format(amount=money(-cash, lang))


# --------------------------------------------------------------------------------- objective
def objective(pv: dict, lang: str = "it") -> None:
    obj = pv["objective"]
    with section(tr("Il tuo obiettivo segreto", lang)).props('data-testid="phone-objective"'):
        ui.label(obj["text"]).classes("text-base font-bold leading-tight")
        for item in obj["items"]:
            with ui.row().classes("ph-row no-wrap"):
                ui.label("✓" if item["done"] else "✗").classes("ph-ok" if item["done"] else "ph-no")
                ui.label(item["text"]).classes("text-sm")
        # The tax is the last step, never ticked (paying it wins): an arrow once it is the next step.
        done = obj.get("done")
        with ui.row().classes("ph-row no-wrap"):
            ui.label("➜" if done else "✗").classes("ph-ok" if done else "ph-no")
            ui.label(tr("Poi in municipio: tasse sui redditi {amount}", lang).format(amount=money(obj["tax"], lang))) \
                .classes("text-sm" + (" font-bold" if done else ""))
        if done:
            ui.label(tax_hint(obj["tax"], pv.get("cash", 0), lang)).classes("text-sm font-bold") \
                .style("color:#ffd54f").props('data-testid="tax-hint"')


def tax_hint(tax: int, cash: int, lang: str = "it") -> str:
    """What a player whose objective is complete still has to do to win."""
    if cash >= tax:
        return tr("Obiettivo completo: vai in municipio e paga le tasse per vincere.", lang)
    return tr("Obiettivo completo: ti mancano {amount} per le tasse. "
              "Vendi dalla miniera o in borsa, poi vai in municipio.", lang).format(amount=money(tax - cash, lang))


# --------------------------------------------------------------------------------- resources
def _contents() -> ui.element:
    """A container that leaves its children in the parent's layout (CSS `display: contents`)."""
    return ui.element("div").style("display:contents")


class Resources:
    """"Le tue risorse": built once; each part (licences, mines, kg, loads, depots, properties)
    is rebuilt only when its own data changed."""

    def __init__(self, lang: str = "it") -> None:
        self.lang = lang
        self.words = words(lang)   # continent and resource names
        with section(tr("Le tue risorse", lang)):
            ui.label(tr("Licenze", lang)).classes("ph-sub")
            self.licences = _contents()
            ui.label(tr("Diritti di estrazione", lang)).classes("ph-sub")
            self.rights = _contents()
            ui.label(tr("Kg con te", lang)).classes("ph-sub")
            self.carried = ui.label("")
            ui.label(tr("Carichi in viaggio", lang)).classes("ph-sub")
            self.vehicles = _contents()
            ui.label(tr("Depositi", lang)).classes("ph-sub")
            self.depots = _contents()
            self.props_title = ui.label(tr("Proprietà", lang)).classes("ph-sub")
            self.props = _contents()
        self.keys: dict[str, Any] = {}

    def _part(self, name: str, key: Any, box: ui.element, build: Any) -> None:
        if name in self.keys and self.keys[name] == key:
            return
        self.keys[name] = key
        box.clear()
        with box:
            build()

    def update(self, pv: dict, pub: dict) -> None:
        lang, w = self.lang, self.words
        me = player_of(pub, pv["seat"]) or {}
        licences = list(pv["licences"])

        def continent(c: str) -> str:
            return w.continent(c) if c in w.table.CONTINENT else c

        def build_licences() -> None:
            if licences:
                with ui.element("div"):
                    for c in licences:
                        ui.label(continent(c)).classes("ph-chip")
            else:
                ui.label(tr("Nessuna", lang)).classes("ph-muted")
        self._part("licences", licences, self.licences, build_licences)

        rights = [(r["resource"], r["name"], r["kg"]) for r in pv["rights"]]

        def build_rights() -> None:
            if rights:
                for resource, name, kg in rights:
                    with ui.row().classes("ph-row no-wrap"):
                        ui.element("span").classes("ph-dot").style(
                            f"background:{RESOURCE_DOT.get(resource, '#888')}")
                        ui.label(name).classes("text-sm grow")
                        ui.label(f"{kg} kg").classes("text-sm font-bold")
            else:
                ui.label(tr("Nessuna miniera", lang)).classes("ph-muted")
        self._part("rights", rights, self.rights, build_rights)

        carried = kg_text(pv["carried"], lang)
        self.carried.set_text(carried or tr("Nessuno", lang))
        self.carried.classes(replace="text-sm" if carried else "ph-muted")

        def origin(c: str) -> str:
            return w.fmt("{c:from}", c=c) if c in w.table.CONTINENT else c

        vehicles = [f"{tr(VEHICLE_IT[v['kind']], lang) if v['kind'] in VEHICLE_IT else v['kind']} "
                    f"{origin(v['continent'])}: {kg_text(v['cargo'], lang) or '0 kg'} · "
                    + (tr("manca 1 casella", lang) if v["remaining"] == 1
                       else tr("mancano {n} caselle", lang).format(n=v["remaining"]))
                    for v in pv["vehicles"]]

        def build_vehicles() -> None:
            for line in vehicles:
                ui.label(line).classes("text-sm")
            if not vehicles:
                ui.label(tr("Nessuno", lang)).classes("ph-muted")
        self._part("vehicles", vehicles, self.vehicles, build_vehicles)

        depots = [f"{tr(DEPOT_IT[k], lang) if k in DEPOT_IT else k}: {kg_text(v, lang)}"
                  for k, v in pv["depots"].items() if kg_text(v)]

        def build_depots() -> None:
            for line in depots:
                ui.label(line).classes("text-sm")
            if not depots:
                ui.label(tr("Vuoti", lang)).classes("ph-muted")
        self._part("depots", depots, self.depots, build_depots)

        w = plain(lang)
        props = [w.building(b) if b in BUILDINGS else b for b in pv.get("buildings", [])]
        props += [w.space(a) for a in me.get("airports", [])]

        def build_props() -> None:
            if props:
                with ui.element("div"):
                    for name in props:
                        ui.label(name).classes("ph-chip")
        self._part("props", props, self.props, build_props)
        self.props_title.set_visibility(bool(props))


def bonus(pv: dict, lang: str = "it") -> None:
    with section(tr("Carte bonus", lang)):
        if pv["bonus"]:
            for card in pv["bonus"]:
                ui.label(card["text"]).classes("ph-bonus")
        else:
            ui.label(tr("Nessuna carta", lang)).classes("ph-muted")


class Ledger:
    """"Entrate e uscite": a pool of lines (amount, reason) whose texts change in place."""

    def __init__(self, lang: str = "it") -> None:
        with section(tr("Entrate e uscite", lang)).props('data-testid="phone-ledger"') as self.card:
            self.empty = ui.label(tr("Ancora nessun movimento", lang)).classes("ph-muted")
        self.rows: list[tuple[ui.row, ui.label, ui.label]] = []
        self.shown = 0

    def update(self, pv: dict) -> None:
        lines = list(pv["ledger"])
        self.empty.set_visibility(not lines)
        while len(self.rows) < len(lines):
            with self.card:
                with ui.row().classes("ph-row no-wrap") as row:
                    amount = ui.label("").style("min-width:90px; text-align:right")
                    reason = ui.label("").classes("text-sm")
            self.rows.append((row, amount, reason))
        for (row, amount_label, reason_label), line in zip(self.rows, lines):
            amount, _, reason = line.partition(" $ ")
            if reason:
                amount_label.set_text(f"{amount} $")
                amount_label.classes(replace="ph-minus" if amount.startswith("-") else "ph-plus")
                reason_label.set_text(reason)
            else:
                reason_label.set_text(line)
            amount_label.set_visibility(bool(reason))
            row.set_visibility(True)
        for row, _a, _r in self.rows[len(lines):self.shown]:
            row.set_visibility(False)
        self.shown = len(lines)


def _space_name_any(sid: Any) -> str:
    """Italian name of any space id (city or world)."""
    from billionaire.rules import space_name
    try:
        return space_name(str(sid))
    except Exception:
        return str(sid)


def destination_texts(choice: Any, w: Any = None) -> tuple[str, str]:
    """(place name, detail line) of a `move` choice: toll and cards to draw."""
    return (w or plain("it")).destination(choice)


def _space_name(sid: str) -> str:
    try:
        return WORLD.space(sid).name or sid
    except KeyError:
        return sid


# -------------------------------------------------------------------------------------- zoom
def continent_of(pub: dict, seat: int) -> str | None:
    """The continent the seat's pawn stands in, or None when it is not in the world."""
    me = player_of(pub, seat)
    if not me or me.get("board") != "world":
        return None
    try:
        return WORLD.space(me["pos"]).continent
    except KeyError:
        return None


def zoom_svg(continent: str, pub: dict, seat: int, lang: str = "it") -> str:
    """The seat's continent close up: the monitor's world drawing cropped to the continent, with
    the bought mines' plates (each holder in their colour with their kg; the seat's own plate
    with a gold border) and the seat's pawn."""
    from pages.board_svg import board_svg

    spaces = [s for s in WORLD.spaces if s.continent == continent]
    xs, ys = [s.x for s in spaces], [s.y for s in spaces]
    pad_x, pad_top, pad_bottom = 70, 60, 90
    x0, x1 = max(0.0, min(xs) - pad_x), min(WORLD.width, max(xs) + pad_x)
    y0, y1 = max(0.0, min(ys) - pad_top), min(WORLD.height, max(ys) + pad_bottom)
    if y1 - y0 < 200:  # a thin strip (Antarctica): give it some height
        y0 = max(0.0, y1 - 200)
    w, h = x1 - x0, y1 - y0
    me = player_of(pub, seat) or {}
    svg = board_svg(WORLD, highlight={me["pos"]: safe_color(me.get("color"))} if me.get("pos") else None,
                    lang=lang)
    svg = _crop(svg, f"{x0:.0f} {y0:.0f} {w:.0f} {h:.0f}")
    extra: list[str] = []
    holders = pub.get("mine_holders", {})
    for s in spaces:
        if s.kind == MINE and s.id not in holders:
            # not bought by anyone: greyed out
            extra.append(f'<circle cx="{s.x:.0f}" cy="{s.y:.0f}" r="16" fill="#ffffff" '
                         'fill-opacity="0.55"/>')
    for s in spaces:
        if s.kind != MINE or s.id not in holders:
            continue
        plates = holders[s.id]
        pw, ph, gap = 50, 17, 2
        top = s.y + 33
        for i, hold in enumerate(plates):
            col = safe_color(hold.get("color"))
            ink = text_color(col)
            px = s.x - pw / 2
            py = top + i * (ph + gap)
            mine = hold.get("seat") == seat
            plate_text = escape(f"G{int(hold.get('seat', 0))} {int(hold.get('kg', 0))} kg")
            stroke = f'stroke="{GOLD}" stroke-width="3.5"' if mine else 'stroke="#1b1b1b" stroke-width="1"'
            extra.append(
                f'<g class="plate{" own" if mine else ""}" data-seat="{int(hold.get("seat", 0))}">'
                f'<rect x="{px:.1f}" y="{py:.1f}" width="{pw}" height="{ph}" rx="6" fill="{col}" {stroke}/>'
                f'<text x="{s.x:.1f}" y="{py + 12.5:.1f}" font-size="11.5" font-weight="bold" '
                f'text-anchor="middle" fill="{ink}">{plate_text}</text></g>')
    if me.get("pos"):
        try:
            ps = WORLD.space(me["pos"])
            col = safe_color(me.get("color"))
            extra.append(f'<circle cx="{ps.x:.1f}" cy="{ps.y - 24:.1f}" r="10" fill="{col}" '
                         f'stroke="#ffffff" stroke-width="3"/><text x="{ps.x:.1f}" y="{ps.y - 20:.1f}" '
                         f'font-size="11" font-weight="bold" text-anchor="middle" fill="{text_color(col)}">'
                         f'{escape(str(me.get("label", "")))}</text>')
        except KeyError:
            pass
    return svg.replace("</svg>", "".join(extra) + "</svg>")


def _crop(svg: str, viewbox: str) -> str:
    """Set the viewBox of the outer <svg> tag (its size is left to CSS: width 100%)."""
    end = svg.find(">")
    if not svg.startswith("<svg") or end < 0:
        return svg
    tag = re.sub(r'\s(viewBox|width|height)="[^"]*"', "", svg[:end])
    return f'{tag} viewBox="{viewbox}" width="100%"' + svg[end:]


def zoom_legend(continent: str, pub: dict, seat: int, lang: str = "it") -> list[str]:
    """Lines under the zoom: each bought mine of the continent with its holders."""
    holders = pub.get("mine_holders", {})
    you = tr(" (tu)", lang)
    out = []
    for s in WORLD.spaces:
        if s.continent == continent and s.kind == MINE and s.id in holders:
            who = ", ".join(f"G{h['seat']} {h['kg']} kg" + (you if h["seat"] == seat else "")
                            for h in holders[s.id])
            out.append(f"{s.name}: {who}")
    return out


def is_airport(sid: str) -> bool:
    try:
        return WORLD.space(sid).kind == WORLD_AIRPORT
    except KeyError:
        return False
