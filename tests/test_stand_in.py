"""A bot takes an absent player's seat and gives it back, as the room notices it: the seat keeps
what it holds across a restart, its phone can no longer act for it, the bot sees only what the
seat may see, the host's monitor hands the seat over and back (new QR), and the table's "away"
setting lets a bot play a phone that stays away on its turn until the phone returns."""
from __future__ import annotations

import asyncio
import copy
import random

import pytest
from nicegui import ui
from nicegui.testing import User

from billionaire import bots
from billionaire.engine import Game, SeatSpec
from billionaire.randomplay import acting_seats
from billionaire.session import Registry
from billionaire.store import Store
from test_app_pages import _app_env, create_game, registry, user  # noqa: F401  (fixtures)

pytest_plugins = ["nicegui.testing.user_plugin"]

SEATS = [SeatSpec("Anna"), SeatSpec("Bruno"), SeatSpec("Bot 1", bot=True, level="normale")]


def _holdings(session, seat: int) -> dict:
    p = session.game.state.player(seat)
    return {"cash": p.cash, "objective": p.objective, "licences": list(p.licences),
            "rights": dict(p.rights), "carried": dict(p.carried), "bonus": list(p.bonus),
            "ledger": list(p.ledger), "pos": p.pos}


def _bots_play(session, steps: int) -> None:
    """The bot loop's moves, and the human seats' moves as their phones would send them."""
    rng = random.Random(1)
    for _ in range(steps):
        if session.finished:
            return
        if session.bot_step():
            continue
        seat = acting_seats(session.game)[0]
        options = [c for c in session.game.choices(seat) if c.kind != "vote"]
        choice = rng.choice(options)
        action = choice.action(choice.amount[0]) if choice.amount else choice.action()
        assert session.submit(seat, action, session.decision_for(seat)) is None


def test_a_seat_handed_to_a_bot_and_back_keeps_everything_across_a_restart(tmp_path):
    path = tmp_path / "games.sqlite3"
    session = Registry(Store(path)).create(SEATS, starting_cash=10_000, seed=5)
    _bots_play(session, 60)
    key, old_token = session.host_key, session.tokens[2]
    assert session.stand_in(2, "normale", "forged") is not None          # the host's only
    assert session.stand_in(2, "normale", key) is None
    before = _holdings(session, 2)
    restarted = Registry(Store(path)).get(session.game_id)
    assert restarted.stood_in(2) == "host" and 2 in restarted.bot_seats   # a bot plays it after a restart
    assert _holdings(restarted, 2) == before
    moved = 0
    for _ in range(400):                                                 # the bot plays G2's turns
        if restarted.finished:
            break
        if restarted.game.state.current == 2 and restarted.bot_step():
            moved += 1
        elif not restarted.bot_step():
            seat = acting_seats(restarted.game)[0]
            c = next(c for c in restarted.game.choices(seat) if c.kind != "vote")
            restarted.submit(seat, c.action(c.amount[0]) if c.amount else c.action(), restarted.decision_for(seat))
        if moved >= 5:
            break
    assert moved >= 5
    held = _holdings(restarted, 2)
    assert held["objective"] == before["objective"] and held["ledger"][:len(before["ledger"])] == before["ledger"]
    new_token = restarted.give_back(2, key)
    assert new_token != old_token and restarted.seat_for_token(old_token) is None
    assert restarted.stood_in(2) is None and 2 not in restarted.bot_seats
    again = Registry(Store(path)).get(session.game_id)
    assert again.stood_in(2) is None and again.seat_for_token(new_token) == 2
    assert _holdings(again, 2) == _holdings(restarted, 2)


def test_the_phone_of_a_seat_a_bot_plays_cannot_act_for_it():
    session = Registry(Store(":memory:")).create(SEATS, starting_cash=10_000, seed=5)
    assert session.game.state.current == 1
    [roll] = [c for c in session.game.choices(1) if c.kind == "roll"]
    session.stand_in(1, "facile", session.host_key)
    before = session.game.state_hash()
    error = session.submit(1, roll.action(), session.decision_for(1))
    assert error is not None and error.code == "seat_stood_in"
    assert session.game.state_hash() == before
    assert session.game.private_view(1)["choices"] == []                  # the phone shows no button
    assert session.bot_step() and session.game.state_hash() != before     # the bot plays it


