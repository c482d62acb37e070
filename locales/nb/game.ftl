# Spillets egne ord, felles for alle områder: tellende substantiv og lister.
#
# Ordliste (fra den norske artikkelen): terning/terninger, kast, kaste, åpne, poeng,
# spiller, tur, behold(e), bom (bust), blokk (the pad). Navnene fra regelkortet
# (Smooth Water, Makin' Mud, The Delta, Flood) er egennavn og står på engelsk.

count-dice = { $n ->
    [one] { $n } terning
   *[other] { $n } terninger
}
count-face = { $n ->
    [one] { $n } øyetall
   *[other] { $n } øyetall
}
count-player = { $n ->
    [one] { $n } spiller
   *[other] { $n } spillere
}
count-example = { $n ->
    [one] { $n } eksempel
   *[other] { $n } eksempler
}
count-save = { $n ->
    [one] { $n } lagring
   *[other] { $n } lagringer
}

list-and = og
list-or = eller

rules-scenarios-hold = { $n ->
    [one] { $n } scenario holder.
   *[other] { $n } scenarioer holder.
}
game-hook-no-such-player = husregelen feilet: en krok endret summen til spiller { $player }, men spillet har { $players ->
    [one] { $players } spiller
   *[other] { $players } spillere
}: spillerne nummereres fra 1 i sitterekkefølge
game-below-min-bank = { $player } kan ikke sette inn ennå: hver innsetting må være minst { $min_bank }, denne turen har { $points }, { $missing } mangler; { $next }

count-action = { $n ->
    [one] { $n } handling
   *[other] { $n } handlinger
}
count-game = { $n ->
    [one] { $n } spill
   *[other] { $n } spill
}
count-total = { $n ->
    [one] { $n } sum
   *[other] { $n } summer
}
cli-scenarios-failed = { $n } av scenarioene som er oppgitt, går ikke slik de er oppgitt: rett skriptet eller scenarioet

# "og 3 til", slutten av en avkortet liste.
count-more = { $n ->
    [one] { $n } til
   *[other] { $n } til
}
