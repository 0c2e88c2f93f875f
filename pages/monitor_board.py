"""The monitor's board: static SVG background, animated pawns, owner rings, destination numbers,
arrows to switch board, and the world's transit strip. Where pawns and numbers sit on a space
is `pages.board_overlay`'s: never on a word of the board."""
from __future__ import annotations

import math
from typing import Callable
from html import escape

from nicegui import ui

from billionaire.board import BUILDING
from billionaire.layouts import BOARDS
from billionaire.texts import words
from pages import seat_marks
from pages.board_overlay import PAWN_D, badge_spots, pawn_spots, sizes_css
from pages.board_svg import HOLDER_R, board_svg, tile_size
from pages.lang import tr
from pages.monitor_charts import ChartsView

BOARD_IT = {"city": "Città", "world": "Mondo", "charts": "Grafici"}
# Height (rem) of the board's card around the board: its padding and title row, and, in the
# world with vehicles travelling, their strip. The board column is as wide as the screen's
# height allows once these are taken (`.mon-board-col` in pages/theme.py).
BOARD_CHROME = 3.25
STRIP_CHROME = BOARD_CHROME + 3.5
_SVG_CACHE: dict[tuple[str, str], str] = {}


def _svg(name: str, lang: str) -> str:
    """A board as the monitor draws it, in the monitor's language (drawn once per language)."""
    if (name, lang) not in _SVG_CACHE:
        _SVG_CACHE[name, lang] = board_svg(BOARDS[name], large=True, lang=lang)
    return _SVG_CACHE[name, lang]


def _pct(board, x: float, y: float) -> tuple[float, float]:
    return x / board.width * 100, y / board.height * 100


