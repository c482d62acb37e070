-- Greed: the five-dice cousin of Mississippi Marbles.
--
--   three 1s 1000; three of any other face, the face × 100 (three 4s: 400);
--   a 1 not in a triple 100, a 5 not in a triple 50; nothing else scores:
--   no straight, and no bonus for four or more of a kind (four 1s are 1000 + 100).
--   A turn starts with five dice, and all five come back when every die has scored.
--   Open at 300, win at 3000; after someone reaches it the round is finished and the
--   highest total wins. No Flood.
--
-- Version 2 of the API: `dice` sets the dice in hand; a value of 0 takes the four, five
-- and six of a kind and the straight out of play, so the triples and singles make up
-- any larger set of one face.
marbles.api(2)
marbles.describe{
  name = { en = "Greed", nb = "Greed" },
  en = "Greed: five dice; three 1s 1,000, other triples face × 100, 1s 100 and 5s 50; open 300, win 3,000, final round; no Flood.",
  nb = "Greed: fem terninger; tre 1-ere 1 000, andre tripler øyetall × 100, 1-ere 100 og 5-ere 50; åpne på 300, vinn på 3 000, siste runde; ingen Flood.",
}

marbles.rules.dice = 5
marbles.rules.three_of_a_kind = { 1000, 200, 300, 400, 500, 600 }
marbles.rules.four_of_a_kind = 0
marbles.rules.five_of_a_kind = 0
marbles.rules.six_of_a_kind = 0
marbles.rules.straight = 0
marbles.rules.open_at = 300
marbles.rules.win_at = 3000
marbles.rules.final_round = true
marbles.rules.flood = false

marbles.example("1 1 1 2 3", 1000)
marbles.example("4 4 4 2 3", 400)
marbles.example("1 1 1 1 3", 1100) -- four 1s: the triple and a single 1
marbles.example("1 1 1 1 1", 1200)
marbles.example("2 2 2 2 3", 200) -- four 2s: no Flood, no bonus
marbles.example("1 2 3 4 5", 150) -- no straight: the 1 and the 5
marbles.example("2 3 4 6 6", "bust")

marbles.scenario{
  name = "five dice a turn, open at 300",
  players = { "Ann", "Bob" },
  lines = { "first Ann", "1 5 2 3 4", "keep 1 5", "2 2 2", "keep", "bank",
    "1 2 3 4 6", "keep 1", "5 5 2 3", "keep 5", "bank" },
  refused = { line = 11, says = "banking needs 300" },
  totals = { Ann = 350, Bob = 0 },
}

marbles.scenario{
  name = "a final round after 3000",
  players = { "Ann", "Bob" },
  lines = { "first Ann", "11111", "keep", "11111", "keep", "11111", "keep", "bank",
    "3 3 3 1 2", "bank" },
  totals = { Ann = 3600, Bob = 400 },
}
