-- Ten Thousand (Farkle as many tables play it).
--
--   A 1 is 100, a 5 is 50; three of a kind the face × 100, three 1s 1000; four of a
--   kind twice the three of a kind, five three times, six four times; a straight
--   1-2-3-4-5-6 1500; three pairs 1500 (a four of a kind with a pair counts as three
--   pairs; six of a kind does not). Open at 500, win at 10,000. No Flood.
--
-- Version 2 of the API: marbles.times_three(N) values an n-of-a-kind as N times the
-- three of a kind of the same face, so four 1s are 2000 and four 2s 400.
marbles.api(2)
marbles.describe{
  name = { en = "Ten Thousand", nb = "Ten Thousand" },
  en = "Ten Thousand: four/five/six of a kind 2×/3×/4× the triple, straight and three pairs 1,500; open 500, win 10,000; no Flood.",
  nb = "Ten Thousand: fire/fem/seks like 2×/3×/4× trippelen, straight og tre par 1 500; åpne på 500, vinn på 10 000; ingen Flood.",
}

marbles.rules.three_of_a_kind = { 1000, 200, 300, 400, 500, 600 }
marbles.rules.four_of_a_kind = marbles.times_three(2)
marbles.rules.five_of_a_kind = marbles.times_three(3)
marbles.rules.six_of_a_kind = marbles.times_three(4)
marbles.rules.straight = 1500
marbles.rules.open_at = 500
marbles.rules.win_at = 10000
marbles.rules.flood = false

marbles.combo{
  name = "three pairs",
  points = function(counts)
    if counts.n ~= 6 then return nil end
    local pairs_of, fours = 0, 0
    for face = 1, 6 do
      local n = counts[face]
      if n == 2 then pairs_of = pairs_of + 1
      elseif n == 4 then fours = fours + 1
      elseif n ~= 0 then return nil end
    end
    if pairs_of == 3 or (fours == 1 and pairs_of == 1) then return 1500 end
  end,
}

marbles.example("1 1 1 2 3 4", 1000)
marbles.example("2 2 2 2 3 4", 400)
marbles.example("3 3 3 3 3 4", 900)
marbles.example("6 6 6 6 6 6", 2400)
marbles.example("1 1 1 1 1 1", 4000)
marbles.example("1 2 3 4 5 6", 1500)
marbles.example("2 2 3 3 4 4", 1500)
marbles.example("2 2 2 2 3 3", 1500) -- four of a kind with a pair: three pairs
marbles.example("1 1 1 1 5 5", 2100) -- four 1s (2000) and two 5s beat three pairs
marbles.example("4 4 4 4 4 4", 1600) -- six of a kind is not three pairs
marbles.example("2 3 4 6 6 3", "bust")

marbles.scenario{
  name = "no bank before 500",
  players = { "Ann", "Bob" },
  lines = { "first Ann", "1 5 2 3 4 6", "keep 5", "bank" },
  refused = { line = 4, says = "banking needs 500" },
}

marbles.scenario{
  name = "three pairs and a straight",
  players = { "Ann", "Bob" },
  lines = { "first Ann", "2 2 2 2 3 3", "keep", "1 2 3 4 5 6", "bank" },
  totals = { Ann = 3000, Bob = 0 },
}
