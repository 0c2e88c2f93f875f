"""Issue 18: names that draw nothing or break lines are refused; names in any script still work."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from billionaire.engine import Game, RuleError, SeatSpec, validate_setup
from billionaire.session import Registry
from billionaire.store import Store
from test_hardening_setup import _app_env, element, registry, user  # noqa: F401  (fixtures)

pytest_plugins = ["nicegui.testing.user_plugin"]

INVISIBLE_OR_BREAKING = {
    "line separator": "Anna\u2028Bruno",
    "paragraph separator": "An\u2029na",
    "Hangul filler alone": "\u3164",
    "Hangul filler inside": "An\u3164na",
    "Hangul choseong filler": "\u115f",
    "Hangul jungseong filler": "\u1160\u1160",
    "halfwidth Hangul filler": "\uffa0",
    "braille blank": "\u2800",
    "braille blank inside": "Anna\u2800",
    "Mongolian vowel separator": "\u180e",
    "combining grapheme joiner": "A\u034fnna",
    "only marks": "\u0301\u0300\u0308",
    "a mark first": "\u0301Anna",
    "a mark after a space": "Anna \u0301",
    "marks piled up": "A" + "\u0301\u0300\u0308\u0303\u0304",
    "a lone variation selector": "\ufe0f",
    "joiner alone": "\u200d",
    "joiner at the end": "Anna\u200d",
    "two joiners": "An\u200d\u200dna",
    "soft hyphen": "An\u00adna",
    "zero-width space": "An\u200bna",
    "bidi override": "\u202eanna",
    "private use": "\ue000",
    "non-character": "Anna\ufdd0",
    "tag character": "Anna\U000E0041",
    "object replacement": "\ufffc",
    "next line (C1)": "An\u0085na",
    "newline": "An\nna",
}

ORDINARY = ["Anna", "Zoë", "Zoe\u0308", "Nguyễn Thị Ánh", "O'Brien-Smith", "李小龍", "山田　太郎",
            "김민준", "नमस्ते", "محمد", "می\u200cخواهم", "Ζωή", "Алёна", "ท่าน", "🎲👑💰",
            "👨\u200d👩\u200d👧", "🏳\ufe0f\u200d🌈", "❤\ufe0f\u200d🔥", "👍🏽", "1\ufe0f\u20e3", "🇮🇹",
            "x" * 40]


@pytest.mark.parametrize("name", INVISIBLE_OR_BREAKING.values(), ids=INVISIBLE_OR_BREAKING.keys())
def test_invisible_or_line_breaking_names_are_refused_by_the_engine(name):
    with pytest.raises(RuleError) as refused:
        validate_setup([SeatSpec(name), SeatSpec("Bot", bot=True)], 10_000)
    assert "nome" in str(refused.value).lower() or "caratteri" in str(refused.value)
    registry = Registry(Store(":memory:"))
    with pytest.raises(RuleError):
        registry.create([SeatSpec(name), SeatSpec("Bot", bot=True)], 10_000, seed=1)
    assert registry.listing() == []


@pytest.mark.parametrize("name", ORDINARY)
def test_ordinary_names_in_any_script_are_kept(tmp_path, name):
    path = tmp_path / "g.sqlite3"
    session = Registry(Store(path)).create([SeatSpec(name), SeatSpec("Bot", bot=True)], 10_000, seed=1)
    assert session.game.public_view()["players"][0]["name"] == name
    again = Registry(Store(path)).get(session.game_id)
    assert again.game.public_view()["players"][0]["name"] == name


def test_a_game_stored_with_a_name_the_old_rule_allowed_still_opens(tmp_path):
    """Databases written before this rule may hold such names: their games still resume."""
    game = Game.new(seed=3, seats=[SeatSpec("Anna"), SeatSpec("Bot", bot=True)], starting_cash=10_000)
    for _ in range(5):
        seat = next(s for s in game.seats() if any(c.kind != "vote" for c in game.choices(s)))
        game.apply(seat, next(c for c in game.choices(seat) if c.kind != "vote").action())
    setup = dict(game.setup, seats=[dict(game.setup["seats"][0], name="\u3164 Anna\u2028Bruno"),
                                    game.setup["seats"][1]])
    path = tmp_path / "old.sqlite3"
    store = Store(path)
    store.save_game(SimpleNamespace(game_id="old1", host_key="k" * 32, created_at=1.0,
                                    tokens={1: "t" * 32}, finished=False,
                                    game=SimpleNamespace(setup=setup, log=list(game.log))))
    store.close()
    registry = Registry(Store(path))
    assert registry.broken == {}
    session = registry.get("old1")
    assert session is not None and len(session.game.log) == 5
    assert session.game.public_view()["players"][0]["name"] == "\u3164 Anna\u2028Bruno"
    with pytest.raises(RuleError):            # ... but no new game gets such a name
        registry.create([SeatSpec("\u3164 Anna\u2028Bruno"), SeatSpec("Bot", bot=True)], 10_000)


# --------------------------------------------------------------------------- setup page
@pytest.mark.parametrize("name, message", [
    ("Anna\u2028Bruno", "I nomi non possono contenere caratteri di controllo, invisibili o che vanno a capo."),
    ("\u3164", "I nomi non possono contenere caratteri"),
    ("\u2800", "I nomi non possono contenere caratteri"),
    ("An\u034fna", "I nomi non possono contenere caratteri"),
    ("\u0301\u0301", "Un nome non può iniziare con un accento o un segno da solo"),
    ("\u2063\u2063", "I nomi non possono contenere caratteri"),
])
async def test_the_setup_page_says_why_under_the_name(user, name, message) -> None:
    await user.open("/")
    await user.should_see(marker="name_humans_0")
    element(user, "name_humans_0").value = name
    user.find("Crea la partita").click()
    await user.should_see("la partita non è stata creata")
    await user.should_see(message)
    assert registry().listing() == []


async def test_names_that_only_look_different_are_the_same_name(user) -> None:
    from test_app_pages import _set_number
    await user.open("/")
    _set_number(user, "bots", 1)
    await user.should_see(marker="name_bots_0")
    element(user, "name_humans_0").value = "ＡＮＮＡ"
    element(user, "name_bots_0").value = "An\u200dna"
    user.find("Crea la partita").click()
    await user.should_see("Questo nome è già usato")
    assert registry().listing() == []


async def test_an_emoji_family_name_creates_the_game(user) -> None:
    await user.open("/")
    await user.should_see(marker="name_humans_0")
    element(user, "name_humans_0").value = "👨\u200d👩\u200d👧 Rossi"
    user.find("Crea la partita").click()
    await user.should_see("Giro 1", retries=20)
    [session] = registry().sessions()
    assert session.game.public_view()["players"][0]["name"] == "👨\u200d👩\u200d👧 Rossi"
