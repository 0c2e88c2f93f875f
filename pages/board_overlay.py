"""Where pawns and destination numbers go on the monitor's board, so that they never hide a word
of it (a space's name, a price, a label).

Each space has a fixed spot for its number (by preference on its top-right corner, like a
notification badge) and fixed spots for a group of 1..6 pawns (by preference on its top edge),
chosen once from the words' boxes (`pages.board_svg.name_boxes`) and the other spaces' drawings.
Sizes are in board units and drawn in percent of the board (`sizes_css`), so the layout holds
at any screen size. Pure geometry: no NiceGUI.
"""
from __future__ import annotations

import math
from functools import cache

from billionaire.board import MINE, WORLD_AIRPORT
from billionaire.layouts import BOARDS
from pages.board_svg import Box, name_boxes, tile_size

PAWN_D = {"city": 32.0, "world": 31.0}     # a pawn's diameter
BADGE_D = {"city": 34.0, "world": 25.0}    # a destination number's diameter
GAP = 3.5      # how far a number may reach past a city tile's edge into the gap to its neighbour
STEPS = (0.92, 0.75, 0.6)   # pawns of a group overlap like stacked chips: centre to centre, in diameters
ROWS = (3, 2, 1)   # pawns per row of a group; more rows grow away from the space
SIDES = ("top", "right", "left", "bottom")
CORNERS = ((1, -1), (-1, -1), (1, 1), (-1, 1))                 # top-right first
EDGES = ((1, 0), (-1, 0), (0, -1), (0, 1))
DIAGONALS = tuple((0.71 * fx, 0.71 * fy) for fx, fy in CORNERS)   # a round marker's "corners"
# Where a number goes first: in the city on the tile's top-right corner, in the world on the
# right of the marker (its pawns go above it).
BADGE_ORDER = {"city": CORNERS + EDGES, "world": EDGES[:2] + DIAGONALS + CORNERS + EDGES[2:]}


def _half(board, s) -> tuple[float, float]:
    """Half the width and height of a space's own drawing: a city tile, a world mine or
    airport, a dot."""
    if board.name == "city":
        w, h = tile_size(board, s)
        return w / 2, h / 2
    r = 20.0 if s.kind in (MINE, WORLD_AIRPORT) else 8.5    # with its ring of holders / owner
    return r, r


