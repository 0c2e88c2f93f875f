"""Hostile input at the one door (`Session.submit`), at the token lookup and at game creation.

Whatever a tampered phone, a guessed link or a cheeky setup form sends, it is refused with an
Italian message and the game (state hash, log, stored log) is exactly as before; or, for names,
accepted and kept as plain text. Six threads playing at once leave a log that replays to the
live state and equals the stored one.
"""
from __future__ import annotations

import random
import secrets
import threading
import time

import pytest

from billionaire.engine import RuleError, SeatSpec, replay, validate_setup
from billionaire.session import Registry, Session
from billionaire.store import Store, StoreError

HUMANS3 = [SeatSpec("Anna"), SeatSpec("Bruno"), SeatSpec("Carla")]


# ------------------------------------------------------------------------------ helpers
def new_session(tmp_path, seats=HUMANS3, seed=3, cash=10_000) -> Session:
    return Registry(Store(tmp_path / "g.sqlite3")).create(seats, cash, seed=seed)


def stored_log(session: Session) -> list[dict]:
    [record] = [r for r in session.store.load_all() if r.game_id == session.game_id]
    return record.log


def snapshot(session: Session):
    return (session.game.state_hash(), [dict(e) for e in session.game.log], session.decision,
            stored_log(session))


def playable(session: Session, seat: int):
    return [c for c in session.game.choices(seat) if c.kind not in ("vote", "host_end")]


def action_of(choice, rng: random.Random) -> dict:
    return choice.action(rng.randint(*choice.amount)) if choice.amount else choice.action()


def assert_refused(session: Session, seat, action, decision="own") -> str:
    """Submit and check: an Italian message, nothing changed, no listener woken."""
    if decision == "own":
        decision = session.decision_for(seat) if isinstance(seat, int) and not \
            isinstance(seat, bool) and 0 <= seat <= session.seat_count else None
    before = snapshot(session)
    woken: list[int] = []
    unsubscribe = session.subscribe(lambda: woken.append(1))
    try:
        message = session.submit(seat, action, decision)
    finally:
        unsubscribe()
    assert isinstance(message, str) and message.strip(), (seat, action, decision, message)
    assert snapshot(session) == before, (seat, action, decision)
    assert woken == []
    return message


def mover(session: Session) -> int:
    return next(s for s in range(1, session.seat_count + 1) if playable(session, s))


def reach_amount_choice(tmp_path):
    """A game (3 humans) in which some seat must choose an amount (a sealed bid)."""
    for seed in range(40):
        session = new_session(tmp_path / f"s{seed}", seed=seed)
        rng = random.Random(seed)
        for _ in range(1500):
            if session.finished:
                break
            for seat in range(1, 4):
                found = [c for c in playable(session, seat) if c.amount]
                if found:
                    return session, seat, found[0]
            movers = [s for s in range(1, 4) if playable(session, s)]
            seat = rng.choice(movers)
            assert session.submit(seat, action_of(rng.choice(playable(session, seat)), rng),
                                  session.decision_for(seat)) is None
    pytest.skip("no game reached a choice with an amount")


# ----------------------------------------------------------------------- forged actions
def test_forged_actions_for_another_seat_are_refused(tmp_path):
    session = new_session(tmp_path)
    seat = mover(session)
    for other in range(0, session.seat_count + 1):
        if other == seat:
            continue
        for choice in playable(session, seat):
            # the other seat's own decision number, and the mover's one, and none at all
            assert_refused(session, other, choice.action())
            assert_refused(session, other, choice.action(), session.decision_for(seat))
            assert_refused(session, other, choice.action(), None)
            # a "seat" field inside the action does not impersonate anyone
            assert_refused(session, other, {**choice.action(), "seat": seat})
    # impossible seat numbers, for a legal action of the mover
    legal = playable(session, seat)[0].action()
    for fake in (-1, 7, 99, 10**30, True, False, "1", 1.0, None, [1], {"seat": 1}):
        assert_refused(session, fake, legal, None)
    # only the host (seat 0) may end the game, players may not
    for s in range(1, session.seat_count + 1):
        assert_refused(session, s, {"kind": "host_end"})


@pytest.mark.parametrize("kind", ["win", "set_cash", "", " ", "ROLL", "roll ", "Roll", "__class__",
                                  "__init__", "apply", "pay_tax", "accept_bid", "bid", "sell",
                                  "use_price_bonus", "preempt", "host_end", "x" * 5000, "🎲",
                                  "roll\x00"], ids=lambda k: repr(k)[:16])
def test_made_up_or_not_now_kinds_are_refused(tmp_path, kind):
    session = new_session(tmp_path)
    assert_refused(session, mover(session), {"kind": kind})


