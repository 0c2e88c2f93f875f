"""Static SVG of a board (city or world), for the shared monitor.

`board_svg(board, highlight={space_id: colour})` returns a standalone SVG document whose viewBox
is the board's own coordinate system. Only inline SVG: no external fonts, images or stylesheets.
Every space carries a <title> with its full Italian name.
`name_boxes(board)` gives the boxes of the words drawn on it (names, prices, labels), so that
the monitor can place pawns and numbers where they hide none of them.
"""
from __future__ import annotations

import math
from html import escape

from billionaire.board import (
    BUILDING, CHANCE, CITY_AIRPORT, COINS, EXCHANGE, MINE, PLAIN, PORT, TOWN_HALL, TREASURE,
    WORLD_AIRPORT, Board, Space,
)
from billionaire.tables import BUILDINGS, CONTINENT_IT

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


def _money(amount: int) -> str:
    return f"{amount:,} $".replace(",", ".")


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


def name_boxes(board: Board) -> tuple[Box, ...]:
    """Boxes (board units) of every word drawn on `board`: what a pawn or a number must not hide."""
    global _boxes
    if board.name not in _BOX_CACHE:
        _boxes = []
        try:
            board_svg(board)
            _BOX_CACHE[board.name] = tuple(_boxes)
        finally:
            _boxes = None
    return _BOX_CACHE[board.name]


_BOX_CACHE: dict[str, tuple[Box, ...]] = {}


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


def _document(board: Board, body: list[str]) -> str:
    w, h = _n(board.width), _n(board.height)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}" '
            f'width="100%" font-family="{_e(FONT)}" role="img" '
            f'aria-label="{_e("Tabellone " + ("del mondo" if board.name == "world" else "della città"))}">'
            + "".join(body) + "</svg>")


def board_svg(board: Board, *, highlight: dict[str, str] | None = None) -> str:
    """The static board as a standalone SVG string; `highlight` outlines spaces in a colour."""
    if board.name == "world":
        return _world(board, highlight or {})
    return _city(board, highlight or {})


# --- city -----------------------------------------------------------------------------------

TILE = 62
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
BRANCH_IT = {"even": ("pari", "#1565c0"), "odd": ("dispari", "#d84315")}


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


def _city_tile(s: Space, is_junction: bool) -> str:
    fill, ink = CITY_STYLE.get(s.kind, ("#ffffff", "#1b1b1b"))
    half = TILE / 2
    out = [f'<g class="space {s.kind}" data-id="{_e(s.id)}"><title>{_e(s.name or "")}</title>',
           f'<rect x="{_n(s.x - half)}" y="{_n(s.y - half)}" width="{TILE}" height="{TILE}" rx="9" '
           f'fill="{fill}" stroke="{"#111" if is_junction else "#4a4a4a"}" '
           f'stroke-width="{3 if is_junction else 1.5}"/>']
    inner = TILE - 8
    if s.kind == BUILDING and s.building in BUILDINGS:
        spec = BUILDINGS[s.building]
        band = BUILDING_BAND.get(spec.kind, "#777777")
        out.append(f'<path d="M{_n(s.x - half)},{_n(s.y - half + 14)} v-5 a9,9 0 0 1 9,-9 h{TILE - 18} '
                   f'a9,9 0 0 1 9,9 v5 z" fill="{band}"/>')
        out.append(f'<path class="rhombus" d="M{_n(s.x)},{_n(s.y - half + 1)} l7,7 l-7,7 l-7,-7 z" '
                   f'fill="#1e56d6" stroke="#ffffff" stroke-width="1.2"/>')
        lines = _wrap(spec.board_name, 9)
        if len(lines) > 2:
            lines = _wrap(spec.board_name, 12)
        size = 12 if len(lines) == 1 else 11
        # name lines centred between the coloured band and the price line
        lh = size + 1.5
        top = s.y - half + 14 + (TILE - 14 - 14 - len(lines) * lh) / 2 + size * 0.9
        for i, line in enumerate(lines):
            out.append(_text(s.x, top + i * lh, line, size=size, fill=ink, weight="bold",
                             max_w=inner))
        out.append(_text(s.x, s.y + half - 5, _money(spec.price), size=10.5, fill="#333333",
                         max_w=inner))
    elif s.kind == CHANCE:
        out.append(_text(s.x, s.y + 13, "?", size=38, fill=ink, weight="bold", mark=True))
    elif s.kind == CITY_AIRPORT:
        out.append(_plane(s.x, s.y - 12, 1.0, "#ffffff"))
        out.append(_text(s.x, s.y + 12, s.name, size=11, fill=ink, weight="bold", max_w=inner))
        out.append(_text(s.x, s.y + 25, "partenza", size=9.5, fill=ink, max_w=inner))
    elif s.kind == COINS:
        out.append(_coin(s.x, s.y - 9))
        out.append(_text(s.x, s.y + 20, s.name, size=14, fill=ink, weight="bold", max_w=inner))
    elif s.kind == TREASURE:
        out.append(_chest(s.x, s.y - 9))
        out.append(_text(s.x, s.y + 20, s.name, size=12, fill=ink, weight="bold", max_w=inner))
    elif s.kind in (PORT, EXCHANGE, TOWN_HALL):
        icon = {PORT: _anchor, EXCHANGE: _chart, TOWN_HALL: _hall}[s.kind]
        out.append(icon(s.x, s.y - 9, ink))
        out.append(_text(s.x, s.y + 20, s.name, size=12, fill=ink, weight="bold", max_w=inner))
    elif s.name:
        for i, line in enumerate(_wrap(s.name, 9)):
            out.append(_text(s.x, s.y + 4 + i * 12, line, size=11, fill=ink, max_w=inner))
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


