"""The debrief at the end of a game, opened from the ranking (**Analisi della partita**): each
player's net worth over the rounds, where each player's money came from and where it went (bars
stacked by money category), and the key moments of the game in plain words
(`billionaire.moments`). Everything comes from the game's history, rebuilt from its log.
"""
from __future__ import annotations

from typing import Callable

from nicegui import ui

from pages.lang import tr
from pages.monitor_charts import CHART_WIDTH, FONT, LEGEND_ROW, MUTED, TEXT, _number_format, worth_options

# A colour per money category (the legend names them). Billionaire's related categories take close
# colours (stop fees, tolls and flights teal; buildings blue), but the three sums that come in by
# luck (coins, treasures, casino wins) are told apart at a glance; Alta Finanza's thirteen causes
# all differ at a glance (CIEDE2000 20 or more), and its income causes, which stack in one bar,
# with every kind of colour vision too (tests/test_palette.py).
CATEGORY_COLOUR = {
    "coins": "#ffd54f", "treasure": "#ffffff", "casino_win": "#00e5ff", "casino_bet": "#bf360c",
    "stop_fee": "#26a69a", "toll": "#00796b", "flight": "#4db6ac",
    "extraction": "#8d6e63", "shipping": "#6d4c41", "mine_sale": "#a1887f", "exchange_sale": "#66bb6a",
    "rights_purchase": "#5d4037", "licence_purchase": "#7e57c2",
    "building_purchase": "#42a5f5", "building_sale": "#90caf9", "airport_purchase": "#1e88e5",
    "preempt_purchase": "#3949ab", "preempt_sale": "#7986cb", "lawsuit_purchase": "#283593",
    "lawsuit_sale": "#9fa8da", "income_tax": "#e53935", "card_mining_tax": "#c62828",
    "card_birthday": "#f06292", "card_party": "#ec407a", "card_refund": "#ce93d8",
    "card_fine": "#ad1457", "card_interest": "#aed581", "card_debt_interest": "#d32f2f",
    # Alta Finanza's money causes (`alta_finanza.rules.money.CAUSES`)
    "buy": "#1f77b4", "sell": "#90caf9", "coupons": "#ffd54f", "trust_paid": "#4db6ac",
    "trust_received": "#7e57c2", "loan": "#c62828", "repayment": "#c5b0d5", "share_tax": "#ff7f0e",
    "race_winnings": "#f06292", "prize": "#ffffff", "forced_sale": "#008856", "withdrawal": "#7f7f7f",
    "reentry": "#98df8a",
}


def _legend_rows(series: list[dict], width: int = CHART_WIDTH) -> int:
    """Rows the legend takes at the narrowest chart (`monitor_charts`' estimate of a name's width)."""
    names = list(dict.fromkeys(s["name"] for s in series))
    rows, used = 1, 0.0
    for n in names:
        entry = len(n) * FONT * 0.55 + 28 + 18
        if used and used + entry > width - 16:
            rows, used = rows + 1, 0.0
        used += entry
    return rows


def money_options(data: dict, lang: str) -> dict:
    """Bars per player: income above zero and spending below, stacked by category; a seat a bot
    stood in for (`stood_in`) is named with '(anche un bot)'."""
    players = data["players"]
    flows = data["flows"]
    stood_in = set(data.get("stood_in", ()))
    used = [c for c in data["categories"] if any(flows[p["seat"]].get(c, (0, 0)) != (0, 0) for p in players)]
    series = []
    for c in used:
        name = data["category_names"][c]
        colour = CATEGORY_COLOUR.get(c, "#9e9e9e")
        income = [flows[p["seat"]].get(c, (0, 0))[0] for p in players]
        spending = [-flows[p["seat"]].get(c, (0, 0))[1] for p in players]
        if any(income):
            series.append({"type": "bar", "name": name, "stack": "in", "data": income,
                           "itemStyle": {"color": colour}})
        if any(spending):
            series.append({"type": "bar", "name": name, "stack": "out", "data": spending,
                           "itemStyle": {"color": colour, "opacity": 0.75}})
    return {
        "backgroundColor": "transparent", "animation": False,
        "title": {"text": tr("Da dove vengono i soldi e dove vanno", lang), "left": 8, "top": 4,
                  "textStyle": {"color": TEXT, "fontSize": FONT + 2}},
        "tooltip": {"trigger": "item"},
        # every cause named whole, on as many rows as it takes (no pages to turn in front of a class)
        "legend": {"bottom": 0, "left": 8, "right": 8, "itemGap": 18,
                   "textStyle": {"color": TEXT, "fontSize": FONT}},
        "grid": {"left": 86, "right": 16, "top": 48,
                 "bottom": 44 + _legend_rows(series) * LEGEND_ROW + (FONT + 4 if stood_in else 0)},
        # a seat a bot stood in for says so under its name: its bars are not the player's alone
        "xAxis": {"type": "category", "data": [f"{p['label']} {p['name']}" + (
                      "\n" + tr("(anche un bot)", lang) if p["seat"] in stood_in else "") for p in players],
                  "axisLabel": {"color": TEXT, "fontSize": FONT, "lineHeight": round(FONT * 1.3)}},
        "yAxis": {"type": "value", "name": tr("entrate ↑  uscite ↓", lang),
                  "nameTextStyle": {"color": MUTED, "fontSize": FONT},
                  "axisLabel": {"color": TEXT, "fontSize": FONT, ":formatter": _number_format(lang)},
                  "splitLine": {"lineStyle": {"color": "#2c3550"}}},
        "series": series,
    }


