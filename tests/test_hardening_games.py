"""Issue 18: how many games a browser and the server may have in play, finished games out of
memory, start-up and token lookups without every action log, a home page that stays light."""
from __future__ import annotations

import re

import pytest
from nicegui.testing import User

from billionaire.engine import SeatSpec
from billionaire.session import ABANDONED_AFTER, LimitReached, Registry
from billionaire.store import Store
from test_hardening_setup import _app_env, registry, user  # noqa: F401  (fixtures)

pytest_plugins = ["nicegui.testing.user_plugin"]

SEATS = [SeatSpec("Anna"), SeatSpec("Bot", bot=True)]


class Clock:
    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


def end(session) -> None:
    [choice] = [c for c in session.game.choices(0) if c.kind == "host_end"]
    assert session.submit(0, choice.action(), session.decision_for(0)) is None
    assert session.finished


def watched_sql(store: Store) -> list[str]:
    """Every statement the store runs from now on, as SQLite executes it."""
    seen: list[str] = []
    store._db.set_trace_callback(seen.append)
    return seen


# ------------------------------------------------------------------------------- limits
def test_the_server_limit_refuses_a_game_and_stores_nothing(tmp_path):
    clock = Clock()
    reg = Registry(Store(tmp_path / "g.sqlite3"), max_games=3, clock=clock)
    games = [reg.create(SEATS, 10_000, seed=i) for i in range(3)]
    with pytest.raises(LimitReached, match="già 3 partite in corso"):
        reg.create(SEATS, 10_000, seed=9)
    assert len(reg.listing()) == 3 and len(Store(tmp_path / "g.sqlite3").load_headers()) == 3
    end(games[0])                                   # a finished game does not count
    fourth = reg.create(SEATS, 10_000, seed=10)
    with pytest.raises(LimitReached):
        reg.create(SEATS, 10_000, seed=11)
    clock.now += ABANDONED_AFTER                    # games left unfinished for 12 hours neither
    assert reg.limit_problem() is None
    reg.create(SEATS, 10_000, seed=12)
    assert fourth.game_id in {g.game_id for g in reg.listing()}


def test_the_browser_limit_counts_the_games_that_browser_created(tmp_path):
    reg = Registry(Store(tmp_path / "g.sqlite3"), max_games=10, max_games_per_browser=2)
    mine: dict[str, str] = {}
    for seed in range(2):
        s = reg.create(SEATS, 10_000, seed=seed, host_keys=mine)
        mine[s.game_id] = s.host_key
    with pytest.raises(LimitReached, match="da questo browser"):
        reg.create(SEATS, 10_000, seed=5, host_keys=mine)
    forged = {gid: "not-the-key" for gid in mine}   # keys it does not hold do not count
    reg.create(SEATS, 10_000, seed=6, host_keys=forged)
    reg.create(SEATS, 10_000, seed=7)               # another browser
    end(reg.get(next(iter(mine))))
    reg.create(SEATS, 10_000, seed=8, host_keys=mine)


async def test_the_setup_page_says_the_browser_limit_and_creates_nothing(user: User) -> None:
    await user.open("/")
    registry().max_games_per_browser = 1
    user.find("Crea la partita").click()
    await user.should_see("Giro 1", retries=20)
    await user.open("/")
    user.find("Crea la partita").click()
    await user.should_see("Hai già 1 partite in corso create da questo browser, il massimo")
    assert len(registry().listing()) == 1


async def test_the_setup_page_says_the_server_limit(user: User) -> None:
    registry().create(SEATS, 10_000)                # someone else's game
    registry().max_games = 1
    await user.open("/")
    user.find("Crea la partita").click()
    await user.should_see("Su questo server ci sono già 1 partite in corso, il massimo")
    assert len(registry().listing()) == 1


def test_the_options_set_the_limits(tmp_path):
    import app
    args = app.parse_args(["--max-games", "7", "--max-games-per-browser", "0"])
    assert (args.max_games, args.max_games_per_browser) == (7, 0)
    defaults = app.parse_args([])
    assert defaults.max_games == app.MAX_GAMES > defaults.max_games_per_browser > 0
    with pytest.raises(SystemExit):
        app.parse_args(["--max-games", "-1"])


# ----------------------------------------------------------------------------- dormancy
@pytest.fixture
def many_games(tmp_path):
    """40 finished games with logs and 2 games in play, in one database."""
    path = tmp_path / "g.sqlite3"
    reg = Registry(Store(path))
    finished = []
    for i in range(40):
        s = reg.create(SEATS, 10_000, seed=i)
        for _ in range(6):
            s.bot_step() or s.submit(1, {"kind": "end_turn"}, s.decision_for(1))
        end(s)
        finished.append(s)
    playing = [reg.create(SEATS, 10_000, seed=100 + i) for i in range(2)]
    reg.store.close()
    return path, finished, playing