def _city(board: Board, highlight: dict[str, str]) -> str:
    W, H = board.width, board.height
    body = [f'<rect width="{_n(W)}" height="{_n(H)}" fill="#e9e2cf"/>']
    xs = [s.x for s in board.spaces] or [0]
    ys = [s.y for s in board.spaces] or [0]
    # inner blocks (parks) inside the ring
    if len(board.spaces) > 4:
        body.append(f'<rect x="{_n(min(xs) + 45)}" y="{_n(min(ys) + 45)}" '
                    f'width="{_n(max(xs) - min(xs) - 90)}" height="{_n(max(ys) - min(ys) - 90)}" '
                    'rx="18" fill="#d5e3c0"/>')
        cx, cy = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
        body.append(_text(cx, cy - 8, "BILLIONAIRE", size=34, fill="#a9b98f", weight="bold"))
        body.append(_text(cx, cy + 26, "Città", size=22, fill="#a9b98f", weight="bold"))
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
        body.append(_city_tile(s, s.id in board.branches))
    # forward arrows on the roads between tiles
    for link in board.links:
        fwd = _forward(board, link.a, link.b)
        if fwd is None:
            continue
        a, b = board.space(fwd[0]), board.space(fwd[1])
        mx, my = (a.x + b.x) / 2, (a.y + b.y) / 2
        ang = math.degrees(math.atan2(b.y - a.y, b.x - a.x))
        body.append(f'<path class="forward" transform="translate({_n(mx)},{_n(my)}) rotate({_n(ang)})" '
                    'd="M-4,-6 L4,0 L-4,6 z" fill="#ffd54a" stroke="#3a3a3a" stroke-width="0.8"/>')
    # junction branch labels
    for j, labels in board.branches.items():
        js = board.space(j)
        for n, label in labels.items():
            if label not in BRANCH_IT:
                continue
            text, colour = BRANCH_IT[label]
            ns = board.space(n)
            if abs(ns.x - js.x) >= abs(ns.y - js.y):  # horizontal branch: badge outside the tiles
                outward = -1 if js.y < H / 2 else 1
                bx, by = (js.x + ns.x) / 2, js.y + outward * (TILE / 2 + 13)
            else:  # vertical branch: badge on the road, between the two tiles
                bx, by = js.x, (js.y + ns.y) / 2
            body.append(_badge(bx, by, text, colour))
    for sid, colour in highlight.items():
        if sid in board.by_id:  # type: ignore[attr-defined]
            s = board.space(sid)
            body.append(f'<rect class="highlight" x="{_n(s.x - TILE / 2 - 5)}" y="{_n(s.y - TILE / 2 - 5)}" '
                        f'width="{TILE + 10}" height="{TILE + 10}" rx="13" fill="none" '
                        f'stroke="{_e(colour)}" stroke-width="6"/>')
    return _document(board, body)


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


def _world_labels(board: Board) -> dict[str, tuple[float, float]]:
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
    return labels


