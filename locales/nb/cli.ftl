# Kommandolinja: hjelpe- og om-tekstene til clap, og CLI-ens egne feil.

cli-examples-fail = { $failed } av eksemplene skriptet oppgir holder ikke: rett skriptet eller eksempelet
cli-check-games-failed = { $n ->
    [one] { $n } spill
   *[other] { $n } spill
} med datamaskinspillere stoppet på en krokfeil: spill det igjen med kommandoen som vises, og rett kroken

## Innstillingsfila: `marbles config`, husreglene og spillerne den husker.

config-file = Innstillingsfil: { $path }
config-file-missing = Innstillingsfil: { $path } (finnes ikke ennå: standardverdiene gjelder)
config-file-ignored = Innstillingsfil: ikke lest (--no-config): standardverdiene gjelder
config-file-nowhere = Innstillingsfil: ingen (ingen mappe for innstillinger: sett MARBLES_CONFIG til en fil, eller XDG_CONFIG_HOME til en mappe)
config-rules = husregler
config-players = spillere
config-numbers = tall
config-lang = språk
config-rules-none = ingen (standardspillet)
config-players-none = ingen ennå
config-from-file = fra innstillingsfila
config-from-play = den siste gruppa som spilte (i tilstandsmappa)
config-from-default = standard
config-from-flag = fra --lang
config-from-env = fra { $var }={ $value }
config-from-unspoken = standard ({ $var }={ $value } er ikke et språk marbles snakker)
config-from-lang-style = slik det skrives på { $lang }
config-last-group = Spiller med den siste gruppa ved bordet: { $names }. Skriv navnene for å spille med andre.
config-was-set = `{ $key }` er nå { $value } i { $path }.
config-was-unset = `{ $key }` er tatt ut av { $path }: standardverdien gjelder.
config-players-not-remembered = { $error }; spillet fortsetter, men `marbles play` uten navn kjenner ikke denne gruppa
config-rules-differ = merk: dette spillet fortsetter med husreglene det begynte med ({ $saved }); innstillingsfilas ({ $config }) gjelder nye spill
config-rule-failed = { $error } (en husregel i innstillingsfila { $file }: rett `rules`-lista der, gi --rules, eller bruk --no-config)
config-no-players = skriv navnene på spillerne, som `marbles play Ann Bob`; uten navn spiller marbles med den siste gruppa, når et spill er spilt

cli-score-too-many-dice = { $dice } terninger skrevet inn, men disse reglene spilles med { $most }: skriv høyst { $most } øyetall

config-rules-broken = Disse husreglene lar seg ikke laste, så alle kommandoer som bruker dem, vil nekte: { $error }

reload-unchanged = Husreglenes nåværende tekst er teksten som ble lagret med spillet: ingenting endres.
reload-changed = Lastet { $rules } på nytt: alle { $actions } spilles av på nytt, og spillet fortsetter etter den nåværende teksten.
reload-changed-over = Lastet { $rules } på nytt: alle { $actions } spilles av på nytt, og etter den nåværende teksten er spillet over.
reload-totals = Totalene nå: { $changes }.
reload-totals-same = Hver spillers total er som før.
reload-total = { $name } { $before } → { $after }

## --help: hver kommando, hvert argument og hver eksempelblokk (id-ene bygges av
## kommandotreet: src/cli/help.rs lister dem). Eksempellinjene beholder to mellomrom
## foran; kommandoene i dem skrives likt på alle språk.

