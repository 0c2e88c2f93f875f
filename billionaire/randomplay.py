"""Uniform random play over the legal choices: the conformance driver for tests and `play`."""
from __future__ import annotations

import random

from .engine import Game


def acting_seats(game: Game) -> list[int]:
    """Seats that have something to do besides voting, in seat order."""
    return [s for s in game.seats() if any(c.kind != "vote" for c in game.choices(s))]


def random_action(game: Game, seat: int, rng: random.Random) -> dict:
    options = [c for c in game.choices(seat) if c.kind != "vote"]
    choice = rng.choice(options)
    if choice.amount:
        return choice.action(rng.randint(*choice.amount))
    return choice.action()


def play_turns(game: Game, turns: int, rng: random.Random, max_actions: int = 1_000_000) -> int:
    """Play until `turns` turns have ended or the game is over; returns actions applied."""
    done = 0
    ended = 0
    while not game.over and ended < turns and done < max_actions:
        seats = acting_seats(game)
        seat = seats[0]
        action = random_action(game, seat, rng)
        if action["kind"] == "end_turn":
            ended += 1
        game.apply(seat, action)
        done += 1
    return done


def play_actions(game: Game, actions: int, rng: random.Random) -> int:
    """Play up to `actions` random actions (fewer if the game ends); returns actions applied."""
    return play_turns(game, actions, rng, max_actions=actions)
