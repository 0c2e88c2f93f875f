"""Static SVG of a board (city or world), for the shared monitor.

`board_svg(board, highlight={space_id: colour})` returns a standalone SVG document whose viewBox
is the board's own coordinate system. Only inline SVG: no external fonts, images or stylesheets.
Drawn in the screen's language (`lang`, Italian or English): every space carries a <title> with
its full name, and its words (names, prices, continents, legend) are in that language.
`name_boxes(board, lang)` gives the boxes of the words drawn on it (names, prices, labels), so
that the monitor places pawns and numbers where they hide none of them.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache
from html import escape

from billionaire.board import (
    BUILDING, CHANCE, CITY_AIRPORT, COINS, EXCHANGE, MINE, PLAIN, PORT, TOWN_HALL, TREASURE,
    WORLD_AIRPORT, Board, Space,
)
from billionaire.tables import BUILDINGS, CONTINENT_IT
from billionaire.texts import plain
from billionaire.texts import en as _en
from pages.texts_en import EN


def tr(text: str, lang: str) -> str:
    """As `pages.lang.tr` (this module stays free of NiceGUI: the overlay's geometry imports it)."""
    return EN.get(text, text) if lang == "en" else text

FONT = "Arial, Helvetica, 'Liberation Sans', 'DejaVu Sans', sans-serif"
CHAR_W = 0.56  # average glyph width, in em, used to fit labels
BOX_CHAR_W = 0.62  # a generous glyph width (bold), in em, for the boxes of `name_boxes`
Box = tuple[float, float, float, float]   # x0, y0, x1, y1 in board units
_boxes: list[Box] | None = None           # while `name_boxes` draws: where words go

# --- helpers --------------------------------------------------------------------------------


def _e(text: object) -> str:
    return escape(str(text), quote=True)


def _n(value: float) -> str:
    return f"{value:.1f}".rstrip("0").rstrip(".")


def _money(amount: int, lang: str = "it") -> str:
    return plain(lang).money(amount)


def _title(s: Space, lang: str) -> str:
    """A space's full name, as its <title> (a tooltip, and what a screen reader says)."""
    return (s.name or "") if lang == "it" else plain(lang).space(s.id)


def _continent(c: str, lang: str) -> str:
    return CONTINENT_IT.get(c, "") if lang == "it" else plain(lang).continent(c) if c else ""


# The name on a city tile, in English (the Italian is the board's own: `Space.name`); twin
# buildings show their kind, their price line tells them apart.
_EN_TILE = {"bank_2000": "Bank", "bank_3000": "Bank", "casino_4000": "Casino",
            "casino_5000": "Casino", "casino_6000": "Casino", "statue": "Statue of Liberty"}


def _tile_name(s: Space, lang: str) -> str:
    if lang == "it":
        return BUILDINGS[s.building].board_name if s.kind == BUILDING else s.name
    if s.kind == BUILDING:
        return _EN_TILE.get(s.building) or plain(lang).building(s.building)
    if s.kind == CITY_AIRPORT:
        return "Airport"
    return plain(lang).space(s.id) if s.name else ""


def _text(x: float, y: float, text: str, *, size: float, fill: str = "#1b1b1b",
          weight: str = "normal", anchor: str = "middle", max_w: float | None = None,
          halo: str | None = None, cls: str | None = None, style: str = "normal",
          mark: bool = False) -> str:
    """An SVG text; unless it is a `mark` (a symbol inside an icon), its box is recorded while
    `name_boxes` draws."""
    if _boxes is not None and not mark:
        _boxes.append(_text_box(x, y, text, size, anchor, max_w, 1.5 if halo else 0.0))
    if mark:
        cls = cls or "mark"
    attrs = [f'x="{_n(x)}" y="{_n(y)}" font-size="{_n(size)}" fill="{fill}"',
             f'text-anchor="{anchor}" font-weight="{weight}"']
    if style != "normal":
        attrs.append(f'font-style="{style}"')
    if max_w is not None and len(text) * CHAR_W * size > max_w:
        attrs.append(f'textLength="{_n(max_w)}" lengthAdjust="spacingAndGlyphs"')
    if halo:
        attrs.append(f'stroke="{halo}" stroke-width="3" stroke-linejoin="round" paint-order="stroke"')
    if cls:
        attrs.append(f'class="{cls}"')
    return f'<text {" ".join(attrs)}>{_e(text)}</text>'


def _text_box(x: float, y: float, text: str, size: float, anchor: str, max_w: float | None,
              pad: float) -> Box:
    w = len(text) * BOX_CHAR_W * size
    if max_w is not None and len(text) * CHAR_W * size > max_w:
        w = max_w   # squeezed by textLength
    x0 = {"start": x, "end": x - w}.get(anchor, x - w / 2)
    return (x0 - pad, y - 0.8 * size - pad, x0 + w + pad, y + 0.25 * size + pad)


def name_boxes(board: Board, lang: str = "it") -> tuple[Box, ...]:
    """Boxes (board units) of every word drawn on `board` as the monitor draws it
    (`large=True`) in `lang`: what a pawn or a number must not hide."""
    global _boxes
    if (board.name, lang) not in _BOX_CACHE:
        _boxes = []
        try:
            board_svg(board, large=True, lang=lang)
            _BOX_CACHE[board.name, lang] = tuple(_boxes)
        finally:
            _boxes = None
    return _BOX_CACHE[board.name, lang]


_BOX_CACHE: dict[tuple[str, str], tuple[Box, ...]] = {}


def _wrap(text: str, max_chars: int) -> list[str]:
    lines: list[str] = []
    for word in text.split():
        if lines and len(lines[-1]) + 1 + len(word) <= max_chars:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines or [""]


def _badge(x: float, y: float, text: str, fill: str, size: float = 12) -> str:
    w = len(text) * CHAR_W * size + 12
    h = size + 5
    if _boxes is not None:
        _boxes.append((x - w / 2, y - h / 2, x + w / 2, y + h / 2))
    return (f'<g class="branch"><rect x="{_n(x - w / 2)}" y="{_n(y - h / 2)}" width="{_n(w)}" '
            f'height="{_n(h)}" rx="{_n(h / 2)}" fill="{fill}" stroke="#ffffff" stroke-width="1.5"/>'
            + _text(x, y + size * 0.36, text, size=size, fill="#ffffff", weight="bold") + "</g>")


def _document(board: Board, body: list[str], lang: str = "it") -> str:
    w, h = _n(board.width), _n(board.height)
    label = tr("Tabellone del mondo", lang) if board.name == "world" else tr("Tabellone della città", lang)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}" '
            f'width="100%" font-family="{_e(FONT)}" role="img" '
            f'aria-label="{_e(label)}">'
            + "".join(body) + "</svg>")