def _world(board: Board, highlight: dict[str, str]) -> str:
    W, H = board.width, board.height
    body = [f'<rect width="{_n(W)}" height="{_n(H)}" fill="#9fcdea"/>']
    # continents: padded convex hulls of their land spaces
    for c, fill in CONTINENT_FILL.items():
        pts = _hull([(s.x, s.y) for s in board.spaces if s.continent == c and not _is_sea(s)])
        if pts:
            poly = " ".join(f"{_n(x)},{_n(y)}" for x, y in pts)
            body.append(f'<polygon class="continent" points="{poly}" fill="{fill}" stroke="{fill}" '
                        'stroke-width="76" stroke-linejoin="round"/>')
    for c, (x, y) in _world_labels(board).items():
        body.append(_text(x, y, CONTINENT_IT[c], size=17, fill="#5b4a3a", weight="bold",
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
                body.append(_wrap_arrow(board, here, there))
    # spaces
    for s in board.spaces:
        body.append(_world_space(s, H))
    body.append(_legend(board))
    for sid, colour in highlight.items():
        if sid in board.by_id:  # type: ignore[attr-defined]
            s = board.space(sid)
            body.append(f'<circle class="highlight" cx="{_n(s.x)}" cy="{_n(s.y)}" r="23" fill="none" '
                        f'stroke="{_e(colour)}" stroke-width="5"/>')
    return _document(board, body)


def _wrap_arrow(board: Board, here: Space, there: Space) -> str:
    left = here.x < board.width / 2
    y = here.y + 32
    tip = 3 if left else board.width - 3
    tail = tip + (58 if left else -58)
    d = 1 if left else -1
    target = CONTINENT_IT.get(there.continent or "", "")
    return (f'<g class="wrap-arrow"><line x1="{_n(here.x)}" y1="{_n(here.y)}" x2="{_n(tip + d * 8)}" '
            f'y2="{_n(here.y)}" stroke="#c62828" stroke-width="4"/>'
            f'<path d="M{_n(tail)},{_n(y - 4)} H{_n(tip + d * 14)} V{_n(y - 11)} L{_n(tip)},{_n(y)} '
            f'L{_n(tip + d * 14)},{_n(y + 11)} V{_n(y + 4)} H{_n(tail)} z" fill="#c62828" '
            'stroke="#ffffff" stroke-width="1.5"/>'
            + _text(tip + d * 2, y + 27, target, size=12, fill="#8e1b1b", weight="bold",
                    anchor="start" if left else "end", halo="#ffffff") + "</g>")


def _world_space(s: Space, height: float) -> str:
    # a name goes under its marker, or above it when under would fall off the board's bottom edge
    below = 1 if s.y + 32 <= height else -1
    out = [f'<g class="space {s.kind}" data-id="{_e(s.id)}"><title>{_e(s.name or "")}</title>']
    if s.kind == MINE:
        fill, ink, mark, _ = RESOURCE_STYLE.get(s.resource or "", ("#888888", "#ffffff", "?", ""))
        out.append(f'<circle cx="{_n(s.x)}" cy="{_n(s.y)}" r="15" fill="{fill}" stroke="#1b1b1b" '
                   'stroke-width="1.8"/>')
        out.append(_text(s.x, s.y + 4.5, mark, size=13, fill=ink, weight="bold", mark=True))
        out.append(_text(s.x, s.y + (28 if below > 0 else -20), _short(s.name), size=11, fill="#1b1b1b", weight="bold",
                         halo="#ffffff"))
    elif s.kind == WORLD_AIRPORT:
        out.append(f'<rect class="airport" x="{_n(s.x - 15)}" y="{_n(s.y - 15)}" width="30" height="30" '
                   'rx="6" fill="#1e3a8a" stroke="#ffffff" stroke-width="2"/>')
        out.append(_plane(s.x, s.y, 1.15, "#ffffff"))
        out.append(_text(s.x, s.y + (29 if below > 0 else -20), _short(s.name), size=11.5, fill="#13275e", weight="bold",
                         halo="#ffffff"))
    else:
        sea = _is_sea(s)
        out.append(f'<circle cx="{_n(s.x)}" cy="{_n(s.y)}" r="8.5" fill="{"#e6f3fc" if sea else "#fffaf0"}" '
                   f'stroke="{"#1d5f96" if sea else "#7a5634"}" stroke-width="2"/>')
    out.append("</g>")
    return "".join(out)


def _legend(board: Board) -> str:
    present = [r for r in RESOURCE_STYLE if any(s.resource == r for s in board.spaces)]
    if not present:
        return ""
    x, y = 14, board.height - 26 * len(present) - 40
    if _boxes is not None:
        _boxes.append((x, y, x + 128, y + 26 * len(present) + 30))
    out = [f'<g class="legend"><rect x="{x}" y="{_n(y)}" width="128" height="{26 * len(present) + 30}" '
           'rx="8" fill="#ffffff" fill-opacity="0.85" stroke="#1d5f96"/>',
           _text(x + 10, y + 19, "Miniere", size=13, weight="bold", anchor="start")]
    for i, r in enumerate(present):
        fill, ink, mark, name = RESOURCE_STYLE[r]
        cy = y + 38 + i * 26
        out.append(f'<circle cx="{x + 22}" cy="{_n(cy)}" r="10" fill="{fill}" stroke="#1b1b1b" stroke-width="1.2"/>')
        out.append(_text(x + 22, cy + 4, mark, size=10, fill=ink, weight="bold"))
        out.append(_text(x + 40, cy + 4.5, name, size=13, anchor="start"))
    out.append("</g>")
    return "".join(out)
