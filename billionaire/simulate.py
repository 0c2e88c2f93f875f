"""Headless bot games: `python -m billionaire.simulate --games N --players P --seed S`.

Plays N full games between bots (to an objective, or to a round cap), prints a readable summary,
progress on stderr for long runs, and as its last line one JSON object with the figures
(`games`, `seconds`, `games_per_s`, `turns_per_s`, `median_rounds`, `p90_rounds`, `end_reasons`,
`wins_by_objective`, `wins_by_level`, ...). Game i uses seed `S * 1_000_003 + i`; with `--levels`
the levels rotate over the seats from game to game, so no level keeps the first seat. Results
depend only on the arguments, not on `--jobs`.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter

from .engine import LEVELS, Game, SeatSpec
from .rules.objectives import OBJECTIVES

DEFAULT_ROUND_CAP = 200


def game_seed(seed: int, index: int) -> int:
    return seed * 1_000_003 + index


def seat_levels(levels: list[str], players: int, index: int) -> list[str]:
    if len(levels) == 1:
        return levels * players
    return [levels[(j + index) % len(levels)] for j in range(players)]


def play_game(seed: int, levels: list[str], round_cap: int = DEFAULT_ROUND_CAP) -> dict:
    """One full bot game; returns its figures (plain data)."""
    from .bots import choose_action

    game = Game.new(seed, [SeatSpec(f"Bot {i + 1}", bot=True, level=lv) for i, lv in enumerate(levels)])
    state = game.state
    actions = turns = 0
    bot_time = 0.0
    slowest = 0.0
    seats = game.seats()
    clock = time.perf_counter
    while state.phase != "over":
        if state.round > round_cap:
            break
        seat = state.current
        if state.phase == "bids":
            seat = next(s for s in seats if game.choices(s))
        t0 = clock()
        action = choose_action(game, seat)
        dt = clock() - t0
        bot_time += dt
        if dt > slowest:
            slowest = dt
        if action["kind"] == "end_turn":
            turns += 1
        game.apply(seat, action)
        actions += 1
    over = state.phase == "over"
    winner = state.winner if over else None
    return {
        "seed": seed,
        "end": state.end_reason if over else "round_cap",
        "rounds": state.round if over else round_cap,
        "turns": turns, "actions": actions,
        "winner": winner,
        "winner_objective": state.player(winner).objective if winner else None,
        "winner_level": levels[winner - 1] if winner else None,
        "dealt": [p.objective for p in state.players],
        "levels": list(levels),
        "bot_seconds": bot_time, "slowest_decision": slowest,
    }


def _work(args: tuple[int, list[str], int]) -> dict:
    return play_game(*args)


# The collector's thresholds while games run (see docs/balance.md "The text layer and the
# collector"): the warmed-up tables are frozen out of the collector's sight, and young objects
# (choices, events, views of one decision) are collected less often. Games are identical.
GC_THRESHOLDS = (50_000, 20, 100)


def _init_worker(gc_tuned: bool = True) -> None:
    """Warm the route tables, then (unless `gc_tuned` is False) freeze them and raise the
    collector's thresholds."""
    from .bots.paths import warm
    warm()
    if gc_tuned:
        import gc
        gc.collect()
        gc.freeze()
        gc.set_threshold(*GC_THRESHOLDS)


def default_jobs() -> int:
    import os
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


