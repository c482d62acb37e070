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