help-cli-about = En poengfører for terningspillet Mississippi Marbles, med husregler i Lua
help-cli-examples =
    Eksempler:
      marbles play Ann Bob Cy                  før poeng ved bordet
      marbles play Ann Bob --rules house_rules/final_round.lua
      marbles resume                           fortsett siste spill
      marbles history                          alle spill, nyeste først
      marbles resume 3                         fortsett spill 3 i historikken
      marbles stats                            vinnere, bom og ærlige terninger
      marbles score 1 1 1 5 2 3                hva et kast gir, flest poeng
      marbles score 153346 --json              det samme som JSON, for skript
      marbles rules                            poengtabellen og grensene
      marbles rules list                       de innebygde husreglene
      marbles rules check min_regel.lua        last en husregel, kjør eksemplene
      marbles export spill.yaml -o slutt.html  et lagret spill som nettside
      marbles odds --dice 2                    hvor ofte to terninger gir bom
      marbles advise 1 5 2 3 4 4               hvilken beholdning er verdt mest
      marbles simulate --games 100000 --players 2   fordelen til første spiller
      marbles win --totals 9000,10000          hver spillers sjanse til å vinne
      marbles config                           innstillingene som gjelder
      marbles completions bash                 Tab-fullføring for skallet ditt
      marbles man                              manualsiden
help-cli-arg-lang = Språket marbles snakker: en (English) eller nb (norsk bokmål). Uten det avgjør innstillingsfilas `lang`, ellers LC_ALL, LC_MESSAGES eller LANG
help-cli-arg-no-config = Ikke les innstillingsfila: standardspillet og standardverdiene
help-cli-play-about = Før poengene i et spill ved bordet: skriv hvert kast, beholdning, innsetting, angring
help-cli-play-examples =
    Eksempler:
      marbles play Ann Bob Cy               kast om hvem som begynner, og spill
      marbles play                          samme gruppe som sist
      marbles play Ann Bob --first Bob      Bob begynner
      marbles play Ann Bob --save spill.yaml < trekk.txt --strict

    Hvert godtatt steg lagres med en gang; `marbles resume` fortsetter siste spill.
help-cli-play-arg-players = Spillerne, i rekkefølgen de sitter (spillet går i denne rekkefølgen fra den som begynner); ingen: gruppa som spilte sist, slik marbles husker den (i tilstandsmappa)
help-cli-play-arg-first = Uten startkast: denne spilleren begynner
help-cli-play-arg-save = Lagre spillet i FIL (en ny fil) i stedet for i datamappa
help-cli-play-arg-strict = For skript: stopp med avslutningsstatus 2 ved første avviste linje
help-cli-play-arg-hints = Vis et råd på én linje etter hvert kast: beholdningen som er verdt mest i det lange løp
help-cli-play-arg-rules = Spill etter dette husregelskriptet (kan gjentas; brukes i rekkefølge; i stedet for innstillingsfilas `rules`)
help-cli-play-arg-serve = Vis poengblokka direkte på telefoner på ADR (IP:PORT; 127.0.0.1:0 når den utelates, eller `serve` i innstillingsfila); adressen å åpne skrives ut
help-cli-resume-about = Fortsett et lagret spill akkurat der det stoppet (det siste som standard)
help-cli-resume-examples =
    Eksempler:
      marbles resume                  spillet som ble spilt sist
      marbles resume spill.yaml
      marbles resume 3                spill 3 i `marbles history`

    Et tall er et spills nummer i `marbles history`, med mindre en fil med det navnet finnes: da gjelder fila.
help-cli-resume-arg-save = Lagringsfila, eller et spills nummer i `marbles history` (en fil med det navnet går foran); spillet som ble spilt sist når den utelates
help-cli-resume-arg-reload-rules = Spill av spillet på nytt under husregelskriptenes nåværende tekst (fra filene deres; innebygde fra marbles) i stedet for teksten som ble lagret med det. Holder et trekk ikke lenger, sier den hvilket og endrer ingenting
help-cli-resume-arg-strict = For skript: stopp med avslutningsstatus 2 ved første avviste linje
help-cli-resume-arg-hints = Vis et råd på én linje etter hvert kast: beholdningen som er verdt mest i det lange løp
help-cli-resume-arg-serve = Vis poengblokka direkte på telefoner på ADR (IP:PORT; 127.0.0.1:0 når den utelates, eller `serve` i innstillingsfila); adressen å åpne skrives ut
help-cli-history-about = List opp alle spill, nyeste først: når, hvem, husregler, hvem som vant
help-cli-history-examples =
    Spillene er lagringene i datamappa og de som er lagret andre steder som marbles har fått vite om (play --save, resume FIL, save FIL). Hvert har et nummer for `marbles resume N` og `marbles export N`. Skadde eller fremmede filer vises som det.

    Eksempler:
      marbles history
      marbles history --json
