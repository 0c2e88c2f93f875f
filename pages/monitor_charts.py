"""The monitor's charts (Billionaire's third view beside the city and the world, Alta Finanza's
second beside the track): the market (Billionaire's five prices per kg, Alta Finanza's six
quotations) and every player's worth, round by round, from the game's history (built from the
log by `pages.runtime.chart_series`). Drawn for a class at three metres: thick lines, large
type, and each line with its own marker shape, so that it reads without its colour.
"""
from __future__ import annotations

from typing import Callable

from nicegui import ui

from pages import seat_marks
from pages.lang import tr

# The resources' colours, as on the world map's discs (pages/board_svg.py RESOURCE_STYLE), but oil
# in a dark grey the chart's dark background can show.
RESOURCE_COLOUR = {"oil": "#b0bec5", "gold": "#f2c200", "platinum": "#e0e0e0", "diamonds": "#5bc6ee",
                   "uranium": "#5cc24a"}
# Alta Finanza's share types, as on its monitor's quotations.
TYPE_COLOUR = {"automobile": "#e57373", "shipping": "#4fc3f7", "oil": "#ffb74d",
               "computers": "#81c784", "insurance": "#ba68c8", "banks": "#fff176"}
# What the first chart draws (`chart_series`' `market_kind`): its title, its y axis, its colours.
MARKETS = {"prices": ("Prezzi al kg", "$ al kg", RESOURCE_COLOUR),
           "quotes": ("Quotazioni", "$ per azione", TYPE_COLOUR)}
# One marker shape per price line (ECharts' symbols): a line is told apart by its shape too. The
# players' lines take their seat's shape instead.
SYMBOLS = ("circle", "rect", "triangle", "diamond", "pin", "arrow")
TEXT = "#e8ecf5"
MUTED = "#9aa5bd"
FONT = 16          # px: axis labels and legends, read from three metres on a 1280×720 TV


def _number_format(lang: str) -> str:
    """An ECharts formatter (a JS function, NiceGUI's ':' keys) for numbers in the language's
    style: 27.000 in Italian, 27,000 in English, and 1.800 as the tables write it (Italian's own
    locale leaves four digits ungrouped: "1800" beside "16.000" on one axis)."""
    locale, sep = ("en-US", ",") if lang == "en" else ("it-IT", ".")
    return ("value => { const n = Number(value); if (!Number.isInteger(n)) return n.toLocaleString(" + f'"{locale}"'
            + "); const s = Math.abs(n).toString().replace(/\\B(?=(\\d{3})+(?!\\d))/g, " + f'"{sep}"'
            + '); return (n < 0 ? "-" : "") + s; }')


def _axis(name: str, lang: str) -> dict:
    return {"type": "value", "name": name, "nameTextStyle": {"color": MUTED, "fontSize": FONT},
            "axisLabel": {"color": TEXT, "fontSize": FONT, ":formatter": _number_format(lang)},
            "splitLine": {"lineStyle": {"color": "#2c3550"}}, "scale": True}


def _base(title: str, x_name: str, y_name: str, lang: str) -> dict:
    return {
        "backgroundColor": "transparent",
        "animation": False,
        "title": {"text": title, "left": 8, "top": 4, "textStyle": {"color": TEXT, "fontSize": FONT + 2}},
        "legend": {"top": 6, "right": 8, "textStyle": {"color": TEXT, "fontSize": FONT},
                   "itemWidth": 28, "itemHeight": 14},
        "grid": {"left": 78, "right": 24, "top": 56, "bottom": 52},
        "tooltip": {"trigger": "axis"},
        "xAxis": {"type": "category", "name": x_name, "nameLocation": "middle", "nameGap": 28,
                  "nameTextStyle": {"color": MUTED, "fontSize": FONT}, "boundaryGap": False,
                  "axisLabel": {"color": TEXT, "fontSize": FONT}, "data": []},
        "yAxis": _axis(y_name, lang),
        "series": [],
    }


def _line(name: str, data: list, colour: str, symbol: str) -> dict:
    return {"type": "line", "name": name, "data": data, "symbol": symbol, "symbolSize": 11,
            "showAllSymbol": len(data) <= SYMBOLS_ALL, "lineStyle": {"width": 4, "color": colour},
            "itemStyle": {"color": colour, "borderColor": "#0b1020", "borderWidth": 1.5}}


LEGEND_ROW = 26      # px: one row of the legend
CHART_WIDTH = 780    # px: about the narrowest a chart is drawn (a 1280×720 TV)
SYMBOLS_ALL = 40     # rounds up to which every point has its marker (beyond, ECharts spaces them)


