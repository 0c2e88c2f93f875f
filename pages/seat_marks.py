"""Each seat's shape beside its colour (WCAG 1.4.1: no information by colour alone).

The seat -> shape data is `billionaire.state.SHAPES`; this module draws them. The same SVG path
is used three ways: as CSS classes (`sh-<shape>`) that put the shape before a chip's text or at a
pawn's corner (so a label keeps its text and needs no extra element), as an inline SVG, and as
an ECharts `path://` symbol for the worth chart's markers. Text on a seat colour uses `ink()`:
the colour (dark or white) with the higher WCAG contrast on it.
"""
from __future__ import annotations

import math
import re
from urllib.parse import quote

from billionaire.state import COLOR_NAMES, COLORS, SHAPE_NAMES, SHAPES

DARK_INK = "#0a0f1d"       # the app's background (pages/theme.py BG)
LIGHT_INK = "#ffffff"
GLYPHS = {"circle": "●", "square": "■", "triangle": "▲", "diamond": "◆", "star": "★", "pentagon": "⬟"}


def _polygon(n: int, outer: float, inner: float | None = None, cy: float = 12.0) -> str:
    """A regular polygon (or star, with `inner`) in a 24x24 box, pointing up."""
    points = []
    steps = n * 2 if inner else n
    for i in range(steps):
        r = outer if not inner or i % 2 == 0 else inner
        a = -math.pi / 2 + 2 * math.pi * i / steps
        points.append(f"{12 + r * math.cos(a):.2f},{cy + r * math.sin(a):.2f}")
    return "M" + "L".join(points) + "Z"


# 24x24 paths, filling the box about equally (a triangle or a star looks smaller than a square
# of the same width, so they are drawn a little larger).
PATHS = {
    "circle": "M12,2A10,10 0 1,1 11.99,2Z",
    "square": "M3,3H21V21H3Z",
    "triangle": "M12,1.5L23,21.5H1Z",
    "diamond": "M12,0.5L23.5,12L12,23.5L0.5,12Z",
    "star": _polygon(5, 12.2, 5.2, cy=13),
    "pentagon": _polygon(5, 11.8, cy=12.8),
}


def shape(seat: int) -> str:
    """The seat's shape name ('circle' for G1...)."""
    return SHAPES[(int(seat) - 1) % len(SHAPES)]


def shape_class(seat: int) -> str:
    """The CSS class that draws the seat's shape (see `CSS`)."""
    return f"sh-{shape(seat)}"


def label_class(label: str) -> str:
    """The shape class for a chip that says 'G3' (empty for any other text)."""
    match = re.fullmatch(r"G([1-9])", str(label))
    return shape_class(int(match.group(1))) if match else ""


def glyph(seat: int) -> str:
    return GLYPHS[shape(seat)]


def describe(seat: int, lang: str = "it") -> str:
    """'cerchio vermiglio' / 'vermilion circle': the words for a seat's mark."""
    from pages.lang import tr
    i = (int(seat) - 1) % len(SHAPES)
    if lang == "en":
        return f"{tr(COLOR_NAMES[i], lang)} {tr(SHAPE_NAMES[i], lang)}"
    return f"{SHAPE_NAMES[i]} {COLOR_NAMES[i]}"


def echarts_symbol(seat: int) -> str:
    return "path://" + PATHS[shape(seat)]


def svg(seat: int, fill: str = DARK_INK, size: str = "1em", stroke: str | None = None) -> str:
    """The seat's shape as an inline SVG (decorative: hidden from screen readers)."""
    line = f' stroke="{stroke}" stroke-width="2" stroke-linejoin="round"' if stroke else ""
    return (f'<svg class="seat-shape" viewBox="-1.5 -1.5 27 27" width="{size}" height="{size}" aria-hidden="true" '
            f'focusable="false"><path d="{PATHS[shape(seat)]}" fill="{fill}"{line}/></svg>')


def _luminance(colour: str) -> float:
    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(int(colour[i:i + 2], 16) / 255) for i in (1, 3, 5))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: str, b: str) -> float:
    """The WCAG 2 contrast ratio of two '#rrggbb' colours (1 to 21)."""
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def ink(colour: str) -> str:
    """The text colour to write on `colour`: dark or white, whichever contrasts more."""
    try:
        return DARK_INK if contrast(colour, DARK_INK) >= contrast(colour, LIGHT_INK) else LIGHT_INK
    except (ValueError, IndexError, TypeError):
        return LIGHT_INK


def _data_url(path: str, fill: str, stroke: str | None = None) -> str:
    line = f" stroke='{stroke}' stroke-width='2.2' stroke-linejoin='round'" if stroke else ""
    svg_text = (f"<svg xmlns='http://www.w3.org/2000/svg' viewBox='-1.5 -1.5 27 27'>"
                f"<path d='{path}' fill='{fill}'{line}/></svg>")
    return "url(\"data:image/svg+xml," + quote(svg_text, safe="/:=',. ") + "\")"


def _css() -> str:
    out = [
        # before a chip's text ("■ G2"), in the text's colour (a chip's ink, a seat colour elsewhere)
        ".b-chip[class*='sh-']::before, .sh-mark::before { content: ''; display: inline-block; width: .8em;"
        " height: .8em; margin-right: .22em; vertical-align: -.06em; flex: none; background: currentColor;"
        " -webkit-mask: var(--sh-img) center / contain no-repeat; mask: var(--sh-img) center / contain no-repeat; }",
        # at a pawn's top-right corner: white with a dark outline, legible on any colour or tile
        ".pawn[class*='sh-']::before { content: ''; position: absolute; width: 60%; height: 60%;"
        " right: -26%; top: -26%; background: var(--sh-pawn) center / contain no-repeat;"
        " pointer-events: none; }",
    ]
    for name, path in PATHS.items():
        out.append(f".sh-{name} {{ --sh-img: {_data_url(path, '#000000')}; "
                   f"--sh-pawn: {_data_url(path, '#ffffff', DARK_INK)}; }}")
    return "\n".join(out)


CSS = _css()

assert len(COLORS) == len(SHAPES) == len(COLOR_NAMES) == len(SHAPE_NAMES) == len(set(SHAPES))