def board_svg(board: Board, *, highlight: dict[str, str] | None = None, large: bool = False,
              lang: str = "it") -> str:
    """The static board as a standalone SVG string; `highlight` outlines spaces in a colour.
    `large`: the world as the monitor draws it (`LARGE`), not as the phone's Zoom (`SMALL`);
    the city is only drawn for the monitor. `lang`: the language of its words."""
    if board.name == "world":
        return _world(board, highlight or {}, LARGE if large else SMALL, lang)
    return _city(board, highlight or {}, lang)


# --- city -----------------------------------------------------------------------------------

ROW_TILE = (72, 80)     # (width, height) of a tile in a row of tiles (top and bottom of the ring)
COLUMN_TILE = (96, 70)  # a tile in a column (the ring's sides, the chords)
CORNER_TILE = (72, 70)  # a tile with neighbours both beside and above or below it (corners, junctions)
NAME_SIZES = (17, 16, 15)   # font sizes of a city space's name, the largest that fits first
SQUEEZE = 1.12      # how much wider than its tile a name may be drawn before it is squeezed
CITY_STYLE = {  # kind -> (fill, text colour)
    CITY_AIRPORT: ("#2f74c0", "#ffffff"),
    PORT: ("#12507a", "#ffffff"),
    EXCHANGE: ("#2e7d32", "#ffffff"),
    TOWN_HALL: ("#6a3d9a", "#ffffff"),
    CHANCE: ("#f6c343", "#3a2a00"),
    TREASURE: ("#c8901a", "#ffffff"),
    COINS: ("#f3dfa2", "#5a3b00"),
    PLAIN: ("#f7f3ea", "#1b1b1b"),
    BUILDING: ("#fffdf7", "#1b1b1b"),
}
BUILDING_BAND = {
    "restaurant": "#e67e22", "bank": "#2e8b57", "skyscraper": "#546e7a",
    "casino": "#c0392b", "statue": "#138d75",
}
BRANCH_IT = {"even": ("pari", "#1565c0"), "odd": ("dispari", "#d84315")}   # words: `tr`


def tile_size(board: Board, s: Space) -> tuple[float, float]:
    """A city tile's (width, height): like a Monopoly board's, long across its road, so that
    names can be large; a tile with neighbours on both axes is nearly square."""
    beside = above = False
    for link in board.links:
        if s.id not in (link.a, link.b):
            continue
        o = board.space(link.b if link.a == s.id else link.a)
        if abs(o.x - s.x) >= abs(o.y - s.y):
            beside = True
        else:
            above = True
    if beside and above:
        return CORNER_TILE
    return COLUMN_TILE if above else ROW_TILE


def _forward(board: Board, a: str, b: str) -> tuple[str, str] | None:
    if a in board.track and board.track[a][0] == b:
        return a, b
    if b in board.track and board.track[b][0] == a:
        return b, a
    if a in board.track and board.track[a][1] == b:
        return b, a
    if b in board.track and board.track[b][1] == a:
        return a, b
    return None


LINE = 1.05    # line height of a wrapped name, in em