class BoardView:
    """Both boards, one visible; updated in place from the public view."""

    def __init__(self, view: dict, column: ui.element | None = None, lang: str = "it",
                 charts: Callable[[], dict] | None = None) -> None:
        """`charts`: the game's chart data (`runtime.chart_series`); with it, the arrows also
        lead to a third view, the charts (`pages.monitor_charts`)."""
        self.lang = lang
        self.views = [*BOARDS, *(["charts"] if charts is not None else [])]
        self.chart_view: ChartsView | None = None
        self.chart_key: tuple | None = None
        self.words = words(lang)       # continent names in the transit strip
        self.column = column           # the layout's board column, sized from the board shown
        self.players = {p["seat"]: p for p in view["players"]}
        self.shown = self._current_board(view)
        self.manual = False
        self.last_current = (view["current_seat"], self._current_board(view))
        self.pawns: dict[str, dict[int, ui.element]] = {}
        self.pawn_state: dict[int, tuple] = {}   # seat -> (board, pos, k, n, now) last drawn
        self.rings: dict[str, ui.html] = {}             # board -> its layer of owner rings
        self.holders_key: tuple | None = None           # mine holders last drawn
        self.ring_state: dict[str, tuple] = {}          # board -> owners last drawn
        self.wraps: dict[str, ui.element] = {}
        self.dest_layers: dict[str, ui.element] = {}
        self.dest_labels: dict[str, list[ui.label]] = {name: [] for name in BOARDS}  # reused
        self.dest_key: tuple = ()
        self.vehicles_key: tuple | None = None
        self.fit = None                # (board, strip shown) the column was last sized for

        with ui.row().classes("w-full items-center justify-between no-wrap board-title"):
            ui.button(icon="chevron_left", on_click=lambda: self.switch(-1)) \
                .props(f'round flat dense color=primary data-testid="board-prev" '
                       f'aria-label="{tr("Vista precedente", lang)}"') \
                .tooltip(tr("Guarda l'altro tabellone", lang)).mark("board_prev")
            with ui.row().classes("items-baseline gap-3 no-wrap"):
                self.title = ui.label().classes("b-title text-xl").props('data-testid="board-title"')
                self.subtitle = ui.label().classes("b-muted text-sm")
            ui.button(icon="chevron_right", on_click=lambda: self.switch(1)) \
                .props(f'round flat dense color=primary data-testid="board-next" '
                       f'aria-label="{tr("Vista successiva", lang)}"') \
                .tooltip(tr("Guarda l'altro tabellone", lang)).mark("board_next")

        self.slot = ui.element("div").classes("board-slot")
        for name, board in BOARDS.items():
            with self.slot, ui.element("div").classes(f"board-wrap board-{name} mx-auto") \
                    .style(self._wrap_style(name)) as wrap:
                ui.html(_svg(name, lang), sanitize=False)
                self._build_rings(name)
                if name == "world":
                    # the mines' holders, in their colours around each mine (as the phone's Zoom)
                    self.holders = ui.html("", sanitize=False).classes("absolute inset-0") \
                        .style("pointer-events:none;z-index:2")
                self.pawns[name] = {}
                for p in view["players"]:
                    pawn = ui.label(p["label"]).classes(f"pawn {seat_marks.shape_class(p['seat'])}") \
                        .style(f"background:{p['color']};color:{seat_marks.ink(p['color'])}")
                    pawn.visible = False
                    self.pawns[name][p["seat"]] = pawn
                self.dest_layers[name] = ui.element("div").classes("absolute inset-0") \
                    .style("pointer-events:none")
            self.wraps[name] = wrap
        if charts is not None:
            with self.slot, ui.element("div").classes("board-charts w-full h-full") as wrap:
                self.chart_view = ChartsView(charts, lang)
            self.wraps["charts"] = wrap
        with ui.column().classes("w-full gap-1 mt-1 strip-box") as self.strip_box:
            self.strip_title = ui.label(tr("In viaggio verso la città ({n})", lang).format(n=0)).classes("b-h")
            self.strip = ui.html("", sanitize=False).classes("w-full")
        self.update(view)

    # ------------------------------------------------------------------ pieces
    def _build_rings(self, name: str) -> None:
        """Owner rings: one HTML layer per board, rewritten only when an owner changes (rare).
        As one element per building and airport they were ~20 more elements for the TV's browser
        to re-render on every update."""
        self.rings[name] = ui.html("", sanitize=False).classes("absolute inset-0") \
            .style("pointer-events:none;z-index:2")
        self.ring_state[name] = ()

    @staticmethod
    def _rings_html(board, owners: dict[str, str]) -> str:
        out = []
        for s in board.spaces:
            colour = owners.get(s.id)
            if not colour:
                continue
            if s.kind == BUILDING:
                tw, th = tile_size(board, s)
                (sw, sh), radius = (tw + 4, th + 4), "12px"
            else:
                (sw, sh), radius = (42, 42), "9px"
            left, top = _pct(board, s.x, s.y)
            w, h = sw / board.width * 100, sh / board.height * 100
            out.append(f'<div class="owner-ring" style="left:{left:.3f}%;top:{top:.3f}%;width:{w:.3f}%;'
                       f'height:{h:.3f}%;border-radius:{radius};border:5px solid {escape(colour)};'
                       f'box-shadow:0 0 0 2px #fff, 0 0 14px {escape(colour)}"></div>')
        return "".join(out)

    @staticmethod
    def _current_board(view: dict) -> str:
        for p in view["players"]:
            if p["seat"] == view["current_seat"]:
                return p["board"]
        return "city"

    def mark_round(self, round_: int | None) -> None:
        """A replay shows the end of `round_` (None: the live game): the charts mark it."""
        if self.chart_view is not None:
            self.chart_view.update()
            self.chart_view.mark(round_)

    def switch(self, step: int = 1) -> None:
        """The arrows: the next or the previous view (city, world, charts)."""
        self.shown = self.views[(self.views.index(self.shown) + step) % len(self.views)]
        self.manual = True
        if self.shown == "charts" and self.chart_view is not None:
            self.chart_view.update()
        self._show()

    def _show(self) -> None:
        for name, wrap in self.wraps.items():
            wrap.visible = name == self.shown
        self.title.set_text(tr(BOARD_IT[self.shown], self.lang))
        if self.shown == "charts":
            self.subtitle.set_text(tr("i grafici restano finché non cambi vista", self.lang))
        else:
            self.subtitle.set_text(tr("vista scelta a mano: al prossimo turno torna a seguire chi gioca"
                                      if self.manual else "la vista segue chi gioca", self.lang))
        strip = self.shown == "world" and bool(self.vehicles_key)
        if (self.shown, strip) != self.fit:
            self.fit = (self.shown, strip)
            board = BOARDS.get(self.shown, BOARDS["city"])   # the charts take the city's shape
            ratio = f"{board.width / board.height:.4f}"
            self.slot.style(replace=f"aspect-ratio:{board.width}/{board.height}")
            if self.column is not None:
                self.column.style(replace=f"--board-r:{ratio};"
                                  f"--board-chrome:{STRIP_CHROME if strip else BOARD_CHROME}rem")
        self.strip_box.visible = strip

    @staticmethod
    def _wrap_style(name: str) -> str:
        """The board's size in its slot: the slot's width, or less when the slot gave way."""
        board = BOARDS[name]
        return (f"width:min(100cqw, calc(100cqh * {board.width / board.height:.4f}));"
                + sizes_css(name))

    # ------------------------------------------------------------------ update
    def update(self, view: dict) -> None:
        current = (view["current_seat"], self._current_board(view))
        if current != self.last_current:
            self.last_current = current
            if self.shown != "charts":    # the charts stay until the host changes the view
                self.manual = False
        if not self.manual:
            self.shown = current[1]
        chart_key = (view["round"], view["over"])
        if self.chart_view is not None and self.shown == "charts" and chart_key != self.chart_key:
            self.chart_key = chart_key
            self.chart_view.update()      # a round ended (or the game): the history has a point more
        self._update_pawns(view)
        self._update_rings(view)
        self._update_holders(view)
        self._update_destinations(view)
        self._update_strip(view)
        self._show()

    def _update_pawns(self, view: dict) -> None:
        groups: dict[tuple[str, str], list[int]] = {}
        for p in view["players"]:
            groups.setdefault((p["board"], p["pos"]), []).append(p["seat"])
        for p in view["players"]:
            seat = p["seat"]
            group = groups[(p["board"], p["pos"])]
            k, n = group.index(seat), len(group)
            now = seat == view["current_seat"] and not view["over"]
            state = (p["board"], p["pos"], k, n, now)
            if self.pawn_state.get(seat) == state:
                continue   # this pawn has not moved: restyle nothing
            self.pawn_state[seat] = state
            for name, board in BOARDS.items():
                pawn = self.pawns[name][seat]
                here = p["board"] == name and p["pos"] in board.by_id  # type: ignore[attr-defined]
                pawn.visible = here
                if now:
                    pawn.classes(add="now")
                else:
                    pawn.classes(remove="now")
                if not here:
                    continue
                x, y = pawn_spots(name, p["pos"], min(n, 6), self.lang)[min(k, 5)]
                # the pawn's `translate` is in percent of its own width (see `.pawn` in theme.py)
                px, py = x / PAWN_D[name] * 100, y / PAWN_D[name] * 100
                pawn.style(f"--px:{px:.1f};--py:{py:.1f}")

    def _update_rings(self, view: dict) -> None:
        colors = {p["seat"]: p["color"] for p in view["players"]}
        owners = {}
        for sid, prop in {**view["buildings"], **view["airports"]}.items():
            if prop.get("owner") and colors.get(prop["owner"]):
                owners[sid] = colors[prop["owner"]]
        for name, board in BOARDS.items():
            key = tuple(sorted((sid, c) for sid, c in owners.items() if sid in board.by_id))  # type: ignore[attr-defined]
            if key == self.ring_state[name]:
                continue
            self.ring_state[name] = key
            self.rings[name].set_content(self._rings_html(board, owners))

    @staticmethod
    def _holders_svg(holders: dict[str, list[dict]]) -> str:
        """A ring around each bought mine, split in one arc per holder in their colour."""
        board = BOARDS["world"]
        r = HOLDER_R - 2
        out = []
        for sid, hold in holders.items():
            if sid not in board.by_id or not hold:  # type: ignore[attr-defined]
                continue
            s = board.space(sid)
            out.append(f'<g class="holders" data-id="{escape(sid)}"><circle cx="{s.x}" cy="{s.y}" r="{r}" '
                       'fill="none" stroke="#fff" stroke-width="7"/>')
            n = len(hold)
            for i, h in enumerate(hold):
                colour = escape(str(h.get("color") or "#555"))
                if n == 1:
                    out.append(f'<circle cx="{s.x}" cy="{s.y}" r="{r}" fill="none" stroke="{colour}" '
                               'stroke-width="4.5"/>')
                    continue
                gap = 0.22   # radians of white between two holders
                a0, a1 = -math.pi / 2 + 2 * math.pi * i / n + gap / 2, -math.pi / 2 + 2 * math.pi * (i + 1) / n - gap / 2
                x0, y0 = s.x + r * math.cos(a0), s.y + r * math.sin(a0)
                x1, y1 = s.x + r * math.cos(a1), s.y + r * math.sin(a1)
                large = 1 if a1 - a0 > math.pi else 0
                out.append(f'<path d="M{x0:.2f},{y0:.2f} A{r},{r} 0 {large} 1 {x1:.2f},{y1:.2f}" fill="none" '
                           f'stroke="{colour}" stroke-width="4.5"/>')
            out.append("</g>")
        return (f'<svg viewBox="0 0 {board.width} {board.height}" width="100%" height="100%" '
                f'style="position:absolute;inset:0">{"".join(out)}</svg>')

    def _update_holders(self, view: dict) -> None:
        holders = view.get("mine_holders") or {}
        key = tuple(sorted((sid, tuple(h.get("color") for h in hold)) for sid, hold in holders.items()))
        if key == self.holders_key:
            return
        self.holders_key = key
        self.holders.set_content(self._holders_svg(holders))

    def _update_destinations(self, view: dict) -> None:
        dests = tuple((d["number"], d["target"]) for d in view.get("destinations") or [])
        key = (dests, view["current_seat"])
        if key == self.dest_key:
            return
        self.dest_key = key
        by_target: dict[str, list[int]] = {}
        for number, target in dests:
            by_target.setdefault(target, []).append(number)
        # The number markers are a pool of labels per board, moved and re-labelled in place
        # (no element is created once the pool is big enough); unused ones are hidden.
        used = {name: 0 for name in BOARDS}
        for target, numbers in by_target.items():
            for name, board in BOARDS.items():
                if target not in board.by_id:  # type: ignore[attr-defined]
                    continue
                left, top = _pct(board, *badge_spots(name, self.lang)[target])
                text = "·".join(str(n) for n in sorted(numbers))
                wide = ("width:auto;min-width:var(--dest-w);padding:0 .35em;border-radius:999px;"
                        if len(numbers) > 1 else "")   # one number per target, in practice
                pool = self.dest_labels[name]
                if used[name] == len(pool):
                    with self.dest_layers[name]:
                        pool.append(ui.label("").classes("dest"))
                label = pool[used[name]]
                used[name] += 1
                label.set_text(text)
                label.style(replace=f"left:{left:.3f}%;top:{top:.3f}%;{wide}")
                label.set_visibility(True)
        for name, pool in self.dest_labels.items():
            for label in pool[used[name]:]:
                label.set_visibility(False)

    def _update_strip(self, view: dict) -> None:
        vehicles = view.get("vehicles") or []
        key = tuple((v["id"], v["owner"], v["kind"], v["remaining"], v["kg"]) for v in vehicles)
        if key == self.vehicles_key:
            return
        self.vehicles_key = key
        colors = {p["seat"]: p["color"] for p in view["players"]}
        lang, w = self.lang, self.words
        chips = []
        for v in sorted(vehicles, key=lambda v: (v["remaining"], v["id"])):
            steps = v["remaining"]
            where = (tr("in città", lang) if steps <= 0 else
                     tr("{n} casella" if steps == 1 else "{n} caselle", lang).format(n=steps))
            icon = "directions_boat" if v["kind"] == "ship" else "flight"
            known = v["continent"] in w.table.CONTINENT
            continent = w.continent(v["continent"]) if known else v["continent"]
            text = f"G{v['owner']} {continent} · {v['kg']} kg · {where}"     # the icon says ship or plane
            tip = tr("Nave {origin}" if v["kind"] == "ship" else "Aereo {origin}", lang).format(
                origin=w.fmt("{c:from}", c=v["continent"]) if known else continent)
            chips.append(f'<span class="vehicle" title="{escape(tip)}" '
                         f'style="background:{escape(colors.get(v["owner"], "#555"))}">'
                         f'<i class="q-icon notranslate material-icons">{icon}</i>'
                         f'<span class="sh-mark {seat_marks.shape_class(v["owner"])}"></span>{escape(text)}</span>')
        # One row, the nearest arrivals first (the title counts them all): more rows would push
        # the card and the chronicle off a TV that cannot scroll.
        self.strip_title.set_text(tr("In viaggio verso la città ({n})", lang).format(n=len(vehicles)))
        # one HTML block: as rows of icons and labels it was rebuilt element by element
        self.strip.set_content(f'<div class="vehicles">{"".join(chips)}</div>')