# The charts' sizes follow the screen as the debrief's words do: the monitor's root font is
# 1/56.25 of its height (pages/theme.py, MONITOR_CSS), and `monitor_charts`' sizes in px are those
# of a 1280x720 TV, where 1rem is 12.8 px (16 px of type beside moments in 1.25rem). Each size is
# sent as an expression the browser works out when it draws (NiceGUI's ':' keys): 24 px at
# 1920x1080, 16 px at 1280x720, 20 px on a phone (1rem = 16 px), and the plot's margins and the
# legend's rows grow with the type.
ROOT_PX = "parseFloat(getComputedStyle(document.documentElement).fontSize)"
BASE_ROOT_PX = 12.8
SCALED = frozenset({"fontSize", "lineHeight", "top", "bottom", "left", "right", "itemGap", "itemWidth",
                    "itemHeight", "symbolSize"})


def scaled(options):
    """`options` (an ECharts dict) with its sizes in px (`SCALED` keys) in the screen's rem."""
    if isinstance(options, list):
        return [scaled(v) for v in options]
    if not isinstance(options, dict):
        return options
    out = {}
    for key, value in options.items():
        if key in SCALED and type(value) in (int, float) and value:
            out[":" + key] = f"{ROOT_PX} / {BASE_ROOT_PX} * {value}"
        else:
            out[key] = scaled(value)
    return out


# The teacher's files: kind -> (button text, icon). `files(kind)` returns (bytes, filename).
FILES = {"xlsx": ("Foglio di calcolo (.xlsx)", "table_view"), "csv": ("File CSV (.zip)", "description"),
         "json": ("File della partita (.json)", "save_alt")}


class DebriefDialog:
    """A full-screen dialog; `open()` draws it from `data()` (`runtime.debrief`) each time.
    `files`: the host's downloads (`runtime.game_files`); other browsers get no such buttons."""

    def __init__(self, data: Callable[[], dict], lang: str = "it",
                 files: Callable[[str], tuple[bytes, str] | None] | None = None) -> None:
        self.data = data
        self.lang = lang
        self.files = files
        with ui.dialog().props("maximized") as self.dialog, \
                ui.card().classes("b-card w-full h-full gap-3 no-wrap").style("background:#0f1629"):
            with ui.row().classes("w-full items-center no-wrap"):
                ui.label(tr("Analisi della partita", lang)).classes("b-title text-3xl grow")
                if files is not None:
                    for kind, (text, icon) in FILES.items():
                        ui.button(tr(text, lang), icon=icon, on_click=lambda k=kind: self._download(k)) \
                            .props(f'outline no-caps color=amber-5 data-testid="download-{kind}"').mark(f"download_{kind}")
                ui.button(icon="close", on_click=self.dialog.close) \
                    .props(f'round flat color=white data-testid="debrief-close" aria-label="{tr("Chiudi", lang)}"') \
                    .mark("debrief_close")
            with ui.row().classes("w-full grow no-wrap gap-4").style("min-height:0"):
                with ui.column().classes("h-full gap-2 no-wrap").style("flex: 3 1 0; min-width:0"):
                    self.worth = ui.echart({}).classes("w-full").style("height: 50%") \
                        .props('data-testid="debrief-worth"')
                    self.money = ui.echart({}).classes("w-full").style("height: 50%") \
                        .props('data-testid="debrief-money"')
                with ui.column().classes("h-full gap-2").style("flex: 2 1 0; min-width:0; overflow-y:auto"):
                    ui.label(tr("Momenti chiave", lang)).classes("b-title text-2xl")
                    self.moments = ui.column().classes("w-full gap-3").props('data-testid="debrief-moments"')

    def _download(self, kind: str) -> None:
        got = self.files(kind) if self.files is not None else None
        if got is None:
            ui.notify(tr("Solo chi ha creato la partita può scaricarne i file.", self.lang), type="warning")
            return
        content, filename = got
        ui.download.content(content, filename)

    def open(self) -> None:
        data = self.data()
        self.worth.options.clear()
        self.worth.options.update(scaled(worth_options(data["series"], self.lang)))
        self.worth.update()
        self.money.options.clear()
        self.money.options.update(scaled(money_options(data, self.lang)))
        self.money.update()
        self.moments.clear()
        with self.moments:
            for text in data["moments"]:
                ui.label(text).classes("text-xl").style(f"color:{TEXT}; line-height:1.35") \
                    .mark("moment")
        self.dialog.open()