help-cli-history-arg-json = Skriv ett JSON-objekt i stedet for en tabell
help-cli-history-arg-numbers = Skriv bare numrene på partiene som kan lastes, nyeste først, ett per linje, hvert med en tabulator og spillerne (det fullføringsskriptene tilbyr `resume` og `export`)
help-cli-stats-about = Rekorder per spiller på tvers av spill, innbyrdes oppgjør, flaks, og om terningene er rettferdige
help-cli-stats-examples =
    Flaks er bom mot ventede bom: bommene rettferdige terninger gir i snitt for de samme kastene. Terningtesten er en kjikvadrattest av hver terning som er skrevet, mot en rettferdig terning, for bordet og for hver spiller (p-verdiene deres Holm–Bonferroni-justert på tvers av spillerne).

    Eksempler:
      marbles stats
      marbles stats --player Ann --since 2026-11-01
      marbles stats --rules final_round    spill med akkurat den husregelen
      marbles stats --rules standard       spill uten husregler
      marbles stats --json
help-cli-stats-arg-json = Skriv ett JSON-objekt i stedet for tabeller
help-cli-stats-arg-players = Bare spill denne spilleren var med i (kan gjentas: spill alle var med i)
help-cli-stats-arg-since = Bare spill startet denne datoen eller senere (ÅÅÅÅ-MM-DD, lokal tid)
help-cli-stats-arg-rules = Bare spill med akkurat disse husreglene (kan gjentas; `standard` for spill uten husregler)
help-cli-stats-arg-with-rules = Bare spill med denne husregelen, blant hvilke som helst andre (kan gjentas: spill med dem alle)
help-cli-score-about = Vis hva et kast gir: kombinasjonene og flest poeng, eller BOM, eller FLOOD
help-cli-score-examples =
    Eksempler:
      marbles score 1 5 3 3 4 6
      marbles score 153346
      marbles score ⚀⚄⚂⚂⚃⚅ --json
help-cli-score-arg-dice = Øyetallene som ble kastet (1 til 6 terninger): `1 5 3 3 4 6`, `153346`, `1,5,3` eller `⚀⚄⚂`
help-cli-score-arg-json = Skriv ett JSON-objekt i stedet for tekst
help-cli-score-arg-rules = Spill med dette husregelskriptet (kan gjentas; brukes i rekkefølge; i stedet for innstillingsfilas `rules`)
help-cli-rules-about = Vis poengtabellen og grensene i reglene som gjelder
help-cli-rules-examples =
    Eksempler:
      marbles rules                                  standardspillets tabell
      marbles rules --rules house_rules/open_500.lua tabellen under en husregel
      marbles rules list                             de innebygde husreglene
      marbles rules check min_regel.lua              last et skript, kjør eksemplene
      marbles rules --json                           tabellen for skript
help-cli-rules-arg-json = Skriv regelsettet som JSON i stedet for en tabell
help-cli-rules-arg-rules = Vis reglene med dette husregelskriptet (kan gjentas; brukes i rekkefølge; i stedet for innstillingsfilas `rules`)
help-cli-rules-list-about = List opp de innebygde husregelskriptene med en linje om hvert
help-cli-rules-check-about = Last husregelskript (i rekkefølge), skriv poengtabellen de gir, kjør eksemplene og scenarioene de oppgir, og spill spill for å fange krokfeil. Avslutter med 2 hvis et skript ikke lar seg laste, 1 hvis en sjekk feiler
help-cli-rules-check-examples =
    Eksempler (marbles.example) er kast og poengene de skal gi, under alle filene sammen. Scenarioer (marbles.scenario) er hele spill skrevet linje for linje og spilt gjennom motoren med krokene, hvert under reglene i sin egen fil (--together: under alle filene). Når det finnes kroker, følger 200 spill med faste frø og datamaskinspillere for å fange krokfeil ingen scenarioer nådde: hver vises med frøet og kommandoen som spiller spillet igjen. Kroker ingen scenarioer kalte, listes opp.
    Eksempler:
      marbles rules check min_regel.lua
      marbles rules check house_rules/bump.lua mitt_lag.lua --together