class Poison:
    """Stands for another seat's secret: any use of it fails the test."""

    def _fail(self, *a, **k):
        raise AssertionError("a bot read another seat's secret")

    __eq__ = __hash__ = __iter__ = __len__ = __getitem__ = __contains__ = __bool__ = _fail
    __lt__ = __gt__ = __str__ = __format__ = __getattr__ = _fail


def _poisoned(game: Game, seat: int) -> Game:
    """The game as `seat` may see it, others' secrets (objective, bonus cards, ledger, notices,
    sealed bids) and the dice and deck to come replaced by poison; its choices as the engine
    gives them (the engine knows everything, the bot must not)."""
    state = copy.deepcopy(game.state)
    for p in state.players:
        if p.seat != seat:
            p.objective, p.bonus, p.ledger, p.notices = Poison(), Poison(), Poison(), Poison()
    state.turn.bids = {s: (b if s == seat else Poison()) for s, b in state.turn.bids.items()}
    state.rng = Poison()
    seen = Game(state, game.setup)
    seen._cache = {seat: game.choices(seat)}
    seen._cache_counter = state.counter
    return seen


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_bot_in_a_humans_seat_never_reads_another_seats_secrets(seed):
    rng = random.Random(seed)
    game = Game.new(seed, [SeatSpec(f"P{i}") for i in range(4)], 10_000)
    for seat in (1, 2, 3, 4):
        game.apply(0, {"kind": "stand_in", "seat": seat, "level": rng.choice(["facile", "normale"]),
                       "why": "host"})
    checked = 0
    for _ in range(1500):
        if game.over:
            break
        seat = acting_seats(game)[0]
        action = bots.choose_action(_poisoned(game, seat), seat)
        assert action == bots.choose_action(game, seat)
        game.apply(seat, action)
        checked += 1
    assert checked > 150


def _phone_away(monkeypatch, connected: set[int]) -> None:
    from pages import runtime
    monkeypatch.setattr(runtime, "phone_connected", lambda session, seat: seat in connected)


def test_away_a_bot_plays_a_phone_away_on_its_turn_until_it_returns(monkeypatch):
    from pages import runtime
    session = Registry(Store(":memory:")).create(SEATS, starting_cash=10_000, seed=5, away_minutes=2)
    connected = {1, 2}
    _phone_away(monkeypatch, connected)
    runtime._phone_seen.clear()
    runtime._turn_since.clear()
    assert session.game.state.current == 1
    assert runtime.away_check(session, now=0.0) == []
    connected.discard(1)                                         # G1's phone goes away on its turn
    assert runtime.away_check(session, now=60.0) == []
    assert runtime.away_check(session, now=60.0 + 119) == []
    assert runtime.away_check(session, now=60.0 + 120) == [(1, "in")]
    assert session.away_stand_in(1) is None and session.stood_in(1) == "away"
    assert runtime.away_check(session, now=500.0) == []          # still away: the bot plays on
    connected.add(1)
    assert runtime.away_check(session, now=501.0) == [(1, "back")]
    assert session.phone_back(1) and session.stood_in(1) is None
    assert session.seat_for_token(session.tokens[1]) == 1        # same link, no new QR


def test_away_is_off_by_default_and_waits_for_the_seats_turn(monkeypatch):
    from pages import runtime
    session = Registry(Store(":memory:")).create(SEATS, starting_cash=10_000, seed=5)
    _phone_away(monkeypatch, set())
    runtime._phone_seen.clear()
    runtime._turn_since.clear()
    assert runtime.away_check(session, now=0.0) == [] and runtime.away_check(session, now=3600.0) == []
    timed = Registry(Store(":memory:")).create(SEATS, starting_cash=10_000, seed=5, away_minutes=2)
    runtime.away_check(timed, now=0.0)
    assert runtime.away_check(timed, now=3600.0) == [(1, "in")]  # G1 decides; G2 has nothing to do
    with pytest.raises(Exception):
        Registry(Store(":memory:")).create(SEATS, starting_cash=10_000, away_minutes=-5)


