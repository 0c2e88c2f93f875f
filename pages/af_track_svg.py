"""Alta Finanza's 40-space track as one SVG, with the pawns, drawn from the public view.

A square of 11 spaces a side (the corners are the Press Room, a Trust, the Credit and a Bomb),
clockwise from the top-left corner like the printed board. The middle is left empty: the monitor
lays the quotations over it. Sizes are in viewBox units, chosen so that on a 1280×720 TV (the
board about 640 px high) a space's name is ≥ H/62 and a pawn ≥ H/33 (docs/monitor.md).
Names are typed by players: everything from the view is escaped.
"""
from __future__ import annotations

import html

from pages import seat_marks

SIZE = 1200            # viewBox side
CORNER = 150           # a corner space's side
EDGE = (SIZE - 2 * CORNER) // 9   # a side space's width (100)
FONT = 23              # a space's name
PAWN_R = 21            # a pawn's radius
INNER = (CORNER, CORNER, SIZE - CORNER, SIZE - CORNER)   # the middle, for the quotations

KIND_COLOUR = {"press": "#e3b75a", "bomb": "#ef5350", "tessera": "#7e57c2", "borsa": "#43a047",
               "coupon": "#26a69a", "telex": "#42a5f5", "trust": "#ffa726", "inheritance": "#8d6e63",
               "theft": "#b71c1c", "credit": "#ec407a", "share_tax": "#78909c", "race": "#c0ca33"}


def cell(index: int) -> tuple[float, float, float, float, str]:
    """(x, y, width, height, side) of space `index`; side: top/right/bottom/left."""
    side, k = divmod(index, 10)
    if side == 0:        # top row, left to right; 0 is the top-left corner
        return (0, 0, CORNER, CORNER, "top") if k == 0 else (CORNER + (k - 1) * EDGE, 0, EDGE, CORNER, "top")
    if side == 1:        # right column, top to bottom
        return (SIZE - CORNER, 0, CORNER, CORNER, "right") if k == 0 else \
            (SIZE - CORNER, CORNER + (k - 1) * EDGE, CORNER, EDGE, "right")
    if side == 2:        # bottom row, right to left
        return (SIZE - CORNER, SIZE - CORNER, CORNER, CORNER, "bottom") if k == 0 else \
            (SIZE - CORNER - k * EDGE, SIZE - CORNER, EDGE, CORNER, "bottom")
    return (0, SIZE - CORNER, CORNER, CORNER, "left") if k == 0 else \
        (0, SIZE - CORNER - k * EDGE, CORNER, EDGE, "left")


def _name_lines(name: str) -> list[str]:
    """A space's name on up to three lines of about eight characters."""
    lines: list[str] = []
    for word in name.split():
        if lines and len(lines[-1]) + 1 + len(word) <= 8:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines[:3]


def _space(s: dict, current_pos: int | None) -> str:
    x, y, w, h, side = cell(s["index"])
    colour = KIND_COLOUR.get(s["kind"], "#888")
    band = 14
    bx, by, bw, bh = {"top": (x, y + h - band, w, band), "bottom": (x, y, w, band),
                      "left": (x + w - band, y, band, h), "right": (x, y, band, h)}[side]
    if w == h:   # a corner: the band all round
        bx, by, bw, bh = x, y, w, band
    ring = ' stroke="#ffd54f" stroke-width="6"' if s["index"] == current_pos else ' stroke="#0b1020" stroke-width="3"'
    out = [f'<rect x="{x}" y="{y}" width="{w}" height="{h}" fill="#17213a"{ring}/>',
           f'<rect x="{bx}" y="{by}" width="{bw}" height="{bh}" fill="{colour}"/>']
    lines = _name_lines(s["name"])
    cx = x + w / 2
    # the name in the outer part of the space, the pawns in the inner part
    top = {"top": y + 12, "bottom": y + h - 12 - len(lines) * (FONT + 2), "left": y + 12, "right": y + 12}[side]
    if side in ("left", "right") and w != h:
        top = y + (h - len(lines) * (FONT + 2)) / 2
        cx = x + (w * 0.34 if side == "left" else w * 0.66)
    for i, line in enumerate(lines):
        out.append(f'<text x="{cx:.0f}" y="{top + (i + 1) * (FONT + 2) - 4:.0f}" font-size="{FONT}" '
                   f'text-anchor="middle" fill="#f4efe2" font-weight="700">{html.escape(line)}</text>')
    return "".join(out)


def _pawn_spots(index: int, n: int) -> list[tuple[float, float]]:
    """Where `n` pawns stand on space `index`: two columns, in the part of the space by the middle."""
    x, y, w, h, side = cell(index)
    if w == h:
        cx, cy = x + w / 2, y + h * 0.62
    elif side == "top":
        cx, cy = x + w / 2, y + h * 0.6
    elif side == "bottom":
        cx, cy = x + w / 2, y + h * 0.42
    elif side == "left":
        cx, cy = x + w * 0.8, y + h / 2
    else:
        cx, cy = x + w * 0.2, y + h / 2
    step = PAWN_R * 1.55
    spots = []
    for i in range(n):
        col, row = i % 2, i // 2
        rows = (n + 1) // 2
        if side in ("left", "right") and w != h:    # stacked along the space's length
            spots.append((cx + (row - (rows - 1) / 2) * step * 0.9, cy + (col - 0.5) * step * (1 if n > 1 else 0)))
        else:
            spots.append((cx + (col - 0.5) * step * (1 if n > 1 else 0), cy + (row - (rows - 1) / 2) * step * 0.9))
    return spots


def _pawn(p: dict, x: float, y: float, current: bool) -> str:
    label = html.escape(p["label"])
    ink = seat_marks.ink(p["color"])
    ring = '#ffd54f' if current else '#0b1020'
    return (f'<g data-seat="{int(p["seat"])}"><circle cx="{x:.0f}" cy="{y:.0f}" r="{PAWN_R}" fill="{p["color"]}" '
            f'stroke="{ring}" stroke-width="{5 if current else 3}"/>'
            f'<text x="{x:.0f}" y="{y + 6:.0f}" font-size="17" font-weight="800" text-anchor="middle" '
            f'fill="{ink}">{label}</text></g>')


def track_svg(view: dict) -> str:
    """The whole track with the pawns of the players still in the game."""
    current = next((p for p in view["players"] if p["seat"] == view["current_seat"]), None)
    current_pos = None if view.get("over") or current is None else current.get("pos")
    parts = [f'<svg viewBox="0 0 {SIZE} {SIZE}" xmlns="http://www.w3.org/2000/svg" '
             f'font-family="Roboto, Arial, sans-serif" role="img" aria-label="track">',
             f'<rect x="0" y="0" width="{SIZE}" height="{SIZE}" fill="#0b1020"/>']
    parts += [_space(s, current_pos) for s in view["track"]]
    by_pos: dict[int, list[dict]] = {}
    for p in view["players"]:
        if p.get("pos") is not None and not p.get("withdrawn"):
            by_pos.setdefault(int(p["pos"]), []).append(p)
    for pos, here in by_pos.items():
        for p, (x, y) in zip(here, _pawn_spots(pos, len(here))):
            parts.append(_pawn(p, x, y, current is not None and p["seat"] == current["seat"] and not view.get("over")))
    parts.append("</svg>")
    return "".join(parts)
