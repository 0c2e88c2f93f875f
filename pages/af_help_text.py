"""Content of Alta Finanza's guide (`/regole/alta-finanza`), in Italian and English: the prose as
data, and the figures and tables read from the engine (`billionaire.alta_finanza`: its tables,
track and Telex deck), so the guide cannot disagree with the game. Rendered by
`pages/help_page.py` like Billionaire's guide (`pages/help_text.py`: the same `Section` and
`Table`, the same block kinds). No NiceGUI here; every string is shown as plain text.
"""
from __future__ import annotations

from collections import Counter
from typing import Any

from billionaire.alta_finanza import tables as T
from billionaire.alta_finanza import track
from billionaire.alta_finanza.telex import DECK, KINDS
from billionaire.alta_finanza.texts import words as af_words
from billionaire.texts import money
from pages.help_text import Section, Table

LANGS = ("it", "en")

PAGE = {
    "it": {"browser_title": "Alta Finanza: regole", "title": "Come si gioca ad Alta Finanza",
           "hint": "Tocca un argomento per aprirlo.", "open_all": "Apri tutto", "close_all": "Chiudi tutto"},
    "en": {"browser_title": "Alta Finanza: rules", "title": "How to play Alta Finanza",
           "hint": "Tap a topic to open it.", "open_all": "Open all", "close_all": "Close all"},
}

