"""Alta Finanza's 40-space track as one SVG, with the pawns, drawn from the public view.

A square of 11 spaces a side (the corners are the Press Room, a Trust, the Credit and a Bomb),
clockwise from the top-left corner like the printed board. The middle is left empty: the monitor
lays the quotations over it (`MIDDLE`: where they may start, leaving a ring inside the track for
the pawns a crowded space cannot hold). Sizes are in viewBox units, chosen so that on a 1280×720
TV (the board about 640 px high) a space's name is ≥ H/62, a pawn ≥ H/33 and its label ≥ H/80
(docs/monitor.md).

Every space lays out its name and its pawns together (`layout`): the name on the outer side,
wrapped to the space's width by the width of its letters (Arial Bold, the width the TV's
sans-serif draws at most), a word still too wide squeezed to it (`textLength`); the pawns in a
grid on the inner side, clear of the name and of each other; those that find no room there stand
in the ring just inside the track, in front of their space. So no pawn hides a word of the track,
nor another pawn, with six pawns on any space (`tests/test_af_track_svg.py`, and in Chromium
`tests/browser/test_af_monitor_3m.py`). Names are typed by players: everything from the view is
escaped.
"""
from __future__ import annotations

import html

from pages import seat_marks

SIZE = 1200            # viewBox side
CORNER = 150           # a corner space's side, and the depth of every space
EDGE = (SIZE - 2 * CORNER) // 9   # a side space's width (100)
FONT = 23              # a space's name
LINE = 24              # the pitch of its lines
ASCENT, DESCENT = 21, 5   # a line's box around its baseline (Chromium's, Liberation Sans at 23)
PAWN_R = 21            # a pawn's radius
PAWN_FONT = 18         # its label
PITCH = 47             # pawn to pawn, centre to centre (a 42-unit disc, its outline and a gap)
GAP = 3                # at least between a pawn's disc and a word
RING = 50              # inside the track: the pawns a space cannot hold
MIDDLE = CORNER + RING   # the quotations start here (pages/af_monitor_parts.py: 200/1200)
INNER = (MIDDLE, MIDDLE, SIZE - MIDDLE, SIZE - MIDDLE)

KIND_COLOUR = {"press": "#e3b75a", "bomb": "#ef5350", "tessera": "#7e57c2", "borsa": "#43a047",
               "coupon": "#26a69a", "telex": "#42a5f5", "trust": "#ffa726", "inheritance": "#8d6e63",
               "theft": "#b71c1c", "credit": "#ec407a", "share_tax": "#78909c", "race": "#c0ca33"}

# The board's shorter English for names no space is wide enough for (the phones, the chronicle
# and the players' table keep the whole name): docs/rules-decisions.md.
BOARD_SHORT = {"Stock Exchange": "Stock Exch.", "Coupon Collection": "Coupons"}

# Advance widths of Arial Bold / Liberation Sans Bold, in 1/1000 em (the widest sans-serif a
# TV's browser is likely to draw the board in; Roboto is narrower). Others: 611.
_W = {" ": 278, ".": 278, ",": 278, "-": 333, "'": 238, "(": 333, ")": 333, "/": 278, ":": 333,
      **{d: 556 for d in "0123456789"},
      **dict(zip("ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                 (722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778,
                  722, 667, 611, 722, 667, 944, 667, 667, 611))),
      **dict(zip("abcdefghijklmnopqrstuvwxyz",
                 (556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611,
                  389, 556, 333, 611, 556, 778, 556, 556, 500))),
      **dict(zip("àèéìòùÈÀ", (556, 556, 556, 278, 611, 611, 667, 722)))}
SAFETY = 1.04          # the estimate's margin (Chromium's hinting draws a little wider)
STRETCH = 1.08         # a line up to this much too wide is squeezed rather than wrapped


def text_width(text: str, size: float = FONT) -> float:
    """The width of `text` in bold at `size`, a little generous."""
    return sum(_W.get(c, 611) for c in text) * size / 1000 * SAFETY


