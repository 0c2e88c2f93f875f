"""`/regole`: the game's own short guide, in Italian, reachable from every screen."""
from __future__ import annotations

from nicegui import ui

from billionaire.tables import (BUILDINGS, CONTINENT_IT, EXTRACTION_COST, LICENCE_COST,
                                MINE_SALE_PRICE, RESOURCE_IT, RIGHTS_COST, TRANSIT_DISTANCE,
                                VEHICLES)
from billionaire.money import fmt
from pages import theme

SECTIONS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("Come si vince", (
        "Ognuno ha un obiettivo segreto, visibile solo sul proprio telefono, con i punti già fatti e quelli che mancano.",
        "Quando hai fatto tutto, vai in municipio e paga in contanti le tasse sui redditi del tuo obiettivo: in quel momento vinci.",
        "Se nessuno ci arriva, la maggioranza degli umani può chiudere la partita con «Voto per finire»: vince il patrimonio più alto.",
    )),
    ("Il tuo turno", (
        "I tuoi mezzi in viaggio avanzano da soli.",
        "Se sei su una tua miniera: un'estrazione, poi una seconda estrazione oppure una spedizione.",
        "Poi ti sposti: tiri i dadi, oppure da un aeroporto voli; su una tua miniera puoi anche restare fermo.",
        "Peschi una carta per ogni «?» che attraversi e per ogni volo, poi la casella dove ti fermi ha effetto.",
        "Alla fine del giro le quotazioni cambiano: a volte salgono, a volte scendono, spesso restano ferme.",
    )),
    ("Muoversi", (
        "In città tiri due dadi e usi un dado o la somma, avanti o indietro. Agli snodi decide la somma: pari o dispari.",
        "Serve il tiro esatto, ma su porto, aeroporto e borsa puoi fermarti anche con un tiro più alto.",
        "Nel mondo tiri un dado e vai dove vuoi col tiro esatto; puoi fermarti prima su una miniera o un aeroporto.",
        "Il volo costa 200 $ (a chi possiede l'aeroporto che conta, o alla banca) ed è l'unico passaggio fra città e mondo.",
        "Sul telefono ogni destinazione ha un numero, lo stesso che compare sul monitor, e mostra il pedaggio.",
    )),
    ("Dalla miniera alla borsa", (
        "Compra la licenza del continente in municipio, poi i diritti sulla miniera fermandoti sopra.",
        "Ogni estrazione costa una cifra fissa e rende da 2 a 6 kg.",
        "Spedisci in nave o in aereo; il carico arriva al porto o all'aeroporto della città e lo ritiri fermandoti lì.",
        "In borsa vendi al prezzo del momento; dalla miniera puoi sempre vendere, ma al prezzo fisso più basso.",
    )),
    ("Soldi", (
        "Sosta, pedaggi e tasse si pagano sempre, anche andando in negativo. Acquisti, estrazioni e voli richiedono i contanti.",
        "Il patrimonio somma contante, edifici, aeroporti, licenze, diritti e risorse (a metà del prezzo massimo).",
    )),
    ("Il telefono", (
        "Le decisioni importanti chiedono Sì o No. Tirare i dadi, estrarre e finire il turno partono da soli dopo 2 secondi: premi Annulla per fermarli.",
        "Se il telefono si spegne, riapri lo stesso link: rientri al punto in cui eri.",
    )),
)


def _tables() -> None:
    with ui.element("div").classes("b-card w-full p-4"):
        ui.label("Miniere").classes("text-lg font-bold")
        rows = [{"r": RESOURCE_IT[r].capitalize(), "d": fmt(RIGHTS_COST[r]), "e": fmt(EXTRACTION_COST[r]),
                 "v": fmt(MINE_SALE_PRICE[r])} for r in RIGHTS_COST]
        ui.table(columns=[{"name": "r", "label": "Risorsa", "field": "r", "align": "left"},
                          {"name": "d", "label": "Diritti", "field": "d"},
                          {"name": "e", "label": "Estrazione", "field": "e"},
                          {"name": "v", "label": "Vendita in miniera (kg)", "field": "v"}],
                 rows=rows, row_key="r").props("dense flat dark").classes("w-full")
        ui.label("Licenze").classes("text-lg font-bold mt-3")
        ui.label(" · ".join(f"{CONTINENT_IT[c]} {fmt(v)}" for c, v in LICENCE_COST.items()))
        ui.label("Mezzi").classes("text-lg font-bold mt-3")
        for v in VEHICLES.values():
            name = "Nave" if v.kind == "ship" else "Aereo"
            ui.label(f"{name}: {fmt(v.cost)} a viaggio, fino a {v.capacity} kg, {v.speed} caselle a turno")
        ui.label("Caselle fino alla città: " + " · ".join(
            f"{CONTINENT_IT[c]} {n}" for c, n in sorted(TRANSIT_DISTANCE.items(), key=lambda kv: kv[1])))
        ui.label("Edifici").classes("text-lg font-bold mt-3")
        for b in BUILDINGS.values():
            extra = f" (vince con {'-'.join(map(str, b.casino_wins))})" if b.casino_wins else ""
            ui.label(f"{b.name}{extra}: {fmt(b.price)}, sosta {fmt(b.stop_fee)}")


def register() -> None:
    @ui.page("/regole")
    def help_page() -> None:
        theme.apply("Billionaire: regole")
        with ui.column().classes("w-full max-w-3xl mx-auto p-4 gap-3"):
            ui.label("Come si gioca").classes("text-3xl font-bold")
            for title, lines in SECTIONS:
                with ui.element("div").classes("b-card w-full p-4"):
                    ui.label(title).classes("text-lg font-bold")
                    for line in lines:
                        ui.label(line)
            _tables()
