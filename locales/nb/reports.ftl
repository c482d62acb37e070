# Rapportene fra enkeltkommandoene: score, rules, odds, advise, simulate.

win-chances = Sjanse til å vinne: { $each }{ $how }{ $hooks }.
win-chances-estimate = {" "}(anslag, { $interval })
win-chances-hooks = {" "}(krokene i husreglene er ikke regnet med)

win-estimating = Regner ut vinnersjansene fra { $games } spill spilt til ende…