help-cli-rules-check-arg-files = Skriptene som skal sjekkes
help-cli-rules-check-arg-together = Spill scenarioene i hver fil under alle filene sammen (ellers hver under sine egne)
help-cli-export-about = Eksporter et lagret spills sluttabell og blokk som CSV, Markdown, JSON, YAML, HTML eller et BG Stats-parti
help-cli-export-examples =
    Eksempler:
      marbles export spill.yaml                 Markdown på standard ut
      marbles export spill.yaml -o poeng.csv    formatet følger filendelsen
      marbles export spill.yaml --format json   JSON for skript
      marbles export 3 -o spill.html            spill 3 i `marbles history`
help-cli-export-arg-save = Det lagrede spillet: en YAML-lagringsfil, eller et spills nummer i `marbles history` (en fil med det navnet går foran); flere spill havner i én fil (csv, json, yaml eller md)
help-cli-export-arg-all = Alle spillene i `marbles history`, eldste først, i én fil: CSV-radene begynner med spillets nummer og dag
help-cli-export-arg-format = Formatet [standard: fra filendelsen til FIL, ellers md]
help-cli-export-arg-output = Skriv til FIL (atomisk) i stedet for standard ut
help-cli-export-arg-force = Erstatt FIL hvis den finnes (en lagring fra marbles erstattes aldri)
help-cli-export-arg-excel = CSV for dobbeltklikk i et regneark: UTF-8-byte-order-mark, språkets listeskilletegn (`,` på engelsk, `;` på bokmål), CRLF, kolonnenavn og verdier på bordets språk [standard på bokmål]
help-cli-export-arg-no-excel = Vanlig CSV (komma, LF, engelske kolonnenavn, for skript) også på bokmål
help-cli-review-about = Gå gjennom et lagret spill: hvert valg mot det beste og flaksen i hvert kast, i vinnersjanser
help-cli-review-examples =
    Eksakte sjanser for to spillere (begge spiller for å vinne), kappløpets sjanser slik blokka viser dem for flere. Kostnad og flaks er i prosentpoeng av vinnersjansen: et valg som kostet 2 eller mer er en unøyaktighet, 5 eller mer en feil, 10 eller mer en tabbe.
    Eksempler:
      marbles review                        det siste spillet
      marbles review 3 --player Ann         spill 3 i `marbles history`, Anns del
      marbles review spill.yaml --json      hvert valg og kast for skript
help-cli-review-arg-game = Lagringsfilen, eller et spills nummer i `marbles history` (en fil med det navnet går foran); det sist spilte spillet når den utelates
help-cli-review-arg-json = Skriv ett JSON-objekt i stedet for tekst
help-cli-review-arg-players = Bare denne spillerens valg og kast (kan gjentas)
help-cli-odds-about = Vis de nøyaktige oddsene for å kaste nå: bom, Flood, kaste videre mot å sette inn, beste spill, og hvor ofte et kast gir hvert antall poeng på det meste
help-cli-odds-examples =
    Eksempler:
      marbles odds                         en ny tur, ikke åpnet ennå
      marbles odds --dice 2 --turn 400 --open --total 3000
      marbles odds --dice 3 --json