def wrap(text: str, width: float, max_lines: int = 3) -> list[str]:
    """`text` on lines of at most `width` (greedily, at spaces); a line a little too wide stays
    whole and is squeezed when drawn."""
    lines: list[str] = []
    for word in text.split():
        if lines and text_width(lines[-1] + " " + word) <= width * STRETCH:
            lines[-1] += " " + word
        else:
            lines.append(word)
    if len(lines) > max_lines:
        lines = lines[:max_lines - 1] + [" ".join(lines[max_lines - 1:])]
    return lines


def board_name(name: str) -> str:
    for long, short in BOARD_SHORT.items():
        name = name.replace(long, short)
    return name


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


Box = tuple[float, float, float, float]   # x0, y0, x1, y1


def _hits(a: Box, b: Box, gap: float = 0.0) -> bool:
    return a[0] < b[2] + gap and b[0] < a[2] + gap and a[1] < b[3] + gap and b[1] < a[3] + gap


def _pawn_box(x: float, y: float) -> Box:
    return (x - PAWN_R, y - PAWN_R, x + PAWN_R, y + PAWN_R)


class Layout:
    """Where a space's name goes (`lines`: (x, baseline, text, squeezed width or None)), the box
    of its words, and the spots for pawns in it, best first."""

    def __init__(self, index: int, name: str) -> None:
        self.index = index
        x, y, w, h, side = cell(index)
        self.rect = (x, y, w, h)
        self.side = side
        self.corner = w == h
        self.lines: list[tuple[float, float, str, float | None]] = []
        self.spots: list[tuple[float, float]] = []
        name = board_name(name)
        if self.corner:
            self._corner(name)
        elif side in ("top", "bottom"):
            self._row(name)
        else:
            self._column(name)
        self.words = [self._line_box(*line) for line in self.lines]

    # the name's lines, centred on cx, the first line's box starting at `top`
    def _place(self, lines: list[str], cx: float, top: float, width: float) -> None:
        for i, text in enumerate(lines):
            squeeze = width if text_width(text) / SAFETY > width else None
            self.lines.append((cx, top + i * LINE + ASCENT, text, squeeze))

    @staticmethod
    def _line_box(cx: float, base: float, text: str, squeeze: float | None) -> Box:
        half = (squeeze or text_width(text)) / 2
        return (cx - half, base - ASCENT, cx + half, base + DESCENT)

    def _free(self, spots: list[tuple[float, float]]) -> list[tuple[float, float]]:
        boxes = [self._line_box(*line) for line in self.lines]
        return [s for s in spots if not any(_hits(_pawn_box(*s), b, GAP) for b in boxes)]

    def _corner(self, name: str) -> None:
        """The name on one line under the colour band, two rows of three pawns below it."""
        x, y, w, h = self.rect
        self._place(wrap(name, w - 10, max_lines=2), x + w / 2, y + 16, w - 10)
        rows = [y + h - 2 - PAWN_R - k * PITCH for k in range(2)]
        cols = [x + w / 2 + d * PITCH for d in (-1, 0, 1)]
        self.spots = self._free([(c, r) for r in rows for c in cols])

    def _row(self, name: str) -> None:
        """Top and bottom rows: the name by the board's edge, pawns in two columns by the middle."""
        x, y, w, h = self.rect
        lines = wrap(name, w - 10)
        block = (len(lines) - 1) * LINE + ASCENT + DESCENT
        top = y + 5 if self.side == "top" else y + h - 5 - block
        self._place(lines, x + w / 2, top, w - 10)
        sign = 1 if self.side == "top" else -1          # towards the middle
        inner = y + h if self.side == "top" else y
        rows = [inner - sign * (2 + PAWN_R + k * PITCH) for k in range(3)]
        cols = [x + w / 2 - PITCH / 2, x + w / 2 + PITCH / 2]
        self.spots = self._free([(c, r) for r in rows for c in cols])

    def _column(self, name: str) -> None:
        """Left and right columns: the name by the board's edge, pawns in a column by the middle;
        a name too wide for that goes on one line at the space's top, the pawns in a row under it."""
        x, y, w, h = self.rect
        inner = x + w if self.side == "left" else x
        sign = 1 if self.side == "left" else -1           # from the middle outwards: -sign
        pawn_col = inner - sign * (2 + PAWN_R)
        room = w - 2 - 2 * PAWN_R - GAP - 5 - 5          # the name's width beside the pawns
        lines = wrap(name, room)
        if any(text_width(t) > room * STRETCH for t in lines) and text_width(name) <= w - 10:
            self._place([name], x + w / 2, y + 5, w - 10)
            row = y + h - 2 - PAWN_R
            self.spots = self._free([(inner - sign * (2 + PAWN_R + k * PITCH), row) for k in range(3)])
            return
        outer = inner - sign * (w - 5)
        near = pawn_col - sign * (PAWN_R + GAP + 2)
        cx = (outer + near) / 2
        block = (len(lines) - 1) * LINE + ASCENT + DESCENT
        self._place(lines, cx, y + (h - block) / 2, room)
        self.spots = self._free([(pawn_col, y + h / 2 + d * PITCH / 2) for d in (-1, 1)])

    def ring(self) -> list[tuple[float, float]]:
        """Spots in the ring inside the track, in front of this space, nearest first."""
        x, y, w, h = self.rect
        lo, hi = CORNER + 2 + PAWN_R, SIZE - CORNER - 2 - PAWN_R
        if self.corner:   # beside the inner corner, along both sides
            cx = CORNER + 2 + PAWN_R if x == 0 else SIZE - CORNER - 2 - PAWN_R
            cy = CORNER + 2 + PAWN_R if y == 0 else SIZE - CORNER - 2 - PAWN_R
            dx = 1 if x == 0 else -1
            dy = 1 if y == 0 else -1
            return [(cx + dx * k * PITCH, cy) for k in range(4)] + [(cx, cy + dy * k * PITCH) for k in range(1, 4)]
        if self.side in ("top", "bottom"):
            across = y + h + 2 + PAWN_R if self.side == "top" else y - 2 - PAWN_R
            centre = x + w / 2
            alongs = [centre + d * PITCH / 2 for d in (-1, 1, -3, 3, -5, 5)]
            return [(min(hi, max(lo, a)), across) for a in alongs]
        across = x + w + 2 + PAWN_R if self.side == "left" else x - 2 - PAWN_R
        centre = y + h / 2
        alongs = [centre + d * PITCH / 2 for d in (-1, 1, -3, 3, -5, 5)]
        return [(across, min(hi, max(lo, a))) for a in alongs]


