"""Shipping and depots: a ship or a plane leaves a mine's continent with its kg, travels a few
turns, lands them in the port's or the city airport's depot, and the owner collects them there."""
from __future__ import annotations

from ..board import PORT
from ..choice import Choice
from ..events import say
from ..state import Player, State, Vehicle
from ..tables import KG_VALUE, TRANSIT_DISTANCE, VEHICLES
from .memo import memo
from .money import MINE_CONTINENT, MINE_RESOURCE, transfer


def ship_load(state: State, seat: int, vehicle: str) -> dict[str, int]:
    """Kg to load from every own mine of this continent: most valuable first, up to capacity."""
    player = state.player(seat)
    continent = MINE_CONTINENT[player.pos]
    room = VEHICLES[vehicle].capacity
    load: dict[str, int] = {}
    mines = sorted((m for m in player.rights if MINE_CONTINENT[m] == continent and player.rights[m] > 0),
                   key=lambda m: (-KG_VALUE[MINE_RESOURCE[m]], m))
    for m in mines:
        take = min(room, player.rights[m])
        if take:
            load[m] = take
            room -= take
    return load


def shippable_kg(player: Player) -> int:
    """Kg in the player's mines of the continent it stands in. `ship_load` fills a vehicle
    from them up to its capacity, so it carries min(capacity, this) kg: the `ship` labels
    need only that sum, not the load itself."""
    continent = MINE_CONTINENT[player.pos]
    return sum([kg for mine, kg in player.rights.items() if kg > 0 and MINE_CONTINENT[mine] == continent])


@memo
def ship_choice(kind: str, kg: int) -> Choice:
    spec = VEHICLES[kind]
    return Choice("ship", {"vehicle": kind}, confirm=True, cost=spec.cost, shows={"kg": kg})


def _ship(state: State, seat: int, act: dict) -> None:
    player = state.player(seat)
    kind = act["vehicle"]
    load = ship_load(state, seat, kind)
    cargo: dict[str, int] = {}
    for mine, kg in load.items():
        player.rights[mine] -= kg
        res = MINE_RESOURCE[mine]
        cargo[res] = cargo.get(res, 0) + kg
    continent = MINE_CONTINENT[player.pos]
    transfer(state, seat, None, VEHICLES[kind].cost, "shipping", vehicle=kind)
    dist = TRANSIT_DISTANCE[continent]
    state.vehicles.append(Vehicle(state.next_vehicle, seat, kind, continent, cargo, dist, dist))
    state.next_vehicle += 1
    say(state, "shipped", seat=seat, kg=sum(cargo.values()), vehicle=kind, continent=continent)
    state.turn.mine_used = state.turn.mine_slots
    state.phase = "move"


def vehicles_travel(state: State, seat: int) -> None:
    """At the start of the owner's turn each vehicle moves on; one that arrives fills its depot."""
    player = state.player(seat)
    for v in [v for v in state.vehicles if v.owner == seat]:
        v.remaining -= VEHICLES[v.kind].speed
        if v.remaining <= 0:
            depot = player.depots["port" if v.kind == "ship" else "city_airport"]
            for r, kg in v.cargo.items():
                depot[r] = depot.get(r, 0) + kg
            state.vehicles.remove(v)
            say(state, "vehicle_arrived", seat=seat, vehicle=v.kind, kg=sum(v.cargo.values()))


def collect_depot(state: State, seat: int, space) -> None:
    """Landing on the port or the city airport: the owner takes what waits in its depot."""
    player = state.player(seat)
    depot = player.depots["port" if space.kind == PORT else "city_airport"]
    if depot:
        for r, kg in depot.items():
            player.carried[r] = player.carried.get(r, 0) + kg
        say(state, "depot_collected", seat=seat, kg=sum(depot.values()), space=space.id)
        depot.clear()


HANDLERS = {"ship": _ship}
