# Rapportene fra enkeltkommandoene: score, rules, odds, advise, simulate.