def _hit(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _disc(x: float, y: float, d: float) -> Box:
    return (x - d / 2, y - d / 2, x + d / 2, y + d / 2)


def _fits(board, box: Box, obstacles) -> bool:
    return (box[0] >= 0 and box[1] >= 0 and box[2] <= board.width and box[3] <= board.height
            and not any(_hit(box, o) for o in obstacles))


@cache
def _cores(name: str) -> dict[str, Box]:
    """Each space's own drawing (tile, marker), which another space's pieces should not cover."""
    board = BOARDS[name]
    out = {}
    for s in board.spaces:
        hx, hy = _half(board, s)
        out[s.id] = (s.x - hx, s.y - hy, s.x + hx, s.y + hy)
    return out


def _others(name: str, sid: str) -> list[Box]:
    return [b for k, b in _cores(name).items() if k != sid]


def _nearest(board, s, spot: tuple[float, float]) -> bool:
    own = math.dist(spot, (s.x, s.y))
    return all(own < math.dist(spot, (o.x, o.y)) for o in board.spaces if o is not s)


@cache
def badge_spots(name: str, lang: str = "it") -> dict[str, tuple[float, float]]:
    """Each space's fixed spot for its destination number: the first corner, then edge, whose
    disc hides no word, no other space and no other number, and which is nearer its own space
    than any other (a number on or by another space would read as that space's)."""
    board, d = BOARDS[name], BADGE_D[name]
    words = name_boxes(board, lang)
    inset = d / 2 if name == "city" else d * 0.15   # how far the disc lies over its own space
    spots: dict[str, tuple[float, float]] = {}
    for s in board.spaces:
        hx, hy = _half(board, s)
        out_x, out_y = hx + d / 2 - inset, hy + d / 2 - inset
        # a little farther out on an edge before a far corner, which may look like a neighbour's
        order = [(0, f) for f in BADGE_ORDER[name]] + [(d / 2, f) for f in EDGES] \
            + [(d / 2, f) for f in CORNERS]
        cands = [(s.x + fx * (out_x + k), s.y + fy * (out_y + k)) for k, (fx, fy) in order]
        if name == "city":
            # A city tile's neighbours are close (the tiles are long across their road): first
            # across its top or bottom edge near a corner, or its side edge near a corner,
            # reaching at most half way into the gap between two tiles.
            near = [(s.x + fx * (hx - d / 2 + GAP), s.y + fy * hy) for fx, fy in CORNERS] \
                + [(s.x + fx * hx, s.y + fy * (hy - d / 2 + GAP)) for fx, fy in CORNERS]
            cands = near + cands
        placed = [_disc(x, y, d) for x, y in spots.values()]
        for strict in (True, False):
            obstacles = [*words, *placed, *(_others(name, s.id) if strict else ())]
            spot = next((c for c in cands if _fits(board, _disc(*c, d), obstacles)
                         and (not strict or _nearest(board, s, c))), None)
            if spot:
                break
        spots[s.id] = spot or cands[0]
    return spots


def _group(n: int, side: str, ax: float, ay: float, d: float, step: float, shift: float,
           per_row: int) -> list[tuple[float, float]]:
    """n pawns in rows of `per_row` at an anchor, moved by `shift` along the side; further rows
    grow outwards."""
    out = []
    for k in range(n):
        row, col = divmod(k, per_row)
        along = (col - (min(per_row, n - row * per_row) - 1) / 2) * step * d + shift
        across = row * step * d
        out.append({"top": (ax + along, ay - across), "bottom": (ax + along, ay + across),
                    "left": (ax - across, ay + along), "right": (ax + across, ay + along)}[side])
    return out


@cache
def pawn_spots(name: str, sid: str, n: int, lang: str = "it") -> tuple[tuple[float, float], ...]:
    """Centres of n pawns on a space: a group on its top edge, else the first other side (or a
    tighter stack) where they hide no word, no destination number and, if possible, no other
    space."""
    board, d = BOARDS[name], PAWN_D[name]
    s = board.space(sid)
    hx, hy = _half(board, s)
    inside = 5 if name == "world" else 3
    beside_x, beside_y = hx + d / 2 - inside, hy + d / 2 - inside     # mostly outside the space
    top = hy if name == "city" else beside_y + 2   # city: across the tile's (wordless) top band
    groups = []
    for per_row, step in ((p, st) for p in ROWS for st in STEPS):
        for far in (0, d / 2, d):
            anchors = {"top": (s.x, s.y - top - far), "bottom": (s.x, s.y + beside_y + far),
                       "left": (s.x - beside_x - far, s.y), "right": (s.x + beside_x + far, s.y)}
            groups += [_group(n, side, *anchors[side], d, step, shift * d, per_row)
                       for side in SIDES for shift in (0, -0.5, 0.5, -1, 1, -1.5, 1.5)]
    on_it = _group(n, "top", s.x, s.y, d, STEPS[-1], 0, ROWS[0])
    spots = badge_spots(name, lang)
    own = [_disc(*spots[sid], BADGE_D[name])]
    badges = [_disc(x, y, BADGE_D[name]) for x, y in spots.values()]
    words = name_boxes(board, lang)
    others = _others(name, sid)
    # never a word; then, as far as possible, no number, no other space, no own number. Stacked
    # on the space itself (hiding no word, like pawns on a real board) before on another space.
    for obstacles, cands in (([*words, *badges, *others], groups), ([*words, *badges, *others], [on_it]),
                             ([*words, *badges], groups), ([*words, *own], groups), (words, [*groups, on_it])):
        for g in cands:
            if all(_fits(board, _disc(x, y, d), obstacles) for x, y in g):
                return tuple(g)
    return tuple(groups[0])


def sizes_css(name: str) -> str:
    """CSS variables of one board's pawn and number sizes (used by `.pawn` and `.dest` in theme.py)."""
    w, h = BOARDS[name].width, BOARDS[name].height
    pawn, dest = PAWN_D[name], BADGE_D[name]
    return (f"--pawn-w:{pawn / w * 100:.3f}%;--pawn-font:{0.42 * pawn / w * 100:.3f}cqw;"
            f"--dest-w:{dest / w * 100:.3f}%;--dest-h:{dest / h * 100:.3f}%;"
            f"--dest-font:{0.56 * dest / w * 100:.3f}cqw")
