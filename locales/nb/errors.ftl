# Avvisninger: hva som var galt, og hva du kan gjøre i stedet.

rule-does-not-score = { $stray } gir ikke poeng: { $n ->
    [one] terningen du beholder må
   *[other] hver terning du beholder må
} være del av en kombinasjon
rule-does-not-score-best = { $stray } gir ikke poeng: { $n ->
    [one] terningen du beholder må
   *[other] hver terning du beholder må
} være del av en kombinasjon (for flest poeng her, behold { $best })
rule-combo-points = kombinasjonen `{ $name }`: { $dice } fikk { $points } poeng: en kombinasjon er verdt 1 til { $max } (returner nil, eller 0, når terningene ikke er kombinasjonen)
rule-the-dice = { $n ->
    [one] en enkelt { $dice }
   *[other] terningene { $dice }
}

dice-wrong-count = { $got ->
    [one] { $got } terning
   *[other] { $got } terninger
} skrevet inn, men du har { $expected ->
    [one] { $expected } terning
   *[other] { $expected } terninger
} på hånden: skriv nøyaktig { $expected } øyetall

## Spillets avvisninger (GameError og grunnene i den).
# En simulering med et antall spillere reglene ikke tillater.
odds-player-count = { $got ->
    [one] { $got } spiller
   *[other] { $got } spillere
}, men disse reglene er for { $min } til { $max } spillere: gi --players mellom { $min } og { $max }
game-player-count = { $got ->
    [one] { $got } spiller
   *[other] { $got } spillere
} oppgitt, men dette spillet er for { $min } til { $max }: oppgi mellom { $min } og { $max } spillere
game-empty-name = et spillernavn er tomt: gi hver spiller et navn
game-duplicate-name = to spillere heter `{ $name }`: gi hver spiller et eget navn
game-unknown-player = ingen spiller heter `{ $name }`: spillerne er { $players }
game-roll-off-pending = omkastet er ikke ferdig: { $player } kaster én terning, skriv øyetallet (1 til 6), eller si hvem som begynner med `first NAVN`
game-roll-off-over = omkastet er over, og { $starter } begynte: skriv øyetallene i et kast
game-throw-pending = kastet { $throw } venter på hva som skal beholdes: `keep` terningene du vil legge til side først, eller `undo` for å ta kastet tilbake
game-no-throw = det er ikke noe kast å beholde fra: kast { $dice ->
    [one] den { $dice } terningen
   *[other] de { $dice } terningene
} på hånden først
game-nothing-to-bank = ingenting å sette inn ennå: kast { $dice ->
    [one] den { $dice } terningen
   *[other] de { $dice } terningene
} på hånden først
game-not-open = { $player } har ikke åpnet ennå: for å sette inn trengs { $open_at } i turen, denne turen har { $points }, { $missing } mangler; { $next }
game-set-aside-automatically = { $player } åpner med enere og femmere: de legges til side automatisk, og turen settes inn av seg selv på { $open_at }; kast { $dice ->
    [one] den { $dice } terningen
   *[other] de { $dice } terningene
} på hånden
game-over = spillet er over ({ $winners } vant): `undo` for å ta tilbake siste handling
game-nothing-to-steal = det er ingenting å stjele: { $reason }
game-no-turn = ingen tur pågår
game-nothing-to-undo = ingenting å angre: dette er starten av spillet
game-nothing-to-redo = ingenting å gjøre om igjen: redo setter inn igjen det `undo` tok tilbake, og ingenting ble tatt tilbake
game-short-throw = kast { $dice ->
    [one] den { $dice } terningen
   *[other] de { $dice } terningene
} på hånden
game-short-keep-then-throw = selv å beholde flest poeng ({ $best }) er ikke nok, så behold, og kast videre
game-no-steal-not-a-rule = å overta terningene til forrige spiller er ikke en regel i dette spillet (husreglene Cut-Throat og Piggy-Back tillater det)
game-no-steal-not-first = et tyveri må komme først i turen, før noe kast
game-no-steal-nothing-banked = forrige spiller satte ikke inn: kast de 6 terningene på hånden

## Merket foran en avvisning på standard feil.
error-prefix = feil:
warning-prefix = advarsel:

## Terninger som er skrevet inn eller beholdt, men som ikke kan stemme.
dice-empty = ingen terninger skrevet inn: skriv øyetallene som kom opp, som `1 5 3 3 4 6` eller `153346`
dice-not-a-face = `{ $text }` er ikke et øyetall: øyetallene er 1 til 6 (sifre eller { $first }–{ $last })
dice-too-many = { $got } terninger skrevet inn, men et kast har høyst { $max }: skriv øyetallene i ett kast
dice-no-such-face = { $pips } er ikke et øyetall: øyetallene er 1 til 6
rule-not-thrown = å beholde { $kept } krever terninger kastet ikke har: det har { $has } (kastet er { $throw })
rule-shortfall = { $has ->
    [0] ingen { $face }-ere
    [1] bare én { $face }-er
    [2] bare to { $face }-ere
    [3] bare tre { $face }-ere
    [4] bare fire { $face }-ere
    [5] bare fem { $face }-ere
   *[other] bare seks { $face }-ere
}
