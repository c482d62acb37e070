# Eksport: overskrifter, kolonnenavn, resultatord og tekstene på HTML-siden.

## CSV-kolonnenavn i regnearkdialekten (`export --excel`); vanlig CSV beholder de
## engelske navnene uansett språk, som JSON-nøkler.
csv-round = runde
csv-turn = tur
csv-player = spiller
csv-result = resultat
csv-points = poeng
csv-lost = tapt
csv-total = sum
csv-value-banked = satte inn
csv-value-bust = bom
csv-value-flood = Flood
csv-value-stolen = stjålet
csv-value-out-of-dice = tom for terninger
csv-value-house-rule = husregel
csv-yes = ja
csv-no = nei
csv-game = spill
csv-date = dato
csv-tallied = uten terninger

## Overskriften og linjene under den.
export-title = Mississippi Marbles
export-headline-won = { $name } vant med { $points }
export-headline-shared = { $names } deler seieren med { $points }
export-headline-over = Spillet er over
export-headline-leading = Spillet pågår: { $names } leder med { $points }
export-headline-level = Spillet pågår: alle står likt på { $points }
export-headline-unscored = Spillet pågår: ingen har fått poeng ennå
export-played = Spilt { $date } kl. { $time }
export-date = { $weekday ->
    [1] mandag
    [2] tirsdag
    [3] onsdag
    [4] torsdag
    [5] fredag
    [6] lørdag
   *[7] søndag
} { $day }. { $month ->
    [1] januar
    [2] februar
    [3] mars
    [4] april
    [5] mai
    [6] juni
    [7] juli
    [8] august
    [9] september
    [10] oktober
    [11] november
   *[12] desember
} { $year }
export-time = { $hour }.{ $minute }
export-lasted = { $hours ->
    [0] { $minutes ->
        [0] varte under ett minutt
       *[other] varte { $minutes } min
    }
   *[other] { $minutes ->
        [0] varte { $hours } t
       *[other] varte { $hours } t { $minutes } min
    }
}
export-first-player = { $name } begynte
export-rules-standard = Regler: standardspillet
export-rules-house = Husregler: { $names }

## Sluttabellen.
export-final-table = Sluttabell
export-standings = Stilling
export-col-rank = plass
export-col-player = spiller
export-col-total = total
export-col-opened = åpnet
export-col-turns = turer
export-col-busts = bom
export-col-floods = Flood
export-col-best-turn = beste tur
export-opened-round = runde { $round }
export-opened-yes = ja
export-opened-flooded = skylt bort
export-opened-no = nei

## Blokka (rundene og totalen heter det samme som i blokka, `pad-round` og `pad-total`).
export-pad = Blokka
export-pad-caption = Blokka: hver spillers resultat og total runde for runde, i spillerekkefølge
export-final-caption = Hver spillers total, turer, bom og Flood, best først

## Diagrammet over spillet på HTML-siden.
export-chart-heading = Spillet
export-chart-totals = Totaler
export-chart-chances = Vinnersjanse
export-chart-round = runde
export-chart-description = Én linje per spiller; et kryss markerer bom, en trekant en Flood.
export-chart-mark-bust = en bom
export-chart-mark-flood = en Flood
export-chart-title = { $chances ->
    [yes] Totaler og vinnersjanser runde for runde
   *[no] Totaler runde for runde
}
export-chart-goal = mål { $points }

## Direkteblokka (`play --serve`): toppen over poengblokka, og strømmens tilstand.
live-title = Poengblokka, direkte
live-turn = { $name } kaster
live-turn-points = { $points } denne turen · { $dice } på hånden
live-keeps-from = { $name } beholder fra { $dice }
live-won = { $count ->
    [one] { $names } vinner med { $points }
   *[other] { $names } deler seieren med { $points }
}
live-banked = { $name } satte inn { $points }
live-bust = { $name }: BOM
live-flood = Flood for { $name }: { $points } skylt bort
live-out-of-dice = { $name } gikk tom for terninger
live-undone = angret: { $action }
live-board-caption = Poengtavle, i sitterekkefølge
live-board-player = Spiller
live-board-total = Totalt
live-board-needs = Trenger
live-board-chance = Vinnersjanse
live-board-to-throw = kaster nå
live-board-leads = leder
live-needs-open = { $points } for å åpne
live-needs-win = { $points } for å vinne
live-roll-off = Startkast: { $name } kaster en terning
live-roll-off-waiting = Startkast
live-over = Spillet er over
live-last-throw = Siste kast, { $name }: { $dice } — { $result }
live-throw-scores = gir opptil { $points }
live-throw-bust = bom
live-throw-flood = Flood
live-stream-connecting = Kobler til …
live-stream-open = Direkte: poengblokka følger bordet
live-stream-lost = Forbindelsen brøt: prøver igjen …
live-stream-closed = Bordet lukket direkteblokka

export-review-costly = { $rank }: valget til { $player } i runde { $round }, −{ $cost } poeng vinnersjanse
export-review-luckiest = +: spillets heldigste kast, av { $player } i runde { $round }, { $luck } poeng
export-review-unluckiest = −: spillets uheldigste kast, av { $player } i runde { $round }, { $luck } poeng
export-review-marks = Merket på diagrammet fra gjennomgangen (`marbles review`): { $marks }.
