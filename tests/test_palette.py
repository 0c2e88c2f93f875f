"""The seat colours can be read on the app's dark screens, and told apart with colour blindness.

Everything is computed here, from published formulas, not taken from the code under test:
WCAG 2 relative luminance and contrast ratio; Machado, Oliveira & Fernandes (2009) simulation
matrices at severity 1.0 (applied to linear RGB); CIELAB (D65) and the CIEDE2000 difference.
"""
from __future__ import annotations

import itertools
import math

from billionaire.state import COLOR_NAMES, COLORS, SHAPE_NAMES, SHAPES
from pages import phone_parts, seat_marks, theme

# The dark backgrounds a seat colour is drawn on: the page, the cards (monitor and phone), the
# top of the page's gradient, the charts' panel.
BACKGROUNDS = (theme.BG, theme.CARD, "#1a2442", "#10172a")
MIN_GRAPHIC = 3.0      # WCAG 1.4.11: a pawn, a chip, a line against what is around it
MIN_TEXT = 4.5         # WCAG 1.4.3: "G1" on a pawn is small bold text, not "large text"
# CIEDE2000 between two seat colours, for normal vision and each simulated dichromacy. About 1
# is just noticeable side by side; 10 is a difference seen at a glance between two small pawns.
# The old palette's worst pair was 5.2 (red and green, deuteranopia). The shapes carry the seat
# too, so this is a floor for "colour helps", not the only way to tell seats apart.
MIN_DELTA_E = 10.0

MACHADO = {   # severity 1.0, linear RGB
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}


def _linear(hex_colour: str) -> list[float]:
    out = []
    for i in (1, 3, 5):
        c = int(hex_colour[i:i + 2], 16) / 255
        out.append(c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4)
    return out


def luminance(hex_colour: str) -> float:
    r, g, b = _linear(hex_colour)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: str, b: str) -> float:
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def simulate(hex_colour: str, kind: str | None) -> list[float]:
    rgb = _linear(hex_colour)
    if kind is None:
        return rgb
    return [min(1.0, max(0.0, sum(m * c for m, c in zip(row, rgb)))) for row in MACHADO[kind]]


def lab(rgb: list[float]) -> tuple[float, float, float]:
    r, g, b = rgb
    x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29
    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def ciede2000(lab1: tuple[float, float, float], lab2: tuple[float, float, float]) -> float:
    (l1, a1, b1), (l2, a2, b2) = lab1, lab2
    c_bar = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_bar ** 7 / (c_bar ** 7 + 25 ** 7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360
    h2p = math.degrees(math.atan2(b2, a2p)) % 360
    dl, dc = l2 - l1, c2p - c1p
    if c1p * c2p == 0:
        dh = 0.0
    elif abs(h2p - h1p) <= 180:
        dh = h2p - h1p
    else:
        dh = h2p - h1p - 360 if h2p > h1p else h2p - h1p + 360
    dH = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))
    l_bar, c_bar_p = (l1 + l2) / 2, (c1p + c2p) / 2
    if c1p * c2p == 0:
        h_bar = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        h_bar = (h1p + h2p) / 2
    else:
        h_bar = (h1p + h2p + 360) / 2 if h1p + h2p < 360 else (h1p + h2p - 360) / 2
    t = (1 - 0.17 * math.cos(math.radians(h_bar - 30)) + 0.24 * math.cos(math.radians(2 * h_bar))
         + 0.32 * math.cos(math.radians(3 * h_bar + 6)) - 0.20 * math.cos(math.radians(4 * h_bar - 63)))
    d_theta = 30 * math.exp(-(((h_bar - 275) / 25) ** 2))
    rc = 2 * math.sqrt(c_bar_p ** 7 / (c_bar_p ** 7 + 25 ** 7))
    sl = 1 + 0.015 * (l_bar - 50) ** 2 / math.sqrt(20 + (l_bar - 50) ** 2)
    sc, sh = 1 + 0.045 * c_bar_p, 1 + 0.015 * c_bar_p * t
    rt = -math.sin(math.radians(2 * d_theta)) * rc
    return math.sqrt((dl / sl) ** 2 + (dc / sc) ** 2 + (dH / sh) ** 2 + rt * (dc / sc) * (dH / sh))


def test_the_formulas_match_published_values() -> None:
    """Sharma, Wu & Dalal (2005) test pairs for CIEDE2000; WCAG's black on white is 21:1."""
    assert round(ciede2000((50, 2.6772, -79.7751), (50, 0, -82.7485)), 4) == 2.0425
    assert round(ciede2000((50, -1.3802, -84.2814), (50, 0, -82.7485)), 4) == 1.0000
    assert round(ciede2000((50, 2.5, 0), (73, 25, -18)), 4) == 27.1492
    assert round(contrast("#000000", "#ffffff"), 2) == 21.0
    # a simulated dichromat sees the old red and green seats almost alike
    old_red, old_green = "#e53935", "#43a047"
    assert ciede2000(lab(simulate(old_red, "deuteranopia")), lab(simulate(old_green, "deuteranopia"))) < 6


