# Avvisninger: hva som var galt, og hva du kan gjøre i stedet.

rule-does-not-score = { $stray } gir ikke poeng: { $n ->
    [one] terningen du beholder må
   *[other] hver terning du beholder må
} være del av en kombinasjon
rule-does-not-score-best = { $stray } gir ikke poeng: { $n ->
    [one] terningen du beholder må
   *[other] hver terning du beholder må
} være del av en kombinasjon (for flest poeng her, behold { $best })
rule-flood-never-kept = { $count ->
    [4] fire
   *[other] { $count }
} { $face }-ere beholdes aldri: så mange er en Flood, ikke en kombinasjon (regel 5.5)
rule-flood-never-kept-best = { $count ->
    [4] fire
   *[other] { $count }
} { $face }-ere beholdes aldri: så mange er en Flood, ikke en kombinasjon (regel 5.5); for flest poeng her, behold { $best }
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
game-unknown-player-close = ingen spiller heter `{ $name }`: mente du { $close }?
game-roll-off-pending = startkastet er ikke ferdig: { $player } kaster én terning, skriv øyetallet (1 til 6), eller si hvem som begynner med `først NAVN`
game-roll-off-over = startkastet er over, og { $starter } begynte: skriv øyetallene i et kast
game-throw-pending = kastet { $throw } venter på hva som skal beholdes: `behold` terningene du vil legge til side først, eller `angre` for å ta kastet tilbake
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
game-over = spillet er over ({ $winners } vant): `angre` for å ta tilbake siste handling
game-nothing-to-steal = det er ingenting å stjele: { $reason }
game-no-turn = ingen tur pågår
game-nothing-to-undo = ingenting å angre: dette er starten av spillet
game-nothing-to-redo = ingenting å gjøre om igjen: `gjør om` setter inn igjen det `angre` tok tilbake, og ingenting ble tatt tilbake
game-short-throw = kast { $dice ->
    [one] den { $dice } terningen
   *[other] de { $dice } terningene
} på hånden
game-short-keep-then-throw = selv å beholde flest poeng ({ $best }) er ikke nok, så behold, og kast videre
game-short-tally = en tur under det kan ikke ha blitt satt inn: skriv `noter` med poengene den satte inn, eller `noter bom`
game-tally-mid-turn = `noter` fører en hel tur før første kast, og turen til { $player } er i gang: fortsett med terningene, eller `angre` tilbake til turens start og før den med `noter`
game-tally-points = `noter` tar poengene turen satte inn, et positivt multiplum av 50 (som `noter 450`), ikke { $points }; for en tur som ble bom, `noter bom`
game-tally-too-many = `noter { $points }` er mer enn et spill rommer (høyst { $most } poeng): før poengene turen satte inn, eller `noter bom` for en bom
game-no-steal-not-a-rule = å overta terningene til forrige spiller er ikke en regel i dette spillet (husreglene Cut-Throat og Piggy-Back tillater det)
game-no-steal-not-first = et tyveri må komme først i turen, før noe kast
game-no-steal-nothing-banked = forrige spiller satte ikke inn: kast de { $dice } terningene på hånden
game-no-steal-tallied = forrige tur ble ført med `noter`, så ingen vet hvilke terninger den etterlot: kast de { $dice } terningene på hånden

## Merket foran en avvisning på standard feil.
error-prefix = feil:
warning-prefix = advarsel:
warning-rules-changed = { $path } er endret siden dette spillet begynte; spillet fortsetter med reglene som er lagret i { $save }
warning-used-rules-changed = { $path }, som { $script } bruker (marbles.use), er endret siden dette spillet begynte; spillet fortsetter med kopien som er lagret i { $save }
warning-rules-gone = { $path } finnes ikke: fila er flyttet eller slettet siden dette spillet begynte; spillet fortsetter med reglene som er lagret i { $save }, og `--reload-rules` trenger fila tilbake der den var
warning-not-remembered = { $reason }; fortsett dette spillet senere med `marbles resume { $save }`

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

## Filstørrelser i meldinger: { $size } er som `8 MiB`.
size-bytes = { $count } byte
size-just-over = litt over { $size }

