"""The teacher's workbook of an Alta Finanza game, from its history (`.history`): players per
round (cash, shares, worth, majorities, the loan, who played the seat: the player or a bot
standing in), every money movement (round, player, amount, cause, item, who played the seat), the quotations per round, and the game (setup, seed, target, result). Written by
the same writers as Billionaire's (`billionaire.workbook.xlsx_bytes`, `csv_zip_bytes`)."""
from __future__ import annotations

from .. import workbook as shared
from .history import History
from .rules.money import CAUSES
from .tables import TYPES
from .texts import TABLES

# Sheet and column names, Italian and English (data of the text layer, beside their use).
HEAD = {
    "it": {"players": "Giocatori per giro", "ledger": "Movimenti", "quotes": "Quotazioni", "game": "Partita",
           "round": "Giro", "player": "Giocatore", "name": "Nome", "cash": "Contante", "shares": "Azioni",
           "worth": "Patrimonio", "majorities": "Maggioranze", "loan": "Prestito in corso", "yes": "sì",
           "no": "no", "amount": "Importo", "cause": "Causa", "code": "Codice", "item": "Voce",
           "key": "Voce", "value": "Valore", "seed": "Seme", "target": "Somma da raggiungere",
           "rounds": "Giri", "winner": "Vincitore", "end": "Fine", "bot": "Bot", "level": "Livello",
           "played_by": "Giocato da", "a_bot": "bot"},
    "en": {"players": "Players by round", "ledger": "Ledger", "quotes": "Quotations", "game": "Game",
           "round": "Round", "player": "Player", "name": "Name", "cash": "Cash", "shares": "Shares",
           "worth": "Worth", "majorities": "Majorities", "loan": "Loan out", "yes": "yes", "no": "no",
           "amount": "Amount", "cause": "Cause", "code": "Code", "item": "Item", "key": "Item",
           "value": "Value", "seed": "Seed", "target": "Target", "rounds": "Rounds", "winner": "Winner",
           "end": "End", "bot": "Bot", "level": "Level", "played_by": "Played by",
           "a_bot": "bot"},
}
CAUSE_WORDS = {lang: {c: TABLES[lang]["cause:" + c] for c in CAUSES} for lang in TABLES}   # `.texts`
SHEETS = ("players", "ledger", "quotes", "game")
assert set(CAUSE_WORDS["it"]) == set(CAUSE_WORDS["en"]) == set(CAUSES)


def titles(lang: str) -> dict[str, str]:
    return {k: HEAD[lang][k] for k in SHEETS}


def sheets(h: History, w, winner: int | None = None, end_words: str = "") -> dict[str, list[list]]:
    """Sheet key -> rows (a header first). `w`: the game's `alta_finanza.texts.Words`."""
    t, causes = HEAD[w.lang], CAUSE_WORDS[w.lang]
    seats = h.seats()
    names = {i: s["name"] for i, s in enumerate(h.setup["seats"], start=1)}
    when, money = shared.HEAD[w.lang]["moment"], shared.Money
    players = [[t["round"], t["player"], t["name"], t["cash"], t["shares"], t["worth"], t["majorities"],
                t["loan"], t["played_by"], when]]
    for pt, (first, stop) in zip(h.points, shared.spans(h)):
        for seat in seats:
            p = pt.player(seat)
            players.append([pt.round, f"G{seat}", names[seat], money(p.cash), sum(p.shares.values()), money(p.worth),
                            ", ".join(w.say("type:" + k) for k in p.majorities), t["yes"] if p.loan else t["no"],
                            shared.played_by(h, seat, first, stop, t["a_bot"]), shared.moment(pt, w.lang)])
    ledger = [[t["round"], t["player"], t["name"], t["amount"], t["cause"], t["code"], t["item"], t["played_by"]]]
    for seat in seats:
        k = 1
        for i, (amount, cause, params) in enumerate(h.ledgers.get(seat, [])):
            while k < len(h.points) - 1 and i >= h.points[k].player(seat).ledger_len:
                k += 1
            ledger.append([h.points[k].round, f"G{seat}", names[seat], money(amount), causes[cause], cause,
                           w.cash(cause, params), shared.entry_played_by(h, seat, i, t["a_bot"])])
    quotes = [[t["round"], *(w.say("type:" + k) for k in TYPES), when]]
    for pt in h.points:
        quotes.append([pt.round, *(money(pt.quotes[k]) for k in TYPES), shared.moment(pt, w.lang)])
    last = h.points[-1]
    game = [[t["key"], t["value"]], [t["seed"], h.setup["seed"]], [t["target"], money(h.setup["target"])],
            [t["rounds"], last.round],
            [t["winner"], f"G{winner} {names[winner]}" if winner is not None else ""], [t["end"], end_words],
            [], [t["player"], t["name"], t["level"], t["worth"]]]
    for seat in seats:
        spec = h.setup["seats"][seat - 1]
        game.append([f"G{seat}", spec["name"], f"{t['bot']} {spec.get('level') or ''}".strip() if spec["bot"] else "",
                     money(last.player(seat).worth)])
    return {"players": players, "ledger": ledger, "quotes": quotes, "game": game}


def xlsx_bytes(rows: dict[str, list[list]], lang: str = "it") -> bytes:
    return shared.xlsx_bytes(rows, lang, titles(lang))


def csv_zip_bytes(rows: dict[str, list[list]], lang: str = "it") -> bytes:
    return shared.csv_zip_bytes(rows, lang, titles(lang))