help-cli-odds-arg-all = Alle detaljer, slik `odds all` ved bordet viser dem (her vises alle detaljer alltid)
help-cli-odds-arg-dice = Terninger på hånden [standard: terningene en tur starter med, 6 med mindre en husregel sier annet]
help-cli-odds-arg-turn = Poeng lagt til side så langt i turen
help-cli-odds-arg-open = Spilleren har åpnet (satt inn åpningspoengene)
help-cli-odds-arg-total = Spillerens total i spillet, som en Flood ville skylle bort (bare for en spiller som har åpnet)
help-cli-odds-arg-json = Skriv ett JSON-objekt i stedet for tekst
help-cli-odds-arg-rules = Spill etter dette husregelskriptet (kan gjentas; brukes i rekkefølge; i stedet for innstillingsfilas `rules`)
help-cli-advise-about = Vis hver lovlige beholdning av et kast med forventet verdi under beste spill
help-cli-advise-examples =
    Eksempler:
      marbles advise 1 5 2 3 4 4
      marbles advise 155 --turn 600 --open --total 8000
      marbles advise 1 1 5 3 --turn 300 --json
help-cli-advise-arg-dice = Øyetallene som ble kastet (1 til 6 terninger, alle terningene på hånden): `1 5 2 3 4 4` eller `152344`
help-cli-advise-arg-turn = Poeng lagt til side så langt i turen
help-cli-advise-arg-open = Spilleren har åpnet (satt inn åpningspoengene)
help-cli-advise-arg-total = Spillerens total i spillet, som en Flood ville skylle bort (bare for en spiller som har åpnet)
help-cli-advise-arg-json = Skriv ett JSON-objekt i stedet for tekst
help-cli-advise-arg-rules = Spill etter dette husregelskriptet (kan gjentas; brukes i rekkefølge; i stedet for innstillingsfilas `rules`)
help-cli-simulate-about = Spill mange hele spill mellom datamaskinspillere og fortell hvem som vinner og hvor fort
help-cli-simulate-examples =
    Strategier: optimal (beste spill for flest poeng per tur), win (beste spill for sjansen til å vinne, gitt begge totalene; to spillere), bank-at:N (behold flest poeng, sett inn på N eller mer), cautious (behold flest poeng, sett inn så snart det er lov).

    Eksempler:
      marbles simulate --games 100000 --players 2
      # spill for seier mot spill for poeng:
      marbles simulate --games 100000 --players 2 --strategy win --strategy optimal
      marbles simulate --games 20000 --players 3 --strategy optimal \
          --strategy bank-at:350 --strategy cautious
      marbles simulate --games 10000 --players 2 --seed 7 --json
help-cli-simulate-arg-games = Spill som skal spilles (høyst 10 000 000)
help-cli-simulate-arg-players = Spillere ved bordet; plass 1 kaster først i hvert spill
help-cli-simulate-arg-strategies = Hvordan datamaskinspillerne spiller: én gang for alle, eller én gang per plass i rekkefølge
help-cli-simulate-arg-seed = Frøet: samme frø gir samme resultater på alle maskiner
help-cli-simulate-arg-json = Skriv ett JSON-objekt i stedet for en tabell
help-cli-simulate-arg-rules = Spill etter dette husregelskriptet (kan gjentas; brukes i rekkefølge; i stedet for innstillingsfilas `rules`)
help-cli-simulate-arg-compare = Spill også de samme spillene under disse husreglene og sammenlign (kan gjentas; skriptene gjelder sammen, i rekkefølge, oppå dem fra --rules)
help-cli-win-about = Vis hver spillers sjanse til å vinne fra en stilling, regnet ut nøyaktig: begge spiller for å vinne når de er to, alle spiller for poeng når de er flere
help-cli-win-examples =
    Spillerne står i spillerekkefølge, den som skal kaste først. En spiller med en total høyere enn 0 har åpnet, med mindre --open sier hvem som har.

    Eksempler:
      marbles win                                   to spillere på 0-0
      marbles win --totals 9000,10000               den som ligger bak, kaster
      marbles win --totals 9000,10000 --turn 600 --dice 2   sett inn, eller kast?
      marbles win --totals 3000,0,1500 --json       tre spillere, for poeng
