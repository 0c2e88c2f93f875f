"""Fast tests of the phone page (`/play/{token}`) with NiceGUI's simulated `User`.

The app is `app.py` itself (it reads `BILLIONAIRE_*` variables when simulated); games are created
straight through `pages.runtime.registry`.
"""
from __future__ import annotations

import asyncio
import threading
import time
from pathlib import Path

import pytest

from billionaire.choice import Choice
from billionaire.engine import SeatSpec, replay
from billionaire.money import fmt
from phone_kit import click as _click, page_of as _page, tap, until

ROOT = Path(__file__).resolve().parents[1]

pytestmark = pytest.mark.skipif(not (ROOT / "app.py").exists(), reason="app.py not there yet")


@pytest.fixture
async def user(tmp_path, monkeypatch, caplog):
    from nicegui.testing.user_simulation import user_simulation

    monkeypatch.setenv("BILLIONAIRE_DATA", str(tmp_path))
    monkeypatch.setenv("BILLIONAIRE_BOT_DELAY", "30")    # bots stay still during a test
    monkeypatch.setenv("BILLIONAIRE_AUTO_DELAY", "30")   # no auto-action unless a test wants it
    monkeypatch.setenv("BILLIONAIRE_TAP_GRACE", "0")     # taps right after a render count, unless a test wants the grace
    async with user_simulation(main_file=ROOT / "app.py") as u:
        yield u
    errors = [r for r in caplog.get_records("call") if r.levelname == "ERROR"]
    assert not errors, [r.getMessage() for r in errors]


def _new_game(seed: int = 7):
    from pages import runtime

    session = runtime.get_registry().create(
        [SeatSpec("Anna"), SeatSpec("Bruno"), SeatSpec("Bot 1", bot=True)], 10_000, seed=seed)
    return session


def _off_airport(session, space: str = "c3"):
    """G1 on a plain street, so that its first roll counts down (at the airport the flights on
    offer make the roll wait for a tap)."""
    from rules_kit import put
    put(session.game, 1, space)
    return session


def _enabled(user, marker: str) -> bool:
    """Whether the page shows an element with this marker and every such element is enabled."""
    try:
        elements = user.find(marker=marker).elements
    except AssertionError:
        return False
    return bool(elements) and all(getattr(e, "enabled", True) for e in elements)


def _shown(user, marker: str) -> bool:
    """Whether the page shows an element with this marker, enabled or not."""
    try:
        return bool(user.find(marker=marker).elements)
    except AssertionError:
        return False


def _all_texts(client) -> str:
    """Every text and prop value of every element the page holds (visible or not)."""
    out = []
    for el in list(client.elements.values()):
        out.append(str(getattr(el, "text", "")))
        out.append(str(getattr(el, "content", "")))
        out.append(repr(el._props))
    return "\n".join(out)


async def test_unknown_token_shows_clear_page(user):
    await user.open("/play/not-a-real-token")
    await user.should_see("Questo link non è più valido")
    await user.should_not_see("Il tuo obiettivo segreto")


async def test_released_token_is_refused(user):
    session = _new_game()
    old = session.tokens[1]
    new = session.release_seat(1, session.host_key)
    await user.open(f"/play/{old}")
    await user.should_see("Questo link non è più valido")
    await user.open(f"/play/{new}")
    await user.should_see("Il tuo obiettivo segreto")


async def test_phone_shows_own_objective_and_no_other_secret(user):
    session = _new_game()
    mine = session.game.private_view(1)
    other = session.game.private_view(2)
    assert mine["objective"]["text"] != other["objective"]["text"]
    client = await user.open(f"/play/{session.tokens[1]}")
    await user.should_see("Il tuo obiettivo segreto")
    await user.should_see(mine["objective"]["text"])
    for item in mine["objective"]["items"]:
        await user.should_see(item["text"])
    await user.should_see("Anna")
    await user.should_see("10.000 $")
    everything = _all_texts(client)
    assert other["objective"]["text"] not in everything
    for item in other["objective"]["items"]:
        if item["text"] not in [i["text"] for i in mine["objective"]["items"]]:
            assert item["text"] not in everything


