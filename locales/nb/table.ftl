# Ved bordet (REPL): ledetekster, kunngjøringer, hjelp, blokka, velkomst og farvel.

table-too-many-roll-off-dice = { $typed } terninger skrevet inn for omkastet, men { $waiting ->
    [one] bare { $waiting } spiller
   *[other] bare { $waiting } spillere
} skal kaste: skriv én terning per spiller

## Kunngjøringer: det bordet får høre etter hver godtatt handling.
announce-roll-off-thrown = { $name } kastet { $face }.
announce-roll-off-tied = { $names } har like høy terning: de kaster igjen.
announce-starts = { $name } begynner.
announce-flood-dice = { $count } × { $face }
announce-flood-lost = ~~~ FLOOD! ~~~ { $what }: { $lost } poeng for { $name } skylles bort. { $name } må åpne på nytt.
announce-flood-nothing = ~~~ FLOOD! ~~~ { $what }: { $name } hadde ingenting å tape ennå, men må fortsatt åpne.
announce-bust-steal = BOM! Ingenting gir poeng: { $name } mister det som ble stjålet, og { $from } beholder det som ble satt inn.
announce-bust-lost = BOM! Ingenting gir poeng: { $name } mister turens { $lost } poeng.
announce-bust = BOM! Ingenting gir poeng for { $name }.
announce-kept = Beholdt { $dice } for { $points }: turen står på { $turn }.
announce-kept-best = Beholdt det beste: { $dice } for { $points }: turen står på { $turn }.
announce-out-of-dice = Tom for terninger: åpningen til { $name } stopper på { $lost }, under { $open_at }; turens poeng er tapt.
announce-hot-dice = VARME TERNINGER! Alle seks terningene kommer tilbake til { $name }.
announce-banked = { $name } setter inn { $points }: totalt { $total }.
announce-opened = { $name } har åpnet! (Makin' Mud)
announce-final-round = { $name } har nådd { $win_at }: alle andre fullfører runden.
announce-total-adjusted = Husregel: totalen til { $name } { $sign }{ $points }.
announce-stole = { $name } stjeler { $points } poeng fra { $from } og kaster de { $dice ->
    [one] { $dice } terningen
   *[other] { $dice } terningene
} som er igjen!
announce-lost-to-thief = { $thief } setter inn det stjålne: { $name } mister { $points }.
announce-turn-passes = Turen til { $name } (totalt { $total }).
announce-turn-passes-closed = Turen til { $name } (totalt { $total }, trenger { $open_at } for å åpne).
announce-steal-offer = { $name } kan `steal` (stjele) { $points } poeng fra { $from } og kaste de { $dice ->
    [one] { $dice } terningen
   *[other] { $dice } terningene
} som er igjen, eller kaste seks nye terninger.
announce-won-shared = ★ { $names } deler seieren med { $points }! ★
announce-won = ★ { $name } vinner med { $points }! (The Delta) ★

## Øktas egen tale: velkomst, status etter angre, lagring, eksport, farvel.
table-welcome-players = { $names }: åpne på { $open_at }, vinn på { $win_at }.
table-welcome-house-rules = Husregler: { $names }.
table-welcome-resumed = Fortsetter fra { $save }
table-welcome-saving = Lagrer hvert steg til { $save }
table-welcome-roll-off = Hvem begynner? Hver spiller kaster én terning: skriv øyetallet når du blir spurt (eller `first NAVN`).
table-welcome-round = Runde { $round }, turen til { $name }.
table-welcome-waiting-throw = { $name } kastet { $throw }:
table-welcome-over = Spillet er over: `pad`, `export FIL` eller `undo`.
table-welcome-type = Skriv øyetallene du kaster (som `153346`); `help` viser kommandoene.
table-status-roll-off = Omkast: { $name } kaster nå.
table-status-throw-waits = Kastet { $throw } til { $name } venter på hva som skal beholdes.
table-status-turn = Turen til { $name }: { $points } i turen, { $dice ->
    [one] { $dice } terning
   *[other] { $dice } terninger
} på hånden.
table-undone = Angret: { $action }.
table-redone = Gjort om igjen: { $action }.
table-house-rules = Husregler: { $names }
table-saved-again = Lagret igjen: { $save } har hele spillet.
table-step-unsaved = Dette steget er med i økta, men er IKKE lagret på disk: frigjør plass eller rett mappa, eller `save FIL` for å lagre et annet sted; hvert neste steg prøver å lagre igjen.
table-quit-unsaved = Spillet er ikke lagret, så marbles blir stående åpent: `save FIL` til et annet sted
table-saved-to = Lagret til { $save }.
table-save-moved = Flyttet lagringen til { $save }; hvert steg lagres der fra nå av.
table-exported = Eksporterte tabellen til { $path } ({ $format }).
table-unknown-export-format = kan ikke se formatet av `{ $path }`: la navnet slutte på .{ $names } eller legg til --format
table-export-onto-save = det er lagringsfila til spillet: eksporter til en annen fil
table-no-odds = det er ingen odds å vise: oddsen gjelder en tur som pågår
table-not-saved = Spillet kunne IKKE lagres: { $save } har det slik det var ved siste lagring som virket; det som er spilt siden, går tapt når marbles lukkes.
table-farewell-over = Lagret til { $path }. Eksporter med `marbles export { $path } -o tabell.html`.
table-farewell = Lagret til { $path }. Fortsett med `marbles resume { $path }`.

## Ledeteksten ("Ann: 1 200, trenger 700 for å åpne · tur 350 · 4 terninger > ") og hintet.
prompt-roll-off-next = omkast · terningen til { $name }
prompt-roll-off = omkast
prompt-over = spillet er over (undo, pad, export, quit)
prompt-can-open = , kan åpne
prompt-needs = , trenger { $need } for å åpne
prompt-turn = tur { $points }
prompt-keep-from = behold fra { $throw }
hint-roll-off = øyetallet på én terning, eller first NAVN
hint-over = export FIL, pad, undo eller quit
hint-keep-or-bank = k ØYETALL, keep (det beste) eller bank
hint-keep = k ØYETALL eller keep (det beste)
hint-throw-or-bank = { $faces }, eller bank
hint-throw-or-steal = { $faces }, eller steal ({ $dice } igjen)
hint-throw = { $faces } kastet
