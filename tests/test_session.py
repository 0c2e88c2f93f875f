"""Sessions and the registry, as players notice them: tokens, stale taps, restarts, races."""
from __future__ import annotations

import functools
import random
import threading

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from billionaire.engine import SeatSpec, replay
from billionaire.session import Registry, Session
from billionaire.store import Store

SEATS = [SeatSpec("Anna"), SeatSpec("Bruno"), SeatSpec("Bot 1", bot=True, level="normale")]


def new_registry(path=":memory:") -> Registry:
    return Registry(Store(path))


def new_session(registry=None, seed=7) -> Session:
    registry = registry or new_registry()
    return registry.create(SEATS, starting_cash=10_000, seed=seed)


def playable(session: Session, seat: int):
    """Choices a player could tap now, without votes and the host's end."""
    return [c for c in session.game.choices(seat) if c.kind not in ("vote", "host_end")]


def action_of(choice, rng: random.Random) -> dict:
    if choice.amount:
        low, high = choice.amount
        return choice.action(amount=rng.randint(low, high))
    return choice.action()


def play(session: Session, steps: int, seed: int = 0) -> int:
    """Play up to `steps` legal actions, as the seats that have choices; returns how many."""
    rng = random.Random(seed)
    done = 0
    for _ in range(steps):
        movers = [s for s in range(1, session.seat_count + 1) if playable(session, s)]
        if not movers:
            break
        seat = rng.choice(movers)
        choice = rng.choice(playable(session, seat))
        assert session.submit(seat, action_of(choice, rng), session.decision_for(seat)) is None
        done += 1
    return done


def snapshot(session: Session):
    return session.game.state_hash(), list(session.game.log), session.decision


def stored_log(session: Session):
    [record] = [r for r in session.store.load_all() if r.game_id == session.game_id]
    return record.log


def current_mover(session: Session) -> int:
    return next(s for s in range(1, session.seat_count + 1) if playable(session, s))


# ------------------------------------------------------------------------------- tokens
def test_new_game_gives_each_human_a_strong_distinct_token():
    registry = new_registry()
    session = new_session(registry)
    assert set(session.tokens) == {1, 2}                 # the bot seat has none
    tokens = list(session.tokens.values()) + [session.host_key]
    assert len(set(tokens)) == 3 and all(len(t) >= 32 for t in tokens)   # >= 192 bits
    assert session.seat_for_token(session.tokens[2]) == 2
    assert registry.find_token(session.tokens[1]) == (session, 1)
    for bad in ("", "nope", None, 42, session.host_key, session.tokens[1][:-1], "é" * 32):
        assert session.seat_for_token(bad) is None
        assert registry.find_token(bad) is None
    assert registry.get(session.game_id) is session
    assert registry.get("missing") is None and registry.get(None) is None


def test_game_ids_are_short_url_safe_and_unique():
    registry = new_registry()
    ids = {new_session(registry, seed=n).game_id for n in range(20)}
    assert len(ids) == 20
    assert all(4 <= len(i) <= 16 and i.replace("-", "").replace("_", "").isalnum() for i in ids)
    assert [s.game_id for s in registry.sessions()] == sorted(
        ids, key=lambda i: (registry.get(i).created_at, i))


def test_released_seat_old_token_stops_working_new_one_opens_it(tmp_path):
    path = tmp_path / "g.sqlite3"
    registry = new_registry(path)
    session = new_session(registry)
    old = session.tokens[1]
    woken = []
    session.subscribe(lambda: woken.append(1))

    with pytest.raises(PermissionError):
        session.release_seat(1, "wrong key")
    assert session.seat_for_token(old) == 1 and woken == []

    new = session.release_seat(1, session.host_key)
    assert new != old and len(new) >= 32
    assert session.seat_for_token(old) is None
    assert registry.find_token(old) is None
    assert session.seat_for_token(new) == 1
    assert registry.find_token(new) == (session, 1)
    assert session.seat_for_token(session.tokens[2]) == 2      # the other phone still works
    assert woken == [1]

    restarted = new_registry(path).get(session.game_id)         # and it lasts a restart
    assert restarted.seat_for_token(new) == 1 and restarted.seat_for_token(old) is None