def layout(index: int, name: str) -> Layout:
    return Layout(index, name)


def place_pawns(track: list[dict], counts: dict[int, int]) -> dict[int, list[tuple[float, float]]]:
    """For each space index with `counts[index]` pawns, where they stand: in the space while its
    spots last, then in the ring in front of it, never on another pawn."""
    names = {int(s["index"]): s["name"] for s in track}
    taken: list[Box] = []
    out: dict[int, list[tuple[float, float]]] = {}
    # the spaces' own spots first (they never meet another space's), then the ring in order
    layouts = {i: Layout(i, names.get(i, "")) for i in counts}
    for i, n in sorted(counts.items()):
        own = layouts[i].spots
        here = _centred(own, n)
        out[i] = here
        taken += [_pawn_box(*s) for s in here]
    for i, n in sorted(counts.items()):
        missing = n - len(out[i])
        for spot in layouts[i].ring():
            if missing <= 0:
                break
            if not any(_hits(_pawn_box(*spot), b, GAP) for b in taken):
                out[i].append(spot)
                taken.append(_pawn_box(*spot))
                missing -= 1
    return out


def _centred(spots: list[tuple[float, float]], n: int) -> list[tuple[float, float]]:
    """The first `n` spots (rows of two or three, best first); a row left with one pawn has it
    in the row's middle."""
    chosen = spots[:n]
    if not chosen:
        return []
    # group by row (same coordinate across the two columns) and centre a lone pawn in a row
    rows: dict[tuple[str, float], list[int]] = {}
    xs = {round(s[0], 1) for s in spots}
    ys = {round(s[1], 1) for s in spots}
    by_y = len(xs) >= len(ys)      # spots in rows along x (same y) or columns along y
    for k, s in enumerate(chosen):
        key = ("y", round(s[1], 1)) if by_y else ("x", round(s[0], 1))
        rows.setdefault(key, []).append(k)
    out = list(chosen)
    for key, ks in rows.items():
        full = [s for s in spots if (round(s[1], 1) if by_y else round(s[0], 1)) == key[1]]
        if len(ks) < len(full):
            mid = sum(s[0] if by_y else s[1] for s in full) / len(full)
            step = PITCH
            start = mid - step * (len(ks) - 1) / 2
            for j, k in enumerate(ks):
                out[k] = (start + j * step, out[k][1]) if by_y else (out[k][0], start + j * step)
    return out