@pytest.mark.parametrize("action", [
    None, "roll", b"roll", 42, 4.2, True, ["roll"], ("kind", "roll"), {"roll"},
    {}, {"kind": None}, {"kind": 1}, {"kind": True}, {"kind": ["roll"]}, {"kind": {"a": 1}},
    {1: "roll"}, {("kind",): "roll"}, {"Kind": "roll"},
    {"kind": "roll", "x": float("nan")}, {"kind": "roll", "x": float("inf")},
    {"kind": "roll", "x": object()}, {"kind": "roll", "x": b"bytes"},
    {"kind": "roll", "pad": "x" * 1_000_000},
], ids=lambda a: repr(a)[:24])
def test_non_dict_or_malformed_actions_are_refused(tmp_path, action):
    session = new_session(tmp_path)
    assert_refused(session, mover(session), action)


def test_deeply_nested_action_is_refused_not_raised(tmp_path):
    session = new_session(tmp_path)
    nested: list = []
    for _ in range(100_000):
        nested = [nested]
    assert_refused(session, mover(session), {"kind": "roll", "x": nested})


def test_extra_keys_and_twisted_params_are_refused(tmp_path):
    session = new_session(tmp_path)
    seat = mover(session)
    for choice in playable(session, seat):
        act = choice.action()
        assert_refused(session, seat, {**act, "cheat": 1})
        assert_refused(session, seat, {**act, "amount": 5})
        assert_refused(session, seat, {**act, "cash": 10**9})
        assert_refused(session, seat, {**act, "decision": 0})
        for key, value in choice.params.items():
            for twisted in ([value], {"v": value}, str(value) + " ", str(value).upper() + "x",
                            None, 0, True):
                if twisted != value:
                    assert_refused(session, seat, {**act, key: twisted})
            others = {k: v for k, v in act.items() if k != key}
            assert_refused(session, seat, others)          # a parameter missing


def test_amounts_out_of_range_negative_bools_strings_huge_are_refused(tmp_path):
    session, seat, choice = reach_amount_choice(tmp_path)
    lo, hi = choice.amount
    base = choice.action()
    for bad in (lo - 1, hi + 1, -1, -lo, 0 if lo > 0 else -1, -(10**18), 10**18, 10**400,
                10**5000, True, False, str(lo), f"{lo}", float(lo), lo + 0.5, None, [lo],
                {"v": lo}, float("nan"), float("inf"), -float("inf"), "1e9", ""):
        assert_refused(session, seat, {**base, "amount": bad})
    # and a fair amount still works afterwards (the refusals did not jam the game)
    assert session.submit(seat, {**base, "amount": lo}, session.decision_for(seat)) is None
    assert stored_log(session) == session.game.log


def test_stale_and_duplicate_decisions_are_refused(tmp_path):
    session = new_session(tmp_path)
    seat = mover(session)
    shown = session.decision_for(seat)
    choice = playable(session, seat)[0]
    for wrong in (shown - 1, shown + 1, -1, 10**30, -(10**30), True, False, "0", str(shown),
                  float(shown), [shown]):
        assert_refused(session, seat, choice.action(), wrong)
    assert session.submit(seat, choice.action(), shown) is None
    # the double tap / late auto-action: same screen, same number, any of its old buttons
    assert_refused(session, seat, choice.action(), shown)
    for old in playable(session, seat):
        if session.decision_for(seat) != shown:
            assert_refused(session, seat, action_of(old, random.Random(1)), shown)


# ----------------------------------------------------------------------------- tokens
def test_guessed_tokens_open_no_seat_and_change_nothing(tmp_path):
    registry = Registry(Store(tmp_path / "g.sqlite3"))
    session = registry.create(HUMANS3 + [SeatSpec("Bot", bot=True)], 10_000, seed=5)
    before = snapshot(session)
    rng = random.Random(42)
    real = dict(session.tokens)
    assert set(real) == {1, 2, 3}
    for seat, token in real.items():
        assert len(token) >= 22     # >= 128 bits of randomness, URL-safe
        assert registry.find_token(token) == (session, seat)

    guesses: list = [secrets.token_urlsafe(n) for n in (8, 16, 24, 32) for _ in range(50)]
    guesses += ["", " ", "\n", "null", "None", "undefined", "0", "1", "G1", "a" * 100_000,
                "🎲" * 50, "\ud800", "é" * 24, "%00", "../", "/play/x", "*", "%", "_"]
    token = real[1]
    guesses += [token[:-1], token + "A", token.upper() if token.upper() != token else token + "x",
                token.lower() if token.lower() != token else token + "y", " " + token,
                token + " ", token + "\x00", token[::-1], session.host_key, session.game_id,
                token.encode(), None, 0, 1, True, [token], {"token": token}]
    guesses += ["".join(rng.choice(token) for _ in token) for _ in range(50)]
    for guess in guesses:
        if guess in real.values():
            continue
        assert registry.find_token(guess) is None, guess
        assert session.seat_for_token(guess) is None, guess
    # a seat token is not the host key, and a guessed host key releases nothing
    for key in list(real.values()) + ["", None, secrets.token_urlsafe(24), session.game_id]:
        assert not session.is_host_key(key)
        with pytest.raises(PermissionError):
            session.release_seat(1, key)
    assert session.tokens == real
    assert snapshot(session) == before
    assert Registry(Store(tmp_path / "g.sqlite3")).get(session.game_id).tokens == real


