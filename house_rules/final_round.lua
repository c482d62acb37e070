-- The Norwegian article's ending: once someone reaches the winning score, the players
-- after them finish the round (up to the player before the starter). The highest total
-- wins; players tied on it share the win.
marbles.api(1)
marbles.describe{
  name = { en = "Final round", nb = "Siste runde" },
  en = "Final round: after someone reaches the winning score the round is finished; highest total wins, ties share.",
  nb = "Siste runde: når noen når vinnergrensen, spilles runden ferdig; høyeste total vinner, likt deler seieren.",
}

marbles.rules.final_round = true

marbles.example("1 1 1 2 3 4", 500)