help-cli-win-arg-totals = Hver spillers total i spillet, i spillerekkefølge fra den som skal kaste: `3000,4500` [standard: 0 for alle]
help-cli-win-arg-players = Spillere ved bordet [standard: én per total, eller 2]
help-cli-win-arg-open = Spillerne som har åpnet, etter plass i lista fra 1: `1,3` [standard: de med en total høyere enn 0]
help-cli-win-arg-turn = En tur som pågår: poengene første spiller har lagt til side (krever --dice)
help-cli-win-arg-dice = En tur som pågår: terningene på hånden til første spiller (krever --turn)
help-cli-win-arg-json = Skriv ett JSON-objekt i stedet for tekst
help-cli-win-arg-rules = Spill etter dette husregelskriptet (kan gjentas; brukes i rekkefølge; i stedet for innstillingsfilas `rules`)
help-cli-config-about = Vis innstillingene som gjelder (husregler, spillere, tall, språk) og hvor hver kommer fra, eller stien til innstillingsfila
help-cli-config-examples =
    Innstillingsfila er TOML, i $XDG_CONFIG_HOME/marbles/config.toml (~/.config/marbles/config.toml), eller der MARBLES_CONFIG sier:

      rules = ["final_round"]   # husregler for alle kommandoer uten --rules
      numbers = "1 000"         # "1,000", "1 000", "1.000" eller "1000"
      lang = "nb"               # "en" eller "nb"

    {"  ["}players]
      last = ["Ann", "Bob"]     # fra og for `marbles play` uten navn

    --no-config lar fila være i fred for én kommando.

    Eksempler:
      marbles config                    innstillingene som gjelder, og hvorfra
      marbles config --path             fila du skal redigere
      marbles config set lang nb        én innstilling, resten av fila som før
      marbles config unset rules        ta den ut igjen
      marbles --no-config play Ann Bob  ett spill uten fila
help-cli-config-arg-path = Skriv bare stien til innstillingsfila (også når fila mangler eller har en feil)
help-cli-config-set-about = Sett en nøkkel i innstillingsfila og behold resten slik den er skrevet: `lang nb`, `numbers "1 000"`, `serve 0.0.0.0:8080`, `rules open_500 final_round` (ingen regler: standardspillet)
help-cli-config-set-arg-key = `rules`, `lang`, `numbers` eller `serve`
help-cli-config-set-arg-values = Verdien (for `rules`, hver husregel i rekkefølge)
help-cli-config-unset-about = Ta en nøkkel ut av innstillingsfila: standardverdien gjelder igjen
help-cli-config-unset-arg-key = `rules`, `lang`, `numbers` eller `serve`
help-cli-completions-about = Skriv Tab-fullføring for et skall: bash, zsh, fish, elvish eller powershell
help-cli-completions-examples =
    Eksempler:
      marbles completions bash > ~/.local/share/bash-completion/completions/marbles
      marbles completions zsh > ~/.zfunc/_marbles
      marbles completions fish > ~/.config/fish/completions/marbles.fish
help-cli-completions-arg-shell = Skallet det skal fullføres i
help-cli-man-about = Skriv manualsiden (roff), for `man`
help-cli-man-examples =
    Eksempler:
      marbles man > ~/.local/share/man/man1/marbles.1
      marbles man | man -l -


## Manualsidens egne avsnitt (`marbles man`; engelsk under alle språk, som README-ens
## «Norsk» sier, men ordene står her sammen med resten).
man-repl-intro = Ved bordet (`marbles play`, `marbles resume`) er en linje som begynner med et siffer eller en terningside et kast; alt annet er en av disse kommandoene:
man-exit-status =
    0 når kommandoen gjorde det den ble bedt om. 1 når den ikke kunne det uten at noe skrevet var feil: en fil kunne ikke leses eller skrives, en lagring feilet, et erklært eksempel eller scenario i en husregel holder ikke. 2 når det som ble skrevet må rettes: et ukjent flagg eller en ukjent verdi, terninger som ikke kan være, et trekk reglene avviser (med --strict), et ødelagt husregelskript eller en ødelagt konfigurasjonsfil, en lagring som er skadet eller ikke er en lagring.
