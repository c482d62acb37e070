# Ved bordet (REPL): ledetekster, kunngjøringer, hjelp, blokka, velkomst og farvel.


## Kunngjøringer: det bordet får høre etter hver godtatt handling.
announce-roll-off-thrown = { $name } kastet { $face }.
announce-roll-off-tied = { $names } har like høy terning: de kaster igjen.
announce-starts = { $name } begynner.
announce-flood-dice = { $count } × { $face }
announce-flood-lost = ~~~ FLOOD! ~~~ { $what }: { $lost } poeng for { $name } skylles bort. { $name } må åpne på nytt.
announce-flood-lost-unopened = ~~~ FLOOD! ~~~ { $what }: { $lost } poeng for { $name } skylles bort, og { $name } må fortsatt åpne.
announce-flood-open-nothing = ~~~ FLOOD! ~~~ { $what }: { $name } hadde ingenting å tape, men må åpne på nytt.
announce-flood-nothing = ~~~ FLOOD! ~~~ { $what }: { $name } hadde ingenting å tape ennå, men må fortsatt åpne.
announce-bust-steal = BOM! Ingenting gir poeng: { $name } mister det som ble stjålet, og { $from } beholder det som ble satt inn.
announce-bust-lost = BOM! Ingenting gir poeng: { $name } mister turens { $lost } poeng.
announce-bust = BOM! Ingenting gir poeng for { $name }.
announce-rule-bust-lost = BOM etter husregel: { $name } mister turens { $lost } poeng.
announce-rule-bust = BOM etter husregel for { $name }.
announce-rule-bust-lost-why = BOM etter husregel ({ $why }): { $name } mister turens { $lost } poeng.
announce-rule-bust-why = BOM etter husregel ({ $why }) for { $name }.
announce-kept = Beholdt { $dice } for { $points }: turen står på { $turn }.
announce-kept-best = Beholdt flest poeng: { $dice } for { $points }: turen står på { $turn }.
announce-out-of-dice = Tom for terninger: åpningen til { $name } stopper på { $lost }, under { $open_at }; turens poeng er tapt.
announce-hot-dice = VARME TERNINGER! Alle { $dice ->
    [5] fem
    [6] seks
   *[other] { $dice }
} terningene kommer tilbake til { $name }.
announce-banked = { $name } setter inn { $points }: totalt { $total }.
announce-banked-house-rule = { $name } setter inn { $points } ({ $turn } { $change } fra en husregel): totalt { $total }.
announce-opened = { $name } har åpnet! (Makin' Mud)
announce-final-round = { $name } har nådd { $win_at }: alle andre fullfører runden.
announce-total-adjusted = Husregel: { $name } { $change } → { $total }.
announce-total-set = Husregel: totalen til { $name } blir { $total }.
announce-stole = { $name } stjeler { $points } poeng fra { $from } og kaster de { $dice ->
    [one] { $dice } terningen
   *[other] { $dice } terningene
} som er igjen!
announce-lost-to-thief = { $thief } setter inn det stjålne: { $name } mister { $points }.
announce-turn-passes = Turen til { $name } (totalt { $total }).
announce-turn-passes-closed = Turen til { $name } (totalt { $total }, trenger { $open_at } for å åpne).
announce-steal-offer = { $name } kan stjele (`stjel`) { $points } poeng fra { $from } og kaste de { $dice ->
    [one] { $dice } terningen
   *[other] { $dice } terningene
} som er igjen, eller kaste { $fresh ->
    [5] fem
    [6] seks
   *[other] { $fresh }
} nye terninger.
announce-won-shared = ★ { $names } deler seieren med { $points }! ★
announce-won = ★ { $name } vinner med { $points }! (The Delta) ★

## Øktas egen tale: velkomst, status etter angre, lagring, eksport, farvel.
table-welcome-players = { $names }: åpne på { $open_at }, vinn på { $win_at }.
table-welcome-house-rules = Husregler: { $names }.
table-welcome-resumed = Fortsetter fra { $save }
table-welcome-saving = Lagrer hvert steg til { $save }
table-welcome-roll-off = Hvem begynner? Hver spiller kaster én terning: skriv øyetallet
    (eller `først NAVN`).
table-welcome-round = Runde { $round }, turen til { $name }.
table-welcome-waiting-throw = { $name } kastet { $throw }:
table-welcome-over = Spillet er over: `blokk`, `eksporter FIL` eller `angre`.
table-welcome-type = Skriv øyetallene du kaster (som `{ $example }`); `hjelp` viser kommandoene.
table-welcome-keep = Skriv terningene du beholder (som `behold { $example }`), eller `behold` alene for flest poeng; `hjelp` viser kommandoene.
table-welcome-help = `hjelp` viser kommandoene.
table-status-roll-off = Startkast: { $name } kaster nå.
table-status-throw-waits = Kastet { $throw } til { $name } venter på hva som skal beholdes.
table-status-turn = Turen til { $name }: { $points } i turen, { $dice ->
    [one] { $dice } terning
   *[other] { $dice } terninger
} på hånden.
# An action named by `undo` and `redo`.
action-roll-off = startkast { $face }
action-first = { $name } begynner
action-throw = kast { $dice }
action-keep = behold { $dice }
action-bank = sett inn
action-steal = stjel
action-tally = noter { $points } (en tur uten terninger)
action-tally-bust = noter bom (en tur uten terninger)
table-undone = Angret: { $action }.
table-redo-cleared = ingenting å gjøre om igjen: handlingen som ble skrevet etter `angre`, fjernet det som kunne gjøres om igjen; `angre` tar den handlingen tilbake
table-redone = Gjort om igjen: { $action }.
table-nothing-kept = Ingenting ble spilt, så spillet blir ikke tatt vare på.
table-undo-short = Bare { $done } av de { $asked } stegene kunne angres: der begynner spillet.
table-redo-short = Bare { $done } av de { $asked } stegene kunne gjøres om igjen: ikke mer var tatt tilbake.
table-house-rules = Husregler: { $names }
table-saved-again = Lagret igjen: { $save } har hele spillet.
table-step-unsaved = Dette steget er med i økta, men er IKKE lagret på disk: frigjør plass eller rett mappa, eller `lagre FIL` for å lagre et annet sted; hvert neste steg prøver å lagre igjen.
table-quit-unsaved = Spillet er ikke lagret, så marbles blir stående åpent: `lagre FIL` til et annet sted
table-saved-to = Lagret til { $save }.
table-save-moved = Flyttet lagringen til { $save }; hvert steg lagres der fra nå av.
table-exported = Eksporterte tabellen til { $path } ({ $format }).
table-unknown-export-format = kan ikke se formatet av `{ $path }`: la navnet slutte på .{ $names } eller legg til --format
table-export-onto-save = det er lagringsfila til spillet: eksporter til en annen fil
table-no-odds = det er ingen odds å vise: oddsen gjelder en tur som pågår
table-not-saved = Spillet kunne IKKE lagres: { $save } har det slik det var ved siste lagring som virket; det som er spilt siden, går tapt når marbles lukkes.
table-farewell-over = Lagret til { $path }. Eksporter med `marbles export { $path } -o tabell.html`.
table-farewell = Lagret til { $path }. Fortsett med `marbles resume { $path }`.
table-farewell-numbered = Lagret som spill { $number } i `marbles history`. Fortsett med `marbles resume { $number }`.
table-farewell-over-numbered = Lagret som spill { $number } i `marbles history`. Eksporter med `marbles export { $number } -o tabell.html`.

## Ledeteksten ("Ann: 1 200, trenger 700 for å åpne · tur 350 · 4 terninger > ") og hintet.
prompt-roll-off-next = startkast · terningen til { $name }
prompt-roll-off = startkast
prompt-over = spillet er over (angre, blokk, eksporter, avslutt)
prompt-can-open = , kan åpne
prompt-needs = , trenger { $need } for å åpne
prompt-turn = tur { $points }
prompt-keep-from = behold fra { $throw }
hint-roll-off = øyetallet på én terning, eller først NAVN
hint-over = eksporter FIL, blokk, angre eller avslutt
hint-keep-or-bank = k ØYETALL, behold (flest poeng) eller sett inn
hint-keep = k ØYETALL eller behold (flest poeng)
hint-throw-or-bank = { $faces }, eller sett inn
hint-throw-or-steal = { $faces }, eller stjel ({ $dice } igjen)
hint-throw = { $faces } kastet

## Hjelp i REPL: kommandolista og hver kommando forklart. Kommandoene skrives likt
## på begge språk (keep, bank, undo …); hjelpen forklarer dem på bokmål.
help-list-intro = Skriv øyetallene du kastet, som `{ $example }` eller `{ $spaced }`.
help-list-intro-over = Dette spillet er over: `blokk` viser blokka, `eksporter FIL` skriver den ut, `angre` tar tilbake siste handling, `avslutt` avslutter.
help-list-outro = `hjelp KOMMANDO` forklarer én; engelske ord virker også. Tab fullfører, ↑ henter fram, Ctrl-C tømmer linja, Ctrl-D lagrer og avslutter.
help-no-command = ingen kommando `{ $word }`: `hjelp` viser dem
help-keep = legg terninger til side fra kastet (alene: flest poeng)
help-keep-details = `behold 1 5`, `k 15` eller `k 1,5` legger de terningene til side; hver terning du beholder må være del av en kombinasjon i det kastet. `behold` alene beholder terningene som gir flest poeng nå, som ikke alltid er beste spill (`odds` viser begge). Én gang per kast: vil du endre det, `angre`.
help-bank = legg turens poeng til totalen og send terningene videre
help-bank-details = Setter inn turen. Skrevet rett etter et kast beholder den først flest poeng og sier fra. Før du har åpnet, må turen ha åpningspoengene ({ $open_at }) for å settes inn.
help-log = trekkene etter nummer
help-log-details = Viser hvert trekk i spillet (kast, beholdte terninger, innsettinger, tally) nummerert slik lagringen teller dem, gruppert etter tur og spiller. `logg Ann` viser bare Anns turer. Numrene er dem `rett` tar.

help-amend = rett trekk N, spill resten igjen
help-amend-details = `rett 12 155346` bytter ut trekk 12 (se `logg`) med det som skrives, lest slik det ville vært lest da, og spiller av igjen alle trekkene etter det; marbles sier hver spillers sum før → etter. Passer et senere trekk ikke lenger, endres ingenting, og marbles sier hvilket: rett det også i samme kommando (`rett 12 155346, 13 behold 1 5 5`). En rettelse er ett steg: `angre` tar den tilbake hel og `gjør om` gjør den om igjen, også etter `marbles resume`; lagringen tar vare på det som ble byttet ut. Startkastet og hvem som begynner kan ikke rettes, heller ikke spillerne eller reglene.

help-undo = ta tilbake siste steg, helt til starten
help-undo-details = Tar tilbake det siste som ble gjort – et kast, terninger som ble beholdt, en tur som ble satt inn, en terning i startkastet eller en rettelse (hel) – også tilbake i en tidligere spillers tur. Gjenta for å gå lenger tilbake, eller gi et antall (`angre 5` tar tilbake fem steg); `gjør om` gjør det om igjen.
help-redo = gjør om igjen det angre tok tilbake
help-redo-details = Gjør om igjen det siste `angre` tok tilbake; `gjør om 5` gjør om fem. Alt nytt du skriver etter en angring, fjerner det som kunne gjøres om igjen.
help-steal = overta terningene forrige spiller satte inn med (Cut-Throat, Piggy-Back)
help-steal-details = Med husreglene Cut-Throat eller Piggy-Back kan du ved starten av turen kaste terningene forrige spiller lot ligge, i stedet for { $dice ->
    [5] fem
    [6] seks
   *[other] { $dice }
} nye.
help-tally = tur uten terningene skrevet inn: poeng satt inn, eller bom
help-tally-details = For en tur som ble kastet og satt inn før noen skrev den inn: `noter 450` setter inn 450 for spilleren som har turen, `noter bom` fører en bom. Skriv det før turens første kast. Reglene gjelder fortsatt: før du har åpnet, må turen ha åpningspoengene ({ $open_at }), og husregler ser innsettingen eller bommen. Blokka merker turen med †; odds, flaks og terningtesten ser bort fra den, siden de ikke har terninger å gå etter.
help-first = hopp over startkastet: NAVN begynner
help-first-details = Under startkastet: sier hvem som begynner, i stedet for at alle kaster en terning.
help-odds = bom- og Flood-sjanse, kast eller sett inn, beste spill
help-odds-details = Før et kast: den nøyaktige sjansen for at terningene på hånden gir bom eller Flood, hva det er verdt å kaste videre mot å sette inn, og beste spill. Etter et kast: det som er verdt mest å beholde i det lange løp, med beste spill og flest poeng merket (ikke alltid det samme). `odds alle` gir detaljene: før et kast, hvor ofte hvert poengtall er det meste et kast gir; etter et kast, alt du kan beholde. Verdiene gir flest poeng satt inn per tur (en Flood koster hele totalen).
help-pad = vis poengblokka
help-pad-details = Viser poengblokka: en kolonne per spiller, en rad per runde, hver turs resultat og totalen så langt; ★ markerer den som leder.
help-rules = vis poengtabellen og grensene som gjelder
help-rules-details = Viser hver kombinasjon med poengene, Flood, åpnings- og vinnerpoengene og husreglene som gjelder.
help-export = skriv poengtabellen og blokka til en fil
help-export-details = Skriver sluttabellen (plass, total, åpnet, turer, bom, Flood, beste tur) og blokka runde for runde. Formatet (csv, md, json, yaml, html eller bgstats) tas fra filendelsen (.bgsplay for bgstats) med mindre --format er gitt. En fil som finnes, erstattes bare med --force, og lagringsfila til et spill aldri.
help-save = lagre spillet til FIL og fortsett å lagre automatisk der
help-save-details = Hver handling lagres alt i det den godtas; `lagre FIL` flytter lagringen til FIL (og lagrer automatisk der fra nå av). Fortsett senere med `marbles resume FIL`.

help-serve = vis poengblokka live på telefonene; `del stopp` stenger
help-serve-details = Åpner en side som bare kan leses, med poengblokka, turen som pågår og sjansene, oppdatert etter hver handling, på en adresse med en hemmelighet i: `del` lytter bare på denne maskinen (127.0.0.1, en ledig port); `del 0.0.0.0:8080` slipper inn telefoner på samme nett. Alle som har adressen, kan se på til `del stopp` eller til økta slutter; ingen kan endre spillet derfra.
help-help = vis kommandoene, eller forklar én
help-help-details = `hjelp` viser alle kommandoene; `hjelp behold` forklarer én.
help-quit = lagre og avslutt (Ctrl-D også)
help-quit-details = Lagrer spillet og avslutter; `marbles resume` fortsetter nøyaktig der det stoppet, med angrehistorikken.

## Linjer som ikke er kommandoer.
command-unknown = ukjent kommando `{ $word }`: skriv øyetallene du kastet, eller `hjelp` for kommandoene
command-unknown-suggest = ukjent kommando `{ $word }` (mente du `{ $suggestion }`?): skriv øyetallene du kastet, eller `hjelp` for kommandoene
command-unknown-wanted = ukjent kommando `{ $word }`: { $wanted }; `hjelp` viser kommandoene
command-unknown-suggest-wanted = ukjent kommando `{ $word }` (mente du `{ $suggestion }`?): { $wanted }; `hjelp` viser kommandoene
# Hva ledeteksten venter på, for avvisningen av et ukjent ord.
wanted-throw = skriv øyetallene du kastet, som `{ $example }`
wanted-roll-off-die = skriv terningen til { $name }, ett øyetall som `5`
wanted-keep = kastet { $throw } venter på hva som skal beholdes: `behold ØYETALL`, eller `behold` alene for flest poeng
wanted-keep-or-bank = kastet { $throw } venter på hva som skal beholdes: `behold ØYETALL`, `behold` alene for flest poeng, eller `sett inn`
wanted-over = spillet er over: `eksporter FIL`, `blokk`, `angre` eller `avslutt`
command-usage = { $message }: bruk `{ $usage }`
## `amend` og `log`. $number er et trekks nummer (fra 1) som tekst; $was og $now er trekk slik de skrives.
amend-total = { $name } { $before } → { $after }
amend-totals = Summer: { $totals }.
amend-change = trekk { $number }: { $was } → { $now }
amend-done = { $n ->
    [one] Rettet { $n } trekk og spilte av igjen alle trekkene etter det:
   *[other] Rettet { $n } trekk og spilte av igjen alle trekkene etter dem:
}
amend-undone = Angret: rettelsen.
amend-redone = Gjort om igjen: rettelsen.
amend-nothing = Ingenting å rette: hvert trekk er allerede det som ble gitt.
amend-not-a-move = trekk { $number }: `{ $text }` er ikke et trekk (et kast, `behold`, `sett inn`, `stjel` eller `noter`)
command-amend-what = gi hvert trekks nummer og hva det skal være (`rett 12 155346`, `rett 12 155346, 13 behold 1 5 5`); `logg` viser trekkene
log-empty = Ingen trekk ennå.
# $round teller fra 1.
log-turn = { $name } · runde { $round }:
log-roll-off = Startkast:
command-tally-what = si hva turen satte inn, som poeng (`noter 450`), eller `noter bom`
command-tally-not-points = `{ $given }` er ikke poeng: si hva turen satte inn, med sifre (`noter 450`, `noter { $example }`), eller `noter bom`
command-tally-too-many = `{ $given }` er mer enn et spill rommer: en tur setter inn høyst { $most } poeng; si hva den satte inn, eller `noter bom`
command-odds-all = `odds` alene viser valget; `odds alle` alle detaljer
command-takes-nothing = `{ $name }` tar ikke noe etter seg
command-steps-what = `{ $given }` er ikke et antall steg: `{ $name }` alene er ett steg, `{ $name } 3` tre
command-name-starter = skriv navnet på spilleren som begynner
command-name-save-file = skriv navnet på fila det skal lagres til
usage-faces = ØYETALL
usage-points = POENG
usage-name = NAVN
usage-file = FIL
usage-address = ADR
usage-command = KOMMANDO
usage-move = TREKK
command-one-file = oppgi én fil (et navn med mellomrom i anførselstegn, som i et skall: `"fredag kveld.yaml"`)
command-unclosed-quote = et anførselstegn er ikke lukket: avslutt filnavnet med samme tegn som det begynte med
command-format-one-of = formatet må være ett av { $names }
command-name-export-file = skriv navnet på fila som skal skrives

## Direkteblokka: adressen, og hvorfor det ikke kunne åpnes.
serve-open = Poengblokka direkte på telefoner: { $url }
serve-qr-note = Rett kameraet på en telefon mot koden, eller skriv inn adressen. Alle som har den, kan se på; `del stopp` stenger.
serve-stopped = Direkteblokka er stengt.
serve-same-address = Samme adresse som før: en telefon laster inn siden på nytt for å følge med igjen, uten å skanne koden.
serve-moved = Port { $port } er opptatt nå, så direkteblokka har fått ny adresse: telefonene må skanne koden på nytt.
serve-not-open = Ingen direkteblokk er åpen: `del` åpner en.
serve-already-open = Direkteblokka er åpen på { $url } (`del stopp` stenger den, før `del ADRESSE` kan flytte den).
serve-bad-address = `{ $address }` er ingen adresse å lytte på: skriv IP:PORT, som 127.0.0.1:0 (denne maskinen, en ledig port) eller 0.0.0.0:8080 (telefoner på nettet)
serve-cannot-bind = kan ikke åpne direkteblokka på { $address }: { $reason }. Velg en annen port (`:0` tar en ledig), eller en adresse på denne maskinen
serve-no-random = kan ikke lage den hemmelige adressen til direkteblokka: systemets kilde til tilfeldige tall sviktet ({ $reason })
serve-no-thread = kan ikke starte direkteblokka: { $reason }

## Poengblokka: overskrifter og hver turs resultat ("+650", "bom").
pad-round = runde
pad-total = totalt
pad-bust = bom
pad-tally-footnote = { $mark } ført med noter: turen ble ført uten terningene (`noter`)
pad-flood = FLOOD
pad-stolen = stjålet
pad-house-rule = husregel { $by }
pad-out-of-dice = tom for terninger
# Arket under 60 kolonner: en rad per spiller.
pad-player = spiller
pad-last-turn = siste tur

## Et kast vurdert: hva det gir, eller bom eller Flood.
throw-flood-mark = FLOOD!
throw-flood = { $count } × { $face } i ett kast: hele totalen til den som kastet skylles bort, og hen må åpne på nytt.
throw-bust-mark = BOM
throw-bust = ingenting gir poeng: turens poeng er tapt, og terningene går videre.
throw-best-keep = Flest poeng: { $keep } for { $points }

table-one-roll-off-die-of = { $typed } terninger skrevet inn, men en linje i startkastet er én terning: skriv terningen til { $name }, ett øye som `5`
table-one-roll-off-die = { $typed } terninger skrevet inn, men en linje i startkastet er én terning: skriv terningen, ett øye som `5`

help-dice = er terningene rettferdige? en test av øyetallene
help-dice-details = Teller hver terning som er skrevet inn i dette spillet (også startkastet) og tester tallene mot en rettferdig terning (en kjikvadrattest): sier med vanlige ord om de gir grunn til å tvile på terningene, med p-verdien og antallet terninger. `marbles stats` gjør det samme på tvers av spill.
help-review = hvem spilte godt, hvem hadde flaks: hvert valg og kast
help-review-details = Går gjennom spillet så langt: hvert valg (det som beholdes, så sett inn eller kast videre) mot det beste, og flaksen i hvert kast som er skrevet inn, i prosentpoeng av vinnersjansen (eksakt for to som spiller for å vinne, kappløpets sjanser for flere). Et valg som kostet 2 poeng eller mer er en unøyaktighet, 5 eller mer en feil, 10 eller mer en tabbe. `gjennomgå NAVN` viser én spillers del. `marbles review` gjør det samme for et lagret spill.

pad-to-win = vinnersjanse

## Innlest fra rør (ikke en terminal): avvisningene sier hvilken linje de gjelder.
# $line er linjas nummer, talt fra 1, som tekst.
piped-line = linje { $line }: { $message }
piped-refused = { $n ->
    [one] { $n } linje ble avvist ({ $lines }); resten ble spilt uten den
   *[other] { $n } linjer ble avvist ({ $lines }); resten ble spilt uten dem
}
piped-strict-unsaved = Dette steget er IKKE lagret på disk, og --strict stopper her.
piped-longer-than-most = linje { $line } er lengre enn { $max } byte, det meste en linje kan være: skriv ett kast, én keep eller én kommando per linje
piped-too-long = linje { $line } er { $bytes } byte lang, og en linje er høyst { $max }: den ble hoppet over; skriv ett kast, én keep eller én kommando per linje
piped-not-text = linje { $line } er ikke UTF-8-tekst (byte { $at } er { $byte }): den ble hoppet over; send øyetall og kommandoer som ren UTF-8-tekst

## Odds: valget før et kast (`odds`), detaljene (`odds all`, `marbles odds`).
odds-situation-open = { $dice }, { $turn } i turen, åpnet, totalt { $total }
odds-situation-closed = { $dice }, { $turn } i turen, ikke åpnet ennå
odds-bust = bom
odds-flood = Flood
odds-scores = gir poeng
odds-flood-washes = (skyller bort totalen på { $total })
odds-throw-or-bank = Kast videre: { $throw } forventet   Sett inn: { $bank }
odds-bank-nothing = ingenting lagt til side ennå
odds-bank-below-minimum = under minste innsetting
odds-bank-not-open = ikke lov før du har åpnet
odds-best-play = Beste spill: { $play }
odds-play-throw = kast { $n ->
    [one] den { $n } terningen
   *[other] de { $n } terningene
} på hånden
odds-play-bank = sett inn { $points }
odds-most-points = flest poeng
odds-throws = kast
odds-chance = sjanse
odds-most-points-heading = Flest poeng et kast gir, av { $outcomes } kast:
odds-all-hint = `odds alle` viser hvor ofte hvert poengtall er det meste et kast gir.
odds-keeps-all-hint = `odds alle` viser alt du kan beholde ({ $keeps }).
odds-hook-note = merk: husregelkrokene på { $events } kan endre det som faktisk skjer; disse verdiene tar dem ikke med
odds-flow-note = merk: forventningsverdiene gjelder standard turflyt, ikke `{ $switch }`

## Ved en terminal: Ctrl-C, Ctrl-D, linjehistorikken.
terminal-line-cleared = (linja er tømt; `avslutt` eller Ctrl-D lagrer og avslutter)
terminal-stays-open = marbles blir stående åpent så ingenting går tapt: `lagre FIL` for å lagre et annet sted, eller Ctrl-D igjen for å avslutte uten å lagre.
# Et hint ved en blokk med flere linjer limt inn i linjeeditoren, før Enter.
terminal-paste-enter = (Enter spiller disse { $n } linjene én etter én)
terminal-paste-lines = { $n ->
    [one] limte inn { $n } linje: spilt som skrevet
   *[other] limte inn { $n } linjer: hver spilt etter tur, som om de ble skrevet
}
# $lines lister numrene på de avviste linjene, talt fra 1 i den innlimte blokka.
terminal-paste-refused = { $n ->
    [one] { $n } av de { $of } innlimte linjene ble avvist ({ $lines }); de andre ble spilt
   *[other] { $n } av de { $of } innlimte linjene ble avvist ({ $lines }); de andre ble spilt
}
terminal-history-not-kept = kunne ikke ta vare på kommandohistorikken i { $path }: { $error }

## `marbles score`: kastet, laveste øyetall først, over det det gir.
score-throw = Kast: { $throw }

## Kommandoord: det som skrives ved bordet, én tabell per språk (`CommandSpec::word`).
## De engelske ordene virker også på bokmål; hjelpen, hintene og avvisningene bruker
## ordene på språket som er valgt. Et ord kan være to (`sett inn`).
word-keep = behold
word-bank = sett inn
word-undo = angre
word-redo = gjør om
word-steal = stjel
word-tally = noter
word-first = først
word-odds = odds
word-pad = blokk
word-dice = terninger
word-review = gjennomgå
word-rules = regler
word-export = eksporter
word-save = lagre
word-serve = del
word-log = logg
word-amend = rett
word-help = hjelp
word-quit = avslutt
word-bust = bom
word-all = alle
word-stop = stopp