async def test_stale_decision_is_refused_and_changes_nothing(user):
    session = _new_game()
    await user.open(f"/play/{session.tokens[1]}")
    await user.should_see("Tira i dadi")
    decision = session.decision_for(1)
    # The game moves on behind the page's back (another screen of the same seat rolled)...
    assert session.submit(1, {"kind": "roll"}, decision) is None
    log_len = len(session.game.log)
    # ...and this page taps its old button before its update arrives: refused, nothing changes.
    tap(user, "choice-roll")
    await user.should_see("non vale più")
    assert len(session.game.log) == log_len
    # the page then follows the game: destinations with the monitor's numbers
    await user.should_see("Scegli dove andare")


async def test_confirm_asks_yes_no_then_submits(user):
    session = _new_game()
    await user.open(f"/play/{session.tokens[1]}")
    fly = next(c for c in session.game.choices(1) if c.kind == "fly")
    tap(user, "choice-fly")
    await user.should_see("Sì")
    user.find(marker="no").click()
    assert session.game.log == []
    tap(user, "choice-fly")
    tap(user, "yes")
    await until(lambda: session.game.log and session.game.log[-1]["action"] == fly.action())


async def test_vote_toggles_with_yes(user):
    session = _new_game()
    await user.open(f"/play/{session.tokens[2]}")
    tap(user, "vote")
    tap(user, "yes")
    await until(lambda: session.game.state.player(2).vote is True)
    await user.should_see("Hai votato per finire")
    await user.should_see("Voto per finire: 1 sì su 2 umani, ne servono 2.")
    await user.should_see("Ritira il voto")
    await until(lambda: _enabled(user, "vote"))
    tap(user, "vote")
    tap(user, "yes")
    await until(lambda: session.game.state.player(2).vote is False)


def test_pick_auto_rules():
    from pages.autoaction import pick_auto

    roll = Choice("roll", auto=True)
    fly = Choice("fly", {"to": "w6"}, confirm=True)
    vote = Choice("vote", {"yes": True}, confirm=True)
    end = Choice("end_turn", auto=True)
    sale = Choice("sell_mine", {"mine": "w1"}, confirm=True, amount=(1, 3))
    assert pick_auto([roll, sale, vote]) == (roll, False)     # countdown, Annulla possible
    assert pick_auto([roll, fly, vote]) == (None, False)      # a flight on offer: the roll waits
    stay = Choice("stay")
    assert pick_auto([roll, stay, vote]) == (None, False)     # so does staying on one's mine
    extract = Choice("extract", auto=True)
    ship = Choice("ship", {"vehicle": "ship"}, confirm=True)
    assert pick_auto([extract, ship, vote]) == (extract, False)   # extracting still counts down
    assert pick_auto([end, vote]) == (end, True)              # only thing to do: at once
    assert pick_auto([fly, vote]) == (None, False)            # important: never automatic
    assert pick_auto([vote]) == (None, False)
    lone_pass = Choice("bid", {"target": None})
    assert pick_auto([lone_pass, vote]) == (lone_pass, True)


def test_the_turn_does_not_close_by_itself_while_the_space_offers_something():
    """A free building, the exchange, the winning tax: "Fine turno" waits for the player, and
    counts down again once only moves of any turn (a sale from a mine) are left."""
    from billionaire import rules
    from pages.autoaction import HOLDS_END_TURN, pick_auto
    from rules_kit import city, game, mines, put, turn_of

    assert HOLDS_END_TURN <= set(rules.HANDLERS)
    g = game()
    put(g, 1, city("pizza"))
    turn_of(g, 1, "space", landed_effects=True, moved=True)
    offered = g.choices(1)
    assert {c.kind for c in offered} >= {"buy_building", "end_turn"}
    assert pick_auto(offered) == (None, False)
    g.state.player(1).rights[mines("oil")[0]] = 3   # a mine to sell from: an anytime move only
    g.state.player(1).cash = 100                # too poor for the pizzeria
    turn_of(g, 1, "space", landed_effects=True, moved=True)
    left = g.choices(1)
    assert "buy_building" not in {c.kind for c in left} and "sell_mine" in {c.kind for c in left}
    choice, at_once = pick_auto(left)
    assert choice.kind == "end_turn" and not at_once   # the 2-second countdown, with Annulla


