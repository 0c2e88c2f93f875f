"""The words of Alta Finanza, Italian and English, from data: every choice kind, event kind,
ledger cause, money cause, key moment, error code, share type, space kind, phase, end reason and Telex effect has a
template in both tables (a test checks it). Templates are `str.format` strings whose fields say
how to show a value: `{amount:money}`, `{seat:who}`, `{type:type}`, `{space:space}`.
"""
from __future__ import annotations

import string
from typing import Any, Mapping

from ..texts import money, signed
from . import track
from .telex import TELEX_BY_ID

LANGS = ("it", "en")

IT = {
    # share types and spaces
    "type:automobile": "Automobilistiche", "type:shipping": "Navali", "type:oil": "Petrolifere",
    "type:computers": "Computers", "type:insurance": "Assicurazioni", "type:banks": "Banche",
    "space:press": "Sala Stampa", "space:bomb": "Bomba", "space:tessera": "Tessera", "space:borsa": "Borsa {limit}",
    "space:coupon": "Incasso Cedole", "space:telex": "Telex", "space:trust": "Trust", "space:inheritance": "Eredità",
    "space:theft": "Furto", "space:credit": "Credito", "space:share_tax": "Tassa sulle Azioni",
    "space:race": "Vincita alle Corse",
    "phase:move": "muove", "phase:space": "sulla casella", "phase:over": "partita finita",
    "end:target": "obiettivo raggiunto", "end:vote": "fine votata", "end:host": "fine decisa dall'host",
    "end:all_out": "tutti ritirati",
    "dest:borsa": "Borsa più vicina", "dest:credit": "Credito", "dest:press": "Sala Stampa",
    "side:buy": "Compra", "side:sell": "Vendi",
    # choices
    "choice:roll": "Tira i dadi",
    "choice:use_tessera": "Usa una Tessera: vai su {space:space}",
    "choice:trade": "{side:side} azioni {type:type} a {price:money} l'una",
    "choice:take_loan": "Chiedi il prestito di {amount:money} (si restituiscono {repay:money})",
    "choice:end_turn": "Fine turno",
    "choice:reenter": "Rientra in gioco (penalità di 150.000 $)",
    "choice:vote": "Voto per finire: {yes:yesno}",
    "choice:host_end": "Termina la partita",
    "choice:stand_in": "Fai giocare un bot ({level}) per {seat:who}",
    "choice:stand_down": "Ridai il posto a {seat:who}",
    # events
    "event:game_started": "Inizia la partita: vince chi arriva a {target:money}",
    "event:quotation_set": "Quotazione iniziale {type:type}: {quote:money}",
    "event:rolled": "{seat:who} tira {total}",
    "event:moved": "{seat:who} va su {space:space}",
    "event:tessera_used": "{seat:who} usa una Tessera",
    "event:passed": "{seat:who} passa dalla Sala Stampa",
    "event:traded": "{seat:who} {side:did_it} {n} {type:type} a {price:money} ({total:money})",
    "event:quotation_moved": "{type:type}: da {before:money} a {after:money}",
    "event:tessera_drawn": "{seat:who} pesca una Tessera",
    "event:tessera_none": "{seat:who}: nessuna Tessera nel contenitore",
    "event:telex_drawn": "{seat:who} pesca un Telex riservato",
    "event:telex_kept": "{seat:who} ha già un Telex: non ne pesca un altro",
    "event:telex_revealed": "{seat:who} rivela il Telex: {card:telex}",
    "event:crack": "Crack delle {type:type}: le azioni tornano alla Cassa",
    "event:recovery": "Ripresa delle {type:type}: quotazione 10.000 $",
    "event:suspended": "{type:type} in Crack: la quotazione non cambia",
    "event:prize": "Premio a {seat:who}: {amount:money}",
    "event:no_prize": "Nessuno ha diritto al premio",
    "event:coupons": "{seat:who} incassa le cedole: {amount:money}",
    "event:trust": "{payer:who} paga {amount:money} a {seat:who} (Trust)",
    "event:no_trust": "{seat:who} non ha maggioranze: il Trust non rende",
    "event:loan_taken": "{seat:who} prende il prestito di {amount:money}",
    "event:loan_repaid": "{seat:who} restituisce il prestito: {amount:money}",
    "event:inheritance": "{seat:who} eredita un'azione {type:type}",
    "event:theft": "{seat:who} subisce il furto di un'azione {type:type}",
    "event:share_tax": "{seat:who} paga la tassa sulle azioni: {amount:money}",
    "event:race_winnings": "{seat:who} vince alle corse: {amount:money}",
    "event:forced_sale": "{seat:who} vende {n} {type:type} alla Cassa a 10.000 $ l'una",
    "event:withdrew": "{seat:who} non può pagare {owed:money} e si ritira",
    "event:reentered": "{seat:who} rientra in gioco (penalità {penalty:money})",
    "event:voted": "{seat:who} vota: {yes:yesno}",
    "event:stand_in": "Un bot gioca per {seat:who}",
    "event:stand_down": "{seat:who} torna a giocare",
    "event:game_ended": "Partita finita ({reason:end}): vince {winner:who}",
    # ledger
    "cash:buy": "Acquisto di {n} {type:type}", "cash:sell": "Vendita di {n} {type:type}",
    "cash:coupons": "Cedole", "cash:trust_paid": "Trust pagato a {to:who}",
    "cash:trust_received": "Trust da {from:who}", "cash:loan": "Prestito", "cash:repayment": "Restituzione del prestito",
    "cash:share_tax": "Tassa sulle azioni", "cash:race_winnings": "Vincita alle corse", "cash:prize": "Premio Telex",
    "cash:forced_sale": "Azione {type:type} venduta alla Cassa", "cash:withdrawal": "Ritiro: tutto alla Cassa",
    "cash:reentry": "Nuova dotazione al rientro",
    # Telex effects
    "telex:swing": "{up:type} +{rise:money}, {down:type} -{fall:money}",
    "telex:crack": "Crack delle {crack:type}; Ripresa delle azioni in Crack",
    "telex:prize_majority": "{amount:money} a chi ha la maggioranza delle {type:type}",
    "telex:prize_majorities": "{amount:money} per ogni maggioranza posseduta",
    "telex:prize_holder": "{amount:money} a chi possiede questo Telex",
    "telex:neutral": "Nessuna variazione",
    # money causes (the debrief's bars, the workbook's ledger)
    "cause:buy": "acquisti", "cause:sell": "vendite", "cause:coupons": "cedole", "cause:trust_paid": "trust pagati",
    "cause:trust_received": "trust incassati", "cause:loan": "prestiti", "cause:repayment": "restituzioni",
    "cause:share_tax": "tassa sulle azioni", "cause:race_winnings": "vincite alle corse", "cause:prize": "premi Telex",
    "cause:forced_sale": "vendite forzate", "cause:withdrawal": "ritiri", "cause:reentry": "rientri",
    # the debrief's key moments (`moments.py`)
    "moment:lead": "Giro {round}: {seat:who} passa in testa per patrimonio e non la lascia più "
                   "(cambi al primo posto in tutta la partita: {changes}); alla fine ha {worth:money}.",
    "moment:lead_beaten": "Giro {round}: {seat:who} passa in testa per patrimonio e non la lascia più "
                          "(cambi al primo posto: {changes}), ma vince {winner:who}, che arriva per primo alla "
                          "somma in contanti; {seat:who} finisce con {worth:money}.",
    "moment:quote_swing": "Giro {round}: la mossa più grande di una quotazione: {type:type} da {old:money} "
                          "a {new:money}.",
    "moment:quote_swing_trade": "Giro {round}: la mossa più grande di una quotazione: {type:type} da "
                                "{old:money} a {new:money}, per gli scambi di {seat:who} in Borsa.",
    "moment:quote_swing_telex": "Giro {round}: la mossa più grande di una quotazione: {type:type} da "
                                "{old:money} a {new:money}, per il Telex «{telex:headline}» rivelato da {seat:who}.",
    "moment:crack": "Giro {round}: Crack delle {type:type}: la quotazione cade da {old:money} a zero e le "
                    "azioni tornano alla Cassa.",
    "moment:crack_telex": "Giro {round}: Crack delle {type:type} per il Telex «{telex:headline}» rivelato da "
                          "{seat:who}: la quotazione cade da {old:money} a zero e le azioni tornano alla Cassa.",
    "moment:telex_prize": "Giro {round}: il Telex «{telex:headline}» paga {amount:money} a {seat:who}, il "
                          "premio più alto della partita.",
    "moment:loan": "Giro {round}: {seat:who} prende il prestito di {amount:money} e alla fine non l'ha "
                   "ancora restituito.",
    "moment:loan_repaid": "Giro {round}: {seat:who} prende il prestito di {amount:money} e lo restituisce "
                          "al giro {repaid}.",
    "moment:top_income": "Le entrate di {seat:who} vengono soprattutto da {cause:cause}: {amount:money} "
                         "({share}% del totale).",
    "moment:bot_all": "Al posto di {seat:who} giocava un bot.",
    "moment:bot_part": "Per {seat:who} ha giocato in parte un bot.",
    # errors
    "error:af_seat_count": "Una partita va da {least} a {most} giocatori.",
    "error:af_target": "La somma da raggiungere va da {low:money} a {high:money}.",
}