man-environment-intro = Variabler marbles leser:
man-env-data = Hvor lagrede spill havner (`games/` der inne) i stedet for plattformens datamappe; tilstandsmappa flytter med (`state/` der inne) med mindre MARBLES_STATE_DIR er satt.
man-env-state = Hvor marbles holder det den lærer (siste spill og siste gruppe spillere, lagringer andre steder, historikkindeksen, linjehistorikken ved bordet) i stedet for plattformens tilstandsmappe; den går foran MARBLES_DATA_DIR.
man-env-config = Konfigurasjonsfilen som leses i stedet for plattformens; den må være en vanlig fil.
man-env-cache = Hvor utregnede vinnertabeller holdes i stedet for plattformens hurtigbuffermappe.
man-env-no-color = Satt og ikke tom: ingen farger, heller ikke i en terminal.
man-env-clicolor-force = Satt og ikke tom: farger også når utdata ikke går til en terminal. Enhver verdi teller, også 0 (slik terminalbiblioteket marbles bruker leser den): fjern den for å slå tvangen av. NO_COLOR går foran.
man-env-clicolor = 0: ingen farger med mindre CLICOLOR_FORCE er satt; alt annet: farger i en terminal.
man-env-columns = Bredden tabeller, hjelp og tekst tilpasses, i stedet for terminalens (80 når det ikke er noen).
man-env-lang = Språket (en, nb) når verken --lang eller konfigurasjonsfilens `lang` gir det, i denne rekkefølgen.
man-env-xdg = Plattformens mapper på Linux og andre XDG-systemer: data, tilstand, konfigurasjon og hurtigbuffer.
man-files-intro = På Linux (andre systemer bruker egne steder for de samme mappene):
man-file-games = Lagrede spill, én YAML-fil hver.
man-file-state = Det marbles lærer: siste spill og siste gruppe spillere (`last-players`), lagringer andre steder, historikkindeksen (bygges på nytt fra lagringene når den mangler).
man-file-history = Linjehistorikken ved bordet (de siste 1 000 linjene skrevet i en terminal; i datamappa før 0.5, lest derfra én gang).
man-file-config = Innstillingene: husregler, tallstil, språk, adressen til direkteblokka. Din: marbles leser den og skriver den aldri.
man-file-cache = Utregnede vinnertabeller, regnes ut på nytt når de mangler.

## Verdinavn i --help og bruksmåte-linjer (`--first <NAVN>`).
help-cli-value-name = NAVN
help-cli-value-key = NØKKEL
help-cli-value-value = VERDI
help-cli-value-file = FIL
help-cli-value-file-or-n = FIL|N
help-cli-value-save-or-n = LAGRING|N
help-cli-value-lang = SPRÅK
help-cli-value-n = N
help-cli-value-k = K
help-cli-value-s = S
help-cli-value-seed = FRØ
help-cli-value-date = DATO
help-cli-value-rule = REGEL
help-cli-value-format = FORMAT
help-cli-value-totals = A,B,…
help-cli-value-list = LISTE
help-cli-value-dice = TERNINGER
help-cli-value-points = POENG
help-cli-value-shell = SKALL
help-cli-value-command = KOMMANDO
help-cli-value-addr = ADR
help-cli-value-all = all

