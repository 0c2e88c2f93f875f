"""The monitor's status line for screen readers (`pages/monitor_status.py`): a card drawn, the
turn passing and the winner change its text; nothing else does, and nothing is said twice."""
from __future__ import annotations

from pathlib import Path

import pytest

from billionaire.engine import SeatSpec
from phone_kit import until

ROOT = Path(__file__).resolve().parents[1]
PLAYERS = [{"seat": 1, "label": "G1", "name": "Anna"}, {"seat": 2, "label": "G2", "name": "Bruno"}]


class _Label:
    def __init__(self) -> None:
        self.text, self.changes = "", 0

    def set_text(self, text: str) -> None:
        self.text, self.changes = text, self.changes + 1


def _status(lang: str = "it"):
    from pages.monitor_status import MonitorStatus
    status = MonitorStatus.__new__(MonitorStatus)
    status.lang, status.seen, status.label = lang, {}, _Label()
    return status


def _view(seat: int = 1, round_: int = 1, card: dict | None = None, **more) -> dict:
    return {"players": PLAYERS, "current_seat": seat, "round": round_, "last_card": card, "over": False,
            **more}


def test_the_turn_a_card_and_the_winner_are_said_once_each() -> None:
    status = _status()
    status.update(_view(card={"id": "fine", "drawer": 2, "text": "Multa."}))
    assert status.label.text == "Tocca a G1 Anna."          # an old card is not news on opening
    status.update(_view(cash=5))                           # other changes: nothing new to say
    assert status.label.changes == 1
    card = {"id": "party", "drawer": 1, "text": "Festa: paga 100 $ a ogni giocatore."}
    status.update(_view(card=card))
    assert status.label.text == "G1 Anna pesca una carta: Festa: paga 100 $ a ogni giocatore."
    status.update(_view(card={**card, "effects": ["G1: -100 $"]}))   # its outcome: the same card
    assert status.label.changes == 2
    status.update(_view(seat=2, card=card))
    assert status.label.text == "Tocca a G2 Bruno."
    status.update(_view(seat=2, card={"id": "party", "drawer": 2, "text": card["text"]}))
    assert status.label.text.startswith("G2 Bruno pesca una carta")
    status.update(_view(seat=2, over=True, winner=2))
    assert status.label.text == "Vince G2 Bruno!"
    status.update(_view(seat=2, over=True, winner=2))
    assert status.label.changes == 5


def test_in_english() -> None:
    status = _status("en")
    status.update(_view(seat=2))
    assert status.label.text == "G2 Bruno's turn."
    status.update(_view(seat=2, card={"id": "x", "drawer": 2, "text": "Fine."}))
    assert status.label.text == "G2 Bruno draws a card: Fine."


@pytest.fixture
async def user(tmp_path, monkeypatch, caplog):
    from nicegui.testing.user_simulation import user_simulation

    monkeypatch.setenv("BILLIONAIRE_DATA", str(tmp_path))
    monkeypatch.setenv("BILLIONAIRE_BOT_DELAY", "30")
    monkeypatch.setenv("BILLIONAIRE_AUTO_DELAY", "30")
    async with user_simulation(main_file=ROOT / "app.py") as u:
        yield u
    errors = [r for r in caplog.get_records("call") if r.levelname == "ERROR"]
    assert not errors, [r.getMessage() for r in errors]


async def test_the_monitor_page_has_the_status_line(user) -> None:
    from nicegui import ui

    from pages import runtime
    session = runtime.get_registry().create([SeatSpec("Anna"), SeatSpec("Bruno")], 10_000, seed=7)
    await user.open(f"/game/{session.game_id}")
    lines = [e for e in user.find(kind=ui.label).elements if e.props.get("role") == "status"]
    assert len(lines) == 1 and lines[0].props["aria-live"] == "polite"
    assert "sr-only" in lines[0].classes
    assert lines[0].text == "Tocca a G1 Anna."
    for _ in range(40):    # Anna plays her turn (from her phone, say)
        if session.game.state.current != 1:
            break
        choices = [c for c in session.game.choices(1) if c.kind != "vote"]
        pick = next((c for c in choices if c.kind == "end_turn"), None) or next(
            (c for c in choices if c.kind in ("roll", "move", "decline", "skip_extraction")), choices[0])
        assert session.submit(1, pick.action(), session.decision_for(1)) is None
    await until(lambda: "Tocca a G2 Bruno." in lines[0].text, what=lines[0].text)