def test_every_seat_colour_stands_out_on_the_dark_backgrounds() -> None:
    worst = min((contrast(c, bg), c, bg) for c in COLORS for bg in BACKGROUNDS)
    print(f"lowest contrast against a background: {worst[1]} on {worst[2]} {worst[0]:.2f}:1")
    assert worst[0] >= MIN_GRAPHIC


def test_the_text_on_each_seat_colour_is_readable() -> None:
    """The ink the pages write on a seat colour (the pawn's and chip's "G1", the phone's header)."""
    for colour in COLORS:
        ink = seat_marks.ink(colour)
        assert phone_parts.text_color(colour) == ink
        ratio = contrast(colour, ink)
        print(f"{ink} on {colour}: {ratio:.2f}:1")
        assert ratio >= MIN_TEXT, (colour, ink, ratio)


def test_seat_colours_differ_with_every_kind_of_colour_vision() -> None:
    pairs = []
    for kind in (None, *MACHADO):
        for a, b in itertools.combinations(range(len(COLORS)), 2):
            d = ciede2000(lab(simulate(COLORS[a], kind)), lab(simulate(COLORS[b], kind)))
            pairs.append((d, kind or "normal", f"G{a + 1} {COLOR_NAMES[a]}", f"G{b + 1} {COLOR_NAMES[b]}"))
    d, kind, one, other = min(pairs)
    print(f"closest pair: {one} and {other} with {kind}, CIEDE2000 {d:.1f}")
    assert d >= MIN_DELTA_E


def test_every_seat_has_its_own_shape() -> None:
    assert len(SHAPES) == len(set(SHAPES)) == len(COLORS) == 6
    assert len(set(SHAPE_NAMES)) == len(set(COLOR_NAMES)) == 6
    drawn = [seat_marks.PATHS[seat_marks.shape(seat)] for seat in range(1, 7)]
    assert len(set(drawn)) == 6
    glyphs = [seat_marks.glyph(seat) for seat in range(1, 7)]
    assert len(set(glyphs)) == 6
    # the worth chart's marker of a seat is its chip's shape
    assert [seat_marks.echarts_symbol(s) for s in range(1, 7)] == [f"path://{p}" for p in drawn]
    assert seat_marks.describe(3) == "triangolo verde acqua"


def test_the_worth_chart_marks_each_player_with_the_shape_of_their_chip() -> None:
    from pages.monitor_charts import worth_options
    players = [{"seat": s, "label": f"G{s}", "name": f"P{s}", "color": COLORS[s - 1]} for s in range(1, 7)]
    options = worth_options({"rounds": [0], "players": players, "net_worth": {s: [1] for s in range(1, 7)}}, "it")
    symbols = [line["symbol"] for line in options["series"]]
    assert symbols == [f"path://{seat_marks.PATHS[shape]}" for shape in SHAPES]
    assert all(line["symbolKeepAspect"] for line in options["series"])


def _worst(colours: dict[str, str], kinds) -> tuple[float, str, str, str]:
    return min((ciede2000(lab(simulate(colours[a], k)), lab(simulate(colours[b], k))), a, b, k or "normal")
               for k in kinds for a, b in itertools.combinations(colours, 2))


def test_the_debriefs_money_causes_are_told_apart() -> None:
    """The debrief's bars stack each player's money by cause, named in the legend by colour.
    Alta Finanza's causes all differ at a glance; the ones that come in (stacked in one bar) with
    every kind of colour vision too; coupons, Telex prizes and race winnings (a tester found them
    alike) clearly. Billionaire's luck (coins, treasures, casino wins) likewise, and apart from
    every other category."""
    from billionaire.alta_finanza.rules.money import CAUSES
    from billionaire.rules.money import CATEGORIES
    from pages.monitor_debrief import CATEGORY_COLOUR as colour
    every = (None, *MACHADO)
    assert set(CAUSES) | set(CATEGORIES) <= set(colour)
    af = {c: colour[c] for c in CAUSES}
    luck = {c: colour[c] for c in ("coins", "treasure", "casino_win")}
    assert all(contrast(c, "#0f1629") >= MIN_GRAPHIC for c in (*af.values(), *luck.values()))   # the panel
    assert len(set(af.values())) == len(af)
    assert _worst(af, (None,))[0] >= 20, _worst(af, (None,))
    income = {c: af[c] for c in ("sell", "coupons", "trust_received", "loan", "race_winnings", "prize",
                                 "forced_sale", "reentry")}
    assert _worst(income, every)[0] >= 8, _worst(income, every)
    trio = {c: af[c] for c in ("coupons", "prize", "race_winnings")}
    assert _worst(trio, every)[0] >= 20, _worst(trio, every)
    assert _worst(luck, every)[0] >= 15, _worst(luck, every)
    for c, hex_colour in luck.items():
        for other in CATEGORIES:
            if other != c:
                d = ciede2000(lab(simulate(hex_colour, None)), lab(simulate(colour[other], None)))
                assert d >= 15, (c, other, d)