async def test_a_tap_on_a_button_relabelled_a_moment_before_plays_nothing(user):
    """A routine move runs by itself just as the player taps: the browser may get the new buttons
    a moment before the finger lands, and the tap then carries the new label. A button showing
    another choice since less than the grace refuses the tap (nothing played, the player sees what
    it shows now); a button whose choice stayed the same answers at once."""
    from pages import runtime
    from rules_kit import mines

    runtime.config.tap_grace = 0.45
    session = _off_airport(_new_game())
    session.game.state.player(1).rights[mines("oil")[0]] = 4   # a sale on offer: the roll counts down
    page = _page(await user.open(f"/play/{session.tokens[1]}"))
    await asyncio.sleep(0.5)                 # the page has been seen for a while
    # another player's vote re-renders the page: "Tira i dadi" is still "Tira i dadi"
    assert session.submit(2, {"kind": "vote", "yes": True}, session.decision_for(2)) is None
    await until(lambda: page._shown_is_current() and len(session.game.log) == 1, what="the vote shown")
    assert page.auto.armed and page.auto.choice.kind == "roll"
    await page.auto.fire_now()               # the countdown runs out: the roll plays by itself...
    await until(lambda: _shown(user, "move-1"), what="the destinations")
    assert [e["action"]["kind"] for e in session.game.log] == ["vote", "roll"]
    assert not _enabled(user, "move-1")      # held a moment: the screen shows it disabled...
    [fresh] = user.find(marker="move-1").elements
    _click(user, fresh)                      # ...and a tap the browser sent before it knew
    await user.should_see("Il pulsante è cambiato")
    await asyncio.sleep(0.1)
    assert [e["action"]["kind"] for e in session.game.log] == ["vote", "roll"]
    await until(lambda: _enabled(user, "move-1"), timeout=1.0, what="the hold is over by itself")
    tap(user, "move-1")                      # a tap the player meant
    await until(lambda: len(session.game.log) == 3, what="the move, seen and tapped, is played")
    assert session.game.log[-1]["action"]["kind"] == "move"


async def test_a_button_still_showing_its_choice_answers_at_once(user):
    from pages import runtime

    runtime.config.tap_grace = 0.45
    session = _new_game()
    page = _page(await user.open(f"/play/{session.tokens[1]}"))
    await asyncio.sleep(0.5)
    decision = session.decision_for(1)
    tap(user, "vote")                        # the player votes to end...
    tap(user, "yes")
    await until(lambda: page._shown_is_current() and len(session.game.log) == 1 and not page.busy,
                what="the vote shown")
    assert session.decision_for(1) != decision   # ...so the buttons answer another decision number
    tap(user, "choice-roll")                 # ...and "Tira i dadi", still there, answers at once                 # at once after the update
    await until(lambda: len(session.game.log) == 2, what="the roll is played")
    assert session.game.log[-1]["action"]["kind"] == "roll"


# --------------------------------------------------------- a tap is never lost, never stuck
# A tap is stored in a worker thread (`PhonePage.send`): these tests hold that thread to look at
# the page in between, and check that the page always ends enabled and showing the game as it is.



def _slow_submit(session, monkeypatch, *, before: bool = False):
    """Make `session.submit` wait for the returned event: after storing the action (default, a
    slow answer) or before (`before=True`, a slow disk)."""
    release = threading.Event()
    real = session.submit

    def submit(*args):
        if before:
            release.wait(10)
            return real(*args)
        error = real(*args)
        release.wait(10)
        return error

    monkeypatch.setattr(session, "submit", submit)
    return release


async def test_update_during_a_tap_keeps_new_buttons_disabled_until_its_result(user, monkeypatch):
    session = _new_game()
    page = _page(await user.open(f"/play/{session.tokens[1]}"))
    release = _slow_submit(session, monkeypatch)
    tap(user, "choice-roll")
    # the action is stored and every screen updated, this one too, before the tap's answer
    await user.should_see("Scegli dove andare")
    assert page.busy and not _enabled(user, "move-1")
    tap(user, "move-1")            # a second tap now does nothing
    release.set()
    await until(lambda: not page.busy and _enabled(user, "move-1"), what="enabled again")
    assert [e["action"]["kind"] for e in session.game.log] == ["roll"]
    tap(user, "move-1")
    await until(lambda: len(session.game.log) == 2, what="the move is accepted")


async def test_two_sends_at_once_store_one_and_tell_the_other(user, monkeypatch):
    session = _new_game()
    page = _page(await user.open(f"/play/{session.tokens[1]}"))
    decision = session.decision_for(1)
    results = await asyncio.gather(page.send({"kind": "roll"}, decision),
                                   page.send({"kind": "roll"}, decision))
    assert sorted(results) == [False, True]
    assert len(session.game.log) == 1
    await user.should_see("Un attimo")


