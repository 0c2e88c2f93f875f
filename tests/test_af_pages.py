"""Alta Finanza on the platform's pages, with NiceGUI's simulated `User`: created from the setup
page, its monitor, a phone playing a few turns (a roll, a trade on a Borsa), the vote and the
host's end to a ranking, a restart, the held Telex kept on its owner's phone, bots alone."""
from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from nicegui.testing import User

from billionaire import games
from billionaire.engine import SeatSpec
from phone_kit import click, tap, until

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def bot_delay() -> str:
    return "30"      # bots stay still unless a test wants them


@pytest.fixture
async def user(tmp_path, monkeypatch, caplog, bot_delay):
    from nicegui.testing.user_simulation import user_simulation

    monkeypatch.setenv("BILLIONAIRE_DATA", str(tmp_path))
    monkeypatch.setenv("BILLIONAIRE_BOT_DELAY", bot_delay)
    monkeypatch.setenv("BILLIONAIRE_TAP_GRACE", "0")     # taps right after a render count (test_phone_page: the grace)
    monkeypatch.setenv("BILLIONAIRE_PUBLIC_URL", "http://10.0.0.7:8080")
    async with user_simulation(main_file=ROOT / "app.py") as u:
        from pages import runtime
        runtime.config.screen_grace = 600.0   # no routine move by itself unless a test wants it
        yield u
    errors = [r for r in caplog.get_records("call") if r.levelname == "ERROR"]
    assert not errors, [r.getMessage() for r in errors]


def _registry():
    from pages import runtime
    return runtime.get_registry()


def _new_game(seats=None, seed: int = 7, target: int = 1_000_000):
    seats = seats or [SeatSpec("Anna"), SeatSpec("Bruno"), SeatSpec("Bot 1", bot=True)]
    return _registry().create(seats, seed=seed, game=games.ALTA_FINANZA, settings={"target": target})


def _texts(client) -> str:
    """Every text, content and prop of every element the page holds (shown or not)."""
    out = []
    for el in list(client.elements.values()):
        out += [str(getattr(el, "text", "")), str(getattr(el, "content", "")), repr(el._props)]
        options = getattr(el, "options", None)
        if options is not None:
            out.append(repr(options))
    return "\n".join(out)


async def _tap(user: User, marker: str) -> None:
    """A tap as the browser makes it (with what the button shows: `phone_kit.tap`), once the
    button is there and enabled (it waits while the previous tap is being stored)."""
    await until(lambda: any(getattr(e, "enabled", True) for e in user.find(marker=marker).elements),
                what=f"{marker} enabled")
    tap(user, marker)


async def _my_turn(session, seat: int) -> None:
    """Play the other seats (bots' moves, a human's first choice) until `seat` has a choice."""
    for _ in range(200):
        if [c for c in session.game.choices(seat) if c.kind != "vote"]:
            return
        other = session.game.current_seat
        if other in session.bot_seats:
            await asyncio.to_thread(session.bot_step)
        else:
            c = [c for c in session.game.choices(other) if c.kind != "vote"][0]
            action = c.action(c.amount[0]) if c.amount else c.action()
            assert session.submit(other, action, session.decision_for(other)) is None
    raise AssertionError("never G%s's turn" % seat)


async def test_setup_page_creates_an_alta_finanza_game_and_its_monitor(user: User) -> None:
    await user.open("/")
    await user.should_see("Crea la partita")
    for el in user.find(marker="game").elements:
        el.value = games.ALTA_FINANZA
    await user.should_see(marker="target")
    for el in user.find(marker="target").elements:
        el.value = "400.000"
    user.find("Crea la partita").click()
    await user.should_see(marker="af-track", retries=40)
    [session] = _registry().sessions()
    assert session.game.setup["game"] == "alta_finanza" and session.game.setup["target"] == 400_000
    await user.should_see("Giro 1")
    await user.should_see(marker="end_game")
    # the six quotations, the players and the track are on it
    await user.should_see("Petrolifere")
    await user.should_see("Borsa 10")


async def test_setup_page_refuses_one_seat_and_a_bad_target_for_alta_finanza(user: User) -> None:
    await user.open("/")
    for el in user.find(marker="game").elements:
        el.value = games.ALTA_FINANZA
    for marker, value in (("humans", 1), ("bots", 0)):
        for el in user.find(marker=marker).elements:
            el.value = value
    for el in user.find(marker="target").elements:
        el.value = "50"
    user.find("Crea la partita").click()
    await user.should_see("Servono da 2 a 6 giocatori")
    await user.should_see("La cifra da raggiungere va da")
    assert _registry().sessions() == []