EN = {
    "type:automobile": "Automobile", "type:shipping": "Shipping", "type:oil": "Oil",
    "type:computers": "Computers", "type:insurance": "Insurance", "type:banks": "Banks",
    "space:press": "Press Room", "space:bomb": "Bomb", "space:tessera": "Tessera", "space:borsa": "Stock Exchange {limit}",
    "space:coupon": "Coupon Collection", "space:telex": "Telex", "space:trust": "Trust", "space:inheritance": "Inheritance",
    "space:theft": "Theft", "space:credit": "Credit", "space:share_tax": "Share Tax",
    "space:race": "Race Winnings",
    "phase:move": "moving", "phase:space": "on the space", "phase:over": "game over",
    "end:target": "target reached", "end:vote": "ended by vote", "end:host": "ended by the host",
    "end:all_out": "everyone withdrew",
    "dest:borsa": "nearest Stock Exchange", "dest:credit": "Credit", "dest:press": "Press Room",
    "side:buy": "Buy", "side:sell": "Sell",
    "choice:roll": "Roll the dice",
    "choice:use_tessera": "Use a Tessera: go to {space:space}",
    "choice:trade": "{side:side} {type:type} shares at {price:money} each",
    "choice:take_loan": "Ask for the {amount:money} loan (repay {repay:money})",
    "choice:end_turn": "End turn",
    "choice:reenter": "Re-enter the game ($150,000 penalty)",
    "choice:vote": "Vote to end: {yes:yesno}",
    "choice:host_end": "End the game",
    "choice:stand_in": "Let a bot ({level}) play for {seat:who}",
    "choice:stand_down": "Give the seat back to {seat:who}",
    "event:game_started": "The game begins: the first to {target:money} wins",
    "event:quotation_set": "Starting quotation of {type:type}: {quote:money}",
    "event:rolled": "{seat:who} rolls {total}",
    "event:moved": "{seat:who} goes to {space:space}",
    "event:tessera_used": "{seat:who} uses a Tessera",
    "event:passed": "{seat:who} passes the Press Room",
    "event:traded": "{seat:who} {side:did_it} {n} {type:type} at {price:money} ({total:money})",
    "event:quotation_moved": "{type:type}: from {before:money} to {after:money}",
    "event:tessera_drawn": "{seat:who} draws a Tessera",
    "event:tessera_none": "{seat:who}: no Tessera left in the holder",
    "event:telex_drawn": "{seat:who} draws a confidential Telex",
    "event:telex_kept": "{seat:who} already holds a Telex: no second one",
    "event:telex_revealed": "{seat:who} reveals the Telex: {card:telex}",
    "event:crack": "Crack of {type:type}: the shares go back to the Bank",
    "event:recovery": "Recovery of {type:type}: quotation $10,000",
    "event:suspended": "{type:type} in Crack: its quotation does not change",
    "event:prize": "Prize to {seat:who}: {amount:money}",
    "event:no_prize": "Nobody is entitled to the prize",
    "event:coupons": "{seat:who} collects coupons: {amount:money}",
    "event:trust": "{payer:who} pays {amount:money} to {seat:who} (Trust)",
    "event:no_trust": "{seat:who} holds no majority: the Trust pays nothing",
    "event:loan_taken": "{seat:who} takes the {amount:money} loan",
    "event:loan_repaid": "{seat:who} repays the loan: {amount:money}",
    "event:inheritance": "{seat:who} inherits a {type:type} share",
    "event:theft": "{seat:who} is robbed of a {type:type} share",
    "event:share_tax": "{seat:who} pays the share tax: {amount:money}",
    "event:race_winnings": "{seat:who} wins at the races: {amount:money}",
    "event:forced_sale": "{seat:who} sells {n} {type:type} to the Bank at $10,000 each",
    "event:withdrew": "{seat:who} cannot pay {owed:money} and withdraws",
    "event:reentered": "{seat:who} re-enters the game (penalty {penalty:money})",
    "event:voted": "{seat:who} votes: {yes:yesno}",
    "event:stand_in": "A bot plays for {seat:who}",
    "event:stand_down": "{seat:who} plays again",
    "event:game_ended": "Game over ({reason:end}): {winner:who} wins",
    "cash:buy": "Bought {n} {type:type}", "cash:sell": "Sold {n} {type:type}",
    "cash:coupons": "Coupons", "cash:trust_paid": "Trust paid to {to:who}",
    "cash:trust_received": "Trust from {from:who}", "cash:loan": "Loan", "cash:repayment": "Loan repaid",
    "cash:share_tax": "Share tax", "cash:race_winnings": "Race winnings", "cash:prize": "Telex prize",
    "cash:forced_sale": "{type:type} share sold to the Bank", "cash:withdrawal": "Withdrawal: all to the Bank",
    "cash:reentry": "New supply on re-entry",
    "telex:swing": "{up:type} +{rise:money}, {down:type} -{fall:money}",
    "telex:crack": "Crack of {crack:type}; Recovery of the shares in Crack",
    "telex:prize_majority": "{amount:money} to whoever holds the majority of {type:type}",
    "telex:prize_majorities": "{amount:money} for each majority held",
    "telex:prize_holder": "{amount:money} to the holder of this Telex",
    "telex:neutral": "No change",
    "cause:buy": "purchases", "cause:sell": "sales", "cause:coupons": "coupons", "cause:trust_paid": "trust paid",
    "cause:trust_received": "trust received", "cause:loan": "loans", "cause:repayment": "repayments",
    "cause:share_tax": "share tax", "cause:race_winnings": "race winnings", "cause:prize": "Telex prizes",
    "cause:forced_sale": "forced sales", "cause:withdrawal": "withdrawals", "cause:reentry": "re-entries",
    "moment:lead": "Round {round}: {seat:who} takes the lead in worth for good (changes of leader over the "
                   "game: {changes}); {worth:money} at the end.",
    "moment:lead_beaten": "Round {round}: {seat:who} takes the lead in worth for good (changes of leader: "
                          "{changes}), but {winner:who} wins, reaching the target in cash first; {seat:who} "
                          "ends with {worth:money}.",
    "moment:quote_swing": "Round {round}: the largest move of a quotation: {type:type} from {old:money} to "
                          "{new:money}.",
    "moment:quote_swing_trade": "Round {round}: the largest move of a quotation: {type:type} from {old:money} "
                                "to {new:money}, by {seat:who}'s trading at the Stock Exchange.",
    "moment:quote_swing_telex": "Round {round}: the largest move of a quotation: {type:type} from {old:money} "
                                "to {new:money}, by the Telex “{telex:headline}” revealed by {seat:who}.",
    "moment:crack": "Round {round}: Crack of {type:type}: the quotation falls from {old:money} to zero and the "
                    "shares go back to the Bank.",
    "moment:crack_telex": "Round {round}: Crack of {type:type} by the Telex “{telex:headline}” revealed by "
                          "{seat:who}: the quotation falls from {old:money} to zero and the shares go back to the Bank.",
    "moment:telex_prize": "Round {round}: the Telex “{telex:headline}” pays {amount:money} to {seat:who}, the "
                          "largest prize of the game.",
    "moment:loan": "Round {round}: {seat:who} takes the {amount:money} loan and has not repaid it at the end.",
    "moment:loan_repaid": "Round {round}: {seat:who} takes the {amount:money} loan and repays it in round {repaid}.",
    "moment:top_income": "{seat:who}'s income came mostly from {cause:cause}: {amount:money}, {share}% of it.",
    "moment:bot_all": "A bot was playing for {seat:who}.",
    "moment:bot_part": "For part of it a bot played for {seat:who}.",
    "error:af_seat_count": "A game needs {least} to {most} players.",
    "error:af_target": "The target must be between {low:money} and {high:money}.",
}
TABLES = {"it": IT, "en": EN}
_SMALL = {"it": {"yes": "sì", "no": "no", "buy": "compra", "sell": "vende"},
          "en": {"yes": "yes", "no": "no", "buy": "buys", "sell": "sells"}}


