-- A third bust in a row costs 1000 points off the total (never below 0). Banking, or a
-- Flood, ends a run of busts. Hook memory lives in this script: marbles replays the
-- game from a fresh start on undo and resume, so it always rebuilds the same counts.
marbles.api(1)
marbles.describe{
  name = { en = "Three busts", nb = "Tre bom" },
  en = "A third bust in a row costs 1,000 off the total (never below 0).",
  nb = "Tredje bom på rad koster 1 000 av totalen (aldri under 0).",
}

local busts_in_a_row = {}

marbles.on("bust", function(event, game)
  local run = (busts_in_a_row[event.player] or 0) + 1
  if run < 3 then
    busts_in_a_row[event.player] = run
    return nil
  end
  busts_in_a_row[event.player] = 0
  local total = game.players[event.player].total
  return { total = -math.min(1000, total) }
end)

local function end_run(event)
  busts_in_a_row[event.player] = 0
end
marbles.on("bank", end_run)
marbles.on("flood", end_run)

marbles.example("2 3 4 6 6 3", "bust")