async def test_a_phone_rolls_trades_and_the_vote_ends_the_game(user: User) -> None:
    session = _new_game([SeatSpec("Anna"), SeatSpec("Bot 1", bot=True)], seed=11)
    await user.open(f"/play/{session.tokens[1]}")
    await user.should_see(marker="af-phone-name")
    await user.should_see(marker="af-choice-roll")
    await _tap(user, "af-choice-roll")
    await until(lambda: len(session.game.log) >= 1, what="the roll is stored")
    assert session.game.log[0]["action"]["kind"] == "roll"
    # play until G1 stands on a Borsa with a buy on offer, then buy two shares
    for _ in range(60):
        buys = [c for c in session.game.choices(1) if c.kind == "trade" and c.params["side"] == "buy"]
        if buys:
            break
        await _my_turn(session, 1)
        buys = [c for c in session.game.choices(1) if c.kind == "trade" and c.params["side"] == "buy"]
        if buys:
            break
        c = [c for c in session.game.choices(1) if c.kind != "vote"][0]
        assert session.submit(1, c.action(c.amount[0]) if c.amount else c.action(), session.decision_for(1)) is None
    assert buys, "G1 never reached a Borsa"
    buy = buys[0]
    kind = buy.params["type"]
    before = session.game.state.player(1).shares[kind]
    marker = f"af-choice-trade-buy-{kind}"
    await user.should_see(marker=marker)
    await _tap(user, marker)
    await user.should_see(marker="af-amount")
    await _tap(user, "af-amount-plus")
    await user.should_see(marker="af-amount-total")
    await _tap(user, "yes")
    await until(lambda: session.game.state.player(1).shares[kind] == before + 2, what="two shares bought")
    # the vote of the only human ends the game: a ranking on the phone
    await until(lambda: not user.client.is_deleted, what="page alive")
    await user.should_see(marker="vote")
    await _tap(user, "vote")
    await user.should_see(marker="yes")
    await _tap(user, "yes")
    await until(lambda: session.finished, what="the vote ended the game")
    await user.should_see(marker="af-phone-winner")
    await user.should_see(marker="af-phone-rank")
    await user.should_see("Classifica finale")      # the ranking under its own heading
    await user.should_not_see("Le tue decisioni")


async def test_the_host_ends_the_game_and_the_monitor_shows_the_ranking(user: User) -> None:
    await user.open("/")
    for el in user.find(marker="game").elements:
        el.value = games.ALTA_FINANZA
    user.find("Crea la partita").click()
    await user.should_see(marker="end_game", retries=40)
    [session] = _registry().sessions()
    await _tap(user, "end_game")
    await user.should_see("Terminare la partita?")
    user.find(marker="end_yes").click()
    await until(lambda: session.finished, what="the host ended the game")
    await user.should_see("Classifica finale")
    await user.should_see("Vince chi arriva per primo alla cifra")   # why a smaller worth may rank first
    await user.should_see(marker="new_game")


async def test_the_held_telex_is_only_on_its_owners_phone(user: User) -> None:
    session = _new_game(seed=3)
    state = session.game.state
    card = state.deck[0]
    state.player(1).telex = card            # G1 holds a Telex (as if it had drawn it)
    from billionaire.alta_finanza.texts import words
    secret = words("it").telex(card)
    headline = words("it").telex_headline(card)
    await user.open(f"/play/{session.tokens[1]}")
    await user.should_see(secret)
    other = User(user.http_client)
    await other.open(f"/play/{session.tokens[2]}")
    await other.should_see("Bruno")
    monitor = User(user.http_client)
    await monitor.open(f"/game/{session.game_id}")
    await monitor.should_see("Petrolifere")
    for client in (other.client, monitor.client):
        said = _texts(client)
        assert headline not in said and secret not in said
    assert "telex" not in str(session.game.public_view("it")["players"][0].get("telex", ""))


async def test_a_restart_restores_an_alta_finanza_game(tmp_path) -> None:
    from billionaire.session import Registry
    from billionaire.store import Store

    path = tmp_path / "g.sqlite3"
    reg = Registry(Store(path))
    s = reg.create([SeatSpec("Anna"), SeatSpec("Bot 1", bot=True)], seed=4, game=games.ALTA_FINANZA)
    await _my_turn(s, 1)
    c = [c for c in s.game.choices(1) if c.kind != "vote"][0]
    assert s.submit(1, c.action(), s.decision_for(1)) is None
    while s.bot_step():
        pass
    again = Registry(Store(path)).get(s.game_id)
    assert again.game.state_hash() == s.game.state_hash() and again.game.log == s.game.log
    assert again.game.setup["game"] == "alta_finanza"