def run(games: int, players: int, seed: int, levels: list[str], jobs: int = 1,
        round_cap: int = DEFAULT_ROUND_CAP, progress: bool = True, gc_tuned: bool = True) -> dict:
    tasks = [(game_seed(seed, i), seat_levels(levels, players, i), round_cap) for i in range(games)]
    start = time.perf_counter()
    results: list[dict] = []
    last_report = start

    def report(done: int) -> None:
        nonlocal last_report
        now = time.perf_counter()
        if progress and (now - last_report >= 5 or done == games) and games >= 20:
            last_report = now
            rate = done / max(now - start, 1e-9)
            print(f"[simulate] {done}/{games} partite, {rate:.1f}/s", file=sys.stderr, flush=True)

    if jobs > 1:
        import multiprocessing as mp
        ctx = mp.get_context("fork") if "fork" in mp.get_all_start_methods() else mp.get_context()
        with ctx.Pool(jobs, initializer=_init_worker, initargs=(gc_tuned,)) as pool:
            for res in pool.imap(_work, tasks, chunksize=max(1, min(20, games // (jobs * 8) or 1))):
                results.append(res)
                report(len(results))
    else:
        import gc
        before = gc.get_threshold()
        _init_worker(gc_tuned)
        try:
            for t in tasks:
                results.append(_work(t))
                report(len(results))
        finally:
            if gc_tuned:
                gc.unfreeze()
                gc.set_threshold(*before)
    seconds = time.perf_counter() - start
    return summarize(results, seconds, players, levels, jobs, round_cap, seed)


def _pct(sorted_vals: list[int], q: float) -> float:
    if not sorted_vals:
        return 0
    k = (len(sorted_vals) - 1) * q
    lo = int(k)
    hi = min(lo + 1, len(sorted_vals) - 1)
    return sorted_vals[lo] + (sorted_vals[hi] - sorted_vals[lo]) * (k - lo)


def summarize(results: list[dict], seconds: float, players: int, levels: list[str], jobs: int,
              round_cap: int, seed: int) -> dict:
    games = len(results)
    rounds = sorted(r["rounds"] for r in results)
    ended = sorted(r["rounds"] for r in results if r["end"] != "round_cap")
    turns = sum(r["turns"] for r in results)
    actions = sum(r["actions"] for r in results)
    end_reasons = Counter(r["end"] for r in results)
    by_obj = {o.id: {"wins": 0, "dealt": 0} for o in OBJECTIVES}
    by_level: dict[str, dict[str, int]] = {}
    for r in results:
        for o in r["dealt"]:
            by_obj[o]["dealt"] += 1
        for lv in r["levels"]:
            by_level.setdefault(lv, {"wins": 0, "seats": 0})["seats"] += 1
        if r["winner_objective"]:
            by_obj[r["winner_objective"]]["wins"] += 1
            by_level[r["winner_level"]]["wins"] += 1
    wins_total = sum(v["wins"] for v in by_obj.values())
    spread = {}
    for oid, v in by_obj.items():
        fair = wins_total * v["dealt"] / max(1, games * players)
        spread[oid] = round(v["wins"] / fair, 2) if fair else None
    bot_seconds = sum(r["bot_seconds"] for r in results)
    return {
        "games": games, "players": players, "seed": seed, "levels": levels, "jobs": jobs,
        "round_cap": round_cap,
        "seconds": round(seconds, 3),
        "games_per_s": round(games / seconds, 2) if seconds else None,
        "turns_per_s": round(turns / seconds, 1) if seconds else None,
        "actions_per_s": round(actions / seconds, 1) if seconds else None,
        "bot_share": round(bot_seconds / (seconds * jobs), 3) if seconds else None,
        "bot_ms_per_decision": round(1000 * bot_seconds / max(1, actions), 4),
        "slowest_decision_ms": round(1000 * max((r["slowest_decision"] for r in results), default=0), 2),
        "median_rounds": _pct(rounds, 0.5), "p90_rounds": _pct(rounds, 0.9),
        "median_rounds_ended": _pct(ended, 0.5),
        "mean_turns": round(turns / max(1, games), 1),
        "end_reasons": dict(sorted(end_reasons.items())),
        "objective_rate": round(end_reasons.get("objective", 0) / max(1, games), 4),
        "wins_by_objective": by_obj,
        "win_ratio_to_fair_share": spread,
        "wins_by_level": by_level,
    }


def format_summary(s: dict) -> str:
    lines = [
        f"Partite: {s['games']} da {s['players']} giocatori (livelli {','.join(s['levels'])}), seme {s['seed']}, "
        f"limite {s['round_cap']} giri",
        f"Tempo: {s['seconds']:.1f} s con {s['jobs']} processi: {s['games_per_s']} partite/s, "
        f"{s['turns_per_s']} turni/s; bot {s['bot_ms_per_decision']} ms a decisione "
        f"(massimo {s['slowest_decision_ms']} ms)",
        f"Giri: mediana {s['median_rounds']}, 90° percentile {s['p90_rounds']}",
        "Fine: " + ", ".join(f"{k} {v}" for k, v in s["end_reasons"].items()),
        "Vittorie per obiettivo (vinte/assegnate, rapporto con la quota equa):",
    ]
    for oid, v in sorted(s["wins_by_objective"].items(), key=lambda kv: -(s["win_ratio_to_fair_share"][kv[0]] or 0)):
        ratio = s["win_ratio_to_fair_share"][oid]
        lines.append(f"  {oid:22s} {v['wins']:5d}/{v['dealt']:<5d} x{ratio}")
    lines.append("Vittorie per livello: " + ", ".join(
        f"{lv} {v['wins']}/{v['seats']} posti ({100 * v['wins'] / max(1, v['seats']):.1f}%)"
        for lv, v in s["wins_by_level"].items()))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> dict:
    given = sys.argv[1:] if argv is None else list(argv)
    if "--game=alta_finanza" in given or any(a == "--game" and b == "alta_finanza" for a, b in zip(given, given[1:])):
        from .alta_finanza.simulate import main as alta_finanza_main   # the second game's simulator
        return alta_finanza_main(given)
    ap = argparse.ArgumentParser(description="Partite fra bot senza interfaccia, con statistiche.")
    ap.add_argument("--game", choices=("billionaire", "alta_finanza"), default="billionaire")
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--players", type=int, default=4, choices=range(1, 7))
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--level", choices=LEVELS, default=None)
    ap.add_argument("--levels", default=None, help="comma-separated levels, rotated over the seats")
    ap.add_argument("--jobs", type=int, default=None, help="worker processes (default: the machine's cores)")
    ap.add_argument("--no-gc-tuning", action="store_true",
                    help="keep the collector's default thresholds (to compare)")
    ap.add_argument("--round-cap", type=int, default=DEFAULT_ROUND_CAP)
    ap.add_argument("--quiet", action="store_true", help="no progress on stderr")
    args = ap.parse_args(argv)
    if args.levels:
        levels = [x.strip() for x in args.levels.split(",") if x.strip()]
        bad = [x for x in levels if x not in LEVELS]
        if bad:
            ap.error(f"unknown level(s): {', '.join(bad)}")
    else:
        levels = [args.level or "normale"]
    if args.jobs is None:
        args.jobs = default_jobs()
    if args.games < 1 or args.jobs < 1 or args.round_cap < 1:
        ap.error("--games, --jobs and --round-cap must be positive")
    summary = run(args.games, args.players, args.seed, levels, args.jobs, args.round_cap, not args.quiet,
                  gc_tuned=not args.no_gc_tuning)
    print(format_summary(summary))
    print(json.dumps(summary, sort_keys=True))
    return summary


if __name__ == "__main__":
    main()