# --------------------------------------------------------------------------- submitting
def test_stale_decision_is_refused_and_nothing_changes(tmp_path):
    session = new_session(new_registry(tmp_path / "g.sqlite3"))
    seat = current_mover(session)
    shown = session.decision_for(seat)
    first = playable(session, seat)[0]
    assert session.submit(seat, first.action(), shown) is None
    assert session.decision_for(seat) != shown

    before, stored = snapshot(session), stored_log(session)
    woken = []
    session.subscribe(lambda: woken.append(1))
    # The same phone taps again on the screen it was showing (double tap / late auto-action):
    # whatever it sends with the old decision number is refused.
    tried = 0
    for choice in playable(session, seat) + [first]:
        message = session.submit(seat, action_of(choice, random.Random(0)), shown)
        assert isinstance(message, str) and message
        tried += 1
    assert tried >= 1
    assert snapshot(session) == before and stored_log(session) == stored and woken == []


def test_forged_action_from_another_seat_is_refused():
    session = new_session()
    seat = current_mover(session)
    other = next(s for s in session.human_seats if s != seat and not playable(session, s))
    before = snapshot(session)
    for choice in playable(session, seat):
        message = session.submit(other, choice.action(), session.decision_for(other))
        assert isinstance(message, str) and message, choice
        message = session.submit(other, {**choice.action(), "seat": seat},
                                 session.decision_for(other))
        assert isinstance(message, str) and message
    assert snapshot(session) == before


@pytest.mark.parametrize("seat, action, decision", [
    (1, "roll", None),
    (1, None, None),
    (1, ["roll"], None),
    (1, {}, None),
    (1, {"kind": 3}, None),
    (1, {"kind": "roll", "x": float("nan")}, None),
    (1, {"kind": "roll", "x": object()}, None),
    (1, {"kind": "roll", 5: "x"}, None),
    (1, {"kind": "no_such_action"}, None),
    (1, {"kind": "move", "to": ["c1"]}, None),
    (1, {"kind": "roll"}, "0"),
    (1, {"kind": "roll"}, 1.5),
    (1, {"kind": "roll"}, True),
    ("1", {"kind": "roll"}, None),
    (True, {"kind": "roll"}, None),
    (None, {"kind": "roll"}, None),
    (99, {"kind": "roll"}, None),
    (-1, {"kind": "roll"}, None),
    (1, {"kind": "roll", "pad": "x" * 100_000}, None),
])
def test_malformed_input_gets_a_message_and_changes_nothing(seat, action, decision):
    session = new_session()
    before = snapshot(session)
    message = session.submit(seat, action, decision)
    assert isinstance(message, str) and message
    assert snapshot(session) == before


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner,
                                                                max_size=3),
    max_leaves=8)


@functools.lru_cache(maxsize=1)
def fuzz_session() -> Session:
    """One game shared by every fuzz example (hypothesis dislikes function fixtures)."""
    return new_session(seed=11)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seat=st.integers(-2, 8) | st.none() | st.text(max_size=3),
       action=st.dictionaries(st.sampled_from(["kind", "to", "amount", "resource", "card",
                                               "vehicle", "yes", "bidder", "target", "x"]),
                              json_values, max_size=4)
       | json_values,
       decision=st.none() | st.integers(-3, 5) | st.text(max_size=2))
def test_fuzzed_input_never_raises(seat, action, decision):
    session = fuzz_session()
    before = snapshot(session)
    result = session.submit(seat, action, decision)
    assert result is None or (isinstance(result, str) and result)
    if result is not None:
        assert snapshot(session) == before
    # Whatever was accepted is a real legal move: the log still replays to the same state.
    assert replay(session.game.setup, session.game.log).state_hash() == session.game.state_hash()


