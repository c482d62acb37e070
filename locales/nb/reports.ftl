# Rapportene fra enkeltkommandoene: score, rules, odds, advise, simulate.

win-chances = Sjanse til å vinne: { $each }{ $how }{ $hooks }.
win-chances-estimate = {" "}(anslag, { $interval })
win-chances-points = {" "}(alle spiller for poeng)
win-chances-hooks = {" "}(krokene i husreglene er ikke regnet med)
win-story-caption = Sjanse til å vinne, runde for runde:
win-story-caption-latest = Sjanse til å vinne, runde for runde (de siste { $rounds }):

## Standardspillets kombinasjoner slik tabeller og rapporter viser dem. Navnene i
## regelfiler, skript og JSON er fortsatt `single 1`, `three 2s`, `straight`.
combo-single = én { $face }-er
combo-of-a-kind = { $n ->
    [3] tre { $face }-ere
    [4] fire { $face }-ere
    [5] fem { $face }-ere
   *[other] seks { $face }-ere
}
combo-straight = straight
combo-any-of-a-kind = { $n ->
    [4] fire like
    [5] fem like
   *[other] seks like
}

## marbles rules: poengtabellen og grensene under den.
rules-col-combination = kombinasjon
rules-col-dice = terninger
rules-col-points = poeng
rules-col-nickname = kallenavn
rules-scripted = (fra skript)
rules-varies = varierer
rules-flood-dice = { $count } × { $face }
rules-flood-dice-or-more = { $count } eller flere × { $face }
rules-flood-points = totalen → 0
rules-open-at = Åpne på { $points } (Makin' Mud)
rules-min-bank = hver innsetting minst { $points }
rules-win-at = vinn på { $points } (The Delta)
rules-players = { $min } til { $max } spillere
rules-dice-a-turn = { $n ->
    [one] { $n } terning per tur
   *[other] { $n } terninger per tur
}
rules-final-round = siste runde etter vinnerpoengene
rules-point-stacking = poengstabling (Point Stacking)
rules-ones-and-fives = åpning med enere og femmere
rules-one-throw = ett kast per tur etter åpning

## marbles rules list / rules check
rules-list-folder = Husregler i { $folder }:
rules-list-shipped = Husregler som er bygd inn i marbles:
rules-no-description = (ingen beskrivelse)
rules-does-not-load = lastes ikke: { $error }
rules-list-outro = Spill med én med `--rules house_rules/NAVN.lua`; se house_rules/README.md for å skrive din egen.
rules-check-no-description = (ingen beskrivelse: legg til marbles.describe("..."))
rules-check-ok = ok
rules-check-fail = FEIL
rules-example-failed = { $place }: eksempel { $dice }: ventet { $expected }, reglene gir { $actual }
rules-no-examples = Ingen eksempler oppgitt: legg til linjer som marbles.example("1 1 1 2 3 4", 500).
rules-examples-hold = { $examples } holder.
rules-scenario-unnamed = (uten navn)
rules-scenario-ok = scenario: { $name }
rules-scenario-failed = { $place }: scenario { $name }: { $failure }
rules-hook-unexercised = merk: `{ $event }`-kroken på { $place } blir ikke prøvd av noe scenario
rules-hook-returns-nothing = advarsel: `{ $event }`-kroken på { $place } gir ingenting tilbake på noen vei og husker ingenting, så den endrer ingenting: mangler den `return`? En krok endrer spillet bare med tabellen den gir tilbake (return {"{"} points = N {"}"})
rules-game-failed = spill med frø { $seed }: { $reason } (spill det igjen: { $command })
rules-games-failed = { $games } spill stoppet på samme feil; det første, spill med frø { $seed }: { $reason } (spill det igjen: { $command })
rules-games-hold = { $games ->
    [one] { $games } spill
   *[other] { $games } spill
} med datamaskinspillere: ingen krokfeil.
rules-games-note = merk: spill med datamaskinspillere: { $why }
scenario-players = spillerne kan ikke starte et spill: { $why }
scenario-not-a-move = linje { $line } (`{ $typed }`) er ikke et trekk: linjene i et scenario er kast, `keep`, `bank`, `steal`, `first NAVN`, `undo` og `redo`
scenario-refused = linje { $line } (`{ $typed }`) ble avvist: { $why }
scenario-not-refused = linje { $line } (`{ $typed }`) skulle vært avvist, men spillet godtok den
scenario-refused-otherwise = linje { $line } ble avvist som ventet, men med «{ $why }», som ikke sier «{ $says }»
scenario-total-wrong = { $name } skulle hatt { $expected }, har { $actual }
scenario-total-absent = { $name } skulle hatt { $expected }, men er ikke med i spillet
scenario-totals = summene stemmer ikke: { $each }

## marbles advise, og hintet på én linje i `play --hints`.
advise-throw = Kast { $throw } ({ $situation })
advise-flood = totalen på { $points } skylles bort.
advise-bust = ingenting gir poeng: { $points } i turen er tapt.
advise-col-keep = behold
advise-col-points = poeng
advise-col-then = så
advise-col-expected = forventet
advise-best = beste spill
advise-most-points = flest poeng
advise-then-bank = sett inn
advise-then-hot-dice = varme terninger, kast { $dice }
advise-then-throw = kast { $dice }
advise-expected-note = forventet: hva turen i snitt legger til totalen (poeng som alt er lagt til
    side, er regnet med), når du spiller best mulig videre
hint-advice = tips: beste spill: behold { $dice } ({ $points }), så { $then }: { $value } forventet
hint-advice-most-points = ; flest poeng: behold { $dice } ({ $points }): { $value } forventet
hint-advice-flood = Flood: { $points } skylt bort
hint-advice-bust = bom: { $points } tapt

## marbles simulate
sim-col-seat = plass
sim-col-strategy = strategi
sim-col-wins = seire
sim-col-interval = ± 99 %
sim-col-bust = bom
sim-col-points-per-turn = poeng/tur
sim-col-net-per-turn = netto/tur
sim-summary = { $games } spill (frø { $seed }), plass 1 kaster først. Turer til seier: snitt { $mean }, standardavvik { $sd }, { $min }–{ $max }.
sim-all-turns = Alle turer: { $bust } bom, { $flood } Flood, { $points } poeng satt inn per tur.
sim-unfinished = { $games } spill hadde ingen vinner etter { $rounds } runder og ble gitt opp.
sim-with = Med { $rules }:
sim-these-rules = disse reglene
sim-change = endring
sim-turns-to-win = turer til seier
sim-seat-wins = plass { $seat } vinner ({ $strategy })
sim-progress-games = spill

## marbles win, og vinnersjansene i odds og hint.
win-method-exact = nøyaktig: begge spiller for å vinne
win-method-estimate = anslått fra { $games } spill der alle spiller for poeng
win-method-points = nøyaktig: alle spiller for poeng
win-heading = Sjanse til å vinne, spiller 1 kaster først ({ $method }):
win-player = spiller { $n }
win-not-open = ikke åpnet
win-interval-note = ± er konfidensintervallet på { $confidence }, i prosentpoeng.
win-estimate-two-note = merk: det finnes ingen nøyaktig tabell for disse reglene, så dette er et anslag der begge spiller for poeng
win-unfinished-note = merk: { $unfinished } av de { $games } spillene nådde rundegrensen uten vinner; sjansene er andeler av de { $finished } som ble ferdige
win-turn = Spiller 1 har { $points } lagt til side og { $dice } på hånden:
win-best-bank = sett inn
win-best-throw = kast videre
win-view = sett inn { $turn }: { $bank } sjanse til å vinne; kast videre: { $throw } (best: { $best })
win-view-no-bank = kast videre: { $throw } sjanse til å vinne (du kan ikke sette inn ennå)
win-other-way = for å vinne, motsatt: { $view }
win-estimate-note = sjanse til å vinne: anslått fra { $games } spill der alle spiller for poeng, hver sjanse { $interval } med { $confidence } konfidens
win-points-note = sjanse til å vinne: regnet ut nøyaktig der alle spiller for poeng
win-keep = behold { $dice } ({ $points }), så { $then }: { $chance }
win-solving = Regner ut vinnersjansene for disse reglene ({ $states } tilstander innenfor turer; regler på størrelse med standardspillets { $standard } millioner tar 4 til 8 sekunder prosessortid), og legger dem så i hurtigbufferen …
win-sweep-moved = gjennomgang { $number } (endret { $change })
win-sweep = gjennomgang { $number }
win-checking = kontrollerer
win-cache-note = merk: vinnersjansene som ble regnet ut, kunne ikke legges i hurtigbufferen ({ $error }); neste kjøring regner dem ut igjen
win-hooks-unseen-note = merk: vinnersjansene ser ikke hva krokene i husreglene gjør underveis
win-unmodelled-note = merk: ingen vinnersjanser med `{ $switch }`: de er regnet ut for den vanlige turgangen
win-off-grid-note = merk: ingen vinnersjanser herfra: { $player } står på { $total }, som reglene kan gi, men sjansene ikke dekker (de dekker 0 før åpning og åpne summer fra { $first_open } til under { $win_at })

## marbles history
history-empty = Ingen spill ennå: start ett med `marbles play NAVN NAVN`.
history-col-started = startet
history-col-players = spillere
history-col-rules = regler
history-col-state = status
history-col-rounds = runder
history-outro = { $games } spill. Fortsett ett med `marbles resume N`, eller eksporter det med `marbles export N -o spill.html`.
history-started-unknown = ukjent
history-state-missing = tilstandsmappa { $state } fantes ikke, og dermed heller ikke lista over spill som er lagret utenfor { $games } (med --save, eller fortsatt fra en fil): bare spillene i { $games } vises, og et spill som er lagret et annet sted, vises igjen når det fortsettes (`marbles resume FIL`)
history-rules-standard = standard
history-in-play = pågår
history-over = ferdig
history-won = { $names } vant
history-problem-damaged = skadet: kan ikke leses som en lagring
history-problem-not-a-save = ikke en lagring fra marbles
history-problem-newer = fra en nyere marbles
history-problem-too-large = for stor til å være en lagring
history-problem-house-rules = husreglene lastes ikke lenger
history-problem-replay = trekkene lar seg ikke spille av igjen lenger
history-problem-unreadable = kunne ikke leses
history-no-game-none = det finnes ikke noe spill { $number }: ingen spill er lagret ennå; oppgi en lagringsfil, eller start et spill med `marbles play NAVN NAVN`
history-no-game = det finnes ikke noe spill { $number }: `marbles history` viser spill 1 til { $games }; oppgi ett av de numrene, eller en lagringsfil
weekday-mon = man.
weekday-tue = tir.
weekday-wed = ons.
weekday-thu = tor.
weekday-fri = fre.
weekday-sat = lør.
weekday-sun = søn.

## marbles stats, og dommen over terningene (stats og `dice` i REPL).
stats-empty = Ingen spill å telle: spill ett med `marbles play NAVN NAVN`, eller gjør --player, --since eller --rules mindre strenge.
stats-not-exactly = Ingen spill ble spilt med akkurat { $rules }: `--rules` betyr akkurat disse husreglene, ingen andre. { $games ->
    [one] Ett spill ble
   *[other] { $games } spill ble
} spilt med { $rules } blant andre: `marbles stats { $command }` teller { $games ->
    [one] det
   *[other] dem
}.
stats-names-more = { $n } til
stats-col-player = spiller
stats-col-games = spill
stats-col-finished = fullført
stats-col-wins = seire
stats-col-win-rate = vinnerandel
stats-col-throws = kast
stats-col-busts = bom
stats-col-expected = ventet
stats-col-luck = flaks
stats-col-floods = Flood
stats-col-banked = satt inn
stats-col-best-turn = beste tur
stats-col-players = spillere
stats-col-ahead = foran ved slutt
stats-col-reviewed = vurdert
stats-col-decisions = valg
stats-col-average-cost = kostnad/valg
stats-col-throw-luck = terningflaks
stats-play-outro = Ferdighet og flaks fra hvert spills gjennomgang (`marbles review`), i prosentpoeng av vinnersjansen: hva et valg kostet i snitt mot det beste, og hvor mye mer (+) eller mindre (−) spillerens kast ga enn de terningene gir i snitt.
stats-not-reviewed = { $games } uten gjennomgang: to spillere med husregler der vinnertabellen ikke er regnet ut ennå. `marbles review SPILL` regner den ut én gang, og spillet telles med fra da av.
stats-outro = { $games } ({ $over } ferdige). Flaks: antall bom sammenlignet med hvor mange bom rettferdige terninger i snitt gir for de samme kastene.
stats-head-to-head = Mot hverandre:
stats-luck-even = som ventet
stats-luck-bad = uflaks ({ $by })
stats-luck-good = flaks ({ $by })
dice-verdict-too-few = Terningene: for få til å si noe ennå ({ $dice } skrevet inn; testen trenger minst { $min }).
dice-verdict-no-reason = Terningene: ingen grunn til å tvile på dem. { $dice ->
    [one] { $dice } terning
   *[other] { $dice } terninger
}, p { $p }: så ujevne tall er vanlige med rettferdige terninger.
dice-verdict-no-reason-uneven = Terningene: ingen grunn til å tvile på dem. { $dice ->
    [one] { $dice } terning
   *[other] { $dice } terninger
}, p { $p }: rettferdige terninger gir så ujevne tall sjeldnere enn én gang av tjue, men det er ikke sjeldent nok til å mistenke dem.
dice-verdict-some-reason = Terningene: en viss grunn til å tvile på dem. { $dice ->
    [one] { $dice } terning
   *[other] { $dice } terninger
}, p { $p }: rettferdige terninger gir så ujevne tall sjeldnere enn én gang av hundre. Verdt å følge med på.
dice-verdict-strong-reason = Terningene: sterk grunn til å tvile på dem. { $dice ->
    [one] { $dice } terning
   *[other] { $dice } terninger
}, p { $p }: rettferdige terninger gir så ujevne tall sjeldnere enn én gang av tusen. Sjekk terningene.
dice-verdict-most-off = Mest skjevt: { $face } kom opp { $share } av gangene (en rettferdig terning: { $fair }).
dice-verdict-faces = Øyetall 1 til 6: { $counts }.
dice-players-head = Hver spillers terninger, de terningene spilleren skrev inn: { $tested ->
    [0] ingen spiller har skrevet inn nok til en test ennå
    [one] { $tested } spiller testet, så p-verdien leses som den er
   *[other] { $tested } spillere testet sammen, så hver p-verdi justeres med Holm–Bonferroni før den leses
}.
dice-player-too-few = { $name }: for få til å si noe ennå ({ $dice } skrevet inn).
dice-player-even = { $name }: ingen grunn til å tvile på dem. { $dice } terninger, p { $p }; hvert øyetall kom opp like ofte.
dice-player-no-reason = { $name }: ingen grunn til å tvile på dem. { $dice } terninger, p { $p }; mest skjevt: { $face } kom opp { $share } av gangene.
dice-player-some-reason = { $name }: en viss grunn til å tvile på dem. { $dice } terninger, p { $p }; mest skjevt: { $face } kom opp { $share } av gangene.
dice-player-strong-reason = { $name }: sterk grunn til å tvile på dem. { $dice } terninger, p { $p }; mest skjevt: { $face } kom opp { $share } av gangene.

## historikk og framdrift for vinnertabellen (standard feil).
history-index-not-kept = { $reason }; historikken er fullstendig, men neste oversikt leser hver lagring på nytt
history-state-not-a-folder = tilstandsmappa { $path } er ikke en mappe, så spillene som er lagret utenfor spillmappa er ikke med: sett { $var } til en mappe (eller fjern den)

simulate-engine = Spilt gjennom spillmotoren: krokene og turgangen i husreglene virket som ved bordet.
simulate-rounds = Runder per spill: { $rounds } i snitt.
simulate-heuristic = Tommelfingerregel for { $count ->
    [one] plass
   *[other] plassene
} { $seats }: { $what }.
simulate-heuristic-steal = en spiller stjeler (Cut-Throat, Piggy-Back) når det er verdt mer å kaste videre fra poengene og terningene forrige spiller satte inn med, enn å begynne en ny tur
simulate-heuristic-stacking = med poengstabling velges hver beholdning som om kastet ga poeng alene
simulate-heuristic-hooks = det beste spillet ser ikke hva krokene kommer til å gjøre; det spiller på summene de etterlater
simulate-heuristic-win = vinnerstrategien spiller den optimale strategien, siden ingen vinnertabell dekker disse reglene
simulate-seat-hooks = Plass { $seat }: summen senket av en krok { $penalties } ganger per spill ({ $points } poeng), hevet { $bonuses } ganger.
simulate-seat-steals = Plass { $seat }: { $steals } tyverier per spill, { $robbed } innskudd stjålet.
simulate-stopped = { $count ->
    [one] Ett spill ble
   *[other] { $count } spill ble
} stoppet av en husregel: { $why }
sim-stop-reason = { $games ->
    [one] ett spill
   *[other] { $games } spill
}: { $why }
sim-stop-reason-between = {"; "}
sim-no-move-left-keep = husreglene nektet alle måter å beholde { $dice } på, så turen kunne ikke fortsette og bare angre var igjen (kroken sa: { $refusal }); en `keep`- eller `throw`-krok kan i stedet avslutte turen som bom (bust = "why", marbles.api(2))
sim-no-move-left-throw = husreglene nektet både å sette inn og å kaste videre, så turen kunne ikke fortsette og bare angre var igjen (kroken sa: { $refusal })
simulate-refused = { $count ->
    [one] Ett trekk
   *[other] { $count } trekk
} av datamaskinspillerne ({ $per_game } per spill) ble avvist av en husregel og gjort annerledes.
simulate-stalled = { $games ->
    [one] Ett spill ble
   *[other] { $games } spill ble
} gitt opp etter { $rounds } runder der ingen sum endret seg: en husregel hindrer dem i å ta slutt.
simulate-compare-rounds = runder/spill
simulate-compare-penalties = plass { $seat } tap til kroker/spill
simulate-compare-penalty-points = plass { $seat } poeng tapt til kroker/spill
simulate-compare-steals = plass { $seat } tyverier/spill

## review: every decision and every throw, skill apart from luck
review-title-exact = Gjennomgang av hvert valg og hvert kast, i eksakte vinnersjanser (begge spiller for å vinne).
review-title-race = Gjennomgang av hvert valg og hvert kast, i kappløpets vinnersjanser (alle spiller for poeng, slik blokka viser dem).
review-thresholds = Kostnad og flaks er i prosentpoeng av vinnersjansen. Et valg som kostet { $inaccuracy } poeng eller mer er en unøyaktighet, { $mistake } eller mer en feil, { $blunder } eller mer en tabbe.
review-empty = Ingenting å gå gjennom ennå: ingen kast er skrevet inn.
review-col-player = spiller
review-col-decisions = valg
review-col-cost = kostnad
review-col-inaccuracies = unøyaktigheter
review-col-mistakes = feil
review-col-blunders = tabber
review-col-luck = flaks
review-col-round = runde
review-col-throw = kast
review-col-made = gjort
review-col-best = best
review-col-class = klasse
review-class-inaccuracy = unøyaktighet
review-class-mistake = feil
review-class-blunder = tabbe
review-then-throw = kast videre
review-move = behold { $keep }, { $then }
review-notable = Valg som kostet { $inaccuracy } poeng eller mer:
review-no-notable = Ingen valg kostet { $inaccuracy } poeng eller mer.
review-costliest = Dyreste valg for { $player }: runde { $round }, kast { $throw }: { $made } der { $best } var bedre (−{ $cost } poeng).
review-verdict-cost = { $player } tapte { $cost } poeng vinnersjanse på valgene sine;
review-verdict-clean = { $player } tapte ingenting på valgene sine;
review-verdict-lucky = terningene ga { $luck } poeng mer flaks enn snittet.
review-verdict-unlucky = terningene ga { $luck } poeng mindre flaks enn snittet.
review-tallies = { $player }: { $turns ->
        [one] én tur
       *[other] { $turns } turer
    } ført uten terninger er hoppet over (ingen kast å veie).
