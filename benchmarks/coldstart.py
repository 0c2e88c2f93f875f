"""Cold start: time from launching `python app.py` to the first HTTP 200 on `/`.

    .venv/bin/python benchmarks/coldstart.py [--runs 3] [--games 0]

Each run starts a fresh process over a fresh temporary data folder (with `--games N` the
database holds N finished-or-running bot games first, so restoring them by replay is included),
polls `/` every 20 ms, and stops the process. Prints each run, the median, and one JSON line.
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import common  # noqa: E402
from common import Server, json_line, loadavg, rss_mb  # noqa: E402


def played_games(db_file: Path, games: int, actions: int) -> None:
    """`games` 6-bot games with about `actions` random actions each, stored in `db_file`."""
    if games <= 0:
        return
    from billionaire.randomplay import acting_seats, random_action
    infos = common.populate(db_file, games, humans=0)
    from billionaire.session import Registry
    from billionaire.store import Store
    store = Store(db_file)
    reg = Registry(store)
    rng = random.Random(1)
    for info in infos:
        s = reg.get(info.game_id)
        for _ in range(actions):
            if s.game.over:
                break
            seat = acting_seats(s.game)[0]
            s.submit(seat, random_action(s.game, seat, rng))
    store.close()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--games", type=int, default=0, help="stored games to restore at start")
    ap.add_argument("--actions", type=int, default=300, help="actions per stored game")
    args = ap.parse_args()
    times, rss, cpus, loads = [], [], [], []
    for i in range(args.runs):
        data = common.temp_data("coldstart")
        played_games(data / "billionaire.sqlite3", args.games, args.actions)
        server = Server(data)
        try:
            server.start(timeout=60, poll=0.02)
            loads.append(loadavg())
            times.append(server.ready_after)
            cpus.append(server.ready_cpu)
            rss.append(rss_mb(server.pid))
        finally:
            server.stop()
        print(f"run {i + 1}: first 200 on / after {times[-1]:.2f} s (process CPU {cpus[-1]:.2f} s), "
              f"RSS {rss[-1]:.1f} MB, load average {loads[-1]:.1f}", flush=True)
    med = statistics.median(times)
    print(f"cold start median {med:.2f} s (min {min(times):.2f}, max {max(times):.2f}) with "
          f"{args.games} stored games")
    json_line({"bench": "coldstart", "runs": args.runs, "stored_games": args.games,
               "median_s": round(med, 3), "min_s": round(min(times), 3),
               "max_s": round(max(times), 3), "cpu_s": round(statistics.median(cpus), 2),
               "rss_mb": round(statistics.median(rss), 1), "loadavg": max(loads)})


if __name__ == "__main__":
    main()