SECTIONS = {
    "it": (
        Section("goal", "Lo scopo", "flag", (
            ("p", "Vince chi per primo ha {target} in contanti (la cifra scelta alla creazione della "
                  "partita), la propria Carta di Credito in mano (nessun prestito da restituire) e "
                  "almeno {win_shares} azioni."),
            ("p", "Si parte con {start_cash} e nessuna azione. Le azioni sono di sei tipi, {per_type} "
                  "per tipo, con una quotazione ciascuna: all'inizio 2 dadi + {base}, in migliaia di "
                  "dollari."),
        )),
        Section("screens", "Monitor e telefono", "devices", (
            ("term", "Il monitor", "mostra il percorso con le pedine, le sei quotazioni con il loro "
                                   "grafico, i contanti e le azioni di tutti (le maggioranze "
                                   "sottolineate), l'ultimo Telex rivelato con il suo effetto su "
                                   "ciascuno, e la cronaca."),
            ("term", "Il telefono", "mostra ciò che è solo tuo: il Telex che tieni in mano (nessun "
                                    "altro lo vede), le Tessere, le tue azioni, gli ultimi movimenti "
                                    "di denaro e le scelte da fare."),
            ("list", (
                "Tirare i dadi e chiudere il turno partono da soli quando non c'è altro da fare. "
                "Aspettano il tuo tocco se puoi usare una Tessera, comprare o vendere in Borsa, "
                "chiedere il prestito o rientrare in gioco.",
                "Le scelte importanti si confermano con «Sì» o «No»; per comprare o vendere scegli "
                "quante azioni con − e +, e vedi subito quanto paghi o incassi.",
                "«Voto per finire» chiude la partita quando la maggioranza dei giocatori lo vota.",
            )),
        )),
        Section("track", "Il percorso", "route", (
            ("p", "Il percorso ha {spaces} caselle. Al tuo turno tiri due dadi e avanzi; la casella su "
                  "cui ti fermi fa qualcosa:"),
            ("table", "spaces"),
        )),
        Section("borsa", "La Borsa: comprare e vendere", "show_chart", (
            ("p", "Su una Borsa compri o vendi con la Banca fino a 5 o 10 azioni di un tipo (il numero "
                  "è scritto sulla casella), al prezzo della quotazione."),
            ("p", "Ogni azione comprata alza la quotazione di {step}, ogni azione venduta la abbassa di "
                  "{step}: è la domanda e l'offerta che fanno il prezzo. La quotazione non scende sotto "
                  "{floor} vendendo; solo un Crack la porta a zero."),
            ("p", "Chi ha almeno {majority} azioni di un tipo ne ha la maggioranza: incassa di più alle "
                  "Cedole e al Trust, e alcuni Telex pagano le maggioranze."),
        )),
        Section("telex", "I Telex", "mark_email_unread", (
            ("p", "Su una casella Telex peschi una notizia riservata: la vedi solo tu, sul telefono, e "
                  "ne tieni una alla volta. Diventa pubblica quando arrivi alla Sala Stampa: lì "
                  "succede per tutti, e chi la rivela può poi comprare o vendere fino a {press} "
                  "azioni di un tipo. Sulla Bomba si pesca un Telex e lo si rivela subito."),
            ("p", "Sapere prima cosa succederà vale denaro: compra il tipo che salirà prima di "
                  "rivelarlo. Il mazzo ha {telex_count} Telex:"),
            ("table", "telex"),
            ("p", "Un'industria in Crack ha quotazione zero e non si scambia finché un altro Crack "
                  "non la fa ripartire a {recovery}."),
        )),
        Section("tessera", "Le Tessere", "style", (
            ("p", "Invece di tirare i dadi puoi usare una Tessera: vai alla Borsa più vicina, oppure al "
                  "Credito o alla Sala Stampa se sono entro 10 caselle sullo stesso lato. Ce ne sono "
                  "{tessere}."),
        )),
        Section("credit", "Credito, debiti e ritiro", "account_balance", (
            ("p", "Al Credito puoi chiedere un prestito di {loan}: la Banca tiene la tua Carta di "
                  "Credito. Lo restituisci con {repay} la prossima volta che ti fermi al Credito, e "
                  "riprendi la Carta. Il prestito costa quindi il 30 %."),
            ("p", "Se devi pagare più dei contanti che hai, vendi azioni alla Banca al valore nominale "
                  "di {nominal} l'una; se non bastano, ti ritiri. Puoi rientrare in gioco pagando una "
                  "penalità di {penalty}, che si aggiunge alla cifra da raggiungere per vincere."),
        )),
        Section("end", "Fine della partita e classifica", "emoji_events", (
            ("p", "La partita finisce quando qualcuno vince, quando la maggioranza dei giocatori vota "
                  "per finire, o quando l'host la termina dal monitor. Senza vincitore, la classifica "
                  "conta i contanti più le azioni alla loro quotazione, meno {repay} se c'è un prestito "
                  "da restituire e le penalità di rientro."),
        )),
    ),
    "en": (
        Section("goal", "The goal", "flag", (
            ("p", "The first player to hold {target} in cash (the sum chosen when the game was "
                  "created), their own Credit Card (no loan to repay) and at least {win_shares} shares "
                  "wins."),
            ("p", "Everyone starts with {start_cash} and no shares. There are six types of shares, "
                  "{per_type} of each, each with its quotation: at the start 2 dice + {base}, in "
                  "thousands of dollars."),
        )),
        Section("screens", "Monitor and phone", "devices", (
            ("term", "The monitor", "shows the track with the pawns, the six quotations with their "
                                    "chart, everyone's cash and shares (majorities underlined), the "
                                    "last Telex revealed with its effect on each player, and the "
                                    "chronicle."),
            ("term", "The phone", "shows what is yours alone: the Telex you hold (nobody else sees "
                                  "it), your Tessere, your shares, your last money movements and the "
                                  "choices to make."),
            ("list", (
                "Rolling and ending the turn run by themselves when there is nothing else to do. They "
                "wait for your tap if you can use a Tessera, buy or sell at a Stock Exchange, ask for "
                "the loan or re-enter the game.",
                "Important choices are confirmed with «Yes» or «No»; to buy or sell, choose how many "
                "shares with − and +, and see at once what you pay or receive.",
                "«Vote to end» ends the game when a majority of the players votes for it.",
            )),
        )),
        Section("track", "The track", "route", (
            ("p", "The track has {spaces} spaces. On your turn you roll two dice and move; the space you "
                  "stop on does something:"),
            ("table", "spaces"),
        )),
        Section("borsa", "The Stock Exchange: buying and selling", "show_chart", (
            ("p", "On a Stock Exchange you buy or sell up to 5 or 10 shares of one type with the Bank "
                  "(the number is on the space), at the quotation."),
            ("p", "Every share bought raises the quotation by {step}, every share sold lowers it by "
                  "{step}: supply and demand make the price. Selling never takes a quotation below "
                  "{floor}; only a Crack takes it to zero."),
            ("p", "Whoever holds at least {majority} shares of a type has its majority: they collect "
                  "more at Coupons and Trust, and some Telex pay the majorities."),
        )),
        Section("telex", "The Telex", "mark_email_unread", (
            ("p", "On a Telex space you draw a private piece of news: only you see it, on your phone, "
                  "and you hold one at a time. It becomes public when you reach the Press Room: there "
                  "it happens for everyone, and whoever reveals it may then buy or sell up to {press} "
                  "shares of one type. On a Bomb a Telex is drawn and revealed at once."),
            ("p", "Knowing what will happen is worth money: buy the type that will rise before you "
                  "reveal it. The deck has {telex_count} Telex:"),
            ("table", "telex"),
            ("p", "An industry in Crack is quoted at zero and cannot be traded until another Crack "
                  "restarts it at {recovery}."),
        )),
        Section("tessera", "Tessere", "style", (
            ("p", "Instead of rolling you may use a Tessera: go to the nearest Stock Exchange, or to "
                  "the Credit or the Press Room when they are within 10 spaces on the same side. There "
                  "are {tessere} of them."),
        )),
        Section("credit", "Credit, debts and withdrawing", "account_balance", (
            ("p", "At the Credit you may ask for a loan of {loan}: the Bank keeps your Credit Card. You "
                  "repay {repay} the next time you stop on the Credit, and take the Card back. So the "
                  "loan costs 30 %."),
            ("p", "If you must pay more than your cash, you sell shares to the Bank at their nominal "
                  "value of {nominal} each; if that is not enough, you withdraw. You may re-enter by "
                  "paying a penalty of {penalty}, which is added to the sum you must reach to win."),
        )),
        Section("end", "The end and the ranking", "emoji_events", (
            ("p", "The game ends when someone wins, when a majority of the players votes to end it, or "
                  "when the host ends it from the monitor. Without a winner, the ranking counts cash "
                  "plus shares at their quotation, minus {repay} if a loan is out and any re-entry "
                  "penalties."),
        )),
    ),
}

