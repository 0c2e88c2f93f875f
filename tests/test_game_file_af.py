"""An Alta Finanza game file (`billionaire.game_file`, the same format as Billionaire's, its setup
naming the game): the file of a finished or a running game loads as the same game of the same
engine and survives a restart; a file of an unknown game, with bad seats, seed or target, a
forged log, wrong types, too large or not JSON is refused with its reason (the engine's own
words for it when it has some) and nothing is created."""
from __future__ import annotations

import json

import pytest

from billionaire import game_file, games
from billionaire.alta_finanza import engine as af
from billionaire.alta_finanza.bots import choose_action
from billionaire.alta_finanza.tables import MAX_TARGET, MIN_TARGET
from billionaire.game_file import GameFileError, read, write
from billionaire.session import Registry
from billionaire.store import Store
from billionaire.texts import plain


def _play(seed: int, target: int, humans: int = 1, bots: int = 2) -> af.Game:
    """A game to its end, every seat played by the bots' choices (humans too: the log is the same)."""
    seats = [af.SeatSpec(f"Umano {i + 1}") for i in range(humans)] + \
        [af.SeatSpec(f"Bot {i + 1}", bot=True, level=("facile", "normale")[i % 2]) for i in range(bots)]
    g = af.Game.new(seed, seats, target)
    while not g.over:
        seat = next(s for s in [g.current_seat, *g.seats()] if any(c.kind != "vote" for c in g.choices(s)))
        g.apply(seat, choose_action(g, seat))
    return g


@pytest.fixture(scope="module")
def finished() -> af.Game:
    g = _play(3, 400_000)
    assert g.over and g.state.end_reason == "target" and len(g.log) > 100
    return g


def _refused(raw) -> GameFileError:
    with pytest.raises(GameFileError) as e:
        read(raw)
    for lang in ("it", "en"):   # every refusal has its sentence, in both languages
        text = plain(lang).error(e.value.code, e.value.params)
        assert text and not text.startswith("error:")
        said = e.value.message(lang)
        assert said.startswith(text) and "error:" not in said
    return e.value


def _changed(game: af.Game, change, log: list | None = None) -> str:
    data = json.loads(write(game.setup, game.log if log is None else log))
    change(data)
    return json.dumps(data)


def test_an_alta_finanza_file_loads_as_the_same_game_of_its_engine(finished):
    raw = write(finished.setup, finished.log)
    assert json.loads(raw)["setup"]["game"] == games.ALTA_FINANZA
    again = read(raw)
    assert isinstance(again, af.Game) and games.of_game(again) is games.kind(games.ALTA_FINANZA)
    assert again.state_hash() == finished.state_hash() and again.over
    assert again.setup == finished.setup and again.state.target == 400_000
    assert again.state.winner == finished.state.winner
    half = read(write(finished.setup, finished.log[:60]))          # a game in play goes on from there
    assert not half.over and len(half.log) == 60 and half.state.target == 400_000


def test_a_loaded_alta_finanza_game_is_a_new_game_of_this_server_and_survives_a_restart(finished, tmp_path):
    path = tmp_path / "games.sqlite3"
    registry = Registry(Store(path))
    session = registry.import_game(read(write(finished.setup, finished.log)))
    assert session.game.state_hash() == finished.state_hash() and session.finished
    assert set(session.tokens) == {1}                               # the one human seat, a new link
    registry.store.close()
    again = Registry(Store(path)).get(session.game_id)
    assert again is not None and isinstance(again.game, af.Game)
    assert again.game.state_hash() == finished.state_hash()


@pytest.mark.parametrize("name", ["monopoli", "", "Alta Finanza", "ALTA_FINANZA", 5, None, True, ["alta_finanza"],
                                  {"name": "alta_finanza"}])
def test_a_file_of_a_game_this_server_does_not_know_is_refused(finished, name):
    problem = _refused(_changed(finished, lambda d: d["setup"].update(game=name)))
    assert problem.code == "file_unknown_game"


@pytest.mark.parametrize("target", ["-5", -5, 0, MIN_TARGET - 1, MAX_TARGET + 1, 10 ** 100, 1.5e6, 1_000_000.0,
                                    True, None, [1_000_000], {"v": 1}, "1000000"])
def test_a_bad_target_is_refused_with_the_engine_s_range(finished, target):
    problem = _refused(_changed(finished, lambda d: d["setup"].update(target=target), log=[]))
    assert problem.code == "file_bad_settings" and problem.cause[0] == "af_target"
    assert "200.000 $" in problem.message("it") and "10.000.000 $" in problem.message("it")
    assert "$200,000" in problem.message("en")


