"""How long a game's history takes to rebuild from its log (`billionaire.history`): the charts
and the debrief read it, so a 60-round game must take well under a second.

    .venv/bin/python benchmarks/history_speed.py [--rounds 60] [--players 6] [--runs 5]

Plays one game of random players (`billionaire.randomplay`: they rarely finish an objective, so
the game lasts) to `--rounds` rounds, then times `history(setup, log)` several
times on one core (median and best, wall and CPU). Prints a table, the load average, one JSON line.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import common  # noqa: E402,F401  (puts the repository on sys.path)
from common import json_line  # noqa: E402

import random  # noqa: E402

from billionaire.engine import Game, SeatSpec  # noqa: E402
from billionaire.history import history  # noqa: E402
from billionaire.randomplay import acting_seats, random_action  # noqa: E402


def _game(rounds: int, players: int, seed: int) -> Game:
    rng = random.Random(seed)
    game = Game.new(seed, [SeatSpec(f"P{i}") for i in range(players)], 10_000)
    while not game.over and game.state.round <= rounds:
        seat = rng.choice(acting_seats(game))
        game.apply(seat, random_action(game, seat, rng))
    return game


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=60)
    ap.add_argument("--players", type=int, default=6)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    load_before = os.getloadavg()
    game = _game(args.rounds, args.players, args.seed)
    wall, cpu = [], []
    for _ in range(args.runs):
        w0, c0 = time.perf_counter(), time.process_time()
        h = history(game.setup, game.log)
        wall.append(time.perf_counter() - w0)
        cpu.append(time.process_time() - c0)
    out = {"bench": "history", "rounds": game.state.round, "actions": len(game.log),
           "players": args.players, "points": len(h.points), "price_moves": len(h.price_moves),
           "median_s": round(statistics.median(wall), 4), "best_s": round(min(wall), 4),
           "cpu_median_s": round(statistics.median(cpu), 4),
           "load_before": [round(x, 2) for x in load_before],
           "load_after": [round(x, 2) for x in os.getloadavg()]}
    print(f"history of a {out['rounds']}-round, {args.players}-player game ({out['actions']} actions): "
          f"median {out['median_s']} s, best {out['best_s']} s (CPU {out['cpu_median_s']} s); "
          f"load {out['load_before']} -> {out['load_after']}")
    json_line(out)


if __name__ == "__main__":
    main()