# What each kind of space does, in the table "spaces" (`{...}` fields from `figures`).
SPACE_EFFECT = {
    "it": {
        "press": "Riveli il tuo Telex: succede per tutti; poi puoi scambiare fino a {press} azioni.",
        "bomb": "Si pesca un Telex e lo si rivela subito.",
        "tessera": "Prendi una Tessera.",
        "borsa": "Compri o vendi fino a 5 o 10 azioni di un tipo.",
        "coupon": "Incassi {coupon} per ogni azione e {coupon_major} per ogni maggioranza.",
        "telex": "Peschi un Telex riservato, se non ne hai già uno.",
        "trust": "Ogni altro giocatore ti paga {trust} per ogni tua maggioranza.",
        "inheritance": "Ricevi un'azione del tipo più quotato fra quelli rimasti alla Banca.",
        "theft": "Perdi un'azione del tipo più quotato fra le tue.",
        "credit": "Chiedi il prestito di {loan}, o restituisci {repay}.",
        "share_tax": "Paghi {share_tax} per ogni azione che possiedi.",
        "race": "Vinci {race}.",
    },
    "en": {
        "press": "You reveal your Telex: it happens for everyone; then you may trade up to {press} shares.",
        "bomb": "A Telex is drawn and revealed at once.",
        "tessera": "You take a Tessera.",
        "borsa": "You buy or sell up to 5 or 10 shares of one type.",
        "coupon": "You collect {coupon} per share and {coupon_major} per majority.",
        "telex": "You draw a private Telex, unless you already hold one.",
        "trust": "Every other player pays you {trust} per majority you hold.",
        "inheritance": "You receive a share of the highest-quoted type the Bank still has.",
        "theft": "You lose a share of your highest-quoted type.",
        "credit": "You ask for the {loan} loan, or repay {repay}.",
        "share_tax": "You pay {share_tax} for each share you hold.",
        "race": "You win {race}.",
    },
}