def _space(s: dict, current_pos: int | None) -> str:
    x, y, w, h, side = cell(s["index"])
    colour = KIND_COLOUR.get(s["kind"], "#888")
    band = 14
    bx, by, bw, bh = {"top": (x, y + h - band, w, band), "bottom": (x, y, w, band),
                      "left": (x + w - band, y, band, h), "right": (x, y, band, h)}[side]
    if w == h:   # a corner: the band along its top
        bx, by, bw, bh = x, y, w, band
    ring = ' stroke="#ffd54f" stroke-width="6"' if s["index"] == current_pos else ' stroke="#0b1020" stroke-width="3"'
    out = [f'<g class="space" data-index="{int(s["index"])}"><title>{html.escape(s["name"])}</title>'
           f'<rect x="{x}" y="{y}" width="{w}" height="{h}" fill="#17213a"{ring}/>',
           f'<rect x="{bx}" y="{by}" width="{bw}" height="{bh}" fill="{colour}"/>']
    for cx, base, text, squeeze in layout(int(s["index"]), s["name"]).lines:
        fit = f' textLength="{squeeze:.0f}" lengthAdjust="spacingAndGlyphs"' if squeeze else ""
        out.append(f'<text class="name" x="{cx:.0f}" y="{base:.0f}" font-size="{FONT}" text-anchor="middle" '
                   f'fill="#f4efe2" font-weight="700"{fit}>{html.escape(text)}</text>')
    out.append("</g>")
    return "".join(out)


def _pawn(p: dict, x: float, y: float, current: bool) -> str:
    label = html.escape(p["label"])
    ink = seat_marks.ink(p["color"])
    ring = '#ffd54f' if current else '#0b1020'
    return (f'<g data-seat="{int(p["seat"])}"><circle cx="{x:.1f}" cy="{y:.1f}" r="{PAWN_R}" fill="{p["color"]}" '
            f'stroke="{ring}" stroke-width="{5 if current else 3}"/>'
            f'<text x="{x:.1f}" y="{y + PAWN_FONT * 0.35:.1f}" font-size="{PAWN_FONT}" font-weight="800" '
            f'text-anchor="middle" fill="{ink}">{label}</text></g>')


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
    spots = place_pawns(view["track"], {pos: len(here) for pos, here in by_pos.items()})
    for pos, here in by_pos.items():
        for p, (x, y) in zip(here, spots[pos]):
            parts.append(_pawn(p, x, y, current is not None and p["seat"] == current["seat"] and not view.get("over")))
    parts.append("</svg>")
    return "".join(parts)
