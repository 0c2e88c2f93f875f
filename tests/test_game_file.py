"""A game file (`billionaire.game_file`) taken back from anyone: the file a monitor downloads loads
as a new game here that replays to the same game (stored, it survives a restart); a tampered,
foreign, malformed or oversized file is refused with its reason and nothing is created."""
from __future__ import annotations

import json

import pytest
from rules_kit import bot_game

from billionaire import game_file
from billionaire.game_file import GameFileError, read, write
from billionaire.session import Registry
from billionaire.store import Store
from billionaire.texts import plain


@pytest.fixture(scope="module")
def finished():
    g = bot_game(7, 3, 60)
    assert g.over
    return g


def _code(raw) -> str:
    with pytest.raises(GameFileError) as e:
        read(raw)
    for lang in ("it", "en"):   # every refusal has its words
        text = plain(lang).error(e.value.code, e.value.params)
        assert text and not text.startswith("error:")
        said = e.value.message(lang)
        assert said.startswith(text) and "error:" not in said
    return e.value.code


def test_a_downloaded_game_loads_and_replays_to_the_same_game(finished):
    again = read(write(finished.setup, finished.log))
    assert again.state_hash() == finished.state_hash() and again.over


def test_a_tampered_log_is_refused_at_its_move(finished):
    data = json.loads(write(finished.setup, finished.log))
    i = next(i for i, e in enumerate(data["log"]) if e["action"]["kind"] == "move")
    data["log"][i]["action"]["to"] = "w1" if data["log"][i]["action"]["to"] != "w1" else "w2"
    with pytest.raises(GameFileError) as e:
        read(json.dumps(data))
    assert e.value.code == "file_illegal_action" and e.value.params["number"] == i + 1
    data = json.loads(write(finished.setup, finished.log))
    data["log"][3]["seat"] = 9
    assert _code(json.dumps(data)) == "file_illegal_action"
    data = json.loads(write(finished.setup, finished.log))
    data["log"].insert(2, {"seat": 1, "action": {"kind": "buy_building"}})
    assert _code(json.dumps(data)) == "file_illegal_action"


@pytest.mark.parametrize("raw, code", [
    (b"\x89PNG not json", "file_not_json"),
    (b"[" * 100_000 + b"]" * 100_000, "file_not_json"),
    (b'{"format": "other", "version": 1}', "file_not_a_game"),
    (b'{"format": "billionaire-game", "version": 2, "setup": {}, "log": []}', "file_not_a_game"),
    (b'[1, 2]', "file_not_a_game"),
    (b"x" * (game_file.MAX_BYTES + 1), "file_too_large"),
])
def test_files_that_are_not_games_are_refused(raw, code):
    assert _code(raw) == code


@pytest.mark.parametrize("change, code", [
    (lambda s: s.update(starting_cash=-5), "file_bad_settings"),
    (lambda s: s.update(starting_cash="10000"), "file_bad_settings"),
    (lambda s: s.pop("starting_cash"), "file_bad_settings"),
    (lambda s: s.update(seed="1"), "file_bad_seed"), (lambda s: s.update(seed=2 ** 64), "file_bad_seed"),
    (lambda s: s.update(seats=[]), "file_bad_seats"),
    (lambda s: s.update(seats=[{"name": "<b>\u2028x", "bot": False, "level": "normale"}]), "file_bad_seats"),
    (lambda s: s.update(seats=[{"name": "A", "bot": "yes", "level": "normale"}]), "file_bad_seats"),
    (lambda s: s.update(seats=[{"name": "A", "bot": True, "level": "god"}]), "file_bad_seats"),
    (lambda s: s.update(seats=[{"name": f"P{i}", "bot": True, "level": "facile"} for i in range(7)]),
     "file_bad_seats"),
])
def test_a_bad_setup_is_refused(finished, change, code):
    data = json.loads(write(finished.setup, []))
    change(data["setup"])
    assert _code(json.dumps(data)) == code


def test_a_loaded_game_is_a_new_game_of_this_server_and_survives_a_restart(finished, tmp_path):
    path = tmp_path / "games.sqlite3"
    registry = Registry(Store(path))
    session = registry.import_game(read(write(finished.setup, finished.log)))
    assert session.game.state_hash() == finished.state_hash() and session.finished
    assert session.host_key and set(session.tokens) == {s for s, spec in enumerate(finished.setup["seats"], 1)
                                                        if not spec["bot"]}
    registry.store.close()
    again = Registry(Store(path)).get(session.game_id)
    assert again is not None and again.game.state_hash() == finished.state_hash()


def test_a_game_in_play_counts_against_the_limits(finished, tmp_path):
    from billionaire.session import LimitReached
    registry = Registry(Store(tmp_path / "games.sqlite3"), max_games=1)
    half = read(write(finished.setup, finished.log[:40]))
    registry.import_game(half)
    with pytest.raises(LimitReached):
        registry.import_game(read(write(finished.setup, finished.log[:40])))
    registry.import_game(read(write(finished.setup, finished.log)))   # a finished one: no limit