async def test_refused_tap_shows_why_then_the_current_game_enabled(user, monkeypatch):
    session = _new_game()
    page = _page(await user.open(f"/play/{session.tokens[1]}"))
    release = _slow_submit(session, monkeypatch, before=True)
    tap(user, "choice-roll")      # the page's tap waits for the disk...
    await until(lambda: page.busy)
    # ...while another screen of the same seat rolls first: this tap is now stale
    monkeypatch.undo()
    assert session.submit(1, {"kind": "roll"}, session.decision_for(1)) is None
    release.set()
    await user.should_see("non vale più")
    await until(lambda: not page.busy and _enabled(user, "move-1"), what="destinations enabled")
    assert len(session.game.log) == 1


async def test_failed_submission_reenables_and_says_so(user, monkeypatch, caplog):
    session = _new_game()
    page = _page(await user.open(f"/play/{session.tokens[1]}"))

    def broken(*args):
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(session, "submit", broken)
    tap(user, "choice-roll")
    await user.should_see("non è stata registrata")
    await until(lambda: not page.busy and _enabled(user, "choice-roll"))
    assert session.game.log == []
    assert any("submitting" in r.getMessage() for r in caplog.records if r.levelname == "ERROR")
    caplog.clear()   # the error above is the point of this test


async def test_auto_action_skipped_while_busy_is_armed_again(user):
    session = _off_airport(_new_game())
    page = _page(await user.open(f"/play/{session.tokens[1]}"))
    assert page.auto.armed and page.auto.choice.kind == "roll"
    page.busy = True                       # as if a tap were being stored right now
    assert page.auto.fire_now() is None    # the firing cannot be sent now...
    assert not page.auto.armed
    page.busy = False
    page.refresh()                         # ...and the next update (the tap's answer) re-arms it
    assert page.auto.armed and page.auto.choice.kind == "roll"
    await page.auto.fire_now()
    assert [e["action"]["kind"] for e in session.game.log] == ["roll"]


async def test_a_question_pauses_the_countdown(user):
    from rules_kit import mines
    session = _off_airport(_new_game())
    session.game.state.player(1).rights[mines("oil")[0]] = 4      # a sale from the mine is on offer
    page = _page(await user.open(f"/play/{session.tokens[1]}"))
    assert page.auto.armed and page.auto.choice.kind == "roll"
    _click(user, next(b for b in page.extra_buttons if "Vendi dalla miniera" in b.text))
    await user.should_see("Sì")
    assert not page.auto.armed             # no roll behind the player's back while asked
    user.find(marker="no").click()
    assert page.auto.armed                 # the countdown starts again
    assert session.game.log == []


def _press(client, button) -> None:
    """A browser's click on `button`: through NiceGUI's event path (disabled ⇒ ignored)."""
    import json
    listener_id = next(iter(button._event_listeners))
    client.handle_event({"id": button.id, "listener_id": listener_id,
                         "args": [json.dumps(button.props.get("data-shown"))]})


async def test_random_taps_timers_and_other_players_never_leave_the_phone_disabled(user, monkeypatch):
    """Taps, double taps, countdown firings, answers to questions and other seats' moves, in a
    random order while actions take a random time to store: the phone always ends enabled,
    showing the game as it is, and the log is a valid game (every action accepted once)."""
    import random

    session = _new_game(seed=5)
    client = await user.open(f"/play/{session.tokens[1]}")
    page = _page(client)
    rng = random.Random(1)
    real = session.submit

    def jittery(*args, **kwargs):
        time.sleep(rng.random() * 0.02)
        return real(*args, **kwargs)

    monkeypatch.setattr(session, "submit", jittery)
    tasks = []
    for _ in range(200):
        r = rng.random()
        if r < 0.45:    # this phone taps what it shows (maybe twice)
            shown = [b for b in page.buttons if b.visible and not b.is_deleted]
            if page.dialog.value and rng.random() < 0.8:
                shown = [page.yes_button]
            for b in rng.sample(shown, min(len(shown), rng.choice((1, 1, 2)))):
                _press(client, b)
        elif r < 0.6:   # its countdown fires (late or not)
            fired = page.auto.fire_now()
            if fired is not None:
                tasks.append(asyncio.ensure_future(fired))
        elif r < 0.8:   # the other human or the bot moves, from another thread
            def other() -> None:
                if session.bot_to_move() is not None:
                    session.bot_step()
                    return
                options = [c for c in session.game.choices(2) if c.kind not in ("vote",)]
                if options:
                    c = rng.choice(options)
                    amount = rng.randint(*c.amount) if c.amount else None
                    real(2, c.action(amount) if amount is not None else c.action(), session.decision_for(2))
            tasks.append(asyncio.ensure_future(asyncio.to_thread(other)))
        await asyncio.sleep(rng.random() * 0.02)
        if session.finished:
            break
    await asyncio.gather(*tasks)
    await until(lambda: not page.busy and not page.awaiting and page._shown_is_current(), 10,
                "the phone settles on the current game")
    shown = [b for b in page.buttons if b.visible and not b.is_deleted]
    assert all(b.enabled for b in shown), [b.text for b in shown if not b.enabled]
    if page.vote_button is not None and not page.vote_button.is_deleted:
        assert page.vote_button.enabled
    replayed = replay(session.game.setup, session.game.log)
    assert replayed.state_hash() == session.game.state_hash()
    assert len(session.game.log) > 20


