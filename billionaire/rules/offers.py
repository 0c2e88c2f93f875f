"""What each seat may do now: the choices of its turn's phase, what the space it landed on
offers (each space kind's own rule), what it may do in any phase of its turn, its vote."""
from __future__ import annotations

from ..board import BUILDING, EXCHANGE, MINE, TOWN_HALL, WORLD_AIRPORT
from ..cards import CARD_BY_ID
from ..choice import Choice
from ..state import Player, State
from ..tables import RESOURCES
from .airports import airport_choices
from .bonus_cards import all_price_bonus_choices, extra_move_choice
from .buildings import building_choices
from .exchange import exchange_choices
from .mines import mine_choices, rights_choices, sell_mine_choices
from .movement import move_choices, path_choices
from .property_cards import (accept_choices, bid_choices, lawsuit_bidders, preempt_choices,
                             silent_bidders, skip_bid_choice)
from .spaces import space_of
from .town_hall import town_hall_choices
from .treasure import TREASURE_CHOICES
from .turn import END_TURN, OWN_TURN_PHASES
from .seats import seat_choices
from .vote import HOST_END, VOTE


def choices(state: State, seat: int) -> list[Choice]:
    phase = state.phase
    if phase == "over":
        return []
    if seat == 0:
        if phase == "bids":   # the host may skip a bidder who does not answer
            return [HOST_END, *(skip_bid_choice(s) for s in silent_bidders(state)), *seat_choices(state)]
        return [HOST_END, *seat_choices(state)]
    player = state.player(seat)
    if phase == "bids":
        if seat != state.current and seat not in state.turn.bids and seat in lawsuit_bidders(state, state.current):
            out = bid_choices(state, seat)
        else:
            out = []
    elif seat == state.current:
        out = list(PHASE_CHOICES[phase](state, seat))
        if phase in OWN_TURN_PHASES:
            out += anytime_choices(state, player)
    else:
        out = []
    if not player.bot:
        out.append(VOTE[bool(player.vote)])
    return out


def space_choices(state: State, seat: int) -> list[Choice]:
    player = state.player(seat)
    turn = state.turn
    out: list[Choice] = []
    if turn.treasure_pending:
        return list(TREASURE_CHOICES)
    if turn.landed_effects:
        space = space_of(player.board, player.pos)
        kind_choices = SPACE_KIND_CHOICES.get(space.kind)
        if kind_choices is not None:
            out += kind_choices(state, seat, space)
    if turn.moved and player.bonus and any(CARD_BY_ID[c].kind == "bonus_move" for c in player.bonus):
        card = next(c for c in player.bonus if CARD_BY_ID[c].kind == "bonus_move")
        out.append(extra_move_choice(card))
    out.append(END_TURN)
    return out


SPACE_KIND_CHOICES = {BUILDING: building_choices, TOWN_HALL: town_hall_choices,
                      EXCHANGE: exchange_choices, MINE: rights_choices,
                      WORLD_AIRPORT: airport_choices}


def anytime_choices(state: State, player: Player) -> tuple[Choice, ...]:
    rights = player.rights
    out = sell_mine_choices(tuple(rights.items())) if rights else ()
    for card in player.bonus:
        if CARD_BY_ID[card].kind == "bonus_price":     # the first price card in hand
            return out + all_price_bonus_choices(card, tuple(map(state.prices.__getitem__, RESOURCES)))
    return out


PHASE_CHOICES = {"mine": mine_choices, "move": move_choices, "path": path_choices,
                 "space": space_choices, "preempt": preempt_choices, "accept": accept_choices,
                 "bids": lambda s, seat: []}
