# Refusals: what was wrong and what to do instead (engine, rules, dice, store).

rule-does-not-score = { $stray } { $n ->
    [one] does
   *[other] do
} not score: every kept die must be part of a combination
rule-does-not-score-best = { $stray } { $n ->
    [one] does
   *[other] do
} not score: every kept die must be part of a combination (the best keep here is { $best })
rule-combo-points = combination `{ $name }`: { $dice } { $n ->
    [one] was
   *[other] were
} given { $points } points: a combination is worth 1 to { $max } (return nil, or 0, when the dice are not the combination)
# Dice named in a message about a combination: "a single 5", "the dice 1 1 5".
rule-the-dice = { $n ->
    [one] a single { $dice }
   *[other] the dice { $dice }
}

dice-wrong-count = { $got ->
    [one] { $got } die
   *[other] { $got } dice
} typed, but { $expected ->
    [one] { $expected } is
   *[other] { $expected } are
} in hand: type exactly { $expected ->
    [one] { $expected } face
   *[other] { $expected } faces
}