class _Formatter(string.Formatter):
    def __init__(self, words: "Words"):
        self.words = words

    def format_field(self, value: Any, spec: str) -> str:
        w = self.words
        if spec == "money":
            return money(int(value), w.lang)
        if spec == "signed":
            return signed(int(value), w.lang)
        if spec == "who":
            return w.who(value)
        if spec == "type":
            return w.say("type:" + value) if value else "-"
        if spec == "space":
            return w.space(value)
        if spec == "dest":
            return w.say("dest:" + value)
        if spec == "side":
            return w.say("side:" + value)
        if spec == "did_it":
            return _SMALL[w.lang][value]
        if spec == "yesno":
            return _SMALL[w.lang]["yes" if value else "no"]
        if spec == "end":
            return w.say("end:" + value)
        if spec == "telex":
            return w.telex(value)
        if spec == "headline":
            return w.telex_headline(value)
        if spec == "cause":
            return w.say("cause:" + value)
        return super().format_field(value, spec)


class Words:
    """One screen's words: a language and the players' names (seat -> 'G1 Anna')."""

    def __init__(self, lang: str = "it", names: Mapping[int, str] | None = None):
        self.lang = lang if lang in TABLES else "it"
        self.table = TABLES[self.lang]
        self.names = dict(names or {})
        self._fmt = _Formatter(self)

    def who(self, seat: Any) -> str:
        try:
            return self.names.get(int(seat)) or f"G{seat}"
        except (TypeError, ValueError):
            return str(seat)

    def say(self, key: str, /, **params: Any) -> str:
        template = self.table.get(key)
        return key if template is None else self._fmt.vformat(template, (), params)

    def choice(self, choice: Any) -> str:
        return self.say("choice:" + choice.kind, **choice.words)

    def event(self, event: Mapping[str, Any]) -> str:
        params = dict(event)
        return self.say("event:" + params.pop("k"), **params)

    def cash(self, cause: str, params: Mapping[str, Any] | None = None) -> str:
        return self.say("cash:" + cause, **(params or {}))

    def error(self, code: str, params: Mapping[str, Any] | None = None) -> str:
        """A refusal in words: this game's own codes here, the platform's (the door's, the
        names') in the platform's text layer, written once for every game."""
        if "error:" + code not in self.table:
            from ..texts import plain
            return plain(self.lang).error(code, dict(params or {}))
        return self.say("error:" + code, **(params or {}))

    def space(self, index: int) -> str:
        s = track.TRACK[index]
        return self.say("space:" + s.kind, limit=s.limit)

    def telex_effect(self, card_id: str) -> str:
        c = TELEX_BY_ID[card_id]
        key = "telex:" + c.kind + (f"_{c.to}" if c.kind == "prize" else "")
        return self.say(key, up=c.up, rise=c.rise, down=c.down, fall=c.fall, crack=c.crack,
                        type=c.type, amount=c.amount)

    def telex_headline(self, card_id: str) -> str:
        c = TELEX_BY_ID[card_id]
        return c.headline_en if self.lang == "en" else c.headline_it

    def telex(self, card_id: str) -> str:
        """'Boom dei microprocessori: Computers +7.000 $, Banche -5.000 $'."""
        return f"{self.telex_headline(card_id)}: {self.telex_effect(card_id)}"


def words(lang: str = "it", players: Any = None) -> Words:
    return Words(lang, {p.seat: f"G{p.seat} {p.name}" for p in players or ()})