def test_action_is_stored_before_listeners_are_woken(tmp_path):
    path = tmp_path / "g.sqlite3"
    session = new_session(new_registry(path))
    seen = []

    def listener():
        # A fresh connection to the file sees the action already: it is durable.
        [record] = Store(path).load_all()
        seen.append((len(record.log), len(session.game.log)))

    unsubscribe = session.subscribe(listener)
    play(session, 3)
    assert seen == [(1, 1), (2, 2), (3, 3)]
    unsubscribe()
    unsubscribe()                                   # harmless twice
    play(session, 1, seed=5)
    assert len(seen) == 3


def test_failing_listener_is_removed_and_never_breaks_submit():
    session = new_session()
    calls = {"good": 0, "bad": 0}

    def bad():
        calls["bad"] += 1
        raise RuntimeError("page is gone")

    def good():
        calls["good"] += 1

    session.subscribe(bad)
    session.subscribe(good)
    session.subscribe(good)                         # two pages, two entries
    assert play(session, 2) == 2
    assert calls == {"bad": 1, "good": 4}
    assert session.listener_count == 2


def test_restarted_registry_has_same_games_state_and_tokens(tmp_path):
    path = tmp_path / "g.sqlite3"
    registry = new_registry(path)
    sessions = [new_session(registry, seed=n) for n in (1, 2, 3)]
    for n, session in enumerate(sessions):
        play(session, 10 * n + 5, seed=n)
    sessions[1].release_seat(2, sessions[1].host_key)

    restarted = new_registry(path)
    assert [s.game_id for s in restarted.sessions()] == [s.game_id for s in sessions]
    for before in sessions:
        after = restarted.get(before.game_id)
        assert after.game.state_hash() == before.game.state_hash()
        assert after.game.log == before.game.log
        assert after.decision == before.decision
        assert after.tokens == before.tokens and after.host_key == before.host_key
        assert after.created_at == before.created_at
        assert restarted.find_token(before.tokens[1]) == (after, 1)
    # The restored game goes on and stays persisted.
    resumed = restarted.get(sessions[0].game_id)
    play(resumed, 5, seed=9)
    again = new_registry(path).get(resumed.game_id)
    assert again.game.state_hash() == resumed.game.state_hash()


