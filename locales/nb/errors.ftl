# Avvisninger: hva som var galt, og hva du kan gjøre i stedet.

rule-does-not-score = { $stray } gir ikke poeng: { $n ->
    [one] terningen du beholder må
   *[other] hver terning du beholder må
} være del av en kombinasjon
rule-does-not-score-best = { $stray } gir ikke poeng: { $n ->
    [one] terningen du beholder må
   *[other] hver terning du beholder må
} være del av en kombinasjon (det beste å beholde her er { $best })
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