@pytest.mark.parametrize("bot_delay", ["0.02"])
async def test_bots_alone_play_an_alta_finanza_game(user: User) -> None:
    session = _new_game([SeatSpec("B1", bot=True), SeatSpec("B2", bot=True)], seed=9, target=200_000)
    await user.open(f"/game/{session.game_id}")
    await user.should_see("Petrolifere")
    await until(lambda: len(session.game.log) >= 20, timeout=20, what="bots play by themselves")
    await until(lambda: session.finished, timeout=60, what="bots alone reach the end")
    await user.should_see("Classifica finale")


async def test_the_phone_alerts_when_its_turn_comes(user: User) -> None:
    """The turn alert Billionaire's phone has (title, status line, one chime per turn) works
    for Alta Finanza too."""
    from pages.af_phone import PAGES

    session = _new_game([SeatSpec("Anna"), SeatSpec("Bruno")])
    client = await user.open(f"/play/{session.tokens[2]}")
    await user.should_see("Le tue decisioni")
    alert = PAGES[client.id].alert
    assert alert.status.text == "Tocca a G1 Anna." and alert.beeps == 0
    assert "Tocca a te" not in (alert.title or "")
    await _my_turn(session, 2)
    await until(lambda: alert.beeps == 1, what="the chime")
    assert alert.status.text == "Tocca a te." and alert.title.startswith("● Tocca a te")
    await user.should_see(marker="alert_sound")


# ---------------------------------------------------------------- the shared phone frame
def _af_page(client):
    from pages.af_phone import PAGES
    return PAGES[client.id]


async def _until_offered(session, seat: int, kinds: set[str], steps: int = 400) -> None:
    """Play (bots and the seat's first choice) until `seat` is offered exactly `kinds`."""
    for _ in range(steps):
        offered = {c.kind for c in session.game.choices(seat) if c.kind != "vote"}
        if offered == kinds:
            return
        await _my_turn(session, seat)
        offered = {c.kind for c in session.game.choices(seat) if c.kind != "vote"}
        if offered == kinds:
            return
        c = [c for c in session.game.choices(seat) if c.kind != "vote"][0]
        assert session.submit(seat, c.action(c.amount[0]) if c.amount else c.action(), session.decision_for(seat)) is None
    raise AssertionError(f"G{seat} was never offered {kinds}")


async def test_a_lone_roll_and_end_of_turn_run_by_themselves_once_the_screen_is_seen(user: User) -> None:
    """The routine moves of the shared frame: with nothing else to do, the phone rolls and ends
    the turn by itself (after the screen has been seen for the grace period), no tap needed."""
    from pages import runtime
    session = _new_game([SeatSpec("Anna"), SeatSpec("Bot 1", bot=True)], seed=11)
    assert {c.kind for c in session.game.choices(1)} == {"roll", "vote"}
    await user.open(f"/play/{session.tokens[1]}")
    await user.should_see(marker="af-choice-roll")
    page = _af_page(user.client)
    runtime.config.screen_grace = 0.0
    page.auto.screen_back()
    page.refresh(force=True)
    await until(lambda: [e["action"]["kind"] for e in session.game.log][:2] == ["roll", "end_turn"],
                timeout=8, what="the phone rolled and ended the turn by itself")


async def test_a_roll_waits_while_a_tessera_could_be_used_and_a_turn_while_the_borsa_offers(user: User) -> None:
    """No routine move takes a choice away: the roll waits while a Tessera is on offer, the end
    of the turn while the Borsa offers a trade; the player's tap plays them."""
    from pages import runtime
    session = _new_game([SeatSpec("Anna"), SeatSpec("Bot 1", bot=True)], seed=3)
    await user.open(f"/play/{session.tokens[1]}")
    page = _af_page(user.client)
    await _until_offered(session, 1, {"roll", "use_tessera"})
    runtime.config.screen_grace = 0.0
    runtime.config.auto_delay = 0.2
    page.auto.tapped()
    page.refresh(force=True)
    await user.should_see(marker="af-choice-roll")
    before = len(session.game.log)
    await asyncio.sleep(1.0)
    assert len(session.game.log) == before and not page.auto.armed
    runtime.config.screen_grace = 600.0
    await _until_offered(session, 1, {"end_turn", "trade"})
    runtime.config.screen_grace = 0.0
    page.refresh(force=True)
    await user.should_see(marker="af-choice-end_turn")
    before = len(session.game.log)
    await asyncio.sleep(1.0)
    assert len(session.game.log) == before and not page.auto.armed
    await _tap(user, "af-choice-end_turn")
    await until(lambda: session.game.log[-1]["action"]["kind"] == "end_turn", what="the tapped end of turn")


async def test_a_tap_on_a_button_that_changed_meanwhile_plays_nothing(user: User) -> None:
    """A tap carries what its button showed: one meant for an earlier choice is refused with a
    message, and the game does not move."""
    session = _new_game([SeatSpec("Anna"), SeatSpec("Bot 1", bot=True)], seed=11)
    await user.open(f"/play/{session.tokens[1]}")
    await user.should_see(marker="af-choice-roll")
    roll = user.find(marker="af-choice-roll").elements.pop()
    click(user, roll, shown="0-000000000000")     # what an older frame of the button showed
    await user.should_see("Il pulsante è cambiato prima del tuo tocco")
    assert session.game.log == []


