"""Nobody loses a choice they did not see (issue 13), on the pages, with NiceGUI's simulated
`User`: routine moves that wait while a real alternative is on offer, no countdown right after a
screen comes back, a tap that does only what its button showed, notices on the phone, the
waiting named on the monitor with the host's skip, one vote count, and the end that tells all."""
from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from billionaire.engine import SeatSpec
from rules_kit import city, hold, mines, put, script, turn_of
from phone_kit import click as _click, page_of as _page, tap, until
from test_rules_cards import _CHANCE, _back

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def env(tmp_path, monkeypatch):
    monkeypatch.setenv("BILLIONAIRE_DATA", str(tmp_path))
    monkeypatch.setenv("BILLIONAIRE_BOT_DELAY", "60")      # bots stay still
    monkeypatch.setenv("BILLIONAIRE_AUTO_DELAY", "0.3")
    monkeypatch.setenv("BILLIONAIRE_SCREEN_GRACE", "0")
    monkeypatch.setenv("BILLIONAIRE_BID_WAIT", "0.5")
    return monkeypatch


@pytest.fixture
async def user(env, caplog):
    from nicegui.testing.user_simulation import user_simulation

    async with user_simulation(main_file=ROOT / "app.py") as u:
        yield u
    errors = [r for r in caplog.get_records("call") if r.levelname == "ERROR"]
    assert not errors, [r.getMessage() for r in errors]


def _game(humans=("Anna", "Bruno"), bots=("Bot 1",), seed=7):
    from pages import runtime
    return runtime.get_registry().create(
        [SeatSpec(n) for n in humans] + [SeatSpec(n, bot=True) for n in bots], 10_000, seed=seed)


def _kinds(session):
    return [e["action"]["kind"] for e in session.game.log]


# ---- 1. routine moves wait while a real alternative is on offer --------------------------------
async def test_at_the_city_airport_on_the_first_turn_the_phone_does_not_roll_by_itself(user):
    session = _game()
    page = _page(await user.open(f"/play/{session.tokens[1]}"))
    await user.should_see("Tira i dadi")
    assert any(c.kind == "fly" for c in session.game.choices(1))
    await asyncio.sleep(1.5)                                  # five times the countdown
    assert session.game.log == [] and not page.auto.armed
    await user.should_not_see("Tira i dadi tra")
    tap(user, "choice-roll")                                  # the player decides
    await until(lambda: _kinds(session) == ["roll"])


async def test_on_ones_own_mine_staying_is_not_lost_to_the_roll(user):
    session = _game()
    mine = mines("oil")[0]
    put(session.game, 1, mine)
    session.game.state.player(1).rights[mine] = 0
    turn_of(session.game, 1, "move")
    page = _page(await user.open(f"/play/{session.tokens[1]}"))
    await user.should_see("Resta sulla miniera")
    await asyncio.sleep(1.2)
    assert session.game.log == [] and not page.auto.armed


# ---- 2. nothing runs by itself right after a screen comes back ------------------------------------
async def test_a_screen_coming_back_gets_a_grace_period_and_no_run_of_countdowns(user):
    """At its own mine after a locked phone: extract, extract, roll used to run back to back. Now
    nothing runs in the grace period; then the extractions count down (the roll waits: staying
    on the mine is on offer)."""
    from pages import runtime
    runtime.config.screen_grace = 1.5
    session = _game()
    mine = mines("oil")[0]
    put(session.game, 1, mine)
    session.game.state.player(1).rights[mine] = 0
    turn_of(session.game, 1, "mine", mine_slots=2)
    page = _page(await user.open(f"/play/{session.tokens[1]}"))
    page._visibility(type("E", (), {"args": "hidden"})())     # the phone is locked
    await asyncio.sleep(0.8)
    assert session.game.log == []                             # never while hidden
    page._visibility(type("E", (), {"args": "visible"})())    # ...and unlocked
    await user.should_see("Estrai")
    await asyncio.sleep(1.0)
    assert session.game.log == []                             # still in the grace period
    await until(lambda: _kinds(session) == ["extract", "extract"], 5, "the two extractions")
    await asyncio.sleep(1.0)
    assert _kinds(session) == ["extract", "extract"]          # the roll waits for a tap


async def test_a_tap_ends_the_grace_period(user):
    from pages import runtime
    runtime.config.screen_grace = 30.0
    session = _game()
    put(session.game, 1, "c3")
    page = _page(await user.open(f"/play/{session.tokens[1]}"))
    page._screen_back()
    await asyncio.sleep(0.8)
    assert session.game.log == []
    page._touched()
    await until(lambda: _kinds(session) == ["roll"], 3, "the roll after the tap")


# ---- 10. a tap does what its button said ------------------------------------------------------------
async def test_a_tap_meant_for_a_buttons_previous_label_is_refused(user):
    session = _game()
    await user.open(f"/play/{session.tokens[1]}")
    button = next(iter(user.find(marker="choice-roll").elements))
    shown_then = button.props["data-shown"]
    tap(user, "choice-fly")                                   # a question, then No: nothing sent
    user.find(marker="no").click()
    # the game moves on behind the page (another screen of the seat rolled and moved)...
    assert session.submit(1, {"kind": "roll"}, session.decision_for(1)) is None
    move = next(c for c in session.game.choices(1) if c.kind == "move")
    assert session.submit(1, move.action(), session.decision_for(1)) is None
    log = list(session.game.log)
    await until(lambda: button.props.get("data-shown") not in (None, shown_then), 5,
                "the button re-used for a new choice")
    # ...and the tap made on the old "Tira i dadi" arrives now, on the re-used button
    _click(user, button, shown=shown_then)
    await user.should_see("Il pulsante è cambiato")
    assert session.game.log == log
    _click(user, button, shown=None)                          # a frame without what it showed
    _click(user, button, shown="forged")
    await asyncio.sleep(0.2)
    assert session.game.log == log