def _fit_legend(out: dict, names: list[str], chart_width: int = CHART_WIDTH) -> None:
    """The legend beside the title when it fits on that line, else on rows of its own under the
    title, the plot starting below them: every name shows whole, nothing runs over the title."""
    entry = [len(n) * FONT * 0.55 + 28 + 18 for n in names]        # text, marker, gap (px)
    title = len(out["title"]["text"]) * (FONT + 2) * 0.6 + 24
    if title + sum(entry) <= chart_width:
        return
    rows, width = 1, 0.0
    for e in entry:
        if width and width + e > chart_width - 16:
            rows, width = rows + 1, 0.0
        width += e
    out["legend"].update({"top": 34, "left": 8, "right": 8})
    out["grid"]["top"] = 34 + rows * LEGEND_ROW + 26


def market_options(series: dict, lang: str, chart_width: int = CHART_WIDTH) -> dict:
    """The first chart: one line per resource or share type, each its own colour and marker."""
    title, unit, colours = MARKETS[series["market_kind"]]
    out = _base(tr(title, lang), tr("giro", lang), tr(unit, lang), lang)
    out["xAxis"]["data"] = [str(r) for r in series["rounds"]]
    names = series["market_names"]
    out["series"] = [_line(names[k], series["market"][k], colours.get(k, MUTED), SYMBOLS[i % len(SYMBOLS)])
                     for i, k in enumerate(names)]
    _fit_legend(out, [s["name"] for s in out["series"]], chart_width)
    return out



def worth_options(series: dict, lang: str, chart_width: int = CHART_WIDTH) -> dict:
    """Each player's worth (and, for a game whose worth is far from its cash, their cash as a
    thin dashed line of the same colour, toggled with it in the legend)."""
    cash = series.get("cash_lines")
    title = "Patrimonio (linea piena) e contanti (tratteggio)" if cash else "Patrimonio dei giocatori"
    out = _base(tr(title, lang), tr("giro", lang), tr("Patrimonio", lang), lang)
    out["xAxis"]["data"] = [str(r) for r in series["rounds"]]
    # each player's markers have the shape of their seat's chip and pawn (pages/seat_marks.py)
    out["series"] = [{**_line(f"{p['label']} {p['name']}", series["net_worth"][p["seat"]], p["color"],
                              seat_marks.echarts_symbol(p["seat"])), "symbolSize": 14, "symbolKeepAspect": True}
                     for p in series["players"]]
    if cash:
        out["series"] += [{"type": "line", "name": f"{p['label']} {p['name']}", "data": series["cash"][p["seat"]],
                           "showSymbol": False, "lineStyle": {"width": 2.5, "type": "dashed", "color": p["color"]},
                           "itemStyle": {"color": p["color"]}}
                          for p in series["players"]]
    _fit_legend(out, [p["label"] + " " + p["name"] for p in series["players"]], chart_width)
    return out


def _mark(series: dict, round_: int | None, lang: str) -> None:
    if round_ is None:
        series.pop("markLine", None)
        return
    series["markLine"] = {"symbol": "none", "silent": True, "animation": False,
                          "lineStyle": {"color": "#e3b75a", "width": 3, "type": "solid"},
                          "label": {"formatter": tr("giro {n}", lang).format(n=round_), "color": "#e3b75a",
                                    "fontSize": FONT},
                          "data": [{"xAxis": str(round_)}]}


class ChartsView:
    """The two charts; `update()` redraws them when the history has a new point (a round ended,
    or the game did). `series()` returns `runtime.chart_series` for this game. The board view
    calls `update` only while the charts are shown, so the log is replayed (a few hundredths of
    a second) only for a monitor that looks at them, once per round."""

    def __init__(self, series: Callable[[], dict], lang: str = "it", chart_width: int = CHART_WIDTH) -> None:
        """`chart_width`: about the narrowest the charts are drawn (px), for their legends' rows."""
        self.series = series
        self.chart_width = chart_width
        self.lang = lang
        self.key: tuple | None = None
        self.marked: int | None = None     # the round a replay shows
        with ui.column().classes("w-full h-full gap-2 no-wrap").props('data-testid="charts"'):
            self.prices = ui.echart({}).classes("w-full grow").style("min-height: 0; height: 50%") \
                .props('data-testid="chart-prices"')
            self.worth = ui.echart({}).classes("w-full grow").style("min-height: 0; height: 50%") \
                .props('data-testid="chart-worth"')
        # drawn when first shown (`update`): a monitor that never shows them never replays the log

    def mark(self, round_: int | None) -> None:
        """Mark the round a replay shows (a vertical line on both charts); None: no mark."""
        self.marked = round_
        for chart in (self.prices, self.worth):
            series = chart.options.get("series") or []
            if series:
                _mark(series[0], round_, self.lang)
                chart.update()

    def update(self) -> None:
        data = self.series()
        if data["key"] == self.key:
            return
        self.key = data["key"]
        self.prices.options.clear()
        self.prices.options.update(market_options(data, self.lang, self.chart_width))
        self.prices.update()
        self.worth.options.clear()
        self.worth.options.update(worth_options(data, self.lang, self.chart_width))
        for chart in (self.prices, self.worth):
            if self.marked is not None and chart.options["series"]:
                _mark(chart.options["series"][0], self.marked, self.lang)
        self.worth.update()
        self.prices.update()