# ------------------------------------------------------------------------ concurrency
def test_six_threads_hammering_submit_leave_a_consistent_game(tmp_path):
    seats = [SeatSpec(f"P{i}") for i in range(1, 7)]
    session = new_session(tmp_path, seats=seats, seed=17)
    start = threading.Barrier(6)
    stop_at = time.monotonic() + 3.0
    accepted = [0] * 7
    refused = [0] * 7
    errors: list[BaseException] = []

    def player(seat: int) -> None:
        rng = random.Random(seat)
        try:
            start.wait()
            while time.monotonic() < stop_at and not session.finished:
                with session.lock:       # read what the screen shows, as pages do
                    shown = session.decision_for(seat)
                    options = playable(session, seat)
                if not options:
                    # a guessed, stale or forged action while waiting: always refused
                    message = session.submit(seat, {"kind": "roll"}, shown)
                    assert message
                    time.sleep(0.0005)
                    continue
                if rng.random() < 0.2:
                    time.sleep(rng.random() * 0.002)   # a slow thumb: the decision may go stale
                result = session.submit(seat, action_of(rng.choice(options), rng), shown)
                if result is None:
                    accepted[seat] += 1
                else:
                    assert isinstance(result, str) and result
                    refused[seat] += 1
        except BaseException as e:     # noqa: BLE001 - reported below
            errors.append(e)

    threads = [threading.Thread(target=player, args=(s,), daemon=True) for s in range(1, 7)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=30)
    assert not any(t.is_alive() for t in threads)
    assert errors == []
    total = sum(accepted)
    assert total >= 20, (accepted, refused)
    assert len(session.game.log) == total == session.decision
    assert replay(session.game.setup, session.game.log).state_hash() == session.game.state_hash()
    assert stored_log(session) == session.game.log
    restored = Registry(Store(tmp_path / "g.sqlite3")).get(session.game_id)
    assert restored.game.state_hash() == session.game.state_hash()


# --------------------------------------------------------------------------- creation
HOSTILE_NAMES = [
    "<script>alert(1)</script>", "<img src=x onerror=alert(1)>", '"><svg onload=alert(1)>',
    "{{ 7*7 }}", "${7*7}", "'; DROP TABLE games;--", "Robert'); --", "&amp; &lt;b&gt;",
    "🎲👑💰", "Zoë Ünïcødé", "‮evil", "a\u200bb", "x" * 40, "x" * 41, "x" * 500, "",
    "   ", "\t\n", "\x00", "nul\x00byte", "\ud800",
]


@pytest.mark.parametrize("name", HOSTILE_NAMES, ids=lambda n: repr(n)[:16])
def test_hostile_names_are_kept_as_plain_text_or_refused(tmp_path, name):
    store_path = tmp_path / "g.sqlite3"
    registry = Registry(Store(store_path))
    seats = [SeatSpec(name), SeatSpec("Bot", bot=True)]
    try:
        session = registry.create(seats, 10_000, seed=1)
    except (RuleError, StoreError, ValueError) as e:
        assert str(e).strip(), "a refusal must say why"
        assert registry.sessions() == []
        assert Registry(Store(store_path)).sessions() == []
        return
    # accepted: the name is exactly the text typed (trimmed), nothing interpreted
    shown = session.game.public_view()["players"][0]["name"]
    assert shown == name.strip() and shown.strip()
    assert len(shown) <= 40
    assert session.game.private_view(1)["name"] == shown
    again = Registry(Store(store_path)).get(session.game_id)
    assert again is not None and again.game.public_view()["players"][0]["name"] == shown


@pytest.mark.parametrize("cash", [-1, 0, 999, 1_000_001, 10**100, -(10**100), 1.5, 10_000.0,
                                  float("nan"), float("inf"), "10000", "10.000", None, True,
                                  [10_000]])
def test_absurd_starting_cash_is_refused_with_a_message(tmp_path, cash):
    registry = Registry(Store(tmp_path / "g.sqlite3"))
    with pytest.raises(RuleError) as refused:
        validate_setup([SeatSpec("Anna")], cash)
    assert str(refused.value).strip()
    with pytest.raises(RuleError):
        registry.create([SeatSpec("Anna"), SeatSpec("Bot", bot=True)], cash, seed=1)
    assert registry.sessions() == []


@pytest.mark.parametrize("seats", [[], [SeatSpec(f"P{i}") for i in range(7)],
                                   [SeatSpec("Bot", bot=True, level="impossibile")],
                                   [SeatSpec("Bot", bot=True, level=None)]])
def test_impossible_seat_lists_are_refused(tmp_path, seats):
    registry = Registry(Store(tmp_path / "g.sqlite3"))
    with pytest.raises(RuleError) as refused:
        registry.create(seats, 10_000, seed=1)
    assert str(refused.value).strip()
    assert registry.sessions() == []


def test_fair_extremes_of_starting_cash_are_accepted(tmp_path):
    registry = Registry(Store(tmp_path / "g.sqlite3"))
    for cash in (1_000, 1_000_000):
        session = registry.create([SeatSpec("Anna"), SeatSpec("Bot", bot=True)], cash, seed=1)
        assert session.game.public_view()["players"][0]["cash"] == cash
