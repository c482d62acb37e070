-- The rule card's Point Stacking (RULES.md section 5): kept dice must still score in
-- their own throw, but the turn is worth the best split of all the dice held, so three
-- ones kept over three throws make 500. The held dice are valued when all six are set
-- aside (hot dice), and the stack then starts fresh.
marbles.api(1)
marbles.describe{
  name = { en = "Point Stacking", nb = "Poengstabling" },
  en = "Point Stacking: dice kept over several throws combine (three 1s kept one at a time make 500).",
  nb = "Poengstabling: terninger lagt til side over flere kast slås sammen (tre 1-ere lagt til side én og én gir 500).",
}

marbles.rules.point_stacking = true

marbles.example("1 2 3 4 6 6", 100)
