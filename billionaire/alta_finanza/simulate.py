"""Headless Alta Finanza bot games: `python -m billionaire.simulate --game alta_finanza --games N
--players P --seed S` (or `python -m billionaire.alta_finanza.simulate`).

Prints how games end, the length in rounds (median, quartiles, 90th percentile), wins by seat (the seat advantage) and by
level, and as its last line one JSON object with the figures. Game i uses seed
`S * 1_000_003 + i`; with `--levels` the levels rotate over the seats from game to game.
"""
from __future__ import annotations

import argparse
import json
import time
from collections import Counter

from .bots import choose_action
from .engine import LEVELS, Game, SeatSpec
from .tables import DEFAULT_TARGET

DEFAULT_ROUND_CAP = 300


def play_game(seed: int, levels: list[str], target: int = DEFAULT_TARGET, round_cap: int = DEFAULT_ROUND_CAP) -> dict:
    game = Game.new(seed, [SeatSpec(f"Bot {i + 1}", bot=True, level=lv) for i, lv in enumerate(levels)], target)
    state = game.state
    actions = 0
    while not game.over and state.round <= round_cap:
        seat = next((s for s in game.seats() if _acts(game, s)), None)
        game.apply(seat, choose_action(game, seat))
        actions += 1
    over = game.over
    return {"seed": seed, "end": state.end_reason if over else "round_cap",
            "rounds": state.round if over else round_cap, "actions": actions,
            "winner": state.winner if over and state.end_reason == "target" else None,
            "levels": list(levels), "withdrawals": sum(e["k"] == "withdrew" for e in state.chronicle)}


def _acts(game, seat) -> bool:
    """The current seat first; a withdrawn bot (re-entering) too."""
    return any(c.kind != "vote" for c in game.choices(seat))


def _pct(vals: list[int], q: float) -> float:
    if not vals:
        return 0
    k = (len(vals) - 1) * q
    lo = int(k)
    hi = min(lo + 1, len(vals) - 1)
    return vals[lo] + (vals[hi] - vals[lo]) * (k - lo)


def run(games: int, players: int, seed: int, levels: list[str], target: int = DEFAULT_TARGET,
        round_cap: int = DEFAULT_ROUND_CAP) -> dict:
    start = time.perf_counter()
    results = []
    for i in range(games):
        lv = levels * players if len(levels) == 1 else [levels[(j + i) % len(levels)] for j in range(players)]
        results.append(play_game(seed * 1_000_003 + i, lv, target, round_cap))
    seconds = time.perf_counter() - start
    rounds = sorted(r["rounds"] for r in results)
    wins_by_seat = Counter(r["winner"] for r in results if r["winner"])
    wins_by_level: dict[str, list[int]] = {}
    for r in results:
        for lv in r["levels"]:
            wins_by_level.setdefault(lv, [0, 0])[1] += 1
        if r["winner"]:
            wins_by_level[r["levels"][r["winner"] - 1]][0] += 1
    return {
        "game": "alta_finanza", "games": games, "players": players, "seed": seed, "levels": levels,
        "target": target, "round_cap": round_cap, "seconds": round(seconds, 2),
        "games_per_s": round(games / seconds, 2) if seconds else None,
        "end_reasons": dict(sorted(Counter(r["end"] for r in results).items())),
        "median_rounds": _pct(rounds, 0.5), "p25_rounds": _pct(rounds, 0.25), "p75_rounds": _pct(rounds, 0.75),
        "p90_rounds": _pct(rounds, 0.9),
        "wins_by_seat": {s: wins_by_seat.get(s, 0) for s in range(1, players + 1)},
        "wins_by_level": {lv: {"wins": w, "seats": n} for lv, (w, n) in wins_by_level.items()},
        "mean_withdrawals": round(sum(r["withdrawals"] for r in results) / max(1, games), 2),
    }


def format_summary(s: dict) -> str:
    won = sum(s["wins_by_seat"].values())
    return "\n".join([
        f"Alta Finanza: {s['games']} partite da {s['players']} giocatori (livelli {','.join(s['levels'])}), "
        f"seme {s['seed']}, obiettivo {s['target']:,} $, limite {s['round_cap']} giri",
        f"Tempo: {s['seconds']} s, {s['games_per_s']} partite/s",
        "Fine: " + ", ".join(f"{k} {v}" for k, v in s["end_reasons"].items()),
        f"Giri: mediana {s['median_rounds']} (quartili {s['p25_rounds']}-{s['p75_rounds']}), 90° percentile "
        f"{s['p90_rounds']}; ritiri a partita {s['mean_withdrawals']}",
        "Vittorie per posto: " + ", ".join(f"G{k} {v} ({100 * v / max(1, won):.1f}%)" for k, v in s["wins_by_seat"].items()),
        "Vittorie per livello: " + ", ".join(f"{lv} {v['wins']}/{v['seats']} posti" for lv, v in s["wins_by_level"].items()),
    ])


def main(argv: list[str] | None = None) -> dict:
    ap = argparse.ArgumentParser(description="Partite di Alta Finanza fra bot, con statistiche.")
    ap.add_argument("--game", default="alta_finanza", choices=["alta_finanza"])
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--players", type=int, default=4, choices=range(2, 7))
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--level", choices=LEVELS, default=None)
    ap.add_argument("--levels", default=None, help="comma-separated levels, rotated over the seats")
    ap.add_argument("--target", type=int, default=DEFAULT_TARGET)
    ap.add_argument("--round-cap", type=int, default=DEFAULT_ROUND_CAP)
    ap.add_argument("--jobs", type=int, default=1, help="accepted for symmetry; games run in one process")
    ap.add_argument("--quiet", action="store_true")
    args = ap.parse_args(argv)
    levels = [x.strip() for x in args.levels.split(",")] if args.levels else [args.level or "normale"]
    if any(lv not in LEVELS for lv in levels):
        ap.error("unknown level")
    if args.games < 1 or args.round_cap < 1:
        ap.error("--games and --round-cap must be positive")
    summary = run(args.games, args.players, args.seed, levels, args.target, args.round_cap)
    print(format_summary(summary))
    print(json.dumps(summary, sort_keys=True))
    return summary


if __name__ == "__main__":
    main()
