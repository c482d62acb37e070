-- The whole game of the Norwegian article (RULES.md section 4).
--   Opening: throw six dice; ones (100), fives (50) and three ones (500) are set aside
--   for you and the rest thrown again; the turn banks itself at 700 and fails when a
--   throw has none or the dice run out.
--   Once open: every turn is one throw of all six dice, scored in full and banked.
--   Six of a kind 5000, a final round, and no Flood (the article has none).
marbles.api(1)
marbles.describe{
  name = { en = "The Norwegian game", nb = "Det norske spillet" },
  en = "The Norwegian article's game: open with ones and fives to 700, then one throw a turn; six of a kind 5,000; final round; no Flood.",
  nb = "Spillet fra den norske artikkelen: åpne med enere og femmere til 700, så ett kast per tur; seks like 5 000; siste runde; ingen Flood.",
}

marbles.rules.opening = "ones-and-fives"
marbles.rules.one_throw_when_open = true
marbles.rules.six_of_a_kind = 5000
marbles.rules.final_round = true
marbles.rules.flood = false

marbles.example("6 6 6 6 6 6", 5000)
marbles.example("2 2 2 2 3 4", 1000) -- four 2s are four of a kind, not a Flood
marbles.example("1 2 3 4 5 6", 2000)
marbles.example("1 1 1 5 3 4", 550)