def _name_lines(text: str, width: float, height: float, sizes=NAME_SIZES) -> tuple[float, list[str]]:
    """The largest size (of `sizes`) at which `text`, wrapped at spaces, fits a box of `width`
    (a little squeezed at most) and `height`; else the smallest size, squeezed."""
    for size in sizes:
        lines = _wrap(text, max(1, int(width * SQUEEZE / (CHAR_W * size))))
        if len(lines) * size * LINE <= height and \
                all(len(x) * CHAR_W * size <= width * SQUEEZE for x in lines):
            return size, lines
    size = sizes[-1]
    lines = _wrap(text, max(1, int(width * SQUEEZE / (CHAR_W * size))))
    return size, lines[:max(1, int(height // (size * LINE)))]


def _city_tile(board: Board, s: Space, is_junction: bool, lang: str = "it") -> str:
    fill, ink = CITY_STYLE.get(s.kind, ("#ffffff", "#1b1b1b"))
    w, h = tile_size(board, s)
    x0, y0 = s.x - w / 2, s.y - h / 2
    tile_name = _tile_name(s, lang)
    out = [f'<g class="space {s.kind}" data-id="{_e(s.id)}"><title>{_e(_title(s, lang))}</title>',
           f'<rect x="{_n(x0)}" y="{_n(y0)}" width="{_n(w)}" height="{_n(h)}" rx="9" '
           f'fill="{fill}" stroke="{"#111" if is_junction else "#4a4a4a"}" '
           f'stroke-width="{3 if is_junction else 1.5}"/>']
    inner = w - 6

    def name(y: float, text: str, size: float = NAME_SIZES[0]) -> str:
        return _text(s.x, y, text, size=size, fill=ink, weight="bold", max_w=inner, cls="name")

    if s.kind == BUILDING and s.building in BUILDINGS:
        spec = BUILDINGS[s.building]
        band = BUILDING_BAND.get(spec.kind, "#777777")
        out.append(f'<path d="M{_n(x0)},{_n(y0 + 14)} v-5 a9,9 0 0 1 9,-9 h{_n(w - 18)} '
                   f'a9,9 0 0 1 9,9 v5 z" fill="{band}"/>')
        out.append(f'<path class="rhombus" d="M{_n(s.x)},{_n(y0 + 1)} l7,7 l-7,7 l-7,-7 z" '
                   f'fill="#1e56d6" stroke="#ffffff" stroke-width="1.2"/>')
        price_size = 12.5
        room = h - 14 - price_size - 3          # between the band and the price line
        size, lines = _name_lines(tile_name, inner, room)
        lh = size * LINE
        top = y0 + 14 + (room - len(lines) * lh) / 2 + size * 0.85
        for i, line in enumerate(lines):
            out.append(name(top + i * lh, line, size))
        out.append(_text(s.x, y0 + h - 4, _money(spec.price, lang), size=price_size, fill="#333333",
                         weight="bold", max_w=inner, cls="price"))
    elif s.kind == CHANCE:
        out.append(_text(s.x, s.y + 15, "?", size=44, fill=ink, weight="bold", mark=True))
    elif s.kind == CITY_AIRPORT:
        out.append(_plane(s.x, s.y - 17, 0.9, "#ffffff"))
        out.append(name(s.y + 10, tile_name, 16))
        out.append(_text(s.x, s.y + 26, tr("partenza", lang), size=12, fill=ink, max_w=inner))
    elif s.kind in (COINS, TREASURE, PORT, EXCHANGE, TOWN_HALL):
        icon = {COINS: lambda x, y, _ink: _coin(x, y), TREASURE: lambda x, y, _ink: _chest(x, y),
                PORT: _anchor, EXCHANGE: _chart, TOWN_HALL: _hall}[s.kind]
        out.append(icon(s.x, s.y - 12, ink))
        size, _lines = _name_lines(tile_name, inner, NAME_SIZES[0] * LINE)
        out.append(name(s.y + 22, tile_name, size))
    elif s.name:
        size, lines = _name_lines(tile_name, inner, h - 10)
        for i, line in enumerate(lines):
            out.append(name(s.y + 5 + i * size * LINE, line, size))
    out.append("</g>")
    return "".join(out)


def _plane(x: float, y: float, scale: float, fill: str) -> str:
    return (f'<path transform="translate({_n(x)},{_n(y)}) scale({scale})" fill="{fill}" '
            'd="M0,-10 C1.6,-10 1.8,-7 1.8,-4 L10,1.5 L10,4 L1.8,1.5 L1.4,6 L4,8.5 L4,10 L0,9 '
            'L-4,10 L-4,8.5 L-1.4,6 L-1.8,1.5 L-10,4 L-10,1.5 L-1.8,-4 C-1.8,-7 -1.6,-10 0,-10 Z"/>')


def _coin(x: float, y: float) -> str:
    return (f'<circle cx="{_n(x)}" cy="{_n(y)}" r="11" fill="#e0a800" stroke="#8a6400" stroke-width="1.5"/>'
            + _text(x, y + 5, "$", size=14, fill="#5a3b00", weight="bold", mark=True))


def _chest(x: float, y: float) -> str:
    return (f'<rect x="{_n(x - 13)}" y="{_n(y - 9)}" width="26" height="19" rx="3" fill="#7a4a12" '
            f'stroke="#ffe08a" stroke-width="1.5"/><line x1="{_n(x - 13)}" y1="{_n(y - 2)}" '
            f'x2="{_n(x + 13)}" y2="{_n(y - 2)}" stroke="#ffe08a" stroke-width="1.5"/>'
            f'<rect x="{_n(x - 3)}" y="{_n(y - 4)}" width="6" height="6" fill="#ffe08a"/>')


def _anchor(x: float, y: float, ink: str) -> str:
    return (f'<g fill="none" stroke="{ink}" stroke-width="2.2" stroke-linecap="round">'
            f'<circle cx="{_n(x)}" cy="{_n(y - 8)}" r="3"/>'
            f'<line x1="{_n(x)}" y1="{_n(y - 5)}" x2="{_n(x)}" y2="{_n(y + 10)}"/>'
            f'<line x1="{_n(x - 6)}" y1="{_n(y - 1)}" x2="{_n(x + 6)}" y2="{_n(y - 1)}"/>'
            f'<path d="M{_n(x - 10)},{_n(y + 3)} q2,8 10,8 q8,0 10,-8"/></g>')


def _chart(x: float, y: float, ink: str) -> str:
    return (f'<polyline points="{_n(x - 12)},{_n(y + 8)} {_n(x - 5)},{_n(y)} {_n(x + 1)},{_n(y + 4)} '
            f'{_n(x + 11)},{_n(y - 8)}" fill="none" stroke="{ink}" stroke-width="2.6" '
            f'stroke-linejoin="round" stroke-linecap="round"/><path d="M{_n(x + 5)},{_n(y - 9)} '
            f'l7,-1 l-1,7 z" fill="{ink}"/>')


def _hall(x: float, y: float, ink: str) -> str:
    cols = "".join(f'<rect x="{_n(x + dx - 1.5)}" y="{_n(y - 2)}" width="3" height="9"/>'
                   for dx in (-8, -3, 2, 7))
    return (f'<g fill="{ink}"><path d="M{_n(x - 13)},{_n(y - 4)} L{_n(x)},{_n(y - 12)} '
            f'L{_n(x + 13)},{_n(y - 4)} z"/>{cols}'
            f'<rect x="{_n(x - 13)}" y="{_n(y + 8)}" width="26" height="3"/></g>')


def _city(board: Board, highlight: dict[str, str], lang: str = "it") -> str:
    W, H = board.width, board.height
    body = [f'<rect width="{_n(W)}" height="{_n(H)}" fill="#e9e2cf"/>']
    xs = [s.x for s in board.spaces] or [0]
    ys = [s.y for s in board.spaces] or [0]
    # inner blocks (parks) inside the ring
    if len(board.spaces) > 4:
        mx, my = COLUMN_TILE[0] / 2 + 7, ROW_TILE[1] / 2 + 5     # inside the ring's tiles
        body.append(f'<rect x="{_n(min(xs) + mx)}" y="{_n(min(ys) + my)}" '
                    f'width="{_n(max(xs) - min(xs) - 2 * mx)}" height="{_n(max(ys) - min(ys) - 2 * my)}" '
                    'rx="18" fill="#d5e3c0"/>')
        cx, cy = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
        body.append(_text(cx, cy - 8, "BILLIONAIRE", size=34, fill="#a9b98f", weight="bold"))
        body.append(_text(cx, cy + 26, tr("Città", lang), size=22, fill="#a9b98f", weight="bold"))
    # roads
    for link in board.links:
        a, b = board.space(link.a), board.space(link.b)
        body.append(f'<line x1="{_n(a.x)}" y1="{_n(a.y)}" x2="{_n(b.x)}" y2="{_n(b.y)}" '
                    'stroke="#5f5f5f" stroke-width="26" stroke-linecap="round"/>')
    for link in board.links:
        a, b = board.space(link.a), board.space(link.b)
        body.append(f'<line x1="{_n(a.x)}" y1="{_n(a.y)}" x2="{_n(b.x)}" y2="{_n(b.y)}" '
                    'stroke="#f5f5f5" stroke-width="2" stroke-dasharray="7 6"/>')
    # tiles
    for s in board.spaces:
        body.append(_city_tile(board, s, s.id in board.branches, lang))
    # forward arrows on the roads between tiles
    for link in board.links:
        fwd = _forward(board, link.a, link.b)
        if fwd is None:
            continue
        a, b = board.space(fwd[0]), board.space(fwd[1])
        mx, my = (a.x + b.x) / 2, (a.y + b.y) / 2
        ang = math.degrees(math.atan2(b.y - a.y, b.x - a.x))
        body.append(f'<path class="forward" transform="translate({_n(mx)},{_n(my)}) rotate({_n(ang)})" '
                    'd="M-3.5,-5.5 L3.5,0 L-3.5,5.5 z" fill="#ffd54a" stroke="#3a3a3a" stroke-width="0.8"/>')
    # junction branch labels
    for j, labels in board.branches.items():
        js = board.space(j)
        for n, label in labels.items():
            if label not in BRANCH_IT:
                continue
            text, colour = BRANCH_IT[label]
            text = tr(text, lang)
            ns = board.space(n)
            if abs(ns.x - js.x) >= abs(ns.y - js.y):  # horizontal branch: badge outside the tiles
                outward = -1 if js.y < H / 2 else 1
                # by the board's edge: the tiles' edges keep room for numbers and pawns
                bx, by = (js.x + ns.x) / 2, js.y + outward * (ROW_TILE[1] / 2 + 28)
            else:  # vertical branch: badge beside the branch's first tile, on the junction's side
                bw = len(text) * CHAR_W * 12 + 12
                toward = 1 if ns.y < js.y else -1
                bx, by = ns.x + COLUMN_TILE[0] / 2 + bw / 2 + 3, ns.y + toward * (COLUMN_TILE[1] / 2 - 10)
            body.append(_badge(bx, by, text, colour))
    for sid, colour in highlight.items():
        if sid in board.by_id:  # type: ignore[attr-defined]
            s = board.space(sid)
            w, h = tile_size(board, s)
            body.append(f'<rect class="highlight" x="{_n(s.x - w / 2 - 5)}" y="{_n(s.y - h / 2 - 5)}" '
                        f'width="{_n(w + 10)}" height="{_n(h + 10)}" rx="13" fill="none" '
                        f'stroke="{_e(colour)}" stroke-width="6"/>')
    return _document(board, body, lang)


# --- world ----------------------------------------------------------------------------------

SEA_PREFIXES = ("Oceano", "Mar ", "Mare ", "Stretto", "Passaggio", "Golfo", "Canale")
CONTINENT_FILL = {
    "north_america": "#cfe3a6", "south_america": "#f6c9a6", "europe": "#d6c8ec",
    "africa": "#f3dc8f", "asia": "#f3b9b4", "oceania": "#ffd79e", "antarctica": "#f4f8fb",
}
RESOURCE_STYLE = {  # resource -> (fill, text colour, short Italian mark, Italian name)
    "oil": ("#1f1f1f", "#ffffff", "Pe", "Petrolio"),
    "gold": ("#f2c200", "#3d2f00", "Or", "Oro"),
    "platinum": ("#c9d1d9", "#1b1b1b", "Pt", "Platino"),
    "diamonds": ("#5bc6ee", "#06303f", "Di", "Diamanti"),
    "uranium": ("#5cc24a", "#0c2e06", "U", "Uranio"),
}


# The resource's mark inside a mine's disc, in English (the Italian: `RESOURCE_STYLE`).
EN_MARK = {"oil": "Oi", "gold": "Au", "platinum": "Pt", "diamonds": "Di", "uranium": "U"}


def _mark(r: str, lang: str) -> str:
    style = RESOURCE_STYLE.get(r)
    if style is None:
        return "?"
    return style[2] if lang == "it" else EN_MARK[r]


def _resource_name(r: str, lang: str) -> str:
    return RESOURCE_STYLE[r][3] if lang == "it" else plain(lang).resource(r).capitalize()


def _is_sea(s: Space) -> bool:
    return s.kind == PLAIN and s.name.startswith(SEA_PREFIXES)


def _hull(points: list[tuple[float, float]]) -> list[tuple[float, float]]:
    pts = sorted(set(points))
    if len(pts) <= 2:
        return pts

    def cross(o, a, b):  # type: ignore[no-untyped-def]
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

    lower: list[tuple[float, float]] = []
    upper: list[tuple[float, float]] = []
    for p in pts:
        while len(lower) >= 2 and cross(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    for p in reversed(pts):
        while len(upper) >= 2 and cross(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    return lower[:-1] + upper[:-1]


def _short(name: str) -> str:
    return name.split(" - ", 1)[1] if " - " in name else name.removeprefix("Aeroporto ")


def _label(s: Space, lang: str) -> str:
    """A mine's or an airport's name on the world map: its place ('Perù' / 'Peru')."""
    place = _short(s.name)
    return place if lang == "it" else _en.PLACE.get(place, place)


def _world_labels(board: Board, st: "WorldStyle | None" = None) -> dict[str, tuple[float, float]]:
    try:
        from billionaire.layouts.world import CONTINENT_LABELS
    except ImportError:  # pragma: no cover
        CONTINENT_LABELS = {}
    labels = {}
    for c in CONTINENT_IT:
        pts = [(s.x, s.y) for s in board.spaces if s.continent == c and not _is_sea(s)]
        if c in CONTINENT_LABELS:
            labels[c] = CONTINENT_LABELS[c]
        elif pts:
            labels[c] = (sum(p[0] for p in pts) / len(pts), min(p[1] for p in pts) - 30)
    if st is not None:
        labels.update(dict(st.continent_at))
    return labels


@dataclass(frozen=True)
class WorldStyle:
    """Sizes of the world's drawing. `SMALL` is the phone's Zoom (a continent close up);
    `LARGE` the monitor's whole map, read across a room: larger names, each placed around its
    marker where it covers no other word nor marker (`_name_spots`), and room around mines
    and airports for their holders' and owners' rings."""
    mine_r: float = 15
    airport: float = 30
    name: float = 11
    airport_name: float = 11.5
    continent: float = 17
    arrow_label: float = 12
    legend: float = 13
    clear_mine: float = 15      # radius around a mine / an airport that its name keeps clear of
    clear_airport: float = 15
    placed: bool = False
    continent_at: tuple = ()    # (continent, (x, y)): continent names moved from the layout's place


SMALL = WorldStyle()
LARGE = WorldStyle(mine_r=16, airport=32, name=17, airport_name=17, continent=21, arrow_label=15, legend=15,
                   clear_mine=23, clear_airport=22, placed=True,
                   # Antarctica's name leaves its row of mines to their names, for the open sea
                   continent_at=(("antarctica", (962, 628)),))
HOLDER_R = 21.5     # the outer radius of a mine's ring of holders on the monitor (LARGE)


def _world(board: Board, highlight: dict[str, str], st: WorldStyle = SMALL, lang: str = "it") -> str:
    W, H = board.width, board.height
    body = [f'<rect width="{_n(W)}" height="{_n(H)}" fill="#9fcdea"/>']
    # continents: padded convex hulls of their land spaces
    for c, fill in CONTINENT_FILL.items():
        pts = _hull([(s.x, s.y) for s in board.spaces if s.continent == c and not _is_sea(s)])
        if pts:
            poly = " ".join(f"{_n(x)},{_n(y)}" for x, y in pts)
            body.append(f'<polygon class="continent" points="{poly}" fill="{fill}" stroke="{fill}" '
                        'stroke-width="76" stroke-linejoin="round"/>')
    for c, (x, y) in _world_labels(board, st).items():
        body.append(_text(x, y, _continent(c, lang), size=st.continent, fill="#5b4a3a", weight="bold",
                          halo="#ffffff", cls="continent-name"))
    # links: land roads solid, sea lanes dashed; the wrap link becomes two edge arrows
    for link in board.links:
        a, b = board.space(link.a), board.space(link.b)
        if link.wrap:
            continue
        if _is_sea(a) or _is_sea(b):
            style = 'stroke="#1d5f96" stroke-width="3" stroke-dasharray="7 5"'
        else:
            style = 'stroke="#7a5634" stroke-width="4.5" stroke-linecap="round"'
        body.append(f'<line x1="{_n(a.x)}" y1="{_n(a.y)}" x2="{_n(b.x)}" y2="{_n(b.y)}" {style}/>')
    for link in board.links:
        if link.wrap:
            a, b = board.space(link.a), board.space(link.b)
            for here, there in ((a, b), (b, a)):
                body.append(_wrap_arrow(board, here, there, st, lang))
    # spaces, then their names (over every marker and road)
    spots = _name_spots(board, st, lang)
    for s in board.spaces:
        body.append(_world_space(s, H, st, [] if st.placed else spots.get(s.id, []), lang))
    for s in board.spaces:
        if s.id not in spots or not st.placed:
            continue
        body.append(f'<g class="label" data-id="{_e(s.id)}">')
        for x, y, anchor, line in spots[s.id]:
            airport = s.kind == WORLD_AIRPORT
            body.append(_text(x, y, line, size=st.airport_name if airport else st.name,
                              fill="#13275e" if airport else "#1b1b1b",
                              weight="bold", anchor=anchor, halo="#ffffff", cls="name"))
        body.append("</g>")
    body.append(_legend(board, st, lang))
    for sid, colour in highlight.items():
        if sid in board.by_id:  # type: ignore[attr-defined]
            s = board.space(sid)
            body.append(f'<circle class="highlight" cx="{_n(s.x)}" cy="{_n(s.y)}" r="23" fill="none" '
                        f'stroke="{_e(colour)}" stroke-width="5"/>')
    return _document(board, body, lang)


def _wrap_label(text: str, st: WorldStyle) -> list[str]:
    """The arrow's label: on the monitor in one line per word, to keep clear of the map."""
    return text.split() if st.placed else [text]


def _wrap_arrow_boxes(board: Board, here: Space, st: WorldStyle) -> tuple[Box, float, float, str]:
    """The arrow's box, and where its label's first line goes (x, y, anchor)."""
    left = here.x < board.width / 2
    y = here.y + 32
    tip = 3 if left else board.width - 3
    tail = tip + (58 if left else -58)
    return ((min(tip, tail), y - 11, max(tip, tail), y + 11), tip + (2 if left else -2),
            y + 15 + st.arrow_label, "start" if left else "end")


def _wrap_arrow(board: Board, here: Space, there: Space, st: WorldStyle = SMALL, lang: str = "it") -> str:
    left = here.x < board.width / 2
    y = here.y + 32
    tip = 3 if left else board.width - 3
    tail = tip + (58 if left else -58)
    d = 1 if left else -1
    target = _continent(there.continent or "", lang)
    _, lx, ly, anchor = _wrap_arrow_boxes(board, here, st)
    return (f'<g class="wrap-arrow"><line x1="{_n(here.x)}" y1="{_n(here.y)}" x2="{_n(tip + d * 8)}" '
            f'y2="{_n(here.y)}" stroke="#c62828" stroke-width="4"/>'
            f'<path d="M{_n(tail)},{_n(y - 4)} H{_n(tip + d * 14)} V{_n(y - 11)} L{_n(tip)},{_n(y)} '
            f'L{_n(tip + d * 14)},{_n(y + 11)} V{_n(y + 4)} H{_n(tail)} z" fill="#c62828" '
            'stroke="#ffffff" stroke-width="1.5"/>'
            + "".join(_text(lx, ly + i * st.arrow_label * 1.05, line, size=st.arrow_label, fill="#8e1b1b",
                            weight="bold", anchor=anchor, halo="#ffffff")
                      for i, line in enumerate(_wrap_label(target, st))) + "</g>")


def _world_space(s: Space, height: float, st: WorldStyle = SMALL, name: list | None = None,
                 lang: str = "it") -> str:
    """A space's marker; with `name`, its name too (the phone's drawing)."""
    out = [f'<g class="space {s.kind}" data-id="{_e(s.id)}"><title>{_e(_title(s, lang))}</title>']
    if s.kind == MINE:
        fill, ink, _, _ = RESOURCE_STYLE.get(s.resource or "", ("#888888", "#ffffff", "?", ""))
        mark = _mark(s.resource or "", lang)
        out.append(f'<circle cx="{_n(s.x)}" cy="{_n(s.y)}" r="{_n(st.mine_r)}" fill="{fill}" stroke="#1b1b1b" '
                   'stroke-width="1.8"/>')
        size = 13 * st.mine_r / 15
        out.append(_text(s.x, s.y + 4.5 * st.mine_r / 15, mark, size=size, fill=ink, weight="bold", mark=True))
    elif s.kind == WORLD_AIRPORT:
        a = st.airport
        out.append(f'<rect class="airport" x="{_n(s.x - a / 2)}" y="{_n(s.y - a / 2)}" width="{_n(a)}" '
                   f'height="{_n(a)}" rx="6" fill="#1e3a8a" stroke="#ffffff" stroke-width="2"/>')
        out.append(_plane(s.x, s.y, 1.15 * a / 30, "#ffffff"))
    else:
        sea = _is_sea(s)
        out.append(f'<circle cx="{_n(s.x)}" cy="{_n(s.y)}" r="8.5" fill="{"#e6f3fc" if sea else "#fffaf0"}" '
                   f'stroke="{"#1d5f96" if sea else "#7a5634"}" stroke-width="2"/>')
    airport = s.kind == WORLD_AIRPORT
    for x, y, anchor, line in name or ():
        out.append(_text(x, y, line, size=st.airport_name if airport else st.name,
                         fill="#13275e" if airport else "#1b1b1b", weight="bold", anchor=anchor,
                         halo="#ffffff", cls="name"))
    out.append("</g>")
    return "".join(out)


def _legend_box(board: Board, st: WorldStyle) -> Box:
    n = len([r for r in RESOURCE_STYLE if any(s.resource == r for s in board.spaces)])
    k = st.legend / 13      # the phone's legend (13) scaled
    h = k * (26 * n + 30)
    return (14, board.height - h - 10 * k, 14 + 128 * k, board.height - 10 * k)


def _legend(board: Board, st: WorldStyle = SMALL, lang: str = "it") -> str:
    present = [r for r in RESOURCE_STYLE if any(s.resource == r for s in board.spaces)]
    if not present:
        return ""
    x, y, x1, y1 = _legend_box(board, st)
    k = st.legend / 13
    if _boxes is not None:
        _boxes.append((x, y, x1, y1))
    out = [f'<g class="legend"><rect x="{_n(x)}" y="{_n(y)}" width="{_n(x1 - x)}" height="{_n(y1 - y)}" '
           'rx="8" fill="#ffffff" fill-opacity="0.85" stroke="#1d5f96"/>',
           _text(x + 10 * k, y + 19 * k, tr("Miniere", lang), size=st.legend, weight="bold", anchor="start")]
    for i, r in enumerate(present):
        fill, ink, _, _ = RESOURCE_STYLE[r]
        mark, name = _mark(r, lang), _resource_name(r, lang)
        cy = y + k * (38 + i * 26)
        out.append(f'<circle cx="{_n(x + 22 * k)}" cy="{_n(cy)}" r="{_n(10 * k)}" fill="{fill}" '
                   'stroke="#1b1b1b" stroke-width="1.2"/>')
        out.append(_text(x + 22 * k, cy + 4 * k, mark, size=10 * k, fill=ink, weight="bold"))
        out.append(_text(x + 40 * k, cy + 4.5 * k, name, size=st.legend, anchor="start"))
    out.append("</g>")
    return "".join(out)


# --- where the world's names go -------------------------------------------------------------

Line = tuple[float, float, str, str]     # x, y (baseline), anchor, text


def _lines_box(lines: list[Line], size: float) -> Box:
    boxes = [_text_box(x, y, text, size, anchor, None, 1.5) for x, y, anchor, text in lines]
    return (min(b[0] for b in boxes), min(b[1] for b in boxes),
            max(b[2] for b in boxes), max(b[3] for b in boxes))


def _two_lines(text: str) -> list[str] | None:
    words = text.split()
    if len(words) < 2:
        return None
    cut = min(range(1, len(words)),
              key=lambda k: abs(len(" ".join(words[:k])) - len(" ".join(words[k:]))))
    return [" ".join(words[:cut]), " ".join(words[cut:])]


def _candidates(s: Space, text: str, r: float, f: float) -> list[list[Line]]:
    """Where a name may go around its marker (clear radius r), the usual places first: under,
    over, right, left, then in two lines, then diagonally."""
    lh = f * 1.05
    below, above = s.y + r + 0.8 * f, s.y - r - 0.25 * f
    out: list[list[Line]] = [[(s.x, below, "middle", text)], [(s.x, above, "middle", text)],
                             [(s.x + r + 2, s.y + 0.3 * f, "start", text)],
                             [(s.x - r - 2, s.y + 0.3 * f, "end", text)]]
    two = _two_lines(text)
    if two:
        out += [[(s.x, below, "middle", two[0]), (s.x, below + lh, "middle", two[1])],
                [(s.x, above - lh, "middle", two[0]), (s.x, above, "middle", two[1])],
                [(s.x + r + 2, s.y - 0.2 * f, "start", two[0]), (s.x + r + 2, s.y - 0.2 * f + lh, "start", two[1])],
                [(s.x - r - 2, s.y - 0.2 * f, "end", two[0]), (s.x - r - 2, s.y - 0.2 * f + lh, "end", two[1])]]
    d = r * 0.72
    out += [[(s.x + d, below - r + d, "start", text)], [(s.x - d, below - r + d, "end", text)],
            [(s.x + d, above + r - d, "start", text)], [(s.x - d, above + r - d, "end", text)]]
    return out


def _name_spots(board: Board, st: WorldStyle, lang: str = "it") -> dict[str, list[Line]]:
    """Each mine's and airport's name: with `st.placed`, the first place around its marker that
    covers no marker, no other word and no label of the map, within the board (the most crowded
    spaces choose first); else under its marker (over it on the board's bottom edge)."""
    named = [s for s in board.spaces if s.kind in (MINE, WORLD_AIRPORT)]
    if not st.placed:
        out = {}
        for s in named:
            below = s.y + 32 <= board.height
            dy = (28 if s.kind == MINE else 29) if below else -20
            out[s.id] = [(s.x, s.y + dy, "middle", _label(s, lang))]
        return out
    return dict(_placed_names(board.name, st, lang))


_UNPLACED: set[str] = set()    # names that found no free place (a test keeps this empty)


@cache
def _placed_names(board_name: str, st: WorldStyle, lang: str = "it") -> tuple[tuple[str, list[Line]], ...]:
    from billionaire.layouts import BOARDS
    board = BOARDS[board_name]
    f = st.name
    clear = {s.id: st.clear_mine if s.kind == MINE else st.clear_airport for s in board.spaces}
    cores: dict[str, Box] = {}
    for s in board.spaces:
        r = {MINE: st.clear_mine, WORLD_AIRPORT: st.clear_airport}.get(s.kind, 10.0)
        cores[s.id] = (s.x - r, s.y - r, s.x + r, s.y + r)
    fixed: list[Box] = [_text_box(x, y, _continent(c, lang), st.continent, "middle", None, 1.5)
                        for c, (x, y) in _world_labels(board, st).items()]
    fixed.append(_legend_box(board, st))
    for link in board.links:
        if link.wrap:
            for here, there in ((board.space(link.a), board.space(link.b)),
                                (board.space(link.b), board.space(link.a))):
                box, lx, ly, anchor = _wrap_arrow_boxes(board, here, st)
                fixed.append(box)
                for i, line in enumerate(_wrap_label(_continent(there.continent or "", lang), st)):
                    fixed.append(_text_box(lx, ly + i * st.arrow_label * 1.05, line, st.arrow_label,
                                           anchor, None, 1.5))
    named = [s for s in board.spaces if s.kind in (MINE, WORLD_AIRPORT)]
    cands = {s.id: _candidates(s, _label(s, lang), clear[s.id], f) for s in named}
    placed: list[Box] = []

    def cost(sid: str, lines: list[Line]) -> float:
        b = _lines_box(lines, f)
        if b[0] < 0 or b[1] < 0 or b[2] > board.width or b[3] > board.height:
            return float("inf")
        return sum(_area(b, o) for o in (*fixed, *placed, *(c for k, c in cores.items() if k != sid))
                   if _overlap(b, o))

    # The most constrained first: the name with the fewest free places takes its first one.
    out: dict[str, list[Line]] = {}
    todo = [s.id for s in named]
    while todo:
        free = {sid: [c for c in cands[sid] if cost(sid, c) == 0] for sid in todo}
        sid = min(todo, key=lambda k: (len(free[k]) or 99, todo.index(k)))
        if free[sid]:
            best = free[sid][0]
        else:
            best = min(cands[sid], key=lambda c: cost(sid, c))
            _UNPLACED.add(sid)
        out[sid] = best
        placed.append(_lines_box(best, f))
        todo.remove(sid)
    return tuple((s.id, out[s.id]) for s in named)


def _overlap(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _area(a: Box, b: Box) -> float:
    return max(0.0, min(a[2], b[2]) - max(a[0], b[0])) * max(0.0, min(a[3], b[3]) - max(a[1], b[1]))
