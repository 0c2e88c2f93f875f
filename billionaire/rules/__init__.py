"""The rules of Billionaire, one module per area of the rulebook.

`choices(state, seat)` says what a seat may do now; `HANDLERS[kind](state, seat, action)` does
what an accepted action does (the engine's door, `billionaire.engine`, checks the action against
the choices first). No module here writes player-facing words: choices, events, notices and
errors are data, put into words by `billionaire.texts`.

Where each rule lives:

- turn flow (phases, what follows a movement, landing, end of turn and game): `turn`
- what a seat may do now (phase, space, any time, vote): `offers`
- moving in the city and in the world (roll, destinations, tolls on the way): `movement`,
  the boards' geometry: `paths`, space lookups: `spaces`
- flights: `flights`; world airports: `airports`
- mines, extraction, staying, selling from a mine: `mines`
- shipping and depots: `shipping`
- the exchange and the prices' drift: `exchange`
- buildings, stop fees and tolls: `buildings`; casinos: `casino`
- treasure and coins: `treasure`
- the chance deck: `card_deck`; bonus cards in hand: `bonus_cards`; pre-emption and lawsuits:
  `property_cards`
- licences and the income tax: `town_hall`; the 21 objectives: `objectives`
- money, debt, the ledger's categories, net worth: `money`
- the vote and the host's end: `vote`; a bot standing in for a human's seat: `seats`
"""
from __future__ import annotations

from . import (airports, bonus_cards, buildings, casino, exchange, flights, mines, movement,
               property_cards, seats, shipping, town_hall, treasure, turn, vote)
from .buildings import building_price, toll_of
from .casino import casino_payout
from .movement import compute_destinations, warm_routes
from .offers import choices
from .property_cards import lawsuit_bidders, lawsuit_min, preempt_targets, silent_bidders
from .shipping import ship_load, shippable_kg
from .spaces import SPACE_INDEX, space_name
from .treasure import treasure_dice
from .turn import OWN_TURN_PHASES, TURN_KINDS, finish, start_turn
from .vote import votes_needed

# Every action kind -> its handler, gathered from the areas' modules.
HANDLERS = {kind: handler
            for area in (turn, movement, flights, mines, shipping, exchange, buildings, casino,
                         airports, treasure, town_hall, bonus_cards, property_cards, vote, seats)
            for kind, handler in area.HANDLERS.items()}

__all__ = ["HANDLERS", "OWN_TURN_PHASES", "SPACE_INDEX", "TURN_KINDS", "building_price",
           "casino_payout", "choices", "compute_destinations", "finish", "lawsuit_bidders",
           "lawsuit_min", "preempt_targets", "ship_load", "shippable_kg", "silent_bidders",
           "space_name", "start_turn", "toll_of", "treasure_dice", "votes_needed", "warm_routes"]
