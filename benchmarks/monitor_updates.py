"""What each update costs the monitor page in Chromium (diagnosis).

    .venv/bin/python benchmarks/monitor_updates.py [SECONDS] [CSS] [TOP]

One game of 6 bots (bot delay 0.4 s), its monitor in Chromium (1600x900). For every Socket.IO
message the page receives: the time from its arrival (engine event, before NiceGUI handles it) to
the first DOM change, and to the end of the next frame (style, layout, paint done). Prints p50,
p95, max and the TOP slowest messages with the elements they changed. CSS (optional) is added
to the page first, to try a style change without editing the app.
"""
import asyncio
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import common  # noqa: E402
from common import Server  # noqa: E402

HOOK = r"""() => {
  window.__msgs = [];
  const engine = window.socket.io.engine;
  engine.on('packet', (p) => {
    if (p.type !== 'message') return;
    const t0 = performance.now();
    let info = '';
    try { const d = JSON.parse(p.data.slice(p.data.indexOf('['))); if (d[0] === 'update') { const els = d[1]; info = Object.entries(els).filter(([k]) => k !== '_id').map(([k, e]) => e ? (e.tag + '.' + (e.class||[]).slice(0,2).join('.') + (e.text ? ':' + String(e.text).slice(0,12) : '')) : ('del ' + k)).join(' | '); } else info = d[0]; } catch (e) { info = 'parse ' + e; }
    const rec = {t0, info, js: null, frame: null, size: p.data.length};
    window.__msgs.push(rec);
    const mo = new MutationObserver(() => { if (rec.js === null) rec.js = performance.now() - t0; mo.disconnect(); });
    mo.observe(document.body, {subtree: true, childList: true, characterData: true, attributes: true});
    requestAnimationFrame(() => { const ch = new MessageChannel(); ch.port1.onmessage = () => { rec.frame = performance.now() - t0; }; ch.port2.postMessage(0); });
  });
}"""

async def main():
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 20
    css = sys.argv[2] if len(sys.argv) > 2 else None
    data = common.temp_data("msg")
    games = common.populate(data / "billionaire.sqlite3", 1, humans=0, seed=2)
    srv = Server(data, bot_delay=0.4, auto_delay=30).start()
    from playwright.async_api import async_playwright
    pw = await async_playwright().start()
    br = await common.launch_chromium(pw)
    page = await (await br.new_context(viewport=common.MONITOR_VIEWPORT)).new_page()
    await page.goto(srv.url + f"/game/{games[0].game_id}"); await page.wait_for_function("window.did_handshake === true")
    if css: await page.add_style_tag(content=css)
    await asyncio.sleep(1)
    await page.evaluate(HOOK)
    await asyncio.sleep(seconds)
    msgs = await page.evaluate("window.__msgs")
    js = sorted(m["js"] for m in msgs if m["js"] is not None); fr = sorted(m["frame"] for m in msgs if m["frame"] is not None)
    q = lambda v, x: v[int(x * (len(v) - 1))] if v else None
    print(f"load {common.loadavg()}; messages {len(msgs)}; arrival->DOM p50 {q(js,.5):.1f} p95 {q(js,.95):.1f} max {js[-1]:.1f}; arrival->frame done p50 {q(fr,.5):.1f} p95 {q(fr,.95):.1f} max {fr[-1]:.1f}")
    for m in sorted(msgs, key=lambda m: -(m["frame"] or 0))[:int(sys.argv[3]) if len(sys.argv) > 3 else 8]:
        print(f"  js {m['js'] and round(m['js'],1)} frame {m['frame'] and round(m['frame'],1)} size {m['size']}: {m['info'][:400]}")
    await br.close(); await pw.stop(); srv.stop()
asyncio.run(main())