TELEX_KIND = {
    "it": {"swing": ("Rialzo e ribasso", "Un tipo sale, un altro scende."),
           "crack": ("Crack e ripresa", "Un tipo va in Crack (quotazione zero); quello già in Crack riparte."),
           "prize": ("Premio", "Denaro a chi ha una maggioranza, o a chi possiede il Telex."),
           "neutral": ("Neutro", "Nessuna variazione.")},
    "en": {"swing": ("Rise and fall", "One type rises, another falls."),
           "crack": ("Crack and recovery", "One type crashes (quoted at zero); the one already in Crack restarts."),
           "prize": ("Prize", "Money for a majority holder, or for whoever holds the Telex."),
           "neutral": ("Neutral", "No change.")},
}

HEADERS = {"it": {"spaces": ("Casella", "Quante", "Cosa fa"), "telex": ("Telex", "Quanti", "Effetto")},
           "en": {"spaces": ("Space", "How many", "What it does"), "telex": ("Telex", "How many", "Effect")}}


def _lang(lang: Any) -> str:
    return lang if lang in LANGS else "it"


def page_words(lang: str = "it") -> dict[str, str]:
    return dict(PAGE[_lang(lang)])


def sections(lang: str = "it") -> tuple[Section, ...]:
    return SECTIONS[_lang(lang)]


def figures(lang: str = "it", target: int = T.DEFAULT_TARGET) -> dict[str, str]:
    """The `{fields}` of the prose, from the engine's tables, in `lang`."""
    lang = _lang(lang)

    def cash(amount: int) -> str:
        return money(amount, lang)
    return {
        "target": cash(target), "win_shares": str(T.WIN_SHARES), "start_cash": cash(T.START_CASH),
        "per_type": str(T.SHARES_PER_TYPE), "base": str(T.START_QUOTE_BASE), "spaces": str(track.SIZE),
        "step": cash(T.STEP), "floor": cash(T.FLOOR), "majority": str(T.MAJORITY),
        "press": str(T.PRESS_TRADE_LIMIT), "telex_count": str(len(DECK)), "recovery": cash(T.RECOVERY_QUOTE),
        "tessere": str(T.TESSERA_CARDS), "loan": cash(T.LOAN), "repay": cash(T.REPAYMENT),
        "nominal": cash(T.NOMINAL), "penalty": cash(T.REENTRY_PENALTY), "coupon": cash(T.COUPON_PER_SHARE),
        "coupon_major": cash(T.COUPON_PER_MAJORITY), "trust": cash(T.TRUST_PER_MAJORITY),
        "share_tax": cash(T.SHARE_TAX), "race": cash(T.RACE_WINNINGS),
    }


def tables(lang: str = "it") -> dict[str, Table]:
    """The spaces of the track (counted from it) and the Telex deck (counted from it)."""
    lang = _lang(lang)
    figs = figures(lang)
    w = af_words(lang)
    counts = Counter(s.kind for s in track.TRACK)
    spaces = tuple((w.say("space:" + kind, limit="").strip(), str(n), SPACE_EFFECT[lang][kind].format_map(figs))
                   for kind, n in counts.items())
    deck = Counter(t.kind for t in DECK)
    telex = tuple((TELEX_KIND[lang][k][0], str(deck[k]), TELEX_KIND[lang][k][1]) for k in KINDS)
    return {"spaces": Table(HEADERS[lang]["spaces"], spaces, (False, True, False)),
            "telex": Table(HEADERS[lang]["telex"], telex, (False, True, False))}