## Det clap ellers sier selv på engelsk.
help-cli-usage-heading = Bruk:
help-cli-heading-commands = Kommandoer
help-cli-heading-arguments = Argumenter
help-cli-heading-options = Valg
help-cli-options = [VALG]
help-cli-flag-help = Vis hjelp
help-cli-flag-help-more = Vis hjelp (mer med «--help»)
help-cli-flag-help-long = Vis hjelp (et sammendrag med «-h»)
help-cli-flag-version = Vis versjonen
help-cli-help-about = Vis denne hjelpen, eller hjelpen til de gitte kommandoene
help-cli-help-arg-subcommand = Kommandoene du vil ha hjelp til
help-cli-default = [standard: { $value }]
help-cli-possible-values = [mulige verdier: { $values }]

## Bruksfeilene til clap.
help-error-unknown-argument = ukjent argument `{ $arg }`
help-error-invalid-subcommand = ukjent kommando `{ $command }`
help-error-value-required = `{ $arg }` trenger en verdi, men fikk ingen
help-error-invalid-value = ugyldig verdi `{ $value }` for `{ $arg }`
help-error-missing-required = disse argumentene mangler:
help-error-missing-subcommand = `{ $command }` trenger en kommando, men fikk ingen
help-error-too-many-values = uventet verdi `{ $value }` for `{ $arg }`: den tar ikke flere
help-error-no-equals = `{ $arg }` tar verdien etter et likhetstegn
help-error-used-twice = argumentet `{ $arg }` kan bare gis én gang
help-error-conflict = argumentet `{ $arg }` kan ikke brukes sammen med { $other }
help-error-conflict-others = argumentet `{ $arg }` kan ikke brukes sammen med et av de andre argumentene
help-error-conflict-command = kommandoen `{ $command }` kan ikke brukes sammen med et av de andre argumentene
help-error-possible-values = [mulige verdier: { $list }]
help-error-subcommands = [kommandoer: { $list }]
help-error-tip = tips:
help-error-similar-command = { $n ->
    [one] en lignende kommando finnes: { $names }
   *[other] lignende kommandoer finnes: { $names }
}
help-error-similar-argument = { $n ->
    [one] et lignende argument finnes: { $names }
   *[other] lignende argumenter finnes: { $names }
}
help-error-similar-value = { $n ->
    [one] en lignende verdi finnes: { $names }
   *[other] lignende verdier finnes: { $names }
}
help-error-pass-as-value = for å gi `{ $arg }` som verdi, skriv `{ $typed }`
help-error-remove-dashes = kommandoen `{ $command }` finnes; ta bort `--` foran den for å bruke den
help-error-exists = `{ $command }` finnes
help-error-more = Mer hjelp: prøv `{ $flag }`.

## Verdier til valg på kommandolinja som ikke holder.
arg-not-whole = { $what } er et heltall, som 1000
arg-what-points = poeng
arg-what-dice = terningene på hånden
arg-what-games = antall spill
arg-what-players = antall spillere
arg-what-seed = frøet
arg-what-place = en spillers plass
arg-points-below-zero = poeng er aldri under 0: gi 0 eller mer
arg-points-too-many = gi høyst { $most } poeng: ingen spill kommer i nærheten av mer
arg-dice-range = et kast har 1 til 6 terninger: gi mellom 1 og 6
arg-games-too-few = gi 1 spill eller flere
arg-games-too-many = høyst { $most } spill per kjøring; de måler allerede en vinnerandel til omtrent 0,02 prosentpoeng: for flere, kjør igjen med andre verdier for --seed
arg-players-below-zero = antall spillere er aldri under 0: gi spillerne ved bordet, som 2
arg-players-too-many = gi spillerne ved ett bord
arg-seed-range = et frø er fra 0 til { $most }
arg-place-from-one = spillerne telles fra 1: gi 1 for spilleren som skal kaste
arg-place-too-big = gi en spillers plass i lista
arg-lang-unknown = `{ $given }` er ikke et språk marbles snakker: skriv { $known }
arg-lang-or = eller
cli-one-game-format = `{ $format }` rommer ett spill: eksporter flere spill som csv, json, yaml, md eller bgstats, eller ett spill om gangen