def test_two_threads_submitting_at_once_keep_the_log_consistent(tmp_path):
    path = tmp_path / "g.sqlite3"
    session = new_session(new_registry(path))
    for _ in range(15):
        seat = current_mover(session)
        action = action_of(playable(session, seat)[0], random.Random(0))
        shown = session.decision_for(seat)
        barrier = threading.Barrier(2)
        results = []

        def tap():
            barrier.wait()
            results.append(session.submit(seat, action, shown))

        threads = [threading.Thread(target=tap) for _ in range(2)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        # A double tap from two clients of one phone: exactly one is accepted.
        assert sorted(results, key=lambda r: r is not None)[0] is None
        assert sum(r is None for r in results) == 1
    assert stored_log(session) == session.game.log
    assert replay(session.game.setup, session.game.log).state_hash() == session.game.state_hash()


def test_threads_playing_concurrently_leave_a_replayable_log(tmp_path):
    path = tmp_path / "g.sqlite3"
    session = new_session(new_registry(path))
    errors = []

    def player(seat, seed):
        rng = random.Random(seed)
        try:
            for _ in range(200):
                with session.lock:
                    shown = session.decision_for(seat)
                    choices = playable(session, seat)
                if choices:
                    session.submit(seat, action_of(rng.choice(choices), rng), shown)
        except Exception as e:                      # pragma: no cover - the test reports it
            errors.append(e)

    threads = [threading.Thread(target=player, args=(seat, seat)) for seat in (1, 2, 1)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    assert len(session.game.log) > 0
    assert stored_log(session) == session.game.log
    assert replay(session.game.setup, session.game.log).state_hash() == session.game.state_hash()
    restarted = new_registry(path).get(session.game_id)
    assert restarted.game.state_hash() == session.game.state_hash()


# ----------------------------------------------------------------------------------- bots
def test_bot_steps_until_a_human_must_choose():
    pytest.importorskip("billionaire.bots")
    session = new_session()
    moved = 0
    for _ in range(300):
        seat = session.bot_to_move()
        if seat is None:
            if not any(playable(session, s) for s in session.human_seats):
                break                               # the game is over
            human = current_mover(session)
            assert human in session.human_seats
            assert not session.bot_step()
            playable_now = playable(session, human)
            action = action_of(playable_now[0], random.Random(0))
            assert session.submit(human, action, session.decision_for(human)) is None
            continue
        assert seat in session.bot_seats
        before = len(session.game.log)
        assert session.bot_step()
        assert len(session.game.log) == before + 1
        assert session.game.log[-1]["seat"] == seat
        moved += 1
    assert moved > 0


def test_host_ending_the_game_is_remembered_after_a_restart(tmp_path):
    path = tmp_path / "g.sqlite3"
    session = new_session(new_registry(path))
    play(session, 4)
    assert not session.finished
    [end] = [c for c in session.game.choices(0) if c.kind == "host_end"]
    assert session.submit(0, end.action(), session.decision_for(0)) is None
    assert session.finished
    assert [r.finished for r in Store(path).load_all()] == [True]
    restarted = new_registry(path).get(session.game_id)
    assert restarted.finished and restarted.game.state_hash() == session.game.state_hash()
    assert all(not playable(restarted, s) for s in range(1, restarted.seat_count + 1))


def test_only_the_host_key_deletes_a_game():
    reg = Registry(Store(":memory:"))
    session = reg.create([SeatSpec("Anna"), SeatSpec("Bot", bot=True)], 10_000)
    with pytest.raises(PermissionError):
        reg.delete(session.game_id, "not-the-key")
    assert reg.get(session.game_id) is session
    reg.delete(session.game_id, session.host_key)
    assert reg.get(session.game_id) is None
    assert reg.store.load_all() == []


def _until_bot_must_think(session: Session, limit: int = 400) -> int:
    """Play (humans at random, bots by `bot_step`) until a bot has a real choice; its seat."""
    rng = random.Random(3)
    for _ in range(limit):
        seat = session.bot_to_move()
        if seat is not None:
            options = playable(session, seat)
            if len(options) > 1 or options[0].amount is not None:
                return seat
            assert session.bot_step()
            continue
        human = current_mover(session)
        choice = rng.choice(playable(session, human))
        assert session.submit(human, action_of(choice, rng), session.decision_for(human)) is None
    raise AssertionError("no bot choice reached")


def test_bot_thinks_on_a_copy_without_the_game_lock(monkeypatch, caplog):
    from billionaire import bots

    session = new_session()
    seat = _until_bot_must_think(session)
    real = bots.choose_action
    seen = {}

    def thinking(game, bot_seat):
        seen["copy"] = game is not session.game
        got = []

        def other_thread():   # e.g. the event loop reading a view while the bot thinks
            if session.lock.acquire(timeout=2):
                got.append(True)
                session.lock.release()

        t = threading.Thread(target=other_thread)
        t.start()
        t.join()
        seen["lock_free"] = got == [True]
        return real(game, bot_seat)

    monkeypatch.setattr(bots, "choose_action", thinking)
    before = len(session.game.log)
    assert session.bot_step()
    assert seen == {"copy": True, "lock_free": True}
    assert len(session.game.log) == before + 1 and session.game.log[-1]["seat"] == seat
    assert not [r for r in caplog.records if r.levelname == "ERROR"]


def test_bot_choice_made_stale_while_thinking_is_refused_and_changes_nothing(monkeypatch, caplog):
    from billionaire import bots

    session = new_session()
    seat = _until_bot_must_think(session)
    real = bots.choose_action

    def slow_thinking(game, bot_seat):
        action = real(game, bot_seat)
        # meanwhile another step of the same bot got there first: this one is now stale
        assert session.submit(bot_seat, action, session.decision_for(bot_seat)) is None
        return action

    monkeypatch.setattr(bots, "choose_action", slow_thinking)
    before = len(session.game.log)
    assert session.bot_step() is False           # refused as stale: no error, no "safe move"
    assert len(session.game.log) == before + 1   # only the other step's action
    assert not [r for r in caplog.records if r.levelname == "ERROR"]
    assert seat in session.bot_seats


def test_a_failing_bot_still_plays_a_safe_move(monkeypatch, caplog):
    from billionaire import bots

    session = new_session()
    seat = _until_bot_must_think(session)

    def broken(game, bot_seat):
        raise RuntimeError("bot bug")

    monkeypatch.setattr(bots, "choose_action", broken)
    before = len(session.game.log)
    assert session.bot_step()
    assert len(session.game.log) == before + 1 and session.game.log[-1]["seat"] == seat
    caplog.clear()   # the logged bot failure is the point of this test


def test_bot_moves_are_what_the_bot_chooses_on_the_live_game():
    """Thinking on a copy changes nothing: each stored bot move is the bot's choice for the
    game rebuilt at that point."""
    from billionaire import bots

    session = new_session(seed=11)
    play_rng = random.Random(5)
    for _ in range(250):
        if session.finished:
            break
        if session.bot_to_move() is not None:
            assert session.bot_step()
            continue
        movers = [s for s in session.human_seats if playable(session, s)]
        if not movers:
            break
        human = movers[0]
        choice = play_rng.choice(playable(session, human))
        assert session.submit(human, action_of(choice, play_rng), session.decision_for(human)) is None
    log = session.game.log
    bot_moves = [i for i, e in enumerate(log) if e["seat"] in session.bot_seats]
    assert len(bot_moves) > 10
    for i in bot_moves:
        game = replay(session.game.setup, log[:i])
        assert bots.choose_action(game, log[i]["seat"]) == log[i]["action"]


def _finished_and_running(path):
    registry = new_registry(path)
    done = new_session(registry, seed=1)
    play(done, 6)
    assert done.submit(0, {"kind": "host_end"}, done.decision_for(0)) is None and done.finished
    running = new_session(registry, seed=2)
    play(running, 5)
    return done, running


def test_finished_games_wait_unrestored_until_someone_opens_them(tmp_path, monkeypatch):
    from billionaire import engine

    path = tmp_path / "g.sqlite3"
    done, running = _finished_and_running(path)
    replays: list[int] = []
    real = engine.replay
    monkeypatch.setattr(engine, "replay", lambda setup, log: replays.append(len(log)) or real(setup, log))

    restarted = new_registry(path)
    assert replays == [len(running.game.log)]          # only the game in play, at start
    listing = restarted.listing()                      # the games list shows both anyway
    assert [(g.game_id, g.finished) for g in listing] == [(done.game_id, True), (running.game_id, False)]
    assert listing[0].names == ("Anna", "Bruno", "Bot 1")
    # a phone's link wakes it up, as it was
    session, seat = restarted.find_token(done.tokens[2])
    assert seat == 2 and session.finished
    assert session.game.state_hash() == done.game.state_hash()
    assert restarted.get(done.game_id) is session and len(replays) == 2
    assert restarted.find_token("not a token") is None and len(replays) == 2


def test_an_unopened_finished_game_is_deleted_by_its_host_only(tmp_path):
    path = tmp_path / "g.sqlite3"
    done, running = _finished_and_running(path)
    restarted = new_registry(path)
    with pytest.raises(PermissionError):
        restarted.delete(done.game_id, running.host_key)
    restarted.delete(done.game_id, done.host_key)
    assert [g.game_id for g in restarted.listing()] == [running.game_id]
    assert restarted.get(done.game_id) is None and restarted.find_token(done.tokens[1]) is None
    assert [g.game_id for g in new_registry(path).listing()] == [running.game_id]