async def test_the_host_hands_a_seat_to_a_bot_and_gives_it_back_with_a_new_qr(user: User) -> None:
    session = await create_game(user, humans=2, bots=1)
    old = session.tokens[2]
    user.find(marker="manage_2").click()
    [button] = user.find(marker="stand_in_normale").elements
    user.find(marker="stand_in_normale").click()
    dialog = button
    while not isinstance(dialog, ui.dialog):
        dialog = dialog.parent_slot.parent
    for _ in range(500):        # stored in a worker thread, then the dialog closes
        if session.stood_in(2) and not dialog.value:
            break
        await asyncio.sleep(0.02)
    assert session.stood_in(2) == "host" and not dialog.value
    await user.should_see("Bot al posto · normale")               # the monitor says who plays it
    await user.should_see("Un bot (normale) gioca al posto di G2")
    user.find(marker="manage_2").click()
    user.find(marker="give_back").click()
    await user.should_see("il vecchio link non funziona più")
    assert session.stood_in(2) is None and session.tokens[2] != old
    await user.should_see(f"http://10.0.0.7:8080/play/{session.tokens[2]}")


@pytest.mark.parametrize("game_name", ["billionaire", "alta_finanza"])
async def test_the_returning_phone_reads_what_the_bot_played_for_it(user: User, game_name) -> None:
    """A bot played G1 while its phone was away: the phone says so while it plays and, once the
    seat is back, lists what was played in G1's name, until the player closes it (both games)."""
    from billionaire import games
    session = registry().create(SEATS, seed=5, game=game_name,
                                settings={"target": 1_000_000} if game_name == games.ALTA_FINANZA else None)
    assert session.away_stand_in(1) is None
    await user.open(f"/play/{session.tokens[1]}")
    await user.should_see("Un bot sta giocando per te")
    for _ in range(30):                 # the bot plays G1 (and the others play) for a while
        if not session.bot_step():
            seat = acting_seats(session.game)[0] if game_name == games.BILLIONAIRE else session.game.current_seat
            if session.stood_in(seat):      # the bot's own move, not a phone's: try the loop again
                continue
            c = [c for c in session.game.choices(seat) if c.kind != "vote"][0]
            assert session.submit(seat, c.action(c.amount[0]) if c.amount else c.action(),
                                  session.decision_for(seat)) is None
    assert session.phone_back(1)
    await user.should_see("Mentre eri via, un bot ha giocato per te:")
    lines = session.game.private_view(1)["away"]["lines"]
    assert lines and any("G1" in line for line in lines)
    await user.should_see(lines[-1])
    user.find(marker="away_close").click()
    await user.should_not_see("Mentre eri via")
    await user.open(f"/play/{session.tokens[1]}")     # closed stays closed on the seat's pages
    await user.should_see(marker="vote")
    await user.should_not_see("Mentre eri via")


async def test_an_alta_finanza_seat_a_bot_plays_shows_no_button_on_its_phone(user: User) -> None:
    """As in Billionaire: the seat's phone shows the seat and why it decides nothing; a forged tap
    is refused by the session."""
    from billionaire import games
    session = registry().create(SEATS, seed=5, game=games.ALTA_FINANZA, settings={"target": 1_000_000})
    assert session.stand_in(1, "normale", session.host_key) is None
    await user.open(f"/play/{session.tokens[1]}")
    await user.should_see("Un bot gioca al tuo posto")
    await user.should_not_see(marker="af-choice-roll")
    assert session.game.private_view(1)["choices"] == []
    assert session.submit(1, {"kind": "roll"}, session.decision_for(1)).code == "seat_stood_in"
