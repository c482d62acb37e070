-- Zilch: Ten Thousand's scoring, with bigger sets and a price on busting.
--
--   Scores as ten_thousand.lua, except each die beyond three of a kind doubles the
--   value (four 2s 400, five 800, six 1600; four 1s 2000). Every bank, the first
--   included, must hold at least 300; there is no other opening. Win at 10,000.
--   Three busts in a row cost 500: a total may go below 0, and the count starts again
--   after the penalty (a bank also ends the run). No Flood.
--
-- Version 2 of the API: marbles.use builds on a shipped script, and min_bank is the
-- minimum for every bank.
marbles.api(2)
marbles.describe{
  name = { en = "Zilch", nb = "Zilch" },
  en = "Zilch: Ten Thousand with sets doubling per extra die; every bank 300+; three busts in a row cost 500; win 10,000.",
  nb = "Zilch: Ten Thousand der sett dobles for hver ekstra terning; hver innsetting minst 300; tre bom på rad koster 500; vinn på 10 000.",
}

marbles.use("ten_thousand")
marbles.rules.four_of_a_kind = marbles.times_three(2)
marbles.rules.five_of_a_kind = marbles.times_three(4)
marbles.rules.six_of_a_kind = marbles.times_three(8)
marbles.rules.open_at = 0
marbles.rules.min_bank = 300

local busts_in_a_row = {}

marbles.on("bust", function(event)
  local run = (busts_in_a_row[event.player] or 0) + 1
  if run == 3 then
    busts_in_a_row[event.player] = 0
    return { total = -500 }
  end
  busts_in_a_row[event.player] = run
end)

marbles.on("bank", function(event)
  busts_in_a_row[event.player] = 0
end)

marbles.example("2 2 2 2 3 4", 400)
marbles.example("2 2 2 2 2 4", 800)
marbles.example("2 2 2 2 2 2", 1600)
marbles.example("1 1 1 1 3 4", 2000)
marbles.example("1 2 3 4 5 6", 1500)
marbles.example("3 3 4 4 6 6", 1500)

marbles.scenario{
  name = "every bank holds 300",
  players = { "Ann", "Bob" },
  lines = { "first Ann", "1 5 2 3 4 6", "keep 1", "bank" },
  refused = { line = 4, says = "at least 300" },
}

marbles.scenario{
  name = "three busts in a row cost 500, below 0",
  players = { "Ann", "Bob" },
  lines = { "first Ann",
    "2 3 4 6 6 3", "2 3 4 6 6 3",
    "2 3 4 6 6 3", "2 3 4 6 6 3",
    "2 3 4 6 6 3", "2 3 4 6 6 3",
    "2 3 4 6 6 3" },
  totals = { Ann = -500, Bob = -500 },
}
