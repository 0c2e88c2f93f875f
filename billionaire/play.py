"""`python -m billionaire.play --seed S --players P --turns T`: random play, then a JSON summary."""
from __future__ import annotations

import argparse
import json
import random

from .rules.money import net_worth
from .engine import Game, SeatSpec
from .randomplay import play_turns
from .texts import LANGS, words


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description="Partita casuale: sceglie a caso fra le mosse legali.")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--players", type=int, default=4, choices=range(1, 7))
    ap.add_argument("--turns", type=int, default=50)
    ap.add_argument("--lang", choices=LANGS, default="it", help="language of the chronicle (it, en)")
    args = ap.parse_args(argv)
    game = Game.new(args.seed, [SeatSpec(f"Giocatore {i + 1}") for i in range(args.players)])
    actions = play_turns(game, args.turns, random.Random(args.seed))
    w = words(args.lang, game.state.players)
    for event in game.state.chronicle:
        print(w.event(event))
    state = game.state
    print(json.dumps({
        "seed": args.seed, "turns": args.turns, "actions": actions, "state_hash": game.state_hash(),
        "round": state.round, "over": game.over, "winner": state.winner,
        "cash": {f"G{p.seat}": p.cash for p in state.players},
        "net_worth": {f"G{p.seat}": net_worth(state, p.seat) for p in state.players},
    }))


if __name__ == "__main__":
    main()
