"""The dark, elegant look shared by the setup page and the monitor (no CDN, no external fonts)."""
from __future__ import annotations

from nicegui import ui

from billionaire.money import fmt as money  # noqa: F401  (10.000 $: the pages' one money format)

GOLD = "#e3b75a"
INK = "#eef1f8"
MUTED = "#9aa3b8"
BG = "#0a0f1d"
CARD = "#131a2c"

FONT = "'Inter', 'Segoe UI', 'Roboto', 'Helvetica Neue', Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif"

CSS = f"""
:root {{ --gold: {GOLD}; --ink: {INK}; --muted: {MUTED}; --card: {CARD}; }}
body, .q-page, .nicegui-content {{
  background: radial-gradient(1200px 700px at 20% -10%, #1a2442 0%, {BG} 55%) fixed, {BG};
  color: {INK}; font-family: {FONT};
}}
.nicegui-content {{ padding: 0; }}
.b-card {{
  background: linear-gradient(180deg, rgba(255,255,255,0.045), rgba(255,255,255,0.015)), {CARD};
  border: 1px solid rgba(227,183,90,0.18); border-radius: 16px;
  box-shadow: 0 10px 30px rgba(0,0,0,0.35);
}}
.b-title {{ color: var(--gold); font-weight: 800; letter-spacing: .22em; text-transform: uppercase; }}
.b-h {{ color: var(--gold); font-weight: 700; letter-spacing: .08em; text-transform: uppercase;
        font-size: 0.82rem; }}
.b-muted {{ color: var(--muted); }}
.b-num {{ font-variant-numeric: tabular-nums; font-weight: 800; }}
.b-error {{ color: #ff8a80; font-size: 0.9rem; font-weight: 600; }}
.b-chip {{ display: inline-flex; align-items: center; justify-content: center; border-radius: 999px;
          font-weight: 800; color: #fff; min-width: 2.2em; padding: 0 .5em;
          text-shadow: 0 1px 2px rgba(0,0,0,.6); box-shadow: 0 0 0 2px rgba(255,255,255,.85); }}
.b-tag {{ font-size: .68rem; font-weight: 700; letter-spacing: .06em; text-transform: uppercase;
          border-radius: 6px; padding: 1px 6px; border: 1px solid rgba(255,255,255,.25);
          color: var(--muted); }}
.b-current {{ box-shadow: 0 0 0 2px var(--gold), 0 0 26px rgba(227,183,90,.35) !important; }}
/* monitor: a player's row (pages/monitor_parts.py, PlayersPanel) */
.p-row {{ display: flex; align-items: center; gap: .75rem; border-radius: .75rem; padding: .25rem .5rem;
          border-left: 6px solid transparent; background: rgba(255,255,255,.03); min-width: 0;
          container-type: inline-size; }}
.p-who {{ display: flex; flex-direction: column; flex: 1 1 0; min-width: 0; }}
.p-line {{ display: flex; align-items: center; gap: .5rem; min-width: 0; white-space: nowrap; overflow: hidden; }}
.p-line > * {{ flex: none; }}
/* The name gives way last: the tag and the vote shrink first (on a narrow row they keep only
   their sign), and a name too long for the row ends in an ellipsis. */
.p-line > .p-name {{ flex: 0 0 auto; max-width: 100%; }}
.p-line > .p-tag {{ flex: 0 1 auto; min-width: 0; overflow: hidden; text-overflow: ellipsis; }}
@container (max-width: 400px) {{
  .p-long, .p-line > .b-tag {{ display: none; }}
  .p-cash {{ font-size: 1.5rem !important; }}
}}
.p-name {{ font-size: 1.25rem; line-height: 1.75rem; font-weight: 700; overflow: hidden; text-overflow: ellipsis; }}
.p-pos {{ font-size: .875rem; overflow: hidden; text-overflow: ellipsis; display: block; }}
.p-chip {{ font-size: 1.25rem; line-height: 1.75rem; flex: none; }}
.owner-ring {{ position: absolute; transform: translate(-50%, -50%); pointer-events: none; box-sizing: border-box; }}
.p-pin {{ font-size: 1rem; vertical-align: -3px; margin-right: .2rem; }}
.p-vote {{ font-size: .875rem; font-weight: 700; color: #7ee787; }}
.b-conn {{ font-size: .75rem; }}
.p-money {{ display: flex; flex-direction: column; align-items: flex-end; }}
.p-cash {{ font-size: 1.875rem; line-height: 1.25; }}
.p-worth {{ font-size: .875rem; }}
/* A narrow monitor (a 4:3 projector at 1024×768): the header keeps one line, without the title. */
@media (max-width: 1180px) {{ .hdr-title, .posto-btn .block {{ display: none; }} }}
.hdr-actions .q-btn__content {{ flex-wrap: nowrap; white-space: nowrap; }}
/* monitor: the last chance card (pages/monitor_parts.py, CardPanel) */
.c-text {{ font-size: 1.125rem; }}
.c-effect {{ font-size: 1rem; line-height: 1.5rem; }}
/* Short screens (a laptop at 1366×768, a TV at 1280×720): rows and ladders tighter, so six
   players and the prices fit without scrolling, and a card's six effect lines fit its panel. */
@media (max-height: 820px) {{
  .c-text {{ font-size: 1rem; }}
  .c-effect {{ font-size: .9rem; line-height: 1.25rem; }}
  .p-row {{ padding: .1rem .5rem; }}
  .p-name, .p-chip {{ font-size: 1.1rem; line-height: 1.45rem; }}
  .p-cash {{ font-size: 1.5rem; line-height: 1.15; }}
  .p-pos, .p-worth {{ font-size: .8rem; }}
  .ladder-row {{ margin: 1px 0; }}
  .ladder-cell {{ padding: 1px 0; font-size: .75rem; }}
}}
/* While the connection to the game is lost (NiceGUI's popup shows), a tap would go nowhere:
   every button looks and acts disabled until the page is connected again. */
body:has(#popup[aria-hidden="false"]) .q-btn {{ pointer-events: none; opacity: .45; }}
.b-link {{ color: var(--gold) !important; text-decoration: underline; }}
.q-field__label, .q-field__native, .q-field__prefix, .q-field__suffix {{ color: {INK} !important; }}
.q-field--outlined .q-field__control:before {{ border-color: rgba(227,183,90,.35) !important; }}
.q-menu {{ background: #1b2338; color: {INK}; }}
/* board */
.board-wrap {{ position: relative; width: 100%; line-height: 0; border-radius: 14px; overflow: hidden;
               container-type: inline-size; }}
.board-wrap svg {{ width: 100%; height: auto; display: block; }}
/* A pawn sits at the top-left corner of the board and is moved by `transform`, in percent of its
   own size (--px, --py: see pages/monitor_board.py), so a move is animated by the compositor
   instead of laying the page out again on every frame (as a transition of left/top did).
   Pawn and number sizes follow the board (--pawn-w, --dest-w...: set per board by
   pages/monitor_board.py, in percent of the board and `cqw` of its width), so where they sit
   holds at any screen size; the pixel floors keep them legible on a small TV. */
.pawn {{ position: absolute; left: 0; top: 0; width: var(--pawn-w, 2.6%); aspect-ratio: 1 / 1;
         box-sizing: border-box; min-height: 0; border-radius: 50%;
         transform: translate(calc(var(--px, 0) * 1% - 50%), calc(var(--py, 0) * 1% - 50%));
         display: flex; align-items: center; justify-content: center;
         font-weight: 900; color: #fff; font-size: max(7px, var(--pawn-font, 1vw)); line-height: 1;
         border: max(1.5px, .22cqw) solid #fff; box-shadow: 0 .15cqw .6cqw rgba(0,0,0,.55);
         text-shadow: 0 1px 2px rgba(0,0,0,.8); z-index: 5;
         transition: transform 0.9s cubic-bezier(.45,.05,.25,1); }}
/* The current pawn's pulse: a gold ring that grows and fades. Only `transform` and `opacity`
   change, so the compositor animates it without re-painting the board on every frame (an
   animated box-shadow kept the TV's main thread busy 60 times a second). */
.pawn.now {{ z-index: 6; }}
.pawn.now::after {{ content: ""; position: absolute; inset: -3px; border-radius: 50%;
                   box-shadow: 0 0 0 3px rgba(227,183,90,.95); pointer-events: none;
                   will-change: transform, opacity; animation: pawnping 1.4s ease-out infinite; }}
@keyframes pawnping {{ 0% {{ transform: scale(1); opacity: .95; }}
                       75%, 100% {{ transform: scale(1.75); opacity: 0; }} }}
.owner-dot {{ position: absolute; width: 1.25%; aspect-ratio: 1/1; border-radius: 50%;
              border: 2px solid #fff; transform: translate(-50%, -50%); z-index: 3;
              box-shadow: 0 1px 4px rgba(0,0,0,.6); }}
.dest {{ position: absolute; box-sizing: border-box; width: var(--dest-w, 3.2%); height: var(--dest-h, auto);
         border-radius: 50%; transform: translate(-50%, -50%); background: {GOLD}; color: #1a1200; z-index: 7;
         display: flex; align-items: center; justify-content: center; font-weight: 900;
         font-size: max(8px, var(--dest-font, 1.1vw)); line-height: 1; letter-spacing: -.02em;
         border: max(1.5px, .2cqw) solid #1a1200;
         box-shadow: 0 0 0 max(1px, .12cqw) #fff6dc, 0 .2cqw .7cqw rgba(0,0,0,.55); animation: destpop .5s ease-out; }}
@keyframes destpop {{ from {{ transform: translate(-50%,-50%) scale(.2); opacity: 0; }}
                      to {{ transform: translate(-50%,-50%) scale(1); opacity: 1; }} }}
.ladder-row {{ display: flex; align-items: center; gap: 4px; width: 100%; margin: 2px 0; }}
.ladder-name {{ display: flex; align-items: center; gap: 8px; width: 7rem; flex: none; font-weight: 700; }}
.ladder-dot {{ display: inline-block; width: .75rem; height: .75rem; border-radius: 50%;
               box-shadow: 0 0 0 1.5px rgba(255,255,255,.7); }}
.ladder-cell {{ flex: 1; text-align: center; border-radius: 6px; padding: 2px 0; font-size: .8rem;
                color: var(--muted); background: rgba(255,255,255,.04); font-variant-numeric: tabular-nums; }}
.ladder-cell.on {{ background: {GOLD}; color: #1a1200; font-weight: 900; font-size: .95rem; }}
.qr svg {{ width: 100%; height: auto; background: #fff; border-radius: 10px; }}
.chron-line {{ border-bottom: 1px solid rgba(255,255,255,.06); padding: 3px 0; }}
.chron-line:first-child {{ color: {INK}; font-weight: 600; }}
.vehicles {{ display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; max-height: 2.2rem; overflow: hidden; }}
.vehicle {{ display: inline-flex; align-items: center; gap: .25rem; white-space: nowrap; }}
.vehicle .q-icon {{ font-size: 24px; }}
.vehicle {{ border-radius: 8px; padding: 2px 8px; font-weight: 700; color: #fff;
            text-shadow: 0 1px 2px rgba(0,0,0,.7); }}
.dice {{ display:inline-flex; width: 1.7em; height: 1.7em; border-radius: 7px; background: #f5f1e6;
         color: #111; font-weight: 900; align-items: center; justify-content: center; margin-left: 4px;
         box-shadow: inset 0 -2px 0 rgba(0,0,0,.25); }}
"""


def apply(title: str = "Billionaire") -> None:
    """Dark theme for the current page.

    Dark mode itself comes from `ui.run(dark=True)` (app.py), not from a `ui.dark_mode` element:
    NiceGUI's dark-mode element re-applies itself after every update of the page, and the
    `color-scheme` it re-sets makes Chromium recompute the style of the whole page (the board's
    SVG included) for every message, even a one-label change.
    """
    ui.add_css(CSS)
    ui.colors(primary=GOLD, secondary="#2c3a63", accent="#8e6cf0", dark="#0a0f1d",
              positive="#43a047", negative="#e53935")
    ui.page_title(title)
