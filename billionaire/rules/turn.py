"""The turn: whose it is, its phases, what follows a movement (cards, then the landing), the
end of a turn and of the game. The landing's effect is each space kind's own rule (`LANDING`)."""
from __future__ import annotations

from ..board import BUILDING, CITY_AIRPORT, COINS, PORT, TREASURE
from ..choice import Choice
from ..events import say
from ..state import State, Turn
from . import buildings, card_deck, exchange, shipping, treasure
from .money import net_worth
from .spaces import space_of

# Actions that belong to the current player's turn (for the "not your turn" message).
TURN_KINDS = {"extract", "ship", "skip_mine", "roll", "fly", "stay", "move", "buy_building",
              "buy_airport", "buy_rights", "buy_licence", "bet", "treasure", "sell", "sell_mine",
              "pay_tax", "use_price_bonus", "use_extra_move", "preempt", "accept_bid", "end_turn"}
# The phases of one's own turn in which selling from a mine and the price card are allowed: "in
# qualsiasi momento del tuo turno … Non si può durante le offerte segrete di una causa persa".
# So every phase but the sealed bids ("bids"): the pre-emption decision and the choice of an
# offer included (docs/rules-decisions.md).
OWN_TURN_PHASES = {"mine", "move", "path", "space", "preempt", "accept"}

END_TURN = Choice("end_turn", auto=True)

# What landing on a space does at once, by space kind (what it offers afterwards: `offers`).
LANDING = {COINS: treasure.land_on_coins, PORT: shipping.collect_depot,
           CITY_AIRPORT: shipping.collect_depot, BUILDING: buildings.pay_stop_fee,
           TREASURE: treasure.land_on_treasure}


def start_turn(state: State) -> None:
    state.turn = Turn()
    seat = state.current
    player = state.player(seat)
    shipping.vehicles_travel(state, seat)
    if player.board == "world" and player.pos in player.rights:
        state.phase = "mine"
        state.turn.mine_slots = 2
    else:
        state.phase = "move"


def end_turn(state: State) -> None:
    n = len(state.players)
    state.current = state.current % n + 1
    if state.current == 1:
        exchange.end_round(state)
    start_turn(state)


def advance(state: State) -> None:
    """Run the steps left after a movement until one waits for a decision."""
    while state.turn.queue:
        step = state.turn.queue.pop(0)
        if step == "card":
            if card_deck.draw(state):
                return
        elif step == "land":
            land(state)
    state.phase = "space"


def land(state: State) -> None:
    seat = state.current
    player = state.player(seat)
    state.turn.landed_effects = True
    space = space_of(player.board, player.pos)
    effect = LANDING.get(space.kind)
    if effect is not None:
        effect(state, seat, space)


def after_movement(state: State, queue: list[str]) -> None:
    """A pawn has moved (a roll, a flight): its cards and its landing come next (`queue`)."""
    turn = state.turn
    turn.moved = True
    turn.extra_move = False
    turn.destinations = []
    turn.landed_effects = False
    turn.queue = queue
    advance(state)


def finish(state: State, reason: str, winner: int | None = None) -> None:
    if winner is None:
        winner = min((p.seat for p in state.players), key=lambda s: (-net_worth(state, s), s))
    state.winner = winner
    state.end_reason = reason
    state.phase = "over"
    say(state, "game_ended", reason=reason, winner=winner)


def _end_turn(state: State, seat: int, act: dict) -> None:
    end_turn(state)


HANDLERS = {"end_turn": _end_turn}
