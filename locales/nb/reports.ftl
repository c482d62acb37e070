# Rapportene fra enkeltkommandoene: score, rules, odds, advise, simulate.

win-chances = Sjanse til å vinne: { $each }{ $how }{ $hooks }.
win-chances-estimate = {" "}(anslag, { $interval })
win-chances-hooks = {" "}(krokene i husreglene er ikke regnet med)

win-estimating = Regner ut vinnersjansene fra { $games } spill spilt til ende…

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
} stoppet av en husregel; det første: { $why }
simulate-compare-rounds = runder/spill
simulate-compare-penalties = plass { $seat } tap til kroker/spill
simulate-compare-penalty-points = plass { $seat } poeng tapt til kroker/spill
simulate-compare-steals = plass { $seat } tyverier/spill
