"""`/regole/alta-finanza`, Alta Finanza's guide, with NiceGUI's simulated `User`: a newcomer reads
the goal, what every space does, the Telex deck and the loan, in Italian and English. Expected
figures come from the engine (its track, deck and tables), not from `pages/af_help_text.py`."""
from __future__ import annotations

from collections import Counter

from nicegui import ui
from nicegui.testing import User

from billionaire.alta_finanza import tables as T, track
from billionaire.alta_finanza.telex import DECK
from billionaire.alta_finanza.texts import words
from billionaire.texts import money
from test_help_page import user  # noqa: F401  (the simulated browser on app.py)


def _rows(user: User, key: str) -> list[list[str]]:
    (table,) = user.find(marker=f"table_{key}").elements
    texts = [e.text for e in table.descendants() if isinstance(e, ui.label)][3:]
    return [texts[i:i + 3] for i in range(0, len(texts), 3)]


async def _all_text(user: User) -> str:
    user.find(marker="help_open_all").click()
    return "\n".join(str(getattr(e, "text", "")) for e in user.client.elements.values())


async def test_the_guide_counts_the_tracks_spaces_and_the_telex_deck(user: User) -> None:
    for lang in ("it", "en"):
        await user.open(f"/regole/alta-finanza?lang={lang}")
        await user.should_see("Alta Finanza")
        w = words(lang)
        spaces = {name: int(n) for name, n, _ in _rows(user, "spaces")}
        expected = {w.say("space:" + k, limit="").strip(): n for k, n in Counter(s.kind for s in track.TRACK).items()}
        assert spaces == expected and sum(spaces.values()) == track.SIZE == 40
        assert [int(n) for _, n, _ in _rows(user, "telex")] == [sum(t.kind == k for t in DECK)
                                                                for k in ("swing", "crack", "prize", "neutral")]


async def test_the_guide_says_the_rules_figures_in_each_language(user: User) -> None:
    for lang in ("it", "en"):
        await user.open(f"/regole/alta-finanza?lang={lang}")
        await user.should_see(marker="help_title")
        text = await _all_text(user)
        for amount in (T.LOAN, T.REPAYMENT, T.REENTRY_PENALTY, T.START_CASH, T.DEFAULT_TARGET, T.NOMINAL):
            assert money(amount, lang) in text, (lang, amount)
        assert f"{T.WIN_SHARES}" in text and f"{T.MAJORITY}" in text and "{" not in text


async def test_the_alta_finanza_phone_links_to_its_guide(user: User) -> None:
    from pages import runtime
    from billionaire import games
    from billionaire.engine import SeatSpec
    session = runtime.get_registry().create([SeatSpec("Anna"), SeatSpec("Bot", bot=True)], seed=3,
                                            game=games.ALTA_FINANZA, settings={"target": 1_000_000})
    await user.open(f"/play/{session.tokens[1]}")
    (link,) = user.find(marker="help_link").elements
    assert link.props["href"] == "/regole/alta-finanza"
