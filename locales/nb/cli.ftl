# Kommandolinja: hjelpe- og om-tekstene til clap, og CLI-ens egne feil.

cli-examples-fail = { $failed } av eksemplene skriptet oppgir holder ikke: rett skriptet eller eksempelet

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
config-from-play = fra innstillingsfila (den siste gruppa som spilte)
config-from-default = standard
config-from-flag = fra --lang
config-from-env = fra { $var }={ $value }
config-from-unspoken = standard ({ $var }={ $value } er ikke et språk marbles snakker)
config-from-lang-style = slik det skrives på { $lang }
config-last-group = Spiller med den siste gruppa ved bordet: { $names }. Skriv navnene for å spille med andre.
config-players-not-remembered = { $error }; spillet fortsetter, men `marbles play` uten navn kjenner ikke denne gruppa
config-rules-differ = merk: dette spillet fortsetter med husreglene det begynte med ({ $saved }); innstillingsfilas ({ $config }) gjelder nye spill
config-rule-failed = { $error } (en husregel i innstillingsfila { $file }: rett `rules`-lista der, gi --rules, eller bruk --no-config)
config-no-players = skriv navnene på spillerne, som `marbles play Ann Bob`; uten navn spiller marbles med den siste gruppa, når et spill er spilt

cli-score-too-many-dice = { $dice } terninger skrevet inn, men disse reglene spilles med { $most }: skriv høyst { $most } øyetall

config-rules-broken = Disse husreglene lar seg ikke laste, så alle kommandoer som bruker dem, vil nekte: { $error }

reload-unchanged = Husreglenes nåværende tekst er teksten som ble lagret med spillet: ingenting endres.
reload-changed = Lastet { $rules } på nytt: alle { $actions } spilles av på nytt, og spillet fortsetter etter den nåværende teksten.
