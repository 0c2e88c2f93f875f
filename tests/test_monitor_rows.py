"""The monitor's player rows are HTML built from the public view: what a player sees in them."""
from __future__ import annotations

from billionaire.engine import Game, SeatSpec
from pages.monitor_parts import PlayersPanel

HOSTILE = '<img src=x onerror="x=1">Eve & <b>co</b>'


def _row(name: str = "Anna", cash: int = 10_000, **kw) -> dict:
    game = Game.new(4, [SeatSpec(name), SeatSpec("Bot", bot=True)])
    player = game.public_view()["players"][0]
    player.update(cash=cash, **kw)
    return player


def test_a_name_full_of_html_is_shown_as_text():
    html = PlayersPanel.render(_row(HOSTILE), "live", current=False)
    assert "<img" not in html and "<b>" not in html
    assert "&lt;img src=x onerror=&quot;x=1&quot;&gt;Eve &amp; &lt;b&gt;co&lt;/b&gt;" in html


def test_row_shows_cash_worth_place_and_phone_presence():
    player = _row(cash=-1_500)
    html = PlayersPanel.render(player, "was", current=True)
    assert "-1.500 $" in html and "#ff8a80" in html          # debt in red
    assert "patrimonio" in html and "Città" in html
    assert "scollegato" in html and "b-current" in html
    assert "in attesa del telefono" in PlayersPanel.render(player, None, current=False)
    assert "b-current" not in PlayersPanel.render(player, None, current=False)


def test_bot_rows_have_no_phone_presence_and_votes_show():
    bot = Game.new(4, [SeatSpec("Anna"), SeatSpec("Bot", bot=True, level="facile")]).public_view()["players"][1]
    html = PlayersPanel.render(bot, None, current=False)
    assert "Bot · facile" in html and "telefono" not in html and "connesso" not in html
    assert "vota per finire" in PlayersPanel.render(_row(vote=True), "live", current=False)


def test_a_pawn_on_a_chance_space_reads_casella():
    html = PlayersPanel.render(_row(pos_name="?"), "live", current=False)
    assert "Casella ? · Città" in html