def test_a_missing_target_is_not_filled_in_and_billionaire_s_setting_is_not_alta_finanza_s(finished):
    problem = _refused(_changed(finished, lambda d: d["setup"].pop("target"), log=[]))
    assert problem.code == "file_bad_settings"
    problem = _refused(_changed(finished, lambda d: (d["setup"].pop("target"), d["setup"].update(starting_cash=10_000)),
                                log=[]))
    assert problem.code == "file_bad_settings"
    # the same seats and log said to be Billionaire's: no starting cash, and not its log either
    problem = _refused(_changed(finished, lambda d: d["setup"].pop("game")))
    assert problem.code == "file_bad_settings"


def test_a_number_too_long_to_read_is_not_json(finished):
    raw = _changed(finished, lambda d: d["setup"].update(target=0), log=[]).replace('"target": 0', '"target": ' + "9" * 5000)
    assert _refused(raw).code == "file_not_json"


@pytest.mark.parametrize("seats, cause", [
    ([{"name": "Solo", "bot": False, "level": "normale"}], "af_seat_count"),          # Alta Finanza needs two
    ([{"name": f"P{i}", "bot": True, "level": "facile"} for i in range(7)], "af_seat_count"),
    ([{"name": "A", "bot": False, "level": "normale"}, {"name": "B", "bot": True, "level": "difficile"}], "bot_level"),
    ([{"name": "A", "bot": False, "level": "normale"}, {"name": " ", "bot": False, "level": "normale"}], "name_length"),
    ([{"name": "A", "bot": False, "level": "normale"}, {"name": "x" * 41, "bot": False, "level": "normale"}],
     "name_length"),
    ([{"name": "A", "bot": False, "level": "normale"}, {"name": "B\u202e", "bot": False, "level": "normale"}],
     "name_invisible"),
])
def test_bad_seats_are_refused_with_the_engine_s_reason(finished, seats, cause):
    problem = _refused(_changed(finished, lambda d: d["setup"].update(seats=seats), log=[]))
    assert problem.code == "file_bad_seats" and problem.cause[0] == cause


@pytest.mark.parametrize("seats", [
    [], {"1": "A"}, "Anna, Bruno", [["A", False, "normale"], ["B", True, "facile"]],
    [{"name": "A", "bot": 0, "level": "normale"}, {"name": "B", "bot": True, "level": "facile"}],
    [{"name": "A", "bot": False}, {"name": "B", "bot": True, "level": "facile"}],
    [{"name": 7, "bot": False, "level": "normale"}, {"name": "B", "bot": True, "level": "facile"}],
    [{"name": "A", "bot": False, "level": "normale"}, {"name": "B", "bot": True, "level": "x" * 100_000}],
])
def test_seats_of_the_wrong_shape_are_refused(finished, seats):
    problem = _refused(_changed(finished, lambda d: d["setup"].update(seats=seats), log=[]))
    assert problem.code == "file_bad_seats" and problem.cause is None
    assert len(problem.message("it")) < 200                   # nothing of the file is said back


@pytest.mark.parametrize("seed", [-1, 2 ** 64, "3", 3.0, True, None])
def test_a_bad_seed_is_refused(finished, seed):
    assert _refused(_changed(finished, lambda d: d["setup"].update(seed=seed), log=[])).code == "file_bad_seed"


def _first(log, kind):
    return next(i for i, e in enumerate(log) if e["action"]["kind"] == kind)


def test_a_forged_log_is_refused_at_its_action_with_the_engine_s_reason(finished):
    log = finished.log
    i = _first(log, "trade")

    def more(d):                                   # a purchase of more than the Borsa allows
        d["log"][i]["action"]["n"] = 10_000
    problem = _refused(_changed(finished, more))
    assert problem.code == "file_illegal_action" and problem.params["number"] == i + 1

    def other_seat(d):                             # someone else's roll
        d["log"][0]["seat"] = 2 if d["log"][0]["seat"] != 2 else 3
    problem = _refused(_changed(finished, other_seat))
    assert problem.code == "file_illegal_action" and problem.params["number"] == 1
    assert problem.cause[0] == "not_your_turn" and "Non è il tuo turno." in problem.message("it")
    assert "It is not your turn." in problem.message("en")

    def inserted(d):                               # a loan nobody was offered
        d["log"].insert(1, {"seat": 2, "action": {"kind": "take_loan"}})
    assert _refused(_changed(finished, inserted)).params["number"] == 2

    def after_the_end(d):                          # a move after the winner
        d["log"].append(d["log"][0])
    problem = _refused(_changed(finished, after_the_end))
    assert problem.params["number"] == len(log) + 1 and problem.cause[0] == "game_over"

    def billionaire_move(d):                       # the other game's action
        d["log"][0] = {"seat": d["log"][0]["seat"], "action": {"kind": "buy_building"}}
    assert _refused(_changed(finished, billionaire_move)).params["number"] == 1