# --------------------------------------------------------------- one live device per seat
# A seat can be open twice (the phone and "Apri in una finestra", or a camera app and a browser).
# The newest page takes the seat; the other says so, stops acting and counts nothing down, until
# its player taps **Gioca qui**.
def _second_tab(user):
    """Another tab of the same browser (same cookies), in the same simulated app."""
    from nicegui.testing import User

    return User(user.http_client)


async def test_a_second_device_takes_the_seat_and_silences_the_first(user):
    from pages import runtime

    session = _off_airport(_new_game())
    url = f"/play/{session.tokens[1]}"
    tab1, tab2 = user, _second_tab(user)
    page1 = _page(await tab1.open(url))
    assert page1.auto.armed and page1.auto.choice.kind == "roll"
    page2 = _page(await tab2.open(url))
    # the first one says where the seat is, shows no decision and never rolls
    await tab1.should_see("Questo posto è aperto su un altro dispositivo")
    await until(lambda: not page1.main.visible, what="the first page hides its game")
    assert not page1.auto.armed and page1.auto.fire_now() is None
    await asyncio.sleep(0.3)
    assert session.game.log == []
    assert runtime.is_live(session, 1, page2.client.id)
    # a tap that still reaches the silenced page changes nothing
    assert await page1.send({"kind": "roll"}, session.decision_for(1)) is False
    assert session.game.log == []
    # the second one plays; the first takes the seat back with "Gioca qui"
    assert page2.auto.armed
    tab1.find(marker="play_here").click()
    await tab2.should_see("Questo posto è aperto su un altro dispositivo")
    assert runtime.is_live(session, 1, page1.client.id)
    await until(lambda: page1.main.visible and not page2.main.visible, what="the seat changed device")
    assert not page2.auto.armed


async def test_the_monitor_presence_follows_the_live_device(user):
    from pages import runtime

    session = _new_game()
    url = f"/play/{session.tokens[1]}"
    tab1, tab2 = user, _second_tab(user)
    page1 = _page(await tab1.open(url))
    page2 = _page(await tab2.open(url))
    await until(lambda: runtime.phone_connected(session, 1), what="connected")
    assert runtime.is_live(session, 1, page2.client.id)
    # the live device goes away: the seat is "scollegato" although the other page is connected
    runtime._on_disconnect(page2.client)
    assert not runtime.phone_connected(session, 1)
    await tab1.should_see("Questo posto è aperto su un altro dispositivo")
    tab1.find(marker="play_here").click()     # the player picks up the other one
    assert runtime.phone_connected(session, 1)


async def test_annulla_holds_for_the_seat_even_on_a_device_opened_after(user):
    from pages import runtime

    runtime.config.auto_delay = 1.0
    session = _off_airport(_new_game())
    url = f"/play/{session.tokens[1]}"
    tab1 = user
    page1 = _page(await tab1.open(url))
    await tab1.should_see("Tira i dadi tra")
    decision = session.decision_for(1)
    tab1.find(marker="annulla").click()
    await until(lambda: not page1.count_card.visible, what="no countdown")
    tab2 = _second_tab(user)
    page2 = _page(await tab2.open(url))       # the seat moves to another device
    assert not page2.auto.armed
    await asyncio.sleep(1.5)
    assert session.game.log == [] and session.decision_for(1) == decision
    assert _enabled(tab2, "choice-roll")      # still the player's to tap
    # a closed tab leaves nothing behind: the seat's pages are forgotten one by one
    seat_key = (session.game_id, 1)
    assert len(runtime._seat_listeners[seat_key]) == 2
    page1.client.delete()
    assert len(runtime._seat_listeners[seat_key]) == 1