# ---- 4. losses and outcomes reach the phone -------------------------------------------------------
def _draw(session, card, seat=1, dice=()):
    g = session.game
    put(g, seat, _back(_CHANCE))
    turn_of(g, seat)
    script(g, 1, 1, *dice, cards=[card])
    assert session.submit(seat, {"kind": "roll"}) is None
    assert session.submit(seat, {"kind": "move", "to": _CHANCE}) is None


async def test_a_preemption_victim_sees_a_notice_until_they_close_it(user):
    session = _game()
    hold(session.game, 2, city("pizza"))
    _draw(session, "preempt_50")
    assert session.submit(1, {"kind": "preempt", "target": city("pizza")}) is None
    url = f"/play/{session.tokens[2]}"
    await user.open(url)
    await user.should_see("G1 Anna ha usato la prelazione e ti ha preso Pizza: hai incassato 900 $")
    await user.should_see("prelazione: vendita Pizza a G1")   # and a ledger line
    user.find(marker="notice-close").click()
    await user.should_not_see("ha usato la prelazione")
    await user.open(url)                                      # closed for good, not on a reload
    await user.should_see("Il tuo obiettivo segreto")
    await user.should_not_see("ha usato la prelazione")


async def test_the_treasure_dice_and_the_win_are_on_the_phone(user):
    session = _game()
    g = session.game
    put(g, 1, city("Tesoro"))
    turn_of(g, 1, "space", treasure_pending=True, landed_effects=True, moved=True)
    script(g, 1, 1)
    await user.open(f"/play/{session.tokens[1]}")
    assert session.submit(1, {"kind": "treasure", "pick": "dice"}) is None
    await user.should_see("Tesoro: dadi 1 e 1, non vinci nulla")


# ---- 5, 7: waiting named and skipped; one vote count -----------------------------------------------
async def _host_monitor(user, humans=2, bots=0):
    from test_app_pages import _set_number
    await user.open("/")
    _set_number(user, "humans", humans)
    _set_number(user, "bots", bots)
    user.find("Crea la partita").click()
    await user.should_see("Giro 1", retries=20)
    from pages import runtime
    [session] = runtime.get_registry().sessions()
    return session


async def test_the_monitor_names_the_silent_bidders_and_the_host_can_skip_them(user):
    session = await _host_monitor(user, humans=3)
    hold(session.game, 1, city("pizza"))
    _draw(session, "lawsuit_1")
    assert session.game.state.phase == "bids"
    name2, name3 = (session.game.state.player(s).name for s in (2, 3))
    await user.should_see(f"Si aspettano le offerte di G2 {name2} e G3 {name3}.", retries=20)
    assert session.submit(2, {"kind": "bid", "target": None}) is None
    await user.should_see(f"Si aspetta l'offerta di G3 {name3}.", retries=20)
    await user.should_see(f"Salta l'offerta di G3 {name3}", retries=40)    # after --bid-wait (0.5 s here)
    user.find(marker="skip_bid_3").click()
    user.find(marker="skip_yes").click()
    await until(lambda: session.game.state.phase != "bids", 5, "the skipped lawsuit goes on")
    assert session.game.log[-1] == {"seat": 0, "action": {"kind": "skip_bid", "bidder": 3}}
    await user.should_not_see("Si aspetta l'offerta")


async def test_monitor_and_phone_say_the_same_vote_count(user):
    from pages import words
    session = await _host_monitor(user, humans=3)
    assert session.submit(1, {"kind": "vote", "yes": True}) is None
    said = words.votes_text(session.game.public_view()["votes"])
    assert said == "Voto per finire: 1 sì su 3 umani, ne servono 2."
    await user.should_see(said, retries=20)
    from nicegui.testing import User
    phone = User(user.http_client)
    await phone.open(f"/play/{session.tokens[2]}")
    await phone.should_see(said)


# ---- 6. the end tells all; the chronicle keeps the whole game ---------------------------------------
async def test_the_ranking_reveals_every_objective_on_monitor_and_phones(user):
    from billionaire.rules.objectives import OBJECTIVE_BY_ID
    session = await _host_monitor(user, humans=2, bots=1)
    assert session.submit(0, {"kind": "host_end"}) is None
    await user.should_see("Classifica", retries=20)
    for p in session.game.state.players:
        await user.should_see(f"Obiettivo: {OBJECTIVE_BY_ID[p.objective].text}")
    from nicegui.testing import User
    phone = User(user.http_client)
    await phone.open(f"/play/{session.tokens[1]}")
    for p in session.game.state.players:
        await phone.should_see(f"Obiettivo: {OBJECTIVE_BY_ID[p.objective].text}")


async def test_the_whole_chronicle_opens_on_the_monitor_newest_first(user):
    session = await _host_monitor(user, humans=1, bots=0)
    from html import escape
    from rules_kit import chronicle
    g = session.game
    first = escape(chronicle(g)[0])
    while len(g.state.chronicle) <= 40:
        c = next(c for c in g.choices(1) if c.kind in ("roll", "move", "end_turn", "skip_mine", "treasure"))
        assert session.submit(1, c.action()) is None
    assert len(g.state.chronicle) > 30                        # more lines than the panel keeps
    last = chronicle(g)[-1]
    await user.should_see(last, retries=20)
    user.find(marker="chronicle_all").click()
    html = next(iter(user.find(marker="chronicle_whole").elements)).content
    assert first in html and html.index(escape(last)) < html.index(first)