@pytest.mark.parametrize("entry", [
    [1, {"kind": "roll"}], "roll", None, {"seat": "1", "action": {"kind": "roll"}},
    {"seat": True, "action": {"kind": "roll"}}, {"seat": 1, "action": "roll"}, {"seat": 1},
    {"seat": 1, "action": {"kind": 5}}, {"seat": 1, "action": {}}, {"seat": 10 ** 30, "action": {"kind": "roll"}},
])
def test_log_entries_of_the_wrong_shape_are_refused(finished, entry):
    problem = _refused(_changed(finished, lambda d: d["log"].insert(0, entry)))
    assert problem.code == "file_illegal_action" and problem.params["number"] == 1


def test_files_of_the_wrong_shape_are_refused(finished):
    assert _refused(_changed(finished, lambda d: d.update(log={"0": d["log"][0]}))).code == "file_not_a_game"
    assert _refused(_changed(finished, lambda d: d.update(setup=[d["setup"]]))).code == "file_not_a_game"
    assert _refused(_changed(finished, lambda d: d.update(version=2))).code == "file_not_a_game"
    assert _refused(_changed(finished, lambda d: d.pop("format"))).code == "file_not_a_game"
    assert _refused(write(finished.setup, finished.log)[:-2]).code == "file_not_json"
    raw = write(finished.setup, finished.log)
    assert _refused(raw[:100] + b"\xff\xfe\xfd" + raw[100:]).code == "file_not_json"      # not UTF-8
    assert _refused(raw.replace(b'"target": 400000', b'"target": NaN')).code == "file_bad_settings"


def test_a_file_too_large_is_refused_before_it_is_replayed(finished):
    padded = _changed(finished, lambda d: d["setup"].update(note="x" * game_file.MAX_BYTES))
    assert _refused(padded).code == "file_too_large"
    long_log = _changed(finished, lambda d: d.update(log=[d["log"][0]] * (game_file.MAX_ACTIONS + 1)))
    assert len(long_log) < game_file.MAX_BYTES and _refused(long_log).code == "file_too_large"


def test_a_long_alta_finanza_game_fits_the_file_s_limits():
    g = _play(11, 10_000_000, humans=2, bots=4)
    raw = write(g.setup, g.log)
    assert len(g.log) < game_file.MAX_ACTIONS // 2 and len(raw) < game_file.MAX_BYTES // 4
    assert read(raw).state_hash() == g.state_hash()


def test_a_refused_file_creates_nothing(finished, tmp_path):
    registry = Registry(Store(tmp_path / "games.sqlite3"))
    for raw in (_changed(finished, lambda d: d["setup"].update(target="-5")),
                _changed(finished, lambda d: d["setup"].update(game="monopoli")),
                _changed(finished, lambda d: d["log"].insert(0, {"seat": 3, "action": {"kind": "roll"}}))):
        with pytest.raises(GameFileError):
            registry.import_game(read(raw))
    assert registry.sessions() == [] and registry.listing() == []


def test_the_hosts_download_of_a_finished_game_loads_back_as_the_same_game(tmp_path):
    """The monitor's game file (`runtime.game_files`, the host's download at the end) is what the
    setup page's **Carica una partita** reads: the same game, for Alta Finanza as for Billionaire."""
    from pages import runtime
    registry = Registry(Store(tmp_path / "games.sqlite3"))
    session = registry.create([af.SeatSpec("Bot 1", bot=True), af.SeatSpec("Bot 2", bot=True)], seed=3,
                              game=games.ALTA_FINANZA, settings={"target": 300_000})
    while not session.finished:
        assert session.bot_step()
    data, name = runtime.game_files(session, session.host_key, "json")
    assert name.endswith(".json")
    again = read(data)
    assert again.state_hash() == session.game.state_hash() and again.over