async def test_a_page_only_fetched_takes_nothing_from_the_phone_in_use(user):
    """A link preview or a tab closed while loading fetches the page but never connects: the
    phone in use keeps the seat and its countdown."""
    from pages import runtime

    session = _off_airport(_new_game())
    url = f"/play/{session.tokens[1]}"
    page1 = _page(await user.open(url))
    assert page1.auto.armed
    response = await user.http_client.get(url)       # fetched, never connected
    assert response.status_code == 200
    await asyncio.sleep(0.3)
    assert runtime.is_live(session, 1, page1.client.id)
    assert page1.main.visible and page1.auto.armed


async def test_the_live_page_closed_hands_the_seat_to_the_other_open_one(user):
    """The window that took the seat is closed: the phone still open plays again by itself,
    rather than staying silenced with nobody live."""
    from pages import runtime

    session = _new_game()
    url = f"/play/{session.tokens[1]}"
    tab1, tab2 = user, _second_tab(user)
    page1 = _page(await tab1.open(url))
    page2 = _page(await tab2.open(url))
    await until(lambda: runtime.is_live(session, 1, page2.client.id), what="the window took it")
    page2.client.delete()
    await until(lambda: runtime.is_live(session, 1, page1.client.id), what="the phone has it back")
    await until(lambda: page1.main.visible, what="the phone shows its game")
    assert runtime.phone_connected(session, 1)


@pytest.mark.parametrize("own_vote", [True, False])
async def test_annulla_holds_after_a_vote_changes_the_decision_number(user, own_vote):
    """A tester's lost turn: **Annulla** on a routine move, then **Voto per finire** confirmed (or
    another player's vote): the decision number changes, nothing the player said no to does, so
    the move must not count down again by itself."""
    from pages import runtime
    from phone_kit import tap

    runtime.config.auto_delay = 1.0
    session = _off_airport(_new_game())
    page = _page(await user.open(f"/play/{session.tokens[1]}"))
    await user.should_see("Tira i dadi tra")
    user.find(marker="annulla").click()
    await until(lambda: not page.auto.armed, what="the countdown stops")
    decision = session.decision_for(1)
    if own_vote:
        tap(user, "vote")
        await user.should_see(marker="yes")
        tap(user, "yes")
    else:
        assert session.submit(2, {"kind": "vote", "yes": True}, session.decision_for(2)) is None
    await until(lambda: len(session.game.log) == 1, what="the vote is stored")
    if own_vote:
        assert session.decision_for(1) != decision      # the vote gave G1 a new decision number
    await asyncio.sleep(1.6)
    assert [e["action"]["kind"] for e in session.game.log] == ["vote"]
    assert not page.auto.armed and _enabled(user, "choice-roll")   # still the player's to tap


async def test_a_wrong_amount_of_kg_is_said_inside_the_question(user):
    """999 kg typed into a mine sale: the question stays open and says, inside it (not in a toast
    behind its backdrop), which numbers are allowed; nothing is sold; a new number clears it."""
    from rules_kit import mines

    session = _off_airport(_new_game())
    session.game.state.player(1).rights[mines("oil")[0]] = 4
    page = _page(await user.open(f"/play/{session.tokens[1]}"))
    await until(lambda: _enabled(user, "choice-sell_mine"), what="the sale on offer")
    page.auto.stop()
    tap(user, "choice-sell_mine")
    await user.should_see(marker="amount")
    before = len(session.game.log)
    page.amount_input.value = 999
    tap(user, "yes")
    await until(lambda: page.amount_error.text, what="the message")
    assert "Scrivi un numero intero di kg fra" in page.amount_error.text
    assert page.dialog.value and page.amount_input.value == 999 and len(session.game.log) == before
    assert not user.notify.contains("Scrivi un numero intero")
    page.amount_input.value = 2
    assert page.amount_error.text == ""