async def test_a_typed_amount_out_of_range_is_refused_and_the_question_stays(user: User) -> None:
    """999 shares typed into the trade's question: Sì says which numbers are allowed, buys
    nothing and keeps the question open with the number as typed (never pulled to the most)."""
    session = _new_game([SeatSpec("Anna"), SeatSpec("Bot 1", bot=True)], seed=3)
    await user.open(f"/play/{session.tokens[1]}")
    page = _af_page(user.client)
    await _until_offered(session, 1, {"end_turn", "trade"})
    page.refresh(force=True)
    trade = next(c for c in session.game.choices(1) if c.kind == "trade")
    marker = f"af-choice-trade-{trade.params['side']}-{trade.params['type']}"
    await user.should_see(marker=marker)
    await _tap(user, marker)
    await user.should_see(marker="af-amount")
    before = len(session.game.log)
    page.amount_input.value = 999
    await _tap(user, "yes")
    await user.should_see("Scrivi un numero intero fra")
    assert len(session.game.log) == before and page.dialog.value and page.amount_input.value == 999
    # said once, in the question's total line (red), not again in a toast behind the question
    [said] = [e for e in user.find("Scrivi un numero intero fra").elements]
    assert said.props.get("data-testid") == "af-amount-total" and "b-error" in said.classes
    assert not user.notify.contains("Scrivi un numero intero fra")


async def test_the_buy_question_says_when_the_cash_sets_the_most(user: User) -> None:
    """The most shares a buy offers comes from the cash here (two of them): the question says
    so; a buy the cash does not limit says nothing of it."""
    session = _new_game([SeatSpec("Anna"), SeatSpec("Bot 1", bot=True)], seed=3)
    await user.open(f"/play/{session.tokens[1]}")
    page = _af_page(user.client)
    await _until_offered(session, 1, {"end_turn", "trade"})
    state = session.game.state
    kind = next(t for t in state.quotes if state.quotes[t] > 0 and state.bank[t] >= 2)
    assert state.turn.trade_limit >= 2
    state.player(1).cash = 2 * state.quotes[kind] + 1        # enough for two of them
    session.game._cache = {}                                  # the choices after the hand's edit
    page.refresh(force=True)
    marker = f"af-choice-trade-buy-{kind}"
    await user.should_see(marker=marker)
    await _tap(user, marker)
    await user.should_see("Quante azioni? (da 1 a 2)")
    await user.should_see("Al massimo 2: quante ne puoi pagare con il tuo contante.")
    await _tap(user, "no")
    state.player(1).cash = 10 ** 9                            # rich: the stop or the Bank limits it
    session.game._cache = {}
    page.refresh(force=True)
    await until(lambda: not page.dialog.value, what="the question closed")
    await _tap(user, marker)
    await user.should_see(marker="af-amount")
    await user.should_not_see("quante ne puoi pagare con il tuo contante")


async def test_the_phone_says_where_the_pawn_is_that_a_stop_allows_one_trade_and_what_a_vote_does(user: User) -> None:
    """What a newcomer asked: the space the pawn stands on, that the Borsa allows one trade before
    the turn passes (the end of the turn last), and that the vote ends the game for everyone."""
    session = _new_game([SeatSpec("Anna"), SeatSpec("Bruno"), SeatSpec("Bot 1", bot=True)], seed=3)
    await user.open(f"/play/{session.tokens[1]}")
    page = _af_page(user.client)
    await _until_offered(session, 1, {"end_turn", "trade"})
    page.refresh(force=True)
    where = session.game.public_view()["players"][0]["pos_name"]
    await user.should_see(f"Sei su: {where}")
    await user.should_see(marker="af-trade-hint")
    shown = [b for b in page.pool.buttons[:page.pool.used]]
    assert shown[-1].props["data-testid"] == "af-choice-end_turn"
    await _tap(user, "vote")
    await user.should_see("La partita finisce per tutti quando vota per finire la maggioranza dei giocatori (2 su 2)")
    await _tap(user, "no")


async def test_the_monitor_says_which_space_the_current_player_stopped_on(user: User) -> None:
    session = _new_game([SeatSpec("Anna"), SeatSpec("Bot 1", bot=True)], seed=11)
    assert session.submit(1, {"kind": "roll"}, session.decision_for(1)) is None
    view = session.game.public_view()
    assert view["phase"] == "space"
    await user.open(f"/game/{session.game_id}")
    await user.should_see(f"su {view['players'][0]['pos_name']}")