## Lagringer, historikk og eksport på disk (store): hva som gikk galt med hvilken fil,
## og hva du kan gjøre. { $reason } er det systemet eller en tolker sa.
os-not-found = fila eller mappa finnes ikke
os-permission-denied = ingen tilgang
os-already-exists = den finnes allerede
os-is-a-folder = det er en mappe
os-not-a-folder = en del av stien er ikke en mappe
os-storage-full = disken er full
os-quota-exceeded = diskkvoten er brukt opp
os-read-only = filsystemet er skrivebeskyttet
os-file-too-large = fila er større enn systemet tillater
os-invalid-name = navnet er ikke tillatt i filsystemet
os-broken-pipe = programmet som leste, har stoppet
os-busy = fila eller enheten er opptatt
os-folder-not-empty = mappa er ikke tom
os-address-in-use = adressen er i bruk av et annet program
os-address-not-here = adressen hører ikke til denne maskinen
store-missing = det finnes ikke noe lagret spill i { $path }: sjekk stien (lagrede spill ligger i mappa `games` i datamappa, se `MARBLES_DATA_DIR`)
store-read = kunne ikke lese { $path }: { $reason }; sjekk at fila kan leses
store-too-large = { $path } er større enn { $limit }, mer enn noen lagring fra marbles (et langt spill tar godt under 1 MiB); fila er ikke rørt: sjekk stien
store-corrupt = { $path } er skadet og kan ikke lastes ({ $reason }); fila er ikke rørt: hent den fram fra en sikkerhetskopi, eller start et nytt spill
store-too-many-aliases = { $path } er skadet og kan ikke lastes: den bruker flere YAML-aliaser og -ankere (`&navn`, `*navn`) enn noen lagring marbles skriver, som ikke har noen; fila er ikke rørt: hent den fram fra en sikkerhetskopi, eller start et nytt spill
store-bad-tally = { $path } er skadet og kan ikke lastes: handling { $action } er `tally: { $value }`, men en opptelling er `bust` eller poengene turen satte inn, et helt tall som 450; fila er ikke rørt: rett linjen, eller hent lagringen fram fra en sikkerhetskopi
store-not-a-save = { $path } er ikke en lagring fra marbles (den har ingen linje `format: marbles-save`); fila er ikke rørt: sjekk stien
store-not-a-file = { $path } er ikke en fil (det er en mappe, et rør eller en enhet); ingenting ble lastet: oppgi stien til en lagring, slik `marbles history` viser dem
store-not-replaceable = { $path } er { $what ->
    [folder] en mappe
    [pipe] et rør (FIFO)
    [device] en enhet
   *[other] noe annet enn en fil (en sokkel?)
}, ikke en fil: marbles skriver aldri over noe slikt (det ble latt være som det er); fjern det, eller pek marbles til en fil
store-state-link = { $path } er en symbolsk lenke: marbles skriver filene i tilstandsmappa bare i selve mappa, aldri gjennom en lenke (denne ble latt være som den er); fjern lenken for at marbles skal føre denne fila igjen
store-odd-name = { $path } har en spiller `{ $shown }` med et kontrolltegn eller usynlig tegn (vist med escape, som \e eller <U+…>), som ville forvrengt terminalen overalt der navnet vises; ingenting ble lastet og fila er ikke rørt: rett navnet i lagringen, slik `play` ville ha bedt om
store-newer = { $path } ble skrevet av en nyere marbles (lagringsformat { $version }, denne marbles leser opp til { $supported }): oppdater marbles; fila er ikke rørt
store-house-rules = { $path }: { $reason }; fila er ikke rørt
store-replay = { $path } lar seg ikke spille av igjen: { $reason }; fila er ikke rørt
store-write = kunne ikke lagre til { $path }: { $reason }; sjekk at mappa finnes og kan skrives til (en eventuell tidligere lagring er uendret)
store-rules-too-large = husreglene som gjelder, har { $total } skripttekst, og lagringen av et spill tar vare på høyst { $limit } av den (slik at lagringen alltid kan lastes igjen): spill med færre eller kortere skript
store-save-too-large = spillet får ikke lenger plass i en lagring: den ville tatt { $size }, og marbles laster lagringer på høyst { $limit }, så { $path } har spillet slik det var ved siste steg som fikk plass; spill ferdig dette spillet, eller start et nytt med `marbles play`
store-in-use = { $path } brukes av en annen marbles-økt (i en annen terminal?): avslutt den økta først, eller velg en annen fil; ingenting ble endret
store-lock = kunne ikke låse { $path } mot en økt til: { $reason }; sjekk at mappa kan skrives til
store-held-here = { $path } holdes av denne marbles-økta selv (er spillet lagret oppå en av marbles' egne filer?): velg en annen fil for spillet
store-lock-lost = { $sidecar } ble slettet eller byttet ut mens denne økta holdt { $path }, så en annen økt kan skrive til det spillet nå: ingenting ble skrevet (avslutt den andre økta; `lagre FIL` tar vare på dette spillet i en annen fil)
store-hard-linked = { $path } har { $links } navn (harde lenker): lagring bytter ut fila under ett navn, så de andre ville beholdt det gamle spillet; kopier den til en egen fil (`cp`) og fortsett med den, eller bruk en symbolsk lenke; ingenting ble endret
store-no-folder = kan ikke skrive { $path }: mappa finnes ikke; opprett mappa først, eller velg en annen sti
store-exists = { $path } finnes allerede: velg en ny fil, så ikke noe annet spill blir skrevet over (fortsett det spillet med `marbles resume { $path }`)
store-taken = { $path } finnes allerede: velg en ny fil, så ikke noe annet spill blir skrevet over
store-old-save-kept = den gamle lagringen { $path } ligger der fortsatt: { $reason }
store-sidecar-lock = { $path } er låsefila marbles har ved siden av { $save } mens en økt spiller det; å skrive der ville ødelagt lagringene til den økta, så det avvises selv med --force: velg en annen fil
store-sidecar-temp = { $path } er en midlertidig fil marbles har mens den skriver { $save }; å skrive der ville ødelagt den lagringen, så det avvises selv med --force: velg en annen fil
store-export-exists = { $path } finnes allerede: legg til --force for å erstatte den, eller velg en annen fil
store-export-onto-save = { $path } er en lagring fra marbles, og en eksport erstatter aldri et spill (heller ikke med --force): velg en annen fil
store-export-is-folder = { $path } er en mappe: oppgi et filnavn for eksporten (som { $example }), eller utelat -o for å skrive den ut
store-export-not-a-file = { $path } er verken en fil eller en strøm marbles kan skrive til (en disk eller en sokkel?): velg en fil
store-export-not-replaceable = { $path } er ikke en fil en eksport kan erstatte: eksporten skrives ved siden av og får navnet dens, og mappa tar ikke imot nye filer ({ $reason }); velg en fil i en av dine mapper, eller utelat -o for å skrive den ut
store-export-no-reader = ikke noe program leser { $path }, så eksporten ble ikke skrevet: start leseren først, eller velg en fil
store-export-write = kunne ikke skrive eksporten til { $path }: { $reason }; sjekk at mappa kan skrives til og har plass (ingenting ble skrevet)
store-encode = kunne ikke kode lagringen for { $path }: { $reason }
store-no-data-dir = fant ingen datamappe for lagrede spill: sett MARBLES_DATA_DIR til en mappe, eller oppgi en lagringsfil
store-not-listable = stien til { $path } har et linjeskift, og lista over lagringer utenfor spillmappa kan ikke holde det: `history` og `stats` vil ikke vise dette spillet; gi fila et navn uten linjeskift og fortsett det
store-no-saves = det finnes ikke noe lagret spill i { $dir }: start et med `marbles play NAVN NAVN`, eller oppgi lagringsfila
store-list = kunne ikke liste de lagrede spillene i { $dir }: { $reason }

## Kommandolinjas egne feil (CliError).
cli-reload-refused = { $path } lar seg ikke spille av igjen med husreglenes nåværende tekst: handling { $index } (`{ $action }`) avvises: { $reason }. Ingenting ble endret: rett skriptet, eller fortsett uten --reload-rules for å spille videre med teksten som ble lagret med spillet
cli-output = kunne ikke skrive utdata: { $reason }
cli-input = kunne ikke lese inndata: { $reason }; gi trekkene som tekstlinjer, fra en fil eller et rør
cli-stopped = stoppet av { $signal }
cli-stopped-piped = stoppet av { $signal } etter { $line ->
    [0] ingen linje
   *[other] linje { $line }
}: { $unread ->
    [0] hver linje av inndataene ble lest
    [one] 1 linje av inndataene ble ikke lest
   *[other] { $unread } linjer av inndataene ble ikke lest
}
cli-stopped-piped-open = stoppet av { $signal } etter { $line ->
    [0] ingen linje
   *[other] linje { $line }
}: { $unread ->
    [0] ingen linje ventet på å bli lest, men inndataene var fortsatt åpne
    [one] minst 1 linje av inndataene ble ikke lest (inndataene var fortsatt åpne)
   *[other] minst { $unread } linjer av inndataene ble ikke lest (inndataene var fortsatt åpne)
}
cli-json = kunne ikke skrive JSON: { $reason }
cli-save-exists = { $path } finnes allerede: fortsett det spillet med `marbles resume { $path }`, eller gi --save en ny fil
cli-save-not-a-file = { $folder ->
    [yes] { $path } er en mappe, så spillet kan ikke lagres der: gi --save en fil i den, for eksempel `{ $path }/game.yaml`
   *[no] { $path } er ikke en fil (det er et rør eller en enhet), så spillet kan ikke lagres der: gi --save stien til en ny fil
}
cli-invisible-in-name = spillernavnet `{ $shown }` har et usynlig tegn (vist som <U+…>) som endrer hvordan navn leses på blokka og i eksport: skriv navnet uten det
cli-strict = stoppet på linje { $line }, den første linja som ble avvist (--strict); spillet er lagret slik det sto før den
cli-strict-unsaved = stoppet på linje { $line } (--strict): steget kunne ikke lagres, så { $path } har spillet slik det sto før den linja
cli-saves-failed-caught-up = { $saves } feilet under dette spillet; en senere lagring tok det igjen, så { $path } har hele spillet
cli-saves-failed-lost = { $saves } feilet under dette spillet; spillet er IKKE lagret: { $path } har det slik det var ved siste lagring som virket
cli-since = --since: { $reason }
cli-stats-player-close = --player: ingen spill har en spiller som heter `{ $name }`: mente du { $close }?
cli-stats-player-unknown = --player: ingen spill har en spiller som heter `{ $name }`; spillerne er { $known }
cli-stats-player-no-games = --player: ingen spill har en spiller som heter `{ $name }`: ingen spill er spilt ennå
cli-stats-rule-close = { $flag }: ingen spill ble spilt med en husregel som heter `{ $name }`: mente du { $close }?
cli-stats-rule-unknown = { $flag }: ingen spill ble spilt med en husregel som heter `{ $name }`; spillene ble spilt med { $known } (eller `standard`, uten husregler)
cli-stats-rule-no-rules = { $flag }: ingen spill ble spilt med en husregel som heter `{ $name }`: alle spillene ble spilt uten husregler (`standard`)
cli-unknown-format = kan ikke se eksportformatet av { $path }: oppgi --format csv|md|json|yaml|html, eller en FIL som slutter på .csv, .md, .json, .yaml eller .html
cli-output-is-save = { $path } er lagringen som eksporteres, og å skrive eksporten dit ville erstattet spillet: velg en annen utdatafil
export-csv = kunne ikke skrive CSV: { $reason }

## Husregelskript som ikke lastes (Rust-siden; det et skript selv melder, er
## forfatterens egne ord).
house-rule-read = kunne ikke lese husregelen `{ $path }`: { $reason }: sjekk stien, eller se `marbles rules list` for skriptene som følger med
house-rule-no-such = det finnes ingen husregel `{ $path }` (ingen slik fil, og intet skript med det navnet følger med): mente du { $close }? `marbles rules list` viser skriptene som følger med
house-rule-too-large = husregelen `{ $path }` er større enn { $limit }, langt mer enn et husregelskript (noen sider Lua): sjekk stien
house-rule-saved-too-large = husregelen `{ $name }` i denne lagringen er større enn { $limit }, langt mer enn et husregelskript (noen sider Lua): lagringen er skadet eller redigert; spill den av fra en kopi
house-rule-too-many = { $given } husregler ble oppgitt, men et spill kan bruke høyst { $limit }: slå noen av dem sammen til ett skript
house-rule-load-too-slow = { $place }innlastingen av husreglene ble stoppet etter { $seconds } sekunder, selv om de var innenfor instruksjonsbudsjettet: en vakt mot arbeid som ingen telling av instruksjoner ser (å skjøte eller sammenligne lange strenger om og om igjen), som intet vanlig skript kommer i nærheten av; la husregelen gjøre mindre
house-budget-game-time = { $place }krokene i dette spillet har brukt { $time } i alt på denne maskinen, selv om de var innenfor instruksjonsbudsjettet: maskinen kan være svært opptatt, eller skriptene skjøter eller sammenligner lange strenger om og om igjen; prøv igjen, eller la husreglene gjøre mindre
house-budget-task-time = { $place }{ $doing } tok lenger enn { $time } på denne maskinen, selv om det var innenfor instruksjonsbudsjettet: maskinen kan være svært opptatt, eller skriptet skjøter eller sammenligner lange strenger om og om igjen; prøv igjen, eller la husregelen gjøre mindre
house-budget-call-cost = { $place }{ $what }: arbeidet i dette kallet teller som { $cost } Lua-instruksjoner, mer enn de { $left } som er igjen av budsjettet: er det en uendelig løkke, eller et altfor stort tall?
house-budget-game-spent = { $place }krokene i dette spillet har kjørt { $budget } Lua-instruksjoner i alt, så mange som ett spill tillater (angre og resume spiller dem alle på nytt), så husreglene har brukt opp budsjettet for dette spillet og ingen flere handlinger tas imot: avslutt (spillet er lagret), la krokene gjøre mindre, og fortsett med `marbles resume --reload-rules` og det billigere skriptet
house-budget-endless = { $place }skriptet kjørte { $granted } Lua-instruksjoner uten å bli ferdig: er det en uendelig løkke?
house-budget-load-spent = { $place }{ $doing } tok mer enn { $budget } Lua-instruksjoner (alle skriptene og kombinasjonsfunksjonene deres til sammen): er det en uendelig løkke, eller en kombinasjonsfunksjon som gjør for mye?
house-budget-event-spent = { $place }{ $doing } tok mer enn { $budget } Lua-instruksjoner (alle behandlerne til sammen): er det en uendelig løkke?
house-budget-memory = { $place }: tomt for minne: en husregel kan bruke høyst { $mib } MiB
house-budget-doing-load = innlastingen av husreglene
house-budget-doing-event = svaret på hendelsen `{ $event }`
house-budget-seconds = { $n ->
    [one] 1 sekund
   *[other] { $shown } sekunder
}
house-rule-not-playable = husreglene { $names } gir ikke et spill som kan spilles: { $reason }

## Innstillingsfila.
config-invalid = { $path }:{ $line }:{ $column }: { $reason }; rett den linja, eller flytt fila bort for å bruke standardverdiene
config-fault-syntax = ikke gyldig TOML: { $reason }
config-toml-underscore-between-digits = `_` står bare mellom sifre
config-toml-extra-equals = en `=` for mye
config-toml-extra-assignment-between-key-value-pairs = en tilordning for mye mellom nøkkel–verdi-parene
config-toml-extra-comma-in-array = et komma for mye i lista
config-toml-extra-comma-in-inline-table = et komma for mye i tabellen på linja
config-toml-invalid-basic-string = ugyldig streng
config-toml-invalid-binary-number = ugyldig binærtall
config-toml-invalid-boolean = ugyldig sannhetsverdi
config-toml-invalid-comment-character = ugyldig tegn i kommentaren
config-toml-invalid-date-time = ugyldig dato og tid
config-toml-invalid-exponent = ugyldig eksponent
config-toml-invalid-float = ugyldig desimaltall (mangler du anførselstegn rundt en tekst?)
config-toml-invalid-fraction = ugyldige desimaler
config-toml-invalid-hexadecimal-number = ugyldig heksadesimalt tall
config-toml-invalid-inline-table-element = ugyldig element i tabellen på linja
config-toml-invalid-integer-number = ugyldig heltall
config-toml-invalid-key = ugyldig nøkkel
config-toml-invalid-key-value-pair = ugyldig nøkkel–verdi-par
config-toml-invalid-literal-string = ugyldig streng
config-toml-invalid-mantissa = ugyldig tall
config-toml-invalid-multi-line-basic-string = ugyldig streng over flere linjer
config-toml-invalid-multi-line-literal-string = ugyldig streng over flere linjer
config-toml-invalid-octal-number = ugyldig oktaltall
config-toml-invalid-string = ugyldig streng
config-toml-invalid-table = ugyldig tabell
config-toml-invalid-unquoted-key = ugyldig nøkkel uten anførselstegn
config-toml-invalid-value = ugyldig verdi
config-toml-key-with-no-value = en nøkkel uten verdi
config-toml-missing-array-opening = mangler `[` foran lista
config-toml-missing-assignment-between-key-value-pairs = mangler `=` mellom nøkkel og verdi
config-toml-missing-comma-between-array-elements = mangler komma mellom elementene i lista
config-toml-missing-comma-between-key-value-pairs = mangler komma mellom nøkkel–verdi-parene
config-toml-missing-comment-start = mangler `#` foran kommentaren
config-toml-missing-escaped-value = mangler tegnet etter `\`
config-toml-missing-inline-table-opening = mangler `{"{"}` foran tabellen
config-toml-missing-key-for-inline-table-element = mangler nøkkel i tabellen på linja
config-toml-missing-opening-quote = mangler anførselstegn i starten
config-toml-missing-table-open = mangler `[` foran tabellnavnet
config-toml-missing-value-for-key = mangler verdi for nøkkelen
config-toml-missing-value = mangler verdi
config-toml-unclosed-array-table = tabellnavnet er ikke lukket
config-toml-unclosed-array = lista er ikke lukket
config-toml-unclosed-inline-table = tabellen på linja er ikke lukket
config-toml-unclosed-table = tabellnavnet er ikke lukket
config-toml-unexpected-equals-in-array = `=` hører ikke hjemme i en liste
config-toml-unexpected-content-between-comment-and-newline = uventet innhold i kommentaren
config-toml-unexpected-content = uventet innhold
config-toml-unexpected-key-or-value = uventet nøkkel eller verdi
config-toml-unexpected-leading-zero = et tall kan ikke begynne med 0
config-toml-unexpected-sign = uventet fortegn
config-toml-duplicate-key = nøkkelen står to ganger
config-toml-expected = ventet { $what }
config-fault-type = `{ $key }` skal være { $expected ->
    [text] en tekst i anførselstegn
    [list] en liste
   *[table] en tabell
}, for eksempel { $example }, ikke { $found ->
    [text] en tekst
    [number] et tall
    [boolean] true eller false
    [date] en dato
    [list] en liste
   *[table] en tabell
}
config-fault-item = hvert element i `{ $key }` skal være en tekst i anførselstegn, for eksempel { $example }, ikke { $found ->
    [text] en tekst
    [number] et tall
    [boolean] true eller false
    [date] en dato
    [list] en liste
   *[table] en tabell
}
config-fault-empty-rule = en tom husregel: fjern den, eller skriv en
config-fault-empty-name = et tomt spillernavn: fjern det, eller skriv navnet
config-fault-named-twice = `{ $name }` står der to ganger: hver spiller sitter ved bordet én gang
config-fault-address = `{ $text }` er ingen adresse å lytte på: skriv IP:PORT, for eksempel "0.0.0.0:8080"
config-fault-numbers = `{ $text }` er ingen tallstil: skriv "1,000", "1 000", "1.000" eller "1000"
config-fault-lang = `{ $text }` er ikke et språk marbles snakker: skriv { $languages }
config-unknown-key = { $path }:{ $line }:{ $column }: `{ $key }` er ikke en innstilling denne marbles kjenner, så den hoppes over: sjekk stavemåten, eller så er den for en nyere marbles
config-read = kunne ikke lese innstillingsfila { $path }: { $reason }; sjekk at den kan leses, eller la MARBLES_CONFIG peke på en annen fil
config-not-a-file = innstillingsfila { $path } er { $what ->
    [pipe] et rør (FIFO)
    [device] en enhet
   *[other] ikke en fil
}, og innstillinger er en fil på noen få linjer: la MARBLES_CONFIG peke på en fil (/dev/null for ingen), eller bruk --no-config
config-is-the-input = innstillingsfila { $path } er det marbles leser spillet fra: å lese innstillingene derfra ville spise trekkene; la MARBLES_CONFIG peke på en fil, eller bruk --no-config
config-no-dir = fant ingen mappe for innstillinger: sett MARBLES_CONFIG til innstillingsfila, eller XDG_CONFIG_HOME til en mappe
config-not-settable = `marbles config set` setter ikke `{ $key }`: den setter { $keys } (spillerne huskes i tilstandsmappa; alt annet, rediger fila: `marbles config --path` sier hvor)
config-refused = { $reason }; ingenting ble skrevet til { $path }
config-one-value = `{ $key }` tar én verdi, og { $given } ble gitt: `marbles config set { $key } VERDI` (sett anførselstegn rundt en verdi med mellomrom, `"1 000"`)
config-write = kunne ikke skrive innstillingsfila { $path }: { $reason }; den er som før

## Tider og datoer.
clock-stamp = `{ $text }` er ikke et tidspunkt marbles har skrevet: tidene i en lagring (`created`, `finished_at`) ser ut som 2026-11-29T14:30:05+01:00 ({ $reason })
clock-date = `{ $text }` er ikke en dato: skriv den som ÅR-MÅNED-DAG, som 2026-11-20 (en dag i lokal tid)
clock-no-such-day = { $date } har ingen start i den lokale tidssonen ({ $reason }): velg dagen etter

## Odds, råd, vinnersjanser og simuleringer som ikke kan regnes ut (OddsError).
odds-dice-in-hand = { $dice } terninger på hånden: et kast har 1 til 6 terninger, oppgi mellom 1 og 6
odds-more-dice-than-rules = { $dice } på hånden, men med disse reglene har en tur høyst { $most }: oppgi mellom 1 og { $most }
odds-negative-points = turpoeng { $turn } og total { $total }: poeng i en tur eller en total er aldri under 0, oppgi 0 eller mer
odds-total-before-opening = en total på { $total } for en spiller som ikke har åpnet: en spiller som ikke har åpnet, har totalen 0, så si at spilleren har åpnet (--open), eller oppgi ingen total
odds-already-won = en total på { $total } har allerede vunnet (spillet slutter på { $win_at }): oppgi en total under { $win_at }
odds-too-fine = disse reglene teller poeng i steg på { $step }, { $levels } steg opp til vinnerpoengene; nøyaktige odds klarer høyst { $max }: gi kombinasjonene rundere verdier eller senk vinnerpoengene
odds-unknown-strategy = `{ $text }` er ikke en strategi: bruk `optimal`, `win`, `cautious` eller `bank-at:N` (for eksempel `bank-at:1000`)
odds-strategy-count = { $got } strategier for { $players } spillere: oppgi én --strategy for alle, eller én per spiller
odds-no-games = ingen spill å spille: oppgi --games 1 eller mer
odds-unmodelled-flow = simulatoren spiller den vanlige turgangen og kan ikke spille `{ $switch }`: simuler disse reglene uten den bryteren
odds-win-unmodelled = vinnersjanser regnes ut for den vanlige turgangen og kan ikke følge `{ $switch }`: spør om disse reglene uten den husregelen
odds-win-players = disse reglene er for { $min } til { $max } spillere, så det er ikke noe tospillerspill å løse: tillat to spillere, eller anslå sjansene ved simulering
odds-win-too-large = disse reglene gir { $states } tilstander innenfor turer å løse for vinnersjanser (poeng i steg på { $step } opp til { $win_at }); høyst { $max } løses: gi kombinasjonene rundere verdier eller senk vinnerpoengene
odds-win-off-grid-open = en åpnet total på { $total } nås aldri med disse reglene (totaler endres i steg på { $step }; en åpnet total er minst { $first_open } og under { $win_at }): oppgi en total et spill kan nå
odds-win-off-grid-closed = en uåpnet total på { $total } nås aldri med disse reglene (totaler endres i steg på { $step }; en åpnet total er minst { $first_open } og under { $win_at }): oppgi en total et spill kan nå
odds-win-turn-off-grid = turpoeng på { $turn } nås aldri med disse reglene (turpoeng endres i steg på { $step } fra 0): oppgi et multiplum av { $step }
odds-win-table-bytes = vinnertabellen kan ikke brukes ({ $reason }): løs reglene på nytt for å bygge den opp igjen
odds-win-table-rules = vinnertabellen ble løst for andre regler (fingeravtrykk { $table }, disse reglene { $rules }): løs disse reglene for å få tabellen deres
odds-no-win-table = å spille for å vinne med disse reglene krever vinnersjansene deres, som ikke er løst ennå (bare standardreglene har sine med): løs dem først, eller velg en annen strategi
odds-win-strategy-players = strategien `win` spiller tospillerspill, ikke { $players }: oppgi --players 2, eller en annen strategi
odds-win-totals-count = { $totals } for { $players }: oppgi én total per spiller, i rekkefølge fra den som kaster først
odds-win-no-such-player = det finnes ingen spiller { $place } ved et bord med { $players }: oppgi spillere etter plassen i lista, 1 til { $players }
odds-win-closed-total = spiller { $place } har en total på { $total }, men har ikke åpnet: en spiller som ikke har åpnet, har 0, så før dem opp i --open eller gi dem 0
odds-win-player = spiller { $place }: { $reason }
odds-win-turn-players = å sette inn mot å kaste videre regnes ut for to spillere, ikke { $players }: utelat --turn og --dice, eller oppgi to totaler
odds-table-not-a-table = det er ikke en vinnertabell fra marbles
odds-table-version = formatversjon { $found }, denne marbles leser versjon { $reads }
odds-table-length = den er avkortet eller for lang
odds-table-checksum = sjekksummen stemmer ikke
odds-table-step = poengsteget er ikke positivt
odds-table-size = størrelsen stemmer ikke med reglene
odds-below-zero-turn = ingen odds for denne turen: oddsen regnes ut for poeng på 0 eller mer, og en husregel har satt turens poeng under 0 (tur { $turn }, totalt { $total }); de kommer tilbake når begge er 0 eller mer
odds-below-zero-total = ingen odds for denne turen: oddsen regnes ut for poeng på 0 eller mer, og en husregel har satt totalen under 0 (tur { $turn }, totalt { $total }); de kommer tilbake når begge er 0 eller mer
odds-in-game-past-win = ingen odds for denne turen: en husregel har satt totalen til { $total }, på eller over vinnerpoengsummen { $win_at }, og oddsen regnes ut for totaler under den; spillet går videre slik husreglene sier
odds-in-game-total-before-opening = ingen odds for denne turen: en husregel har gitt denne spilleren en total på { $total } før de har åpnet, og oddsen regnes ut for at en spiller som ikke har åpnet, har 0; de kommer tilbake når spilleren åpner

## Kroker i husregler som feiler under spillet, og lagringer som ikke lar seg spille av.
hook-failed-in-throw = { $reason } (i kroken `{ $hook }`, terninger { $dice })
hook-failed-in = { $reason } (i kroken `{ $hook }`)
## { $reason } etter «husregelen feilet:» er skriptets egen melding.
game-hook-failed = husregelen feilet: { $reason }
game-hooks-spent = husreglene har brukt opp budsjettet sitt for dette spillet (se over), så ingen handling godtas: avslutt, la hookene gjøre mindre, og fortsett med `marbles resume --reload-rules`
game-hook-too-large = husregelen feilet: en krok ba om å legge { $points } poeng og { $total } til totalen: en krok justerer med høyst { $max } hver vei
game-hook-total-at-game-end = husregelen feilet: en krok ba om å legge { $total } til en total idet spillet slutter, men slutten av spillet har ingen spiller som handler: endre totaler i en tidligere hendelse
game-hook-total-overflow = husregelen feilet: en krok ba om å legge { $by } til totalen til { $player } på { $was }, som går forbi den største totalen marbles holder rede på
# `amend`: $number er et trekks nummer slik lagringens handlinger teller dem (fra 1), som tekst.
game-no-such-move = { $moves ->
    [0] det finnes ikke noe trekk { $number }: ingen trekk er spilt ennå
    [one] det finnes ikke noe trekk { $number }: spillet har { $moves } trekk (`logg` viser det)
   *[other] det finnes ikke noe trekk { $number }: spillet har { $moves } trekk (`logg` viser dem)
}
game-amend-start = trekk { $number } avgjør hvem som begynner, og det kan en rettelse ikke endre: bruk `angre` tilbake dit i stedet
game-amend-refused = trekk { $number } slik det er rettet (`{ $action }`), avvises der: { $reason }. Ingenting er endret
game-amend-later = trekk { $number } (`{ $action }`) gjelder ikke lenger etter rettelsen: { $reason }. Ingenting er endret; rett det også, i samme kommando (`rett …, { $number } TREKK`)
game-amends-broken = lagringens rettelser passer ikke til trekkene (redigert for hånd?): slett listene `amends` og `undone_amends` for å beholde spillet slik det står, uten dem
game-replay-too-slow = handling { $index } (`{ $action }`) kunne ikke spilles av igjen: { $reason }
game-replay = handling { $index } (`{ $action }`) er en reglene nekter: { $reason }. Lagringen er endret for hånd, eller spilt under andre regler (en annen marbles, eller en husregel med endret tekst): hent den fram fra en sikkerhetskopi, eller spill den av med den marbles og de husregelskriptene den ble lagret med
game-replay-hook = handling { $index } (`{ $action }`) spilles ikke av slik den ble spilt: { $reason }. En husregel svarte annerledes denne gangen: skriptet spilles ikke av likt (svaret avhenger av mer enn spillets handlinger), eller teksten er endret (et medfølgende skript brukt fra en annen marbles): meld fra til skriptets forfatter, eller spill den av med den marbles og de skriptene den ble lagret med
game-redo = angrehistorikken kan ikke gjøres om igjen: `{ $action }` (redo { $index }) avvises: { $reason }. Spill den av med den marbles og de husregelskriptene den ble lagret med, eller slett lista `undone` for å beholde spillet uten angrehistorikken

## Regler som ikke gir et spill (InvalidRules), oppgitt med navnet på innstillingen et
## skript eller en regelfil setter; verdiene vises slik de ble gitt.
rule-combo = kombinasjonen `{ $name }`: { $reason }
rules-invalid-player-range = spillerområdet { $min }–{ $max } er tomt: min_players må være minst 1 og høyst max_players
rules-invalid-win-at = win_at er { $points }: den må være fra 1 til { $max }
rules-invalid-open-at = open_at er { $points }: den må være fra 0 til { $max }
rules-invalid-value = { $name } er verdt { $points }: en kombinasjon er verdt 1 til { $max } poeng (0 tar den ut av spillet)
rules-invalid-min-bank = min_bank er { $points }: den må være fra 0 til { $max }
rules-invalid-dice = dice er { $dice }: en tur starter med 1 til { $max } terninger
rules-invalid-min-bank-with-one-throw = min_bank kan ikke kombineres med one_throw_when_open: en tur med ett kast settes inn av seg selv uansett hva den har; sett en av dem tilbake
rules-invalid-too-many-combos = { $n } kombinasjoner er for mange

cli-control-in-name = spillernavnet `{ $shown }` har et kontrolltegn (tabulator, linjeskift eller escape, vist som \t, \n eller \e) som ville ødelegge linjene på blokka: skriv navnet uten det
cli-name-too-long = spillernavnet `{ $shown }` er { $length } tegn langt: et navn på blokka har høyst { $most }

odds-all-games-stopped = en husregel stoppet alle de { $games } spillene, så det er ingenting å melde: { $reason }. Prøv skriptets scenarioer med `marbles rules check`, eller simuler uten det
odds-games-never-end = de første { $games } spillene med disse husreglene nådde hver { $rounds } runder uten at noen vant: en husregel (eller en strategi som aldri setter inn) hindrer spillene i å ta slutt: sjekk skriptet med et scenario i `marbles rules check`, eller strategiene