def test_start_up_reads_no_log_of_a_finished_game(many_games):
    path, finished, playing = many_games
    store = Store(path)
    sql = watched_sql(store)
    reg = Registry(store)
    read_logs = [q for q in sql if "actions" in q]
    assert all(re.search(r"game_id = '([^']+)'", q) for q in read_logs), read_logs
    assert {re.search(r"game_id = '([^']+)'", q).group(1) for q in read_logs} \
        == {s.game_id for s in playing}
    assert {s.game_id for s in reg.sessions()} == {s.game_id for s in playing}
    assert len(reg.listing()) == 42 and sum(g.finished for g in reg.listing()) == 40


def test_a_dormant_games_seat_link_reads_that_game_only(many_games):
    path, finished, _ = many_games
    store = Store(path)
    reg = Registry(store)
    sql = watched_sql(store)
    target = finished[17]
    session, seat = reg.find_token(target.tokens[1])
    assert (session.game_id, seat) == (target.game_id, 1)
    assert session.game.state_hash() == target.game.state_hash()
    assert {re.search(r"game_id = '([^']+)'", q).group(1) for q in sql if "actions" in q} \
        == {target.game_id}
    sql.clear()
    assert reg.find_token("A" * 32) is None and reg.find_token(target.tokens[1][:-1]) is None
    assert reg.find_token(target.host_key) is None
    assert sql == []                                # a wrong token reads nothing


def test_a_game_that_finishes_leaves_memory_once_nobody_looks(tmp_path):
    clock = Clock()
    reg = Registry(Store(tmp_path / "g.sqlite3"), clock=clock)
    session = reg.create(SEATS, 10_000, seed=3)
    unsubscribe = session.subscribe(lambda: None)    # a page is open
    end(session)
    assert reg.sleep_unwatched(grace=60) == []
    unsubscribe()                                    # ... and closed
    assert reg.sleep_unwatched(grace=60) == []       # not at once: a reload comes back
    clock.now += 61
    assert reg.sleep_unwatched(grace=60) == [session.game_id]
    assert reg.is_dormant(session.game_id) and session not in reg.sessions()
    again = reg.get(session.game_id)                 # opening it brings it back
    assert again is not session and again.finished
    assert again.game.state_hash() == session.game.state_hash()
    assert reg.find_token(session.tokens[1]) == (again, 1)
    reg.delete(again.game_id, session.host_key)
    assert reg.get(session.game_id) is None


def test_a_game_in_play_stays_and_an_abandoned_one_sleeps_unless_a_bot_must_move(tmp_path):
    clock = Clock()
    reg = Registry(Store(tmp_path / "g.sqlite3"), clock=clock)
    waiting = reg.create([SeatSpec("Anna"), SeatSpec("Bruno")], 10_000, seed=1)
    bots = reg.create([SeatSpec("Bot 1", bot=True), SeatSpec("Bot 2", bot=True)], 10_000, seed=2)
    assert reg.sleep_unwatched() == []               # in play: never
    clock.now += ABANDONED_AFTER
    assert reg.sleep_unwatched() == [waiting.game_id]
    assert bots in reg.sessions()                    # its bots would still play
    restarted = Registry(Store(tmp_path / "g.sqlite3"), clock=clock)
    assert {s.game_id for s in restarted.sessions()} == set()      # both abandoned: dormant
    woken = restarted.find_token(waiting.tokens[1])
    assert woken is not None and woken[0].game.state_hash() == waiting.game.state_hash()
    assert restarted.get(bots.game_id).game.state_hash() == bots.game.state_hash()


async def test_the_sweep_takes_a_finished_game_out_and_its_monitor_brings_it_back(user: User) -> None:
    from pages import dormancy, runtime

    session = registry().create([SeatSpec("Bot 1", bot=True), SeatSpec("Bot 2", bot=True)], 10_000)
    end(session)
    runtime.public_view(session)
    assert dormancy.sweep(grace=0) == [session.game_id]
    assert session.game_id not in runtime._public_views
    await user.open(f"/game/{session.game_id}")
    await user.should_see("Classifica")
    assert dormancy.sweep(grace=0) == []             # its monitor is open


# ---------------------------------------------------------------------------- home page
async def test_the_home_page_lists_the_recent_games_and_shows_more_on_demand(user: User) -> None:
    registry().max_games = None
    ids = [registry().create(SEATS, 10_000, seed=i).game_id for i in range(45)]
    await user.open("/")
    await user.should_see(f"Partita {ids[-1]}")
    await user.should_see("Le 20 partite più recenti su 45")
    await user.should_not_see(f"Partita {ids[24]}")
    user.find(marker="more_games").click()
    await user.should_see(f"Partita {ids[5]}")
    await user.should_see("Le 40 partite più recenti su 45")
    await user.should_not_see(f"Partita {ids[4]}")
    user.find("Mostra altre 5").click()
    await user.should_see(f"Partita {ids[0]}")
    await user.should_not_see(marker="more_games")
